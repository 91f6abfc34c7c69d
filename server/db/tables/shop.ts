import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  DELIVERY_COST_TYPES,
  METHOD_STATUSES,
  ORDER_DELIVERY_STATUSES,
  ORDER_DELIVERY_TYPES,
  ORDER_PAYMENT_STATUSES,
  ORDER_SOURCES,
  ORDER_STATUSES,
  PAYMENT_METHOD_TYPES,
  type SaleItemModifier,
} from '../../../src/domain/contract/shop';
import { products } from './catalog';
import { allOf, at, companyId, createdAt, emptyTextArray, id, money, oneOf, updatedAt } from './columns';
import { companyForeignKey, companyIdKey } from './company-keys';
import { contacts } from './customers';
import { locations } from './tenancy';
import { users } from './users';

const STATUSES = ['active', 'inactive'] as const;
const USAGE_TYPES = ['delivery', 'pickup', 'booking', 'waitlist'] as const;

/** A product category of one location (02 §3 "Category"): groups the menu. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    companyId: companyId(),
    locationId: integer('location_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    status: text('status', { enum: STATUSES }).notNull().default('active'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyIdKey('categories', t),
    companyForeignKey('categories', t.companyId, t.locationId, locations, 'cascade'),
    index('categories_location_idx').on(t.locationId),
    check('categories_status_check', oneOf(t.status, STATUSES)),
  ],
);

/** A variant of a product (size, flavour): replaces the product's price when chosen. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    companyId: companyId(),
    productId: integer('product_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    price: money('price').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    companyIdKey('product_variants', t),
    companyForeignKey('product_variants', t.companyId, t.productId, products, 'cascade'),
    index('product_variants_product_idx').on(t.productId),
  ],
);

/** A modifier group of one location (02 §3 "Modifier"): min/max options the customer picks. */
export const modifiers = pgTable(
  'modifiers',
  {
    id: id(),
    companyId: companyId(),
    locationId: integer('location_id').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    code: varchar('code', { length: 100 }).notNull(),
    sku: varchar('sku', { length: 60 }),
    minOptions: integer('min_options').notNull().default(0),
    /** 0 means no limit. */
    maxOptions: integer('max_options').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyIdKey('modifiers', t),
    companyForeignKey('modifiers', t.companyId, t.locationId, locations, 'cascade'),
    index('modifiers_location_idx').on(t.locationId),
  ],
);

/** One option of a modifier, with the amount it adds to the item's unit price. */
export const modifierOptions = pgTable(
  'modifier_options',
  {
    id: id(),
    companyId: companyId(),
    modifierId: integer('modifier_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    price: money('price').notNull().default(0),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    companyIdKey('modifier_options', t),
    companyForeignKey('modifier_options', t.companyId, t.modifierId, modifiers, 'cascade'),
    index('modifier_options_modifier_idx').on(t.modifierId),
  ],
);

/** Which modifiers a product offers, in order. */
export const productModifiers = pgTable(
  'product_modifiers',
  {
    companyId: companyId(),
    productId: integer('product_id').notNull(),
    modifierId: integer('modifier_id').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.productId, t.modifierId] }),
    companyForeignKey('product_modifiers', t.companyId, t.productId, products, 'cascade'),
    companyForeignKey('product_modifiers', t.companyId, t.modifierId, modifiers, 'cascade'),
  ],
);

