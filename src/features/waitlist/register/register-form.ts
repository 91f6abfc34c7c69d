import type { FieldErrors } from '../../../domain/contract/common';
import { REGISTRATION_MESSAGES, type RegisterBody } from '../../../domain/contract/queue-registration';
import type { QueueItem } from '../../../domain/contract/waitlist';
import { isValidAccessPhone, toE164 } from '../../../domain/rules/phone';
import { type RegistrationSettings, registrationErrors } from '../../../domain/rules/queue-registration';
import type { CustomerValue } from './customer-field';

export const NOTES_MAX_LENGTH = 255;
export const INVALID_PHONE = 'El teléfono no es válido.';

export interface RegisterFormValues {
  type: QueueItem['type'];
  customer: CustomerValue;
  product_id: string | null;
  assigned_user_id: string | null;
  group_size: number | null;
  /** The booking's local date ('YYYY-MM-DD'), which the time slots belong to. */
  booking_day: string | null;
  booking_date: string | null;
  duration_mins: string | null;
  notes: string;
}

const idOrNull = (value: string | null) => (value ? Number(value) : null);

/** The body of POST /v1/waitlist/hostess/register from the dialog's values (01 §7.6). */
export function registerBody(values: RegisterFormValues, settings: RegistrationSettings): RegisterBody {
  const { customer } = values;
  const booking = values.type === 'booking';
  const newCustomer = customer?.kind === 'new' ? customer.customer : null;
  return {
    type: values.type,
    contact_id: customer?.kind === 'contact' ? customer.contact.id : null,
    name: newCustomer?.name.trim() || null,
    phone: newCustomer?.phone.trim() ? toE164(newCustomer.phone, newCustomer.prefix) : null,
    product_id: settings.form_items.service ? idOrNull(values.product_id) : null,
    assigned_user_id: settings.form_items.employee ? idOrNull(values.assigned_user_id) : null,
    group_size: settings.max_group_size > 0 ? values.group_size : null,
    notes: values.notes.trim() || null,
    booking_date: booking ? values.booking_date : null,
    duration_mins: booking ? idOrNull(values.duration_mins) : null,
  };
}

/**
 * The dialog's checks before sending: the rules of 01 §5.5 (shared with the server), the notes'
 * length and a new customer's phone. Messages per body field.
 */
export function registerFormErrors(body: RegisterBody, settings: RegistrationSettings): FieldErrors {
  const errors = registrationErrors(body, settings);
  if (body.phone && !isValidAccessPhone(body.phone)) errors.phone = [INVALID_PHONE];
  if ((body.notes?.length ?? 0) > NOTES_MAX_LENGTH) errors.notes = [REGISTRATION_MESSAGES.notes];
  return errors;
}

/** One message per field, as the form shows them. */
export function firstMessages(errors: FieldErrors): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages[0] !== undefined) first[field] = messages[0];
  }
  return first;
}
