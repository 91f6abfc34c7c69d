import { and, eq, inArray } from 'drizzle-orm';
import type { Product, ProductCreate, ProductPatch } from '../../../src/domain/contract/catalog-product';
import { CATALOG_MESSAGES as M } from '../../../src/domain/contract/catalog-values';
import { proposedSatKeys } from '../../../src/domain/rules/sat-keys';
import type { Db, Tx } from '../../db/client';
import { categories, productModifiers, products, productUsers, productVariants } from '../../db/schema';
import type { Tenant } from '../../http/tenancy';
import { catalogRefusal } from './catalog-errors';
import { checkProductReferences } from './catalog-references';
import { replaceChildRows } from './child-rows';
import { type ProductRow, productOfLocation, productView } from './product-view';
import { sentValues } from './sent-values';

type ProductValues = Partial<typeof products.$inferInsert>;
type VariantInput = ProductCreate['variants'][number];

/** The columns of the fields sent (undefined: not sent, left as is). */
function columnValues(body: ProductPatch): ProductValues {
  const values: ProductValues = {
    name: body.name,
    description: body.description,
    price: body.price,
    durationMins: body.duration_mins,
    categoryId: body.category_id,
    sku: body.sku,
    barcode: body.barcode,
    status: body.status,
    waitlistStatus: body.waitlist_status,
    menuStatus: body.menu_status,
    color: body.color,
    orderNotesAllowed: body.order_notes_allowed,
    bookingsPerBlock: body.bookings_per_block,
    stockEnabled: body.stock_enabled,
    // Stock off is 'Ilimitado': no quantity kept.
    stockQuantity: body.stock_enabled === false ? null : body.stock_quantity,
    satProductKey: body.sat_product_key,
    satUnitKey: body.sat_unit_key,
    taxIva: body.tax_iva,
    iepsPercent: body.ieps_percent,
  };
  return sentValues(values);
}

function replaceVariants(tx: Tx, product: ProductRow, variants: VariantInput[]): Promise<void> {
  return replaceChildRows(variants, 'variants', M.variantUnknown, {
    storedIds: async () =>
      (
        await tx
          .select({ id: productVariants.id })
          .from(productVariants)
          .where(eq(productVariants.productId, product.id))
      ).map((row) => row.id),
    remove: (ids) => tx.delete(productVariants).where(inArray(productVariants.id, ids)),
    update: (id, row, sortOrder) =>
      tx
        .update(productVariants)
        .set({ name: row.name, price: row.price, active: row.active, sortOrder })
        .where(eq(productVariants.id, id)),
    insert: (rows) =>
      tx.insert(productVariants).values(
        rows.map(({ row, sortOrder }) => ({
          companyId: product.companyId,
          productId: product.id,
          name: row.name,
          price: row.price,
          active: row.active,
          sortOrder,
        })),
      ),
  });
}

async function replaceLinks(tx: Tx, product: ProductRow, body: ProductPatch): Promise<void> {
  if (body.modifiers !== undefined) {
    await tx.delete(productModifiers).where(eq(productModifiers.productId, product.id));
    if (body.modifiers.length > 0) {
      await tx.insert(productModifiers).values(
        body.modifiers.map((modifierId, sortOrder) => ({
          companyId: product.companyId,
          productId: product.id,
          modifierId,
          sortOrder,
        })),
      );
    }
  }
  if (body.users !== undefined) {
    await tx.delete(productUsers).where(eq(productUsers.productId, product.id));
    if (body.users.length > 0) {
      await tx
        .insert(productUsers)
        .values(
          body.users.map((userId) => ({ companyId: product.companyId, productId: product.id, userId })),
        );
    }
  }
}

/** A physical product created without SAT keys gets those proposed from its category (sat-keys.ts). */
async function proposedKeys(tx: Tx, body: ProductCreate, tenant: Tenant): Promise<ProductValues> {
  if (body.type !== 'physical') return {};
  const [category] =
    body.category_id === null
      ? []
      : await tx
          .select({ name: categories.name })
          .from(categories)
          .where(and(eq(categories.id, body.category_id), eq(categories.locationId, tenant.locationId)));
  const keys = proposedSatKeys(category?.name);
  return { satProductKey: keys.sat_product_key, satUnitKey: keys.sat_unit_key };
}

/** POST /v1/product/product: the product with its variants, modifiers and employees. */
export function createProduct(db: Db, body: ProductCreate, tenant: Tenant): Promise<Product> {
  return db.transaction((tx) => insertProduct(tx, body, tenant));
}

/** Creates the product inside the caller's transaction (the menu import makes one per row). */
export async function insertProduct(tx: Tx, body: ProductCreate, tenant: Tenant): Promise<Product> {
  await checkProductReferences(tx, tenant, body);
  const [row] = await tx
    .insert(products)
    .values({
      ...(await proposedKeys(tx, body, tenant)),
      ...columnValues(body),
      companyId: tenant.companyId,
      locationId: tenant.locationId,
      type: body.type,
      name: body.name,
    })
    .returning();
  if (!row) throw new Error('product not inserted');
  await replaceVariants(tx, row, body.variants);
  await replaceLinks(tx, row, body);
  return productView(tx, row);
}

/**
 * PATCH /v1/product/product/{id}: the type is fixed; a service keeps a duration; stock turned on
 * needs a quantity. Variants, modifiers and employees sent replace the stored ones.
 */
export async function patchProduct(db: Db, id: number, body: ProductPatch, tenant: Tenant): Promise<Product> {
  return db.transaction(async (tx) => {
    const product = await productOfLocation(tx, id, tenant);
    if (body.type !== undefined && body.type !== product.type) {
      throw catalogRefusal({ type: [M.typeLocked] });
    }
    if (product.type === 'service' && body.duration_mins === null) {
      throw catalogRefusal({ duration_mins: [M.durationMin] });
    }
    await checkProductReferences(tx, tenant, body);
    const values = columnValues(body);
    if (product.type === 'physical') delete values.durationMins;
    const [row] =
      Object.keys(values).length > 0
        ? await tx
            .update(products)
            .set(values)
            .where(and(eq(products.id, product.id), eq(products.locationId, tenant.locationId)))
            .returning()
        : [product];
    if (!row) throw new Error('product not updated');
    if (body.variants !== undefined) await replaceVariants(tx, row, body.variants);
    await replaceLinks(tx, row, body);
    return productView(tx, row);
  });
}
