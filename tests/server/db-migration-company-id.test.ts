// Issue 20: the migration that gives every tenant table its company_id fills it on existing data.
// A database migrated up to the migration before it gets rows of two companies in parents and
// children; after the migration each row carries its own company.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../../server/db/client';
import { MIGRATIONS_FOLDER, migrate } from '../../server/db/migrate';
import { emptyDatabaseEngines, rowsOf } from './helpers/empty-database';

const MIGRATION_TAG = '0017_tenant_company_id';

/** The tables that gain company_id in the migration. */
const FILLED_TABLES = [
  'categories',
  'contact_tags',
  'delivery_methods',
  'hour_overrides',
  'location_hours',
  'loyalty_rewards',
  'loyalty_stamps',
  'loyalty_wallet_lots',
  'loyalty_wallet_spends',
  'memberships',
  'modifier_options',
  'modifiers',
  'order_counters',
  'payment_methods',
  'product_modifiers',
  'product_users',
  'product_variants',
  'products',
  'queue_events',
  'queue_items',
  'sale_items',
  'sale_payments',
  'sales',
  'shop_settings',
  'waitlist_settings',
];

interface Journal {
  entries: { tag: string }[];
}

/** A copy of the migrations folder whose journal stops just before the migration under test. */
async function migrationsBefore(tag: string): Promise<{ folder: string; remove(): Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'mostrador-migrations-before-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

/** Inserts one row with the schema of the time (raw SQL: drizzle's tables are today's); returns its id. */
async function insertRow(db: Db, table: string, values: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(values);
  const result = await db.execute(
    sql`insert into ${sql.identifier(table)} (${sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    )}) values (${sql.join(
      columns.map((column) => sql`${values[column]}`),
      sql`, `,
    )}) returning *`,
  );
  return rowsOf<{ id: number }>(result)[0]?.id ?? 0;
}

/** A company with a row in every table that gains company_id, each through its real parent. */
async function insertCompanyRows(db: Db, key: string): Promise<number> {
  const add = (table: string, values: Record<string, unknown>) => insertRow(db, table, values);
  const companyId = await add('companies', { name: `Empresa ${key}` });
  const locationId = await add('locations', {
    company_id: companyId,
    name: key,
    username: `sucursal-${key}`,
  });
  const userId = await add('users', { name: `Persona ${key}`, email: `${key}@correo.mx` });
  await add('memberships', { user_id: userId, location_id: locationId });
  const contactId = await add('contacts', { company_id: companyId, name: `Cliente ${key}` });
  const tagId = await add('tags', { company_id: companyId, name: 'VIP' });
  await add('contact_tags', { contact_id: contactId, tag_id: tagId });
  const productId = await add('products', { location_id: locationId, type: 'physical', name: 'Taco' });
  await add('product_users', { product_id: productId, user_id: userId });
  await add('product_variants', { product_id: productId, name: 'Grande', price: 30 });
  const modifierId = await add('modifiers', { location_id: locationId, name: 'Salsa', code: 'salsa' });
  await add('modifier_options', { modifier_id: modifierId, name: 'Verde' });
  await add('product_modifiers', { product_id: productId, modifier_id: modifierId });
  await add('categories', { location_id: locationId, name: 'Tacos' });
  await add('location_hours', { location_id: locationId, open_time: '09:00', close_time: '18:00' });
  await add('hour_overrides', { location_id: locationId, date: '2026-12-25' });
  await add('waitlist_settings', { location_id: locationId, settings: '{}' });
  await add('shop_settings', { location_id: locationId, settings: '{}' });
  await add('delivery_methods', { location_id: locationId, name: 'Envío' });
  const methodId = await add('payment_methods', { location_id: locationId, name: 'Efectivo', type: 'cash' });
  await add('order_counters', { location_id: locationId, last_number: 1 });
  const saleId = await add('sales', {
    location_id: locationId,
    number: '1',
    delivery_type: 'pickup',
    contact_name: `Cliente ${key}`,
    subtotal: 30,
    total: 30,
    placed_at: '2026-11-20T12:00:00Z',
    reference_date: '2026-11-20',
    public_code: `venta-${key}`,
  });
  await add('sale_items', { sale_id: saleId, name: 'Taco', quantity: 1, price_unit: 30, total: 30 });
  await add('sale_payments', {
    sale_id: saleId,
    payment_method_id: methodId,
    method_name: 'Efectivo',
    amount: 30,
    paid_at: '2026-11-20T12:30:00Z',
  });
  const itemId = await add('queue_items', {
    location_id: locationId,
    type: 'waitlist',
    name: `Cliente ${key}`,
    public_code: `turno-${key}`,
  });
  await add('queue_events', { queue_item_id: itemId, location_id: locationId, type: 'created' });
  const programId = await add('loyalty_programs', {
    company_id: companyId,
    type: 'stampcard',
    name: 'Sellos',
  });
  const cardId = await add('loyalty_cards', {
    company_id: companyId,
    program_id: programId,
    contact_id: contactId,
    token: `tarjeta-${key}`,
  });
  const transactionId = await add('loyalty_transactions', {
    company_id: companyId,
    program_id: programId,
    card_id: cardId,
    contact_id: contactId,
    code: 'K7Q2M9XD',
    type: 'stampcard',
    input_method: 'code',
    sale_amount: 30,
  });
  const expiresAt = '2027-11-20T12:00:00Z';
  const lotId = await add('loyalty_wallet_lots', {
    card_id: cardId,
    transaction_id: transactionId,
    amount: 3,
    remaining: 3,
    expires_at: expiresAt,
  });
  await add('loyalty_wallet_spends', { transaction_id: transactionId, lot_id: lotId, amount: 1 });
  const rewardId = await add('loyalty_rewards', {
    card_id: cardId,
    transaction_id: transactionId,
    expires_at: expiresAt,
  });
  await add('loyalty_stamps', {
    card_id: cardId,
    transaction_id: transactionId,
    reward_id: rewardId,
    expires_at: expiresAt,
  });
  return companyId;
}

describe.each(emptyDatabaseEngines())('migration %s: company_id on existing data', (_engine, create) => {
  const empty = create();
  let handle: DatabaseHandle;
  let companies: number[];

  beforeAll(async () => {
    const before = await migrationsBefore(MIGRATION_TAG);
    handle = await empty.open();
    try {
      await migrate(handle, before.folder);
    } finally {
      await before.remove();
    }
    companies = [await insertCompanyRows(handle.db, 'a'), await insertCompanyRows(handle.db, 'b')];
    await migrate(handle);
  });

  afterAll(async () => {
    await handle?.close();
    await empty.drop();
  });

  it.each(FILLED_TABLES)('%s: each row has the company of its parent', async (table) => {
    const result = await handle.db.execute(
      sql`select company_id from ${sql.identifier(table)} order by company_id`,
    );
    expect(rowsOf<{ company_id: number }>(result).map((row) => row.company_id)).toEqual(companies);
  });

  it('a row can no longer point into another company', async () => {
    const [a, b] = companies;
    const result = await handle.db.execute(sql`select id from locations where company_id = ${a}`);
    const locationOfA = rowsOf<{ id: number }>(result)[0]?.id;
    await expect(
      handle.db.execute(
        sql`insert into products (company_id, location_id, type, name) values (${b}, ${locationOfA}, 'physical', 'Ajeno')`,
      ),
    ).rejects.toThrow();
  });
});
