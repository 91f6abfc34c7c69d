import * as v from 'valibot';
import { type SignInResultClaims, SignInResultClaimsSchema } from '../contract/account';

/** A base64url segment (no padding needed) as UTF-8 text; throws on bad input. */
function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * The readable claims {provider, name, email} of a Google sign-in result (a JWT, 02 §7 Access),
 * only to prefill the register sub-view: the signature is the server's business. Anything that
 * is not such a token gives null.
 */
export function signInResultClaims(jwt: string): SignInResultClaims | null {
  const parts = jwt.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const result = v.safeParse(SignInResultClaimsSchema, JSON.parse(decodeBase64Url(parts[1])));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}
