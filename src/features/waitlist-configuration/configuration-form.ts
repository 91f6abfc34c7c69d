import type { UseFormReturnType } from '@mantine/form';
import type { WaitlistSettings } from '../../domain/contract/settings';
import {
  type WaitlistConfigurationPatch,
  WaitlistConfigurationPatchSchema,
  waitlistConfigurationErrors,
} from '../../domain/contract/waitlist-configuration';
import { schemaFieldErrors } from '../../lib/api/schema-errors';

export type ConfigurationForm = UseFormReturnType<WaitlistSettings>;

/** The PATCH body: the whole form but reception on/off, which has its own call. */
export function configurationBody(values: WaitlistSettings): WaitlistConfigurationPatch {
  const { enabled: _reception, ...body } = values;
  return body;
}

/** The form's errors by field path: the API's field rules, then the rules between fields (02 §5). */
export function configurationErrors(values: WaitlistSettings): Record<string, string> {
  const errors = schemaFieldErrors(WaitlistConfigurationPatchSchema, configurationBody(values));
  for (const [path, messages] of Object.entries(waitlistConfigurationErrors(values))) {
    if (!(path in errors) && messages[0]) errors[path] = messages[0];
  }
  return errors;
}