/** A delivery method of one location (02 §3 "Delivery method"), with its fee rule and zones. */
export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: id(),
    companyId: companyId(),
    locationId: integer('location_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    type: varchar('type', { length: 40 }).notNull().default('delivery'),
    status: text('status', { enum: METHOD_STATUSES }).notNull().default('active'),
    flatFeeAmount: money('flat_fee_amount').notNull().default(0),
    /** Null: no free-delivery threshold. */
    freeFromAmount: money('free_from_amount'),
    minPurchaseAmount: money('min_purchase_amount').notNull().default(0),
    /** 'all': the flat fee everywhere; 'distance': the fee of the zone the address falls in. */
    deliveryCostType: text('delivery_cost_type', { enum: DELIVERY_COST_TYPES }).notNull().default('all'),
    deliveryCostConfig: jsonb('delivery_cost_config')
      .$type<{ distance: { zones: { km: number; fee: number }[] } }>()
      .notNull()
      .default({ distance: { zones: [] } }),
    deliveryLocLat: doublePrecision('delivery_loc_lat'),
    deliveryLocLng: doublePrecision('delivery_loc_lng'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyIdKey('delivery_methods', t),
    companyForeignKey('delivery_methods', t.companyId, t.locationId, locations, 'cascade'),
    index('delivery_methods_location_idx').on(t.locationId),
    check('delivery_methods_status_check', oneOf(t.status, METHOD_STATUSES)),
    check('delivery_methods_cost_type_check', oneOf(t.deliveryCostType, DELIVERY_COST_TYPES)),
  ],
);

/** A payment method of one location (02 §3 "Payment method"). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    companyId: companyId(),
    locationId: integer('location_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    type: text('type', { enum: PAYMENT_METHOD_TYPES }).notNull(),
    status: text('status', { enum: METHOD_STATUSES }).notNull().default('active'),
    loyaltyProgramId: integer('loyalty_program_id'),
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
    usageTypes: text('usage_types').array().notNull().default(emptyTextArray),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyIdKey('payment_methods', t),
    companyForeignKey('payment_methods', t.companyId, t.locationId, locations, 'cascade'),
    index('payment_methods_location_idx').on(t.locationId),
    check('payment_methods_status_check', oneOf(t.status, METHOD_STATUSES)),
    check('payment_methods_type_check', oneOf(t.type, PAYMENT_METHOD_TYPES)),
    check('payment_methods_usage_types_check', allOf(t.usageTypes, USAGE_TYPES)),
  ],
);

/** The last order number given per location: numbers are consecutive per location. */
export const orderCounters = pgTable(
  'order_counters',
  {
    companyId: companyId(),
    locationId: integer('location_id').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.locationId] }),
    companyForeignKey('order_counters', t.companyId, t.locationId, locations, 'cascade'),
  ],
);

/**
 * An order (a sale) of one location (02 §3 "Order"). Prices are the server's, computed when it
 * was placed; the customer's name, phone and address are copied so the order keeps them.
 */
