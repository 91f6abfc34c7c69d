import { randomInt } from 'node:crypto';
import { LINK_CODE_LENGTH } from '../../../src/domain/contract/account';

/** Uppercase letters and digits without the look-alikes 0/O and 1/I (32 symbols, 5 bits each). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new access code (02 §3 Business user link_code): 12 random symbols, 60 bits. */
export function newLinkCode(): string {
  let code = '';
  for (let index = 0; index < LINK_CODE_LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
