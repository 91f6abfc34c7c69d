import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/**
 * Which tables belong to one company and which are the platform's (issue 20). Every table of the
 * drizzle schema is a tenant table unless it is listed here with its reason: a tenant table has
 * `company_id integer not null`, a (company_id, id) unique key (or company_id in its primary key)
 * and composite foreign keys to its tenant parents. Row-level security and a distributed engine
 * (Citus: tenant tables distributed by company_id, global tables as reference tables) both read
 * this list. pg-boss keeps its tables in its own `pgboss` schema (jobs carry their company in
 * their data) and drizzle its journal in `drizzle`: neither is in `public`.
 */
export const GLOBAL_TABLES = {
  plans: 'The pricing catalogue every company chooses from.',
  recharge_packs: 'The credit packs every company can buy.',
  business_categories: 'Reference list of business types offered at onboarding.',
  server_secrets: "The server's own keys, shared by every process.",
  users: 'A person, who may work for several companies (memberships say where).',
  user_identities: "A person's sign-in account at a provider (Google), before any company.",
  sessions: "A person's signed-in device; it moves between the person's locations.",
  one_time_codes: 'Phone verification codes and their per-phone/per-IP send limits, before any company.',
  password_reset_tokens: "A person's password reset link.",
  email_verification_tokens: "A person's e-mail verification link.",
  oauth_sign_ins: 'A sign-in in flight: no person or company is known yet.',
  idempotency_keys: 'Stored answers keyed by the caller (a user, or the public pages), not by company.',
  webhook_receipts: "Providers' webhooks, applied before the message (and its company) is looked up.",
  whatsapp_inbound: "When a phone last wrote to the platform's one WhatsApp number.",
  login_failures: 'Failed passwords per account or typed identifier, before any company is known.',
} as const satisfies Record<string, string>;

export type GlobalTable = keyof typeof GLOBAL_TABLES;

/** The tenant root: its id IS the company id (it has no company_id column). */
export const TENANT_ROOT = 'companies';

/**
 * Tenant tables whose company_id may be null, with the reason. Row-level security hides such rows
 * from every company; only the platform's named path reads them.
 */
export const NULLABLE_COMPANY_TABLES = {
  messages:
    "The platform's own messages (verification codes, password resets, invitations) have no company. Follow-up: move them to a global platform_messages table so company_id can be not null.",
} as const satisfies Record<string, string>;

/**
 * Unique keys of tenant tables that stay platform-wide (they do not include company_id), and how
 * each would run on a distributed engine where the table is sharded by company_id.
 */
export const CROSS_COMPANY_UNIQUES = {
  'locations.username':
    "A business's public page address (/{username}): one lookup table username → (company_id, location_id) as a reference table, checked before the insert.",
  'invitations.token_hash':
    'The invitation link carries no company: a reference table token_hash → company_id, or a token that embeds the company id.',
  'loyalty_cards.token':
    'The public card page link carries no company: a reference table token → company_id, or a token that embeds the company id.',
  'queue_items.public_code':
    "The customer's turn page link: a reference table public_code → company_id, or a code that embeds the company id.",
  'sales.public_code':
    "The customer's order page link: a reference table public_code → company_id, or a code that embeds the company id.",
  'sales.self_invoice_code':
    "The customer's self-invoice link: a reference table self_invoice_code → company_id, or a code that embeds the company id.",
  'loyalty_transactions.self_invoice_code':
    "The customer's self-invoice link of a loyalty purchase: the same reference table as sales' self_invoice_code (the 'l' keeps the two apart).",
  'messages.provider, provider_message_id':
    "A provider's delivery webhook names only its message id: a reference table (provider, provider_message_id) → company_id, written when the message is sent.",
} as const satisfies Record<string, string>;

const globalNames = new Set<string>(Object.keys(GLOBAL_TABLES));

/** Every table of the drizzle schema that is not global: the tables row-level security guards. */
export const TENANT_TABLES: readonly string[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => !globalNames.has(name))
  .sort();
