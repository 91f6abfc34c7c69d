import { createHmac, randomInt } from 'node:crypto';
import { LINK_CODE_LENGTH } from '../../../src/domain/contract/account';

/** Uppercase letters and digits without the look-alikes 0/O and 1/I (32 symbols, 5 bits each). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new access code (02 §3 Business user link_code): 12 random symbols, 60 bits. */
export function newLinkCode(): string {
  let code = '';
  for (let index = 0; index < LINK_CODE_LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * What the database keeps of an access code: HMAC-SHA-256 keyed with the server's key (APP_SECRET
 * or DATA_DIR's key file), in hex. Without that key a copied hash can neither sign in nor be
 * searched for its code offline (60 bits would fall to an unkeyed hash).
 */
export function linkCodeHash(appKey: Uint8Array, code: string): string {
  return createHmac('sha256', appKey).update(`access-code:${code}`).digest('hex');
}