export const sales = pgTable(
  'sales',
  {
    id: id(),
    companyId: companyId(),
    locationId: integer('location_id').notNull(),
    number: varchar('number', { length: 20 }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('queued'),
    deliveryStatus: text('delivery_status', { enum: ORDER_DELIVERY_STATUSES }).notNull().default('pending'),
    deliveryType: text('delivery_type', { enum: ORDER_DELIVERY_TYPES }).notNull(),
    deliveryMethodId: integer('delivery_method_id'),
    paymentStatus: text('payment_status', { enum: ORDER_PAYMENT_STATUSES }).notNull().default('pending'),
    /** How the customer said they will pay (cash on delivery or at pickup). */
    paymentMethodId: integer('payment_method_id'),
    source: text('source', { enum: ORDER_SOURCES }).notNull().default('public'),
    contactId: integer('contact_id'),
    contactName: varchar('contact_name', { length: 100 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }),
    formattedAddress: varchar('formatted_address', { length: 300 }),
    addressReference: varchar('address_reference', { length: 300 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    subtotal: money('subtotal').notNull(),
    shipping: money('shipping').notNull().default(0),
    discount: money('discount').notNull().default(0),
    total: money('total').notNull(),
    amountPaid: money('amount_paid').notNull().default(0),
    /** Cash the customer will pay with (to bring change); null when exact or not cash. */
    customerCash: money('customer_cash'),
    notes: varchar('notes', { length: 500 }),
    placedAt: at('placed_at').notNull(),
    confirmedAt: at('confirmed_at'),
    preparingAt: at('preparing_at'),
    readyAt: at('ready_at'),
    shippedAt: at('shipped_at'),
    scheduledTo: at('scheduled_to'),
    completedAt: at('completed_at'),
    canceledAt: at('canceled_at'),
    /** The order's day in the location's zone (scheduled day, else the day it was placed). */
    referenceDate: varchar('reference_date', { length: 10 }).notNull(),
    /** The customer's order page (/pedido/{code}). */
    publicCode: varchar('public_code', { length: 32 }).notNull().unique(),
    /** The customer's self-invoice link (/f/{code}): 64 random bits, filled by the database. */
    selfInvoiceCode: varchar('self_invoice_code', { length: 16 })
      .notNull()
      .unique()
      .default(sql`substr(md5(gen_random_uuid()::text), 1, 16)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyIdKey('sales', t),
    companyForeignKey('sales', t.companyId, t.locationId, locations, 'cascade'),
    companyForeignKey('sales', t.companyId, t.deliveryMethodId, deliveryMethods, 'set null'),
    companyForeignKey('sales', t.companyId, t.paymentMethodId, paymentMethods, 'set null'),
    companyForeignKey('sales', t.companyId, t.contactId, contacts, 'set null'),
    unique('sales_location_number_unique').on(t.companyId, t.locationId, t.number),
    index('sales_location_status_idx').on(t.locationId, t.status),
    index('sales_location_reference_date_idx').on(t.locationId, t.referenceDate),
    index('sales_contact_idx').on(t.contactId),
    check('sales_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('sales_delivery_status_check', oneOf(t.deliveryStatus, ORDER_DELIVERY_STATUSES)),
    check('sales_delivery_type_check', oneOf(t.deliveryType, ORDER_DELIVERY_TYPES)),
    check('sales_payment_status_check', oneOf(t.paymentStatus, ORDER_PAYMENT_STATUSES)),
    check('sales_source_check', oneOf(t.source, ORDER_SOURCES)),
  ],
);

/** A line of an order, priced by the server (unit = variant or product price + chosen options). */
export const saleItems = pgTable(
  'sale_items',
  {
    id: id(),
    companyId: companyId(),
    saleId: integer('sale_id').notNull(),
    productId: integer('product_id'),
    variantId: integer('variant_id'),
    /** Product name, with the variant's after ' - ' when one was chosen. */
    name: varchar('name', { length: 210 }).notNull(),
    quantity: integer('quantity').notNull(),
    notes: varchar('notes', { length: 255 }),
    priceUnit: money('price_unit').notNull(),
    discount: money('discount').notNull().default(0),
    total: money('total').notNull(),
    modifiers: jsonb('modifiers').$type<SaleItemModifier[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    companyIdKey('sale_items', t),
    companyForeignKey('sale_items', t.companyId, t.saleId, sales, 'cascade'),
    companyForeignKey('sale_items', t.companyId, t.productId, products, 'set null'),
    companyForeignKey('sale_items', t.companyId, t.variantId, productVariants, 'set null'),
    index('sale_items_sale_idx').on(t.saleId),
  ],
);

/** A payment of an order (cash on delivery is recorded when the order is delivered). */
export const salePayments = pgTable(
  'sale_payments',
  {
    id: id(),
    companyId: companyId(),
    saleId: integer('sale_id').notNull(),
    paymentMethodId: integer('payment_method_id'),
    methodName: varchar('method_name', { length: 100 }).notNull(),
    amount: money('amount').notNull(),
    paidAt: at('paid_at').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    companyIdKey('sale_payments', t),
    companyForeignKey('sale_payments', t.companyId, t.saleId, sales, 'cascade'),
    companyForeignKey('sale_payments', t.companyId, t.paymentMethodId, paymentMethods, 'set null'),
    index('sale_payments_sale_idx').on(t.saleId),
  ],
);
