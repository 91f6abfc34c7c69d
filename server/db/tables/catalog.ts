import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { IVA_KINDS } from '../../../src/domain/rules/product-taxes';
import { companyId, createdAt, id, money, oneOf, updatedAt } from './columns';
import { companyForeignKey, companyIdKey } from './company-keys';
import { locations } from './tenancy';
import { users } from './users';

export const PRODUCT_TYPES = ['service', 'physical'] as const;
export const PRODUCT_STATUSES = ['active', 'inactive'] as const;

/** A service (bookable, with a duration) or a physical product of one location (02 §3 "Product"). */
export const products = pgTable(
  'products',
  {
    id: id(),
    companyId: companyId(),
    locationId: integer('location_id').notNull(),
    type: text('type', { enum: PRODUCT_TYPES }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 1000 }),
    price: money('price').notNull().default(0),
    durationMins: integer('duration_mins'),
    categoryId: integer('category_id'),
    sku: varchar('sku', { length: 60 }),
    barcode: varchar('barcode', { length: 60 }),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    waitlistStatus: text('waitlist_status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    menuStatus: text('menu_status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    color: varchar('color', { length: 20 }),
    imageUrl: text('image_url'),
    thumbUrl: text('thumb_url'),
    /** The uploaded picture (base64) and its type, kept in the row as the location's logo is. */
    imageData: text('image_data'),
    imageType: varchar('image_type', { length: 20 }),
    /** Its thumbnail: a 200 px WebP (base64) made on upload; null for pictures stored before. */
    thumbData: text('thumb_data'),
    orderNotesAllowed: boolean('order_notes_allowed').notNull().default(false),
    bookingsPerBlock: integer('bookings_per_block'),
    stockEnabled: boolean('stock_enabled').notNull().default(false),
    stockQuantity: integer('stock_quantity'),
    /** What invoicing needs (CFDI): the SAT product/service key (8 digits) and unit key (c_ClaveUnidad). */
    satProductKey: varchar('sat_product_key', { length: 8 }),
    satUnitKey: varchar('sat_unit_key', { length: 3 }),
    /** Taxes for invoicing; `price` includes them (src/domain/rules/product-taxes.ts derives the base). */
    taxIva: text('tax_iva', { enum: IVA_KINDS }).notNull().default('iva16'),
    iepsPercent: numeric('ieps_percent', { precision: 7, scale: 4, mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyIdKey('products', t),
    companyForeignKey('products', t.companyId, t.locationId, locations, 'cascade'),
    index('products_location_type_idx').on(t.locationId, t.type),
    check('products_type_check', oneOf(t.type, PRODUCT_TYPES)),
    check('products_status_check', oneOf(t.status, PRODUCT_STATUSES)),
    check('products_waitlist_status_check', oneOf(t.waitlistStatus, PRODUCT_STATUSES)),
    check('products_menu_status_check', oneOf(t.menuStatus, PRODUCT_STATUSES)),
    check('products_tax_iva_check', oneOf(t.taxIva, IVA_KINDS)),
  ],
);

/** Which employees perform which services ("Business user: products"). */
export const productUsers = pgTable(
  'product_users',
  {
    companyId: companyId(),
    productId: integer('product_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.productId, t.userId] }),
    companyForeignKey('product_users', t.companyId, t.productId, products, 'cascade'),
    index('product_users_user_idx').on(t.userId),
  ],
);
