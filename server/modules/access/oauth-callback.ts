import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import * as client from 'openid-client';
import {
  OAUTH_RESULT_TTL_MINUTES,
  type OauthErrorCode,
  type OauthProvider,
} from '../../../src/domain/contract/account';
import { isValidEmail } from '../../../src/domain/rules/phone';
import type { Db } from '../../db/client';
import { oauthSignIns } from '../../db/schema';
import type { OidcProvider } from './oauth-client';
import { signSignInResult } from './oauth-result';
import { hashState } from './oauth-start';

export interface CallbackInput {
  provider: OauthProvider;
  /** The callback's query string as the provider sent it (code, state or error). */
  rawQuery: string;
  /** The state cookie of the browser that started the sign-in. */
  cookieState: string | undefined;
  now: Date;
}

export interface CallbackOutcome {
  /** Where the browser goes next: the page that started the sign-in (or /login). */
  location: string;
  /** Why it failed, for the log (never a token or a code). */
  failure: string | null;
}

/** The identity an ID token proves. */
interface ProvenIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
}

/** An app path with query parameters added (null ones left out). */
function appLocation(path: string, params: Record<string, string | null>): string {
  const url = new URL(path, 'http://app.invalid');
  for (const [key, value] of Object.entries(params)) if (value !== null) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

function sameState(cookie: string | undefined, state: string): boolean {
  if (cookie === undefined) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(cookie), digest(state));
}

/** What went wrong, for the log: the message and the provider's error code, never a token. */
function failureReason(error: unknown): string {
  if (error instanceof client.ResponseBodyError) return `${error.message}: ${error.status} ${error.error}`;
  if (!(error instanceof Error)) return 'error';
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

function provenIdentity(claims: client.IDToken | undefined): ProvenIdentity | null {
  const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!claims || claims.sub.length > 255 || email.length > 254 || !isValidEmail(email)) return null;
  const name = typeof claims.name === 'string' ? claims.name.trim().slice(0, 100) : '';
  return { subject: claims.sub, email, emailVerified: claims.email_verified === true, name: name || null };
}

/**
 * The provider's redirect back (02 §7 Access): the state must name a pending sign-in started in
 * this browser; then the code is exchanged (PKCE) and the ID token verified (signature against the
 * JWKS, iss, aud, exp, nonce). Success sends the browser back with a signed result (`jwt`).
 */
export async function completeSignIn(
  db: Db,
  provider: OidcProvider,
  input: CallbackInput,
): Promise<CallbackOutcome> {
  const { now } = input;
  const query = new URLSearchParams(input.rawQuery);
  const state = query.get('state') ?? '';
  // A state works once: claiming the row first makes a replay (or a race) find nothing.
  const [signIn] =
    state.length === 0 || state.length > 200
      ? []
      : await db
          .update(oauthSignIns)
          .set({ completedAt: now })
          .where(
            and(
              eq(oauthSignIns.stateHash, hashState(state)),
              eq(oauthSignIns.provider, input.provider),
              isNull(oauthSignIns.completedAt),
              gt(oauthSignIns.expiresAt, now),
            ),
          )
          .returning();
  if (!signIn) {
    return {
      location: appLocation('/login', { oauth_error: 'failed' }),
      failure: 'unknown, used or expired state',
    };
  }
  const back = (params: Record<string, string>) =>
    appLocation(signIn.sourceUrl, { ...params, next_url: signIn.nextUrl });
  const refuse = (code: OauthErrorCode, failure: string | null): CallbackOutcome => ({
    location: back({ oauth_error: code }),
    failure,
  });

  if (!sameState(input.cookieState, state)) return refuse('failed', 'state cookie missing or different');
  const providerError = query.get('error');
  if (providerError === 'access_denied') return refuse('canceled', null);
  if (providerError !== null) return refuse('failed', `provider error ${providerError.slice(0, 50)}`);

  let identity: ProvenIdentity | null;
  try {
    const configuration = await provider();
    const currentUrl = new URL(signIn.redirectUri);
    currentUrl.search = query.toString();
    const tokens = await client.authorizationCodeGrant(
      configuration,
      currentUrl,
      {
        pkceCodeVerifier: signIn.codeVerifier,
        expectedState: state,
        expectedNonce: signIn.nonce,
        idTokenExpected: true,
      },
      { redirect_uri: signIn.redirectUri },
    );
    identity = provenIdentity(tokens.claims());
  } catch (error) {
    return refuse('failed', failureReason(error));
  }
  if (!identity) return refuse('failed', 'the ID token has no usable subject or e-mail');

  const resultExpiresAt = new Date(now.getTime() + OAUTH_RESULT_TTL_MINUTES * 60_000);
  await db
    .update(oauthSignIns)
    .set({ ...identity, resultExpiresAt })
    .where(eq(oauthSignIns.id, signIn.id));
  const jwt = await signSignInResult(db, {
    signInId: signIn.id,
    issuedAt: now,
    expiresAt: resultExpiresAt,
    claims: { provider: signIn.provider, name: identity.name, email: identity.email },
  });
  return { location: back({ jwt }), failure: null };
}
