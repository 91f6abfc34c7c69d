import type { LoyaltyInputMethod } from '../../../domain/contract/loyalty';
import { LOYALTY_MESSAGES } from '../../../domain/contract/loyalty';
import { isValidLoyaltyCode, isValidLoyaltyPhone, toE164 } from '../../../domain/rules/phone';

export const PHONE_OR_CODE_REQUIRED = 'Ingresa el teléfono del cliente o el código de su tarjeta.';

/** The longest a code is: shorter digit strings are read as an unfinished code. */
const CODE_LENGTH = 6;

/** What prepare needs besides the program. */
export type PrepareInput = { input_method: LoyaltyInputMethod; input_value: string };
export type PhoneOrCode = PrepareInput | { error: string };

/**
 * Reads the phone-or-code input (01 §5.1), already cleaned to digits and +: exactly 6 digits is a
 * card code; 10 digits or + with 13–14 characters is a phone, sent with the +52 default prefix.
 */
export function readPhoneOrCode(value: string): PhoneOrCode {
  if (value === '') return { error: PHONE_OR_CODE_REQUIRED };
  if (isValidLoyaltyCode(value)) return { input_method: 'code', input_value: value };
  if (isValidLoyaltyPhone(value)) return { input_method: 'phone', input_value: toE164(value) };
  const unfinishedCode = /^\d+$/.test(value) && value.length < CODE_LENGTH;
  return { error: unfinishedCode ? LOYALTY_MESSAGES.codeFormat : LOYALTY_MESSAGES.phoneInvalid };
}
