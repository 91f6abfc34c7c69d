import { check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../src/domain/rules/staff-roles';
import { at, createdAt, id, oneOf } from './columns';
import { companyForeignKey, companyIdKey } from './company-keys';
import { companies, locations } from './tenancy';
import { users } from './users';

/**
 * Phone verification codes (02 §5): only the SHA-256 of the code is kept; each lives 10 minutes and
 * allows 5 attempts. Rows also count sends per phone and per IP for the rate limit.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    phone: varchar('phone', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_phone_created_idx').on(t.phone, t.createdAt),
    index('one_time_codes_ip_created_idx').on(t.ip, t.createdAt),
  ],
);

/** Password reset tokens: hashed, single use, one hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * E-mail verification links: hashed, single use, a day long, bound to the address they were sent
 * to (a link stops working once the account's e-mail changes).
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);

/** An invitation to join a location with a staff role (02 §3, §7): hashed token, single use. */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    companyIdKey('invitations', t),
    companyForeignKey('invitations', t.companyId, t.locationId, locations, 'cascade'),
    index('invitations_location_idx').on(t.locationId, t.createdAt),
    check('invitations_role_check', oneOf(t.role, STAFF_ROLES)),
  ],
);

/** Business types offered at onboarding (reference data, filled by the migration). */
export const businessCategories = pgTable('business_categories', {
  id: id(),
  name: varchar('name', { length: 80 }).notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * Failed password logins of one account (`user:{id}`), or of an identifier no account has
 * (`email:…`, `phone:…`), whatever address they came from: past 5 the account waits, longer after
 * each further failure (login-backoff.ts). A success deletes the row; the daily cleanup drops rows a
 * day after their last failure.
 */
export const loginFailures = pgTable('login_failures', {
  key: varchar('key', { length: 300 }).primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: at('last_failed_at').notNull(),
});
