import { type OnboardLocationBody, OnboardLocationBodySchema } from '../../domain/contract/onboarding';
import { toE164 } from '../../domain/rules/phone';
import { normalizeUsername } from '../../domain/rules/username';
import { schemaFieldErrors } from '../../lib/api/schema-errors';

/** The location step's values, named like the body so server errors land on the same fields. */
export interface LocationFormValues {
  name: string;
  username: string;
  phone: string;
  /** Select gives the id as text, '' while nothing is chosen. */
  category_id: string;
  timezone: string;
}

export const INITIAL_LOCATION_VALUES: LocationFormValues = {
  name: '',
  username: '',
  phone: '',
  category_id: '',
  timezone: 'America/Mexico_City',
};

/** Continue is enabled only when name, link, WhatsApp number and business type are set (02 §2). */
export function hasRequiredLocationFields(values: LocationFormValues): boolean {
  return [
    values.name.trim(),
    normalizeUsername(values.username),
    values.phone.trim(),
    values.category_id,
  ].every(Boolean);
}

/** The POST body: the number with its +52 prefix, the category as its id. */
export function locationBody(values: LocationFormValues): OnboardLocationBody {
  return {
    name: values.name.trim(),
    username: normalizeUsername(values.username),
    description: null,
    phone: toE164(values.phone),
    category_id: Number(values.category_id),
    timezone: values.timezone as OnboardLocationBody['timezone'],
  };
}

/** The form's errors by field, first message each, from the same schema the server applies. */
export function locationErrors(values: LocationFormValues): Record<string, string> {
  return schemaFieldErrors(OnboardLocationBodySchema, locationBody(values));
}

/** The public page the custom link opens (/r/{username}). */
export function customLinkUrl(username: string, origin: string = window.location.origin): string {
  return `${origin}/r/${username}`;
}
