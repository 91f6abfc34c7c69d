import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 62⁸ ≈ 2⁴⁷·⁶ codes: unguessable behind the public routes' rate limits, short enough for one SMS. */
export const PUBLIC_CODE_LENGTH = 8;
/** The largest multiple of 62 a byte holds: bytes above it are drawn again, so no letter is likelier. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/**
 * A random code for the public link of a queue item or an order (`/t/Ab3x9Kq2`): letters and
 * digits only, so no SMS app cuts the link at a '-' or '_'. Links made before (16 base64url
 * characters) keep working: the pages look the code up as it is.
 */
export function newPublicCode(): string {
  let code = '';
  while (code.length < PUBLIC_CODE_LENGTH) {
    for (const byte of randomBytes(PUBLIC_CODE_LENGTH * 2)) {
      if (byte < UNBIASED_LIMIT && code.length < PUBLIC_CODE_LENGTH) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return code;
}
