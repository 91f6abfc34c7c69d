import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Modifier, ModifierCreate, ModifierPatch } from '../../../src/domain/contract/catalog-modifier';
import { CATALOG_MESSAGES as M } from '../../../src/domain/contract/catalog-values';
import type { SearchQuery } from '../../../src/domain/contract/search';
import { modifierCode } from '../../../src/domain/rules/catalog-inputs';
import type { Db, Tx } from '../../db/client';
import { modifierOptions, modifiers } from '../../db/schema';
import type { SearchResource } from '../../http/search/types';
import { ofLocation, type Tenant } from '../../http/tenancy';
import { catalogRefusal, modifierNotFound } from './catalog-errors';
import { catalogPage, pageOf } from './catalog-page';
import { replaceChildRows } from './child-rows';
import { sentValues } from './sent-values';

type ModifierRow = typeof modifiers.$inferSelect;
type OptionInput = ModifierCreate['options'][number];

/** What POST /v1/product/modifier/search may filter and sort by (02 §7: by name, 20 a page). */
export const MODIFIER_SEARCH: SearchResource = {
  fields: {
    id: { column: modifiers.id, type: 'number', integer: true },
    name: { column: modifiers.name, type: 'string' },
    code: { column: modifiers.code, type: 'string' },
  },
  textFields: [modifiers.name, modifiers.code],
  defaultSort: [{ field: 'name', direction: 'asc' }],
  tieBreaker: modifiers.id,
};

async function modifierViews(db: Db | Tx, rows: ModifierRow[]): Promise<Modifier[]> {
  const ids = rows.map((row) => row.id);
  const options =
    ids.length > 0
      ? await db
          .select()
          .from(modifierOptions)
          .where(inArray(modifierOptions.modifierId, ids))
          .orderBy(asc(modifierOptions.sortOrder), asc(modifierOptions.id))
      : [];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    sku: row.sku,
    min_options: row.minOptions,
    max_options: row.maxOptions,
    options: options
      .filter((option) => option.modifierId === row.id)
      .map((option) => ({
        id: option.id,
        name: option.name,
        price: Number(option.price),
        active: option.active,
      })),
  }));
}

async function modifierView(db: Db | Tx, row: ModifierRow): Promise<Modifier> {
  const [view] = await modifierViews(db, [row]);
  if (!view) throw new Error('modifier view missing');
  return view;
}

export async function searchModifiers(db: Db, query: SearchQuery, tenant: Tenant) {
  const { search, where, page } = await catalogPage(
    db,
    modifiers,
    query,
    MODIFIER_SEARCH,
    ofLocation(modifiers.locationId, tenant),
  );
  const rows = await pageOf(db.select().from(modifiers).where(where).$dynamic(), search);
  return {
    items: await modifierViews(db, rows),
    page,
  };
}

async function modifierRow(db: Db | Tx, id: number, tenant: Tenant): Promise<ModifierRow> {
  const [row] = await db
    .select()
    .from(modifiers)
    .where(and(eq(modifiers.id, id), ofLocation(modifiers.locationId, tenant)));
  if (!row) throw modifierNotFound();
  return row;
}

/** The location's modifier with its options (another location's or a missing one: 404). */
export async function getModifier(db: Db, id: number, tenant: Tenant): Promise<Modifier> {
  return modifierView(db, await modifierRow(db, id, tenant));
}

function replaceOptions(tx: Tx, modifier: ModifierRow, options: OptionInput[]): Promise<void> {
  return replaceChildRows(options, 'options', M.optionUnknown, {
    storedIds: async () =>
      (
        await tx
          .select({ id: modifierOptions.id })
          .from(modifierOptions)
          .where(eq(modifierOptions.modifierId, modifier.id))
      ).map((row) => row.id),
    remove: (ids) => tx.delete(modifierOptions).where(inArray(modifierOptions.id, ids)),
    update: (id, row, sortOrder) =>
      tx
        .update(modifierOptions)
        .set({ name: row.name, price: row.price, active: row.active, sortOrder })
        .where(eq(modifierOptions.id, id)),
    insert: (rows) =>
      tx.insert(modifierOptions).values(
        rows.map(({ row, sortOrder }) => ({
          companyId: modifier.companyId,
          modifierId: modifier.id,
          name: row.name,
          price: row.price,
          active: row.active,
          sortOrder,
        })),
      ),
  });
}

/** POST /v1/product/modifier: without a code, the code is a slug of the name (02 §5). */
export async function createModifier(db: Db, body: ModifierCreate, tenant: Tenant): Promise<Modifier> {
  const code = body.code || modifierCode(body.name);
  if (code === '') throw catalogRefusal({ code: [M.codeRequired] });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(modifiers)
      .values({
        companyId: tenant.companyId,
        locationId: tenant.locationId,
        name: body.name,
        code,
        sku: body.sku,
        minOptions: body.min_options,
        maxOptions: body.max_options,
      })
      .returning();
    if (!row) throw new Error('modifier not inserted');
    await replaceOptions(tx, row, body.options);
    return modifierView(tx, row);
  });
}

/** PATCH /v1/product/modifier/{id}: the max selection stays 0 (no limit) or at least the min. */
export async function patchModifier(
  db: Db,
  id: number,
  body: ModifierPatch,
  tenant: Tenant,
): Promise<Modifier> {
  return db.transaction(async (tx) => {
    const current = await modifierRow(tx, id, tenant);
    const min = body.min_options ?? current.minOptions;
    const max = body.max_options ?? current.maxOptions;
    if (max !== 0 && max < min) throw catalogRefusal({ max_options: [M.maxBelowMin] });
    const values = sentValues({
      name: body.name,
      code: body.code,
      sku: body.sku,
      minOptions: body.min_options,
      maxOptions: body.max_options,
    });
    const [row] =
      Object.keys(values).length > 0
        ? await tx.update(modifiers).set(values).where(eq(modifiers.id, current.id)).returning()
        : [current];
    if (!row) throw new Error('modifier not updated');
    if (body.options !== undefined) await replaceOptions(tx, row, body.options);
    return modifierView(tx, row);
  });
}
