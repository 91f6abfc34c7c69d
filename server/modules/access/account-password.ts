import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../../security/password';
import { claimLoginAttempt, forgetLoginFailures } from './login-backoff';

let dummyHash: Promise<string> | undefined;

/** A hash no password matches, checked when there is none so every case takes as long. */
function hashNothingMatches(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/**
 * The one way a typed password is checked against an account, on every path that asks for one
 * (the password login, Google's link step, an invitation for an existing account), so they share
 * the account's backoff (login-backoff.ts): the try is counted first (a waiting account gets a
 * LoginBackoffError, a 429), the password is verified (against a dummy hash when there is no
 * account or no password, so it takes as long), and a right one forgives the failures.
 * `failureKey` is `loginFailureKey(...)` of the account, or of the identifier when there is none.
 */
export async function checkPasswordWithBackoff(
  db: Db,
  failureKey: string,
  password: string,
  passwordHash: string | null | undefined,
  now: Date,
): Promise<boolean> {
  await claimLoginAttempt(db, failureKey, now);
  const verified = await verifyPassword(password, passwordHash ?? (await hashNothingMatches()));
  const right = verified && Boolean(passwordHash);
  if (right) await forgetLoginFailures(db, failureKey);
  return right;
}
