import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '../../../src/domain/contract/access';
import { type CreateOauthBody, OAUTH_ERRORS } from '../../../src/domain/contract/account';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { checkPasswordWithBackoff } from './account-password';
import { insertAccount } from './create-account';
import { type LoginContext, type NewSession, openSession } from './login';
import { loginFailureKey } from './login-backoff';
import { identityUser, linkIdentity, spendSignIn, type UsableSignIn, usableSignIn } from './oauth-identity';
import { resultInvalid, verifySignInResult } from './oauth-result';

/** What /login-oauth answers: a session, or none and whether an account waits for its password. */
export interface OauthLoginOutcome {
  session: NewSession | null;
  /** An account holds Google's address without having proved it: its password links Google to it. */
  passwordRequired: boolean;
}

/** The active account holding the provider's verified address unproved, with a password to prove it's theirs. */
async function unprovedHolder(db: Db, signIn: UsableSignIn) {
  if (!signIn.emailVerified) return undefined;
  const [holder] = await db
    .select({ id: users.id, lastLocationId: users.lastLocationId, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.email, signIn.email), isNull(users.emailVerifiedAt), eq(users.status, 'active')));
  return holder?.passwordHash ? { ...holder, passwordHash: holder.passwordHash } : undefined;
}

const WRONG_PASSWORD = Symbol('wrong password');

/**
 * /login-oauth: the session of the user the result's identity belongs to (linking it by a verified
 * e-mail on both sides), spending the result. When an account holds the address unproved, its
 * password (when given and right) links Google to it and proves the address; a wrong one is a 422
 * on `password`, and counts against the account like a failed login (a waiting account gets the
 * login's 429). Otherwise no session (the result stays for /create-oauth or the password).
 */
export async function loginWithSignIn(
  db: Db,
  body: { jwt: string; password: string | null },
  context: LoginContext,
): Promise<OauthLoginOutcome> {
  const signInId = await verifySignInResult(db, body.jwt, context.now);
  const outcome = await db.transaction(async (tx) => {
    const signIn = await usableSignIn(tx, signInId, context.now);
    const user = await identityUser(tx, signIn);
    if (user) {
      if (user.status !== 'active') throw ValidationError.forField('jwt', OAUTH_ERRORS.accountInactive);
      await spendSignIn(tx, signIn.id, context.now);
      if (!user.linked) await linkIdentity(tx, user.id, signIn, context.now);
      return { session: await openSession(tx, user, context), passwordRequired: false };
    }
    const holder = await unprovedHolder(tx, signIn);
    if (!holder || body.password === null) return { session: null, passwordRequired: holder !== undefined };
    const failureKey = loginFailureKey(holder.id, {});
    if (!(await checkPasswordWithBackoff(tx, failureKey, body.password, holder.passwordHash, context.now))) {
      // Refused after the transaction: the counted failure must be committed, not rolled back.
      return WRONG_PASSWORD;
    }
    await spendSignIn(tx, signIn.id, context.now);
    if (!(await linkIdentity(tx, holder.id, signIn, context.now))) throw resultInvalid();
    await tx
      .update(users)
      .set({ emailVerifiedAt: context.now, updatedAt: context.now })
      .where(eq(users.id, holder.id));
    return { session: await openSession(tx, holder, context), passwordRequired: false };
  });
  if (outcome === WRONG_PASSWORD) throw ValidationError.forField('password', MESSAGES.wrongCredentials);
  return outcome;
}

/**
 * /create-oauth: a new account without a password for the result's identity (phone unverified;
 * e-mail verified only when it is the one the provider verified), all or nothing. The provider's
 * verified address is taken from an account that holds it unproved (that account keeps its phone
 * and password): whoever proved an address owns it.
 */
export async function createWithSignIn(
  db: Db,
  body: CreateOauthBody,
  context: LoginContext,
): Promise<NewSession> {
  const signInId = await verifySignInResult(db, body.jwt, context.now);
  return db.transaction(async (tx) => {
    const signIn = await usableSignIn(tx, signInId, context.now);
    // One provider account, one user: an identity that already signs someone in is for /login-oauth.
    if (await identityUser(tx, signIn)) throw resultInvalid();
    const emailVerified = signIn.emailVerified && body.email === signIn.email;
    if (emailVerified) {
      await tx
        .update(users)
        .set({ email: null, updatedAt: context.now })
        .where(and(eq(users.email, signIn.email), isNull(users.emailVerifiedAt)));
    }
    const user = await insertAccount(
      tx,
      { name: body.name, phone: body.phone, email: body.email, passwordHash: null, emailVerified },
      context.now,
    );
    if (!(await linkIdentity(tx, user.id, signIn, context.now))) throw resultInvalid();
    await spendSignIn(tx, signIn.id, context.now);
    return openSession(tx, user, context);
  });
}
