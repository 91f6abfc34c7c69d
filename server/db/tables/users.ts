import { boolean, check, index, integer, jsonb, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { ROLES, type Role } from '../../../src/domain/roles';
import { allOf, at, companyId, createdAt, emptyTextArray, id, oneOf, updatedAt } from './columns';
import { companyForeignKey, companyIdKey } from './company-keys';
import { locations } from './tenancy';

export const USER_STATUSES = ['active', 'inactive', 'suspended'] as const;

/** A person who signs in (owner, host, kitchen, ...). E-mail is stored lower-case. */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: varchar('email', { length: 254 }).unique(),
    phone: varchar('phone', { length: 20 }).unique(),
    name: varchar('name', { length: 100 }).notNull(),
    passwordHash: text('password_hash'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    /** When someone proved the e-mail is theirs (a link it received, Google, an invitation); null: unproved. */
    emailVerifiedAt: at('email_verified_at'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    lastLocationId: integer('last_location_id').references(() => locations.id, { onDelete: 'set null' }),
    /**
     * The access code's keyed hash (HMAC-SHA-256 with the server's APP_SECRET or key file, hex), never
     * the code: a copy of the database alone signs nobody in. Null: no code (none made yet, or revoked).
     */
    linkCodeHash: varchar('link_code_hash', { length: 64 }).unique(),
    workTitle: varchar('work_title', { length: 100 }),
    isAssignable: boolean('is_assignable').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_status_check', oneOf(t.status, USER_STATUSES))],
);

/** A user's fine-grained roles (spec 01 §6) at one location. */
export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    companyId: companyId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').notNull(),
    roles: text('roles').array().notNull().default(emptyTextArray).$type<Role[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyIdKey('memberships', t),
    companyForeignKey('memberships', t.companyId, t.locationId, locations, 'cascade'),
    unique('memberships_user_location_unique').on(t.companyId, t.userId, t.locationId),
    index('memberships_location_idx').on(t.locationId),
    check('memberships_roles_check', allOf(t.roles, ROLES)),
  ],
);

/** A server-side session; the cookie/bearer token is only stored as its SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: varchar('token_hash', { length: 128 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    userAgent: varchar('user_agent', { length: 500 }),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Stored answers of requests sent with an Idempotency-Key, so a replay never acts twice. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    /** Whose keys these are: 'user:{id}' for a signed-in user, 'public' for customers' pages. */
    scope: varchar('scope', { length: 40 }).notNull(),
    /** The signed-in user (null on customers' pages); their keys go with them. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 200 }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    path: varchar('path', { length: 500 }).notNull(),
    requestHash: varchar('request_hash', { length: 128 }).notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    /** Set inside the handler's transaction: its change committed, so the key is never released. */
    committedAt: at('committed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('idempotency_keys_scope_key_unique').on(t.scope, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
