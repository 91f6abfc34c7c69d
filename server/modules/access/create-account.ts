import { eq, or } from 'drizzle-orm';
import { ACCOUNT_ERRORS, type CreateAccountBody } from '../../../src/domain/contract/account';
import { toE164 } from '../../../src/domain/rules/phone';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { hashPassword } from '../../security/password';

/** A 422 naming each field (phone, email) another account already uses. */
async function takenFieldsError(
  db: Db,
  phone: string,
  email: string | null,
): Promise<ValidationError | null> {
  const condition =
    email === null ? eq(users.phone, phone) : or(eq(users.phone, phone), eq(users.email, email));
  const rows = await db.select({ phone: users.phone, email: users.email }).from(users).where(condition);
  if (rows.length === 0) return null;
  const errors: Record<string, string[]> = {};
  if (rows.some((row) => row.phone === phone)) errors.phone = [ACCOUNT_ERRORS.accountExists];
  if (email !== null && rows.some((row) => row.email === email))
    errors.email = [ACCOUNT_ERRORS.accountExists];
  return new ValidationError(errors);
}

/** A new account's fields: phone already cleaned; no password hash for a provider sign-up. */
export interface NewAccount {
  name: string;
  phone: string;
  email: string | null;
  passwordHash: string | null;
  emailVerified: boolean;
}

/**
 * Creates an active user with an unverified phone and a new access code (02 §7 Access /create,
 * /create-oauth) and returns it; a phone or e-mail already in use is a 422 on that field, also
 * when two sign-ups race for it.
 */
export async function insertAccount(db: Db, account: NewAccount, now: Date) {
  const phone = toE164(account.phone);
  const taken = await takenFieldsError(db, phone, account.email);
  if (taken) throw taken;
  const [user] = await db
    .insert(users)
    .values({
      name: account.name,
      phone,
      email: account.email,
      passwordHash: account.passwordHash,
      phoneVerified: false,
      emailVerifiedAt: account.emailVerified ? now : null,
      status: 'active',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id, lastLocationId: users.lastLocationId });
  if (user) return user;
  throw (
    (await takenFieldsError(db, phone, account.email)) ??
    new ValidationError({ phone: [ACCOUNT_ERRORS.accountExists] })
  );
}

/** /create: an account with a password. */
export async function createAccount(db: Db, body: CreateAccountBody, now: Date) {
  const passwordHash = await hashPassword(body.password);
  return insertAccount(db, { ...body, passwordHash, emailVerified: false }, now);
}
