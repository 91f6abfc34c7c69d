import { randomInt } from 'node:crypto';

/** Letters and digits a customer reads without confusion (no 0/O, 1/I). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A transaction's short human code: 8 random characters (unique per company: the insert retries). */
export function newTransactionCode(): string {
  let code = '';
  for (let index = 0; index < 8; index += 1) code += ALPHABET[randomInt(0, ALPHABET.length)];
  return code;
}
