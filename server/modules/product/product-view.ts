import { and, asc, eq } from 'drizzle-orm';
import type { Product } from '../../../src/domain/contract/catalog-product';
import { preTaxBase } from '../../../src/domain/rules/product-taxes';
import type { Db, Tx } from '../../db/client';
import { productModifiers, products, productUsers, productVariants } from '../../db/schema';
import type { Tenant } from '../../http/tenancy';
import { productNotFound } from './catalog-errors';

export type ProductRow = typeof products.$inferSelect;

/** The location's product (another location's or a missing one: 404 'Producto no encontrado.'). */
export async function productOfLocation(db: Db | Tx, id: number, tenant: Tenant): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.locationId, tenant.locationId)))
    .limit(1);
  if (!row) throw productNotFound();
  return row;
}

/** The product as the API answers it: its variants, modifier ids and employee ids. */
export async function productView(db: Db | Tx, row: ProductRow): Promise<Product> {
  const [variants, modifierLinks, userLinks] = await Promise.all([
    db
      .select({
        id: productVariants.id,
        name: productVariants.name,
        price: productVariants.price,
        active: productVariants.active,
      })
      .from(productVariants)
      .where(eq(productVariants.productId, row.id))
      .orderBy(asc(productVariants.sortOrder), asc(productVariants.id)),
    db
      .select({ id: productModifiers.modifierId })
      .from(productModifiers)
      .where(eq(productModifiers.productId, row.id))
      .orderBy(asc(productModifiers.sortOrder), asc(productModifiers.modifierId)),
    db
      .select({ id: productUsers.userId })
      .from(productUsers)
      .where(eq(productUsers.productId, row.id))
      .orderBy(asc(productUsers.userId)),
  ]);
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    duration_mins: row.durationMins,
    category_id: row.categoryId,
    sku: row.sku,
    barcode: row.barcode,
    status: row.status,
    waitlist_status: row.waitlistStatus,
    menu_status: row.menuStatus,
    color: row.color,
    image_url: row.imageUrl,
    thumb_url: row.thumbUrl,
    order_notes_allowed: row.orderNotesAllowed,
    bookings_per_block: row.bookingsPerBlock,
    stock_enabled: row.stockEnabled,
    stock_quantity: row.stockEnabled ? row.stockQuantity : null,
    variants: variants.map((variant) => ({ ...variant, price: Number(variant.price) })),
    modifiers: modifierLinks.map((link) => link.id),
    users: userLinks.map((link) => link.id),
    sat_product_key: row.satProductKey,
    sat_unit_key: row.satUnitKey,
    tax_iva: row.taxIva,
    ieps_percent: row.iepsPercent === null ? null : Number(row.iepsPercent),
    pre_tax_price: preTaxBase(row.price, { tax_iva: row.taxIva, ieps_percent: row.iepsPercent }),
  };
}
