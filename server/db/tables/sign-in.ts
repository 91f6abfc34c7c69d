import { boolean, check, index, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { OAUTH_PROVIDERS } from '../../../src/domain/contract/account';
import { at, createdAt, id, oneOf } from './columns';
import { users } from './users';

/** A user's account at a sign-in provider (Google's `sub`): signs that user in. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: OAUTH_PROVIDERS }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    email: varchar('email', { length: 254 }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_identities_provider_subject_unique').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
    check('user_identities_provider_check', oneOf(t.provider, OAUTH_PROVIDERS)),
  ],
);

/**
 * One OpenID Connect sign-in in flight: the state (only its SHA-256), nonce and PKCE verifier of
 * the authorization request; after the callback, the verified identity, which the signed result
 * (the `jwt` of /login-oauth and /create-oauth) may use once.
 */
export const oauthSignIns = pgTable(
  'oauth_sign_ins',
  {
    id: id(),
    provider: text('provider', { enum: OAUTH_PROVIDERS }).notNull(),
    stateHash: varchar('state_hash', { length: 64 }).notNull().unique(),
    nonce: varchar('nonce', { length: 128 }).notNull(),
    codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
    redirectUri: varchar('redirect_uri', { length: 500 }).notNull(),
    sourceUrl: varchar('source_url', { length: 500 }).notNull(),
    nextUrl: varchar('next_url', { length: 500 }),
    expiresAt: at('expires_at').notNull(),
    completedAt: at('completed_at'),
    subject: varchar('subject', { length: 255 }),
    email: varchar('email', { length: 254 }),
    emailVerified: boolean('email_verified'),
    name: varchar('name', { length: 100 }),
    resultExpiresAt: at('result_expires_at'),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('oauth_sign_ins_created_idx').on(t.createdAt),
    check('oauth_sign_ins_provider_check', oneOf(t.provider, OAUTH_PROVIDERS)),
  ],
);

/** Keys the server makes for itself on first use (the HMAC key of sign-in results), shared by every process. */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
