import * as v from 'valibot';
import {
  type MenuImportBody,
  type MenuImportResult,
  type MenuImportRow,
  MenuImportRowSchema,
} from '../../../src/domain/contract/catalog-import';
import { ProductCreateSchema } from '../../../src/domain/contract/catalog-product';
import type { FieldErrors } from '../../../src/domain/contract/common';
import type { Db, Tx } from '../../db/client';
import { categories } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { ofLocation, type Tenant } from '../../http/tenancy';
import { toFieldErrors } from '../../http/validation/field-errors';
import { insertProduct } from './product-store';

/** Category names match whatever their case and spacing ('  BEBIDAS' is 'Bebidas'). */
const categoryKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es-MX');

/** The location's categories by name; a name the import creates is added once its row is saved. */
async function categoryIndex(db: Db, tenant: Tenant): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(ofLocation(categories.locationId, tenant))
    .orderBy(categories.id);
  const index = new Map<string, number>();
  for (const row of rows) if (!index.has(categoryKey(row.name))) index.set(categoryKey(row.name), row.id);
  return index;
}

async function categoryFor(
  tx: Tx,
  name: string | null,
  known: Map<string, number>,
  tenant: Tenant,
): Promise<{ id: number | null; created: boolean }> {
  if (name === null) return { id: null, created: false };
  const id = known.get(categoryKey(name));
  if (id !== undefined) return { id, created: false };
  const [row] = await tx
    .insert(categories)
    .values({ companyId: tenant.companyId, locationId: tenant.locationId, name })
    .returning({ id: categories.id });
  if (!row) throw new Error('category not inserted');
  return { id: row.id, created: true };
}

/** One row in its own transaction: its category (found or created) and the product with its variants. */
async function importRow(db: Db, row: MenuImportRow, known: Map<string, number>, tenant: Tenant) {
  return db.transaction(async (tx) => {
    const category = await categoryFor(tx, row.category, known, tenant);
    const body = v.parse(ProductCreateSchema, {
      type: 'physical',
      name: row.name,
      description: row.description,
      price: row.price,
      category_id: category.id,
      variants: row.variants,
    });
    await insertProduct(tx, body, tenant);
    return category;
  });
}

/**
 * POST /v1/product/product/import: each row is checked and saved on its own, so a refused row
 * never stops the others; categories are matched by name (case aside) and created once.
 */
export async function importMenu(db: Db, body: MenuImportBody, tenant: Tenant): Promise<MenuImportResult> {
  const known = await categoryIndex(db, tenant);
  const result: MenuImportResult = { ok_count: 0, error_count: 0, categories_created: 0, import_errors: [] };
  const refuse = (row: number, errors: FieldErrors) => {
    result.error_count += 1;
    result.import_errors.push({ row, errors });
  };
  for (const sent of body.rows) {
    const checked = v.safeParse(MenuImportRowSchema, sent);
    if (!checked.success) {
      refuse(sent.row, toFieldErrors(checked.issues, 'row'));
      continue;
    }
    try {
      const category = await importRow(db, checked.output, known, tenant);
      if (category.created && checked.output.category !== null && category.id !== null) {
        known.set(categoryKey(checked.output.category), category.id);
        result.categories_created += 1;
      }
      result.ok_count += 1;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      refuse(sent.row, error.errors ?? { row: [error.message] });
    }
  }
  return result;
}
