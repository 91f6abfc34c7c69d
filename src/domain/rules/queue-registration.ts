import type { FieldErrors } from '../contract/common';
import { REGISTRATION_MESSAGES, type RegisterBody } from '../contract/queue-registration';
import type { WaitlistSettings } from '../contract/settings';

const MAX_NOTES_LENGTH = 255;

export type RegistrationSettings = Pick<WaitlistSettings, 'max_group_size' | 'form_items'>;

/**
 * The rules of 01 §5.5 that depend on the location's settings, shared by the register dialog and
 * POST /v1/waitlist/hostess/register. Returns Spanish messages per field (empty: valid).
 * The notes limit is also in RegisterBodySchema; it is here too so that a form checking only this
 * function shows every message of 01 §5.5 before sending.
 */
export function registrationErrors(body: RegisterBody, settings: RegistrationSettings): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (settings.form_items.service && !body.product_id) add('product_id', REGISTRATION_MESSAGES.service);
  if (settings.form_items.employee && !body.assigned_user_id) {
    add('assigned_user_id', REGISTRATION_MESSAGES.employee);
  }
  if (settings.max_group_size > 0) {
    if (!body.group_size) add('group_size', REGISTRATION_MESSAGES.groupSize);
    else if (body.group_size > settings.max_group_size) {
      add('group_size', REGISTRATION_MESSAGES.groupSizeMax(settings.max_group_size));
    }
  }
  if (body.type === 'booking') {
    if (!body.booking_date) add('booking_date', REGISTRATION_MESSAGES.bookingDate);
    if (!body.duration_mins) add('duration_mins', REGISTRATION_MESSAGES.duration);
  }
  const hasNewCustomer = Boolean(body.name?.trim()) && Boolean(body.phone?.trim());
  if (!body.contact_id && !hasNewCustomer) add('contact_id', REGISTRATION_MESSAGES.customer);
  if ((body.notes?.length ?? 0) > MAX_NOTES_LENGTH) add('notes', REGISTRATION_MESSAGES.notes);
  return errors;
}
