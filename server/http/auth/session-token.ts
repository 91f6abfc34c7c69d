import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 32 random bytes, base64url (the cookie value and the bearer token). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The only form of the token the database keeps. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
