import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { MIGRATIONS_FOLDER, migrate } from '../../server/db/migrate';
import { companies, locations, queueItems } from '../../server/db/schema';
import { emptyDatabaseEngines, rowsOf } from './helpers/empty-database';

const EXPECTED_TABLES = [
  'automation_events',
  'automation_recipes',
  'automation_runs',
  'business_categories',
  'campaigns',
  'categories',
  'companies',
  'contact_tags',
  'contacts',
  'credit_entries',
  'credit_recharges',
  'delivery_methods',
  'email_verification_tokens',
  'global_invoice_runs',
  'hour_overrides',
  'idempotency_keys',
  'invitations',
  'invoice_items',
  'invoice_payment_lines',
  'invoice_relations',
  'invoices',
  'invoicing_issuers',
  'location_hours',
  'locations',
  'login_failures',
  'loyalty_card_codes',
  'loyalty_cards',
  'loyalty_programs',
  'loyalty_rewards',
  'loyalty_self_invoices',
  'loyalty_stamps',
  'loyalty_transactions',
  'loyalty_wallet_lots',
  'loyalty_wallet_spends',
  'memberships',
  'messages',
  'modifier_options',
  'modifiers',
  'oauth_sign_ins',
  'one_time_codes',
  'order_counters',
  'password_reset_tokens',
  'payment_methods',
  'plans',
  'product_modifiers',
  'product_users',
  'product_variants',
  'products',
  'queue_events',
  'queue_items',
  'recharge_packs',
  'sale_invoices',
  'sale_invoicing_settings',
  'sale_items',
  'sale_payments',
  'sales',
  'sat_certificates',
  'self_invoice_requests',
  'server_secrets',
  'sessions',
  'shop_settings',
  'subscriptions',
  'survey_forms',
  'survey_responses',
  'tags',
  'user_identities',
  'users',
  'waitlist_settings',
  'webhook_receipts',
  'whatsapp_inbound',
];

const MIGRATION_FILES = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql'));

const engines = emptyDatabaseEngines();

describe.each(engines)('migrations on a brand-new %s database', (_engine, create) => {
  const empty = create();
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await empty.open();
    await migrate(handle);
  });

  afterAll(async () => {
    await handle?.close();
    await empty.drop();
  });

  it('creates every expected table', async () => {
    const result = await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rowsOf<{ table_name: string }>(result).map((row) => row.table_name)).toEqual(EXPECTED_TABLES);
  });

  it('records every migration file once, and a second run changes nothing', async () => {
    await migrate(handle);
    const result = await handle.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(rowsOf<{ count: number }>(result)[0]?.count).toBe(MIGRATION_FILES.length);
  });

  it('enforces the schema: integer identity ids, foreign keys and status checks', async () => {
    const [company] = await handle.db.insert(companies).values({ name: 'Fonda Prueba' }).returning();
    expect(company?.id).toBe(1);
    await expect(
      handle.db.insert(locations).values({ companyId: 999, name: 'Sin empresa', username: 'sin-empresa' }),
    ).rejects.toThrow();
    const [location] = await handle.db
      .insert(locations)
      .values({ companyId: company?.id ?? 0, name: 'Fonda Prueba', username: 'fonda-prueba' })
      .returning();
    expect(location?.timezone).toBe('America/Mexico_City');
    await expect(
      handle.db.execute(
        sql`insert into queue_items (company_id, location_id, type, status, name, public_code) values (${company?.id}, ${location?.id}, 'waitlist', 'lost', 'Ana', 'x1')`,
      ),
    ).rejects.toThrow();
    const [item] = await handle.db
      .insert(queueItems)
      .values({
        companyId: company?.id ?? 0,
        locationId: location?.id ?? 0,
        type: 'booking',
        name: 'Ana Ruiz',
        publicCode: 'x2',
        amountTotal: 123.45,
      })
      .returning();
    expect(item).toMatchObject({
      status: 'pending',
      paymentStatus: 'none',
      amountTotal: 123.45,
      amountPaid: 0,
    });
  });
});
