import type { PublicRegisterBody, PublicWaitlistInfo } from '../../../domain/contract/public-waitlist';
import { REGISTRATION_MESSAGES } from '../../../domain/contract/queue-registration';
import { isValidAccessPhone, toE164 } from '../../../domain/rules/phone';

export type PublicRegistrationType = 'waitlist' | 'booking';

/** What the customer fills in on /r/{username}. */
export interface PublicRegistrationValues {
  type: PublicRegistrationType;
  name: string;
  /** 10 digits (the +52 prefix is shown beside it) or a full +country number. */
  phone: string;
  group_size: string;
  product_id: string;
  /** Local date of the booking ('YYYY-MM-DD'), to ask for its free times. */
  date: string;
  /** The chosen free time (an availability slot's ISO `time`). */
  booking_date: string;
  notes: string;
}

export const PUBLIC_REGISTRATION_MESSAGES = {
  name: 'Escribe tu nombre.',
  phone: 'Escribe tu número de celular.',
  phoneInvalid: 'El número de celular no es válido.',
} as const;

/** The registration types the page offers: only the open ones, the waitlist first. */
export function openTypes(info: PublicWaitlistInfo): PublicRegistrationType[] {
  const types: PublicRegistrationType[] = [];
  if (info.waitlist_open) types.push('waitlist');
  if (info.booking_open) types.push('booking');
  return types;
}

/** The type the form opens on: the one the shared link names when it is open, else the first open one. */
export function initialType(
  info: PublicWaitlistInfo,
  preferred: PublicRegistrationType | undefined,
): PublicRegistrationType {
  const types = openTypes(info);
  return preferred && types.includes(preferred) ? preferred : (types[0] ?? 'waitlist');
}

/**
 * The form's rules (01 §5.5 as they apply to a customer): name and phone required, a valid phone,
 * the group size when the business asks for it and up to its maximum, a service when required
 * and a time for a booking, notes up to 255 characters. Returns a message per field.
 */
export function publicRegistrationErrors(
  values: PublicRegistrationValues,
  info: PublicWaitlistInfo,
): Partial<Record<keyof PublicRegistrationValues, string>> {
  const errors: Partial<Record<keyof PublicRegistrationValues, string>> = {};
  if (!values.name.trim()) errors.name = PUBLIC_REGISTRATION_MESSAGES.name;
  if (!values.phone.trim()) errors.phone = PUBLIC_REGISTRATION_MESSAGES.phone;
  else if (!isValidAccessPhone(values.phone)) errors.phone = PUBLIC_REGISTRATION_MESSAGES.phoneInvalid;
  if (info.max_group_size > 0) {
    const size = Number(values.group_size);
    if (!values.group_size || !Number.isInteger(size) || size < 1)
      errors.group_size = REGISTRATION_MESSAGES.groupSize;
    else if (size > info.max_group_size)
      errors.group_size = REGISTRATION_MESSAGES.groupSizeMax(info.max_group_size);
  }
  if (values.type === 'booking') {
    if (info.service_required && info.services.length > 0 && !values.product_id) {
      errors.product_id = REGISTRATION_MESSAGES.service;
    }
    if (!values.booking_date) errors.booking_date = REGISTRATION_MESSAGES.bookingDate;
  }
  if (values.notes.trim().length > 255) errors.notes = REGISTRATION_MESSAGES.notes;
  return errors;
}

/** The body of POST /v1/public/waitlist/{username}/register for valid values. */
export function publicRegisterBody(
  values: PublicRegistrationValues,
  info: PublicWaitlistInfo,
): PublicRegisterBody {
  const booking = values.type === 'booking';
  return {
    type: values.type,
    name: values.name.trim(),
    phone: toE164(values.phone),
    group_size: info.max_group_size > 0 ? Number(values.group_size) : null,
    product_id: booking && values.product_id ? Number(values.product_id) : null,
    booking_date: booking ? values.booking_date : null,
    notes: values.notes.trim() || null,
  };
}
