import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import * as client from 'openid-client';
import { OAUTH_STATE_TTL_MINUTES, type OauthProvider } from '../../../src/domain/contract/account';
import type { Db } from '../../db/client';
import { oauthSignIns } from '../../db/schema';

const DAY_MS = 86_400_000;

/** The only form of a sign-in's state the database keeps. */
export function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}

export interface StartedSignIn {
  /** The provider's authorization URL the browser goes to. */
  url: string;
  /** The state, for the browser-binding cookie (never stored in clear). */
  state: string;
}

/**
 * Starts an authorization-code sign-in with PKCE: stores the state's hash, the nonce and the
 * verifier, and builds the provider URL (02 §7 Access). Rows older than a day go first.
 */
export async function startSignIn(
  db: Db,
  configuration: client.Configuration,
  input: {
    provider: OauthProvider;
    redirectUri: string;
    sourceUrl: string;
    nextUrl: string | null;
    now: Date;
  },
): Promise<StartedSignIn> {
  const { now } = input;
  await db.delete(oauthSignIns).where(lt(oauthSignIns.createdAt, new Date(now.getTime() - DAY_MS)));
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  await db.insert(oauthSignIns).values({
    provider: input.provider,
    stateHash: hashState(state),
    nonce,
    codeVerifier,
    redirectUri: input.redirectUri,
    sourceUrl: input.sourceUrl,
    nextUrl: input.nextUrl,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MINUTES * 60_000),
    createdAt: now,
  });
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: input.redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    prompt: 'select_account',
  });
  return { url: url.href, state };
}
