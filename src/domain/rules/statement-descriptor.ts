/**
 * The text a Mercado Pago charge shows on the buyer's card statement (02 §5 "Payment methods"):
 * 3 to 13 uppercase letters or digits.
 */
export const STATEMENT_DESCRIPTOR_MAX = 13;
const STATEMENT_DESCRIPTOR = /^[A-Z0-9]{3,13}$/;

/**
 * What the input keeps of what is typed: accents dropped ('Taquería' → 'TAQUERIA'), uppercase,
 * anything but A–Z and 0–9 removed, at most 13 characters.
 */
export function normaliseStatementDescriptor(typed: string): string {
  return typed
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, STATEMENT_DESCRIPTOR_MAX);
}

export function isStatementDescriptor(text: string): boolean {
  return STATEMENT_DESCRIPTOR.test(text);
}
