import { type CreateOauthBody, OAUTH_ERRORS } from '../../../src/domain/contract/account';
import type { Db } from '../../db/client';
import { ValidationError } from '../../http/errors';
import { insertAccount } from './create-account';
import { type LoginContext, type NewSession, openSession } from './login';
import { identityUser, linkIdentity, spendSignIn, usableSignIn } from './oauth-identity';
import { resultInvalid, verifySignInResult } from './oauth-result';

/**
 * /login-oauth: the session of the user the result's identity belongs to (linking it by verified
 * e-mail), spending the result; null when nobody has it (the result stays for /create-oauth).
 */
export async function loginWithSignIn(
  db: Db,
  jwt: string,
  context: LoginContext,
): Promise<NewSession | null> {
  const signInId = await verifySignInResult(db, jwt, context.now);
  return db.transaction(async (tx) => {
    const signIn = await usableSignIn(tx, signInId, context.now);
    const user = await identityUser(tx, signIn);
    if (!user) return null;
    if (user.status !== 'active') throw ValidationError.forField('jwt', OAUTH_ERRORS.accountInactive);
    await spendSignIn(tx, signIn.id, context.now);
    if (!user.linked) await linkIdentity(tx, user.id, signIn, context.now);
    return openSession(tx, user, context);
  });
}

/**
 * /create-oauth: a new account without a password for the result's identity (phone unverified;
 * e-mail verified only when it is the one the provider verified), all or nothing.
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
