/** Phone and code rules of spec 01 §5.1 (loyalty input) and 02 §5 (access). */

export const DEFAULT_PHONE_PREFIX = '+52';
export const PHONE_PREFIXES = ['+1', '+52', '+55', '+57'] as const;

/** Access (02 §5): strips spaces, dashes and parentheses. */
export function cleanPhone(input: string): string {
  return input.replace(/[\s\-()]/g, '');
}

/** Access (02 §5): 10 digits, or + followed by 11 to 13 digits. */
export function isValidAccessPhone(input: string): boolean {
  const phone = cleanPhone(input);
  return /^\d{10}$/.test(phone) || /^\+\d{11,13}$/.test(phone);
}

/** Login identifier (02 §5): an e-mail if it contains @, else a phone. */
export function identifierKind(input: string): 'email' | 'phone' {
  return input.includes('@') ? 'email' : 'phone';
}

export function isValidEmail(input: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.trim());
}

/** A login identifier as the access calls take it: `{email}` or `{phone}` (cleaned). */
export type LoginIdentifier = { email: string } | { phone: string };

/** Reads the identify step's input (02 §5): null when it is neither a valid e-mail nor a valid phone. */
export function parseLoginIdentifier(input: string): LoginIdentifier | null {
  const value = input.trim();
  if (identifierKind(value) === 'email') return isValidEmail(value) ? { email: value.toLowerCase() } : null;
  return isValidAccessPhone(value) ? { phone: cleanPhone(value) } : null;
}

/** Loyalty phone-or-code input (01 §5.1): only digits and + are kept. */
export function cleanPhoneOrCode(input: string): string {
  return input.replace(/[^\d+]/g, '');
}

/** Loyalty (01 §5.1): 10 digits, or starting with + with 13 to 14 characters. */
export function isValidLoyaltyPhone(input: string): boolean {
  const value = cleanPhoneOrCode(input);
  return /^\d{10}$/.test(value) || /^\+\d{12,13}$/.test(value);
}

/** Loyalty (01 §5.1): a code is exactly 6 digits. */
export function isValidLoyaltyCode(input: string): boolean {
  return /^\d{6}$/.test(cleanPhoneOrCode(input));
}

/** Access code (02 §5): uppercased, letters and digits only. */
export function cleanAccessCode(input: string): string {
  return input.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** One-time code (02 §5): 6 digits. */
export function isValidOtp(input: string): boolean {
  return /^\d{6}$/.test(input);
}

/** Normalises a phone for storage: 10 national digits get the default +52 prefix. */
export function toE164(input: string, prefix: string = DEFAULT_PHONE_PREFIX): string {
  const phone = cleanPhone(input);
  return phone.startsWith('+') ? phone : `${prefix}${phone}`;
}
