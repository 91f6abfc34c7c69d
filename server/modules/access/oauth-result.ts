import { jwtVerify, SignJWT } from 'jose';
import { OAUTH_ERRORS, type SignInResultClaims } from '../../../src/domain/contract/account';
import { MAX_ID } from '../../../src/domain/contract/common';
import type { Db } from '../../db/client';
import { ValidationError } from '../../http/errors';
import { serverSecret } from '../../security/server-secret';

/**
 * The result of a provider sign-in (the `jwt` the callback hands to the login page): an HS256 JWT
 * naming the oauth_sign_ins row (jti) with readable claims to prefill the register form. It carries
 * no provider token; the row says what it may still do.
 */
const ISSUER = 'mostrador';
const AUDIENCE = 'mostrador-sign-in';
const ALGORITHM = 'HS256';

export function resultInvalid(): ValidationError {
  return ValidationError.forField('jwt', OAUTH_ERRORS.resultInvalid);
}

export async function signSignInResult(
  db: Db,
  input: { signInId: number; issuedAt: Date; expiresAt: Date; claims: SignInResultClaims },
): Promise<string> {
  return new SignJWT({ ...input.claims })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setJti(String(input.signInId))
    .setIssuedAt(Math.floor(input.issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(input.expiresAt.getTime() / 1000))
    .sign(await serverSecret(db, 'sign-in-result'));
}

/** The sign-in row id of a result signed here, unexpired at `now`; else a 422 on `jwt`. */
export async function verifySignInResult(db: Db, jwt: string, now: Date): Promise<number> {
  const key = await serverSecret(db, 'sign-in-result');
  const verified = await jwtVerify(jwt, key, {
    algorithms: [ALGORITHM],
    issuer: ISSUER,
    audience: AUDIENCE,
    currentDate: now,
    requiredClaims: ['jti', 'exp'],
  }).catch(() => null);
  const jti = verified?.payload.jti ?? '';
  if (!/^[1-9]\d{0,9}$/.test(jti) || Number(jti) > MAX_ID) throw resultInvalid();
  return Number(jti);
}
