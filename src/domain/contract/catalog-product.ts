import * as v from 'valibot';
import { durationProblem } from '../rules/catalog-inputs';
import { productImageIssue } from '../rules/product-image';
import { IVA_KINDS, isIepsPercent, TAX_MESSAGES } from '../rules/product-taxes';
import { isSatProductKey, isSatUnitKey } from '../rules/sat-catalogs';
import { IdListSchema, nameSchema, optionalTextSchema, priceSchema, StatusSchema } from './catalog-fields';
import { CATALOG_DEFAULTS, CATALOG_LIMITS, CATALOG_MESSAGES as M } from './catalog-values';
import { IdSchema } from './common';

export const PRODUCT_TYPES = ['service', 'physical'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

const VariantSchema = v.object({ id: v.number(), name: v.string(), price: v.number(), active: v.boolean() });

/** A product or service as GET, POST and PATCH answer it (02 §3 "Product"). */
export const ProductSchema = v.object({
  id: v.number(),
  type: v.picklist(PRODUCT_TYPES),
  name: v.string(),
  description: v.nullable(v.string()),
  price: v.number(),
  duration_mins: v.nullable(v.number()),
  category_id: v.nullable(v.number()),
  sku: v.nullable(v.string()),
  barcode: v.nullable(v.string()),
  status: StatusSchema,
  waitlist_status: StatusSchema,
  menu_status: StatusSchema,
  color: v.nullable(v.string()),
  image_url: v.nullable(v.string()),
  thumb_url: v.nullable(v.string()),
  order_notes_allowed: v.boolean(),
  bookings_per_block: v.nullable(v.number()),
  stock_enabled: v.boolean(),
  stock_quantity: v.nullable(v.number()),
  variants: v.array(VariantSchema),
  /** Modifier ids, in the order the product offers them. */
  modifiers: v.array(v.number()),
  /** Ids of the employees who perform the service (empty: anyone). */
  users: v.array(v.number()),
  /** For invoicing: SAT c_ClaveProdServ and c_ClaveUnidad (null: not set). */
  sat_product_key: v.nullable(v.string()),
  sat_unit_key: v.nullable(v.string()),
  /** IVA for invoicing: 16 % (default), 0 % or exempt; `price` includes it. */
  tax_iva: v.picklist(IVA_KINDS),
  /** IEPS rate in percent (null: none); `price` includes it too. */
  ieps_percent: v.nullable(v.number()),
  /** The price before taxes, 4 decimals (src/domain/rules/product-taxes.ts). */
  pre_tax_price: v.string(),
});
export type Product = v.InferOutput<typeof ProductSchema>;

const durationSchema = v.pipe(
  v.number(M.durationMin),
  v.integer(M.durationStep),
  v.check((minutes) => durationProblem(minutes) !== 'min', M.durationMin),
  v.check((minutes) => durationProblem(minutes) !== 'step', M.durationStep),
  v.maxValue(CATALOG_LIMITS.durationMax, M.durationMax),
);

const VariantInputSchema = v.object({
  id: v.optional(IdSchema),
  name: nameSchema(M.variantName, CATALOG_LIMITS.nameMax, M.nameMax),
  price: priceSchema(M.variantPrice),
  active: v.optional(v.boolean(), true),
});

const fields = {
  name: nameSchema(M.nameRequired, CATALOG_LIMITS.nameMax, M.nameMax),
  description: optionalTextSchema(CATALOG_LIMITS.descriptionMax, M.descriptionMax),
  price: priceSchema(),
  duration_mins: v.nullable(durationSchema),
  category_id: v.nullable(IdSchema),
  sku: optionalTextSchema(CATALOG_LIMITS.skuMax, M.skuMax),
  barcode: optionalTextSchema(CATALOG_LIMITS.skuMax, M.barcodeMax),
  status: StatusSchema,
  waitlist_status: StatusSchema,
  menu_status: StatusSchema,
  color: v.nullable(v.pipe(v.string(M.color), v.regex(/^#[0-9a-fA-F]{6}$/, M.color), v.toLowerCase())),
  order_notes_allowed: v.boolean(),
  /** null: the general setting; 0: unlimited; else 1 to 100 (02 §9). */
  bookings_per_block: v.nullable(
    v.pipe(
      v.number(M.bookingsPerBlock),
      v.integer(M.bookingsPerBlock),
      v.minValue(0, M.bookingsPerBlock),
      v.maxValue(CATALOG_LIMITS.bookingsPerBlockMax, M.bookingsPerBlock),
    ),
  ),
  stock_enabled: v.boolean(),
  stock_quantity: v.nullable(
    v.pipe(
      v.number(M.stockQuantity),
      v.integer(M.stockQuantity),
      v.minValue(0, M.stockQuantity),
      v.maxValue(CATALOG_LIMITS.stockMax, M.stockQuantity),
    ),
  ),
  variants: v.pipe(v.array(VariantInputSchema), v.maxLength(CATALOG_LIMITS.variantsMax, M.variantsMax)),
  modifiers: IdListSchema,
  users: IdListSchema,
  sat_product_key: v.nullable(
    v.pipe(v.string(M.satProductKey), v.trim(), v.check(isSatProductKey, M.satProductKey)),
  ),
  sat_unit_key: v.nullable(
    v.pipe(v.string(M.satUnitKey), v.trim(), v.toUpperCase(), v.check(isSatUnitKey, M.satUnitKey)),
  ),
  tax_iva: v.picklist(IVA_KINDS, TAX_MESSAGES.iva),
  ieps_percent: v.nullable(v.pipe(v.number(TAX_MESSAGES.ieps), v.check(isIepsPercent, TAX_MESSAGES.ieps))),
};

type StockFields = { stock_enabled?: boolean; stock_quantity?: number | null };

/** Stock on needs a quantity ('Ilimitado' is stock off). */
const stockHasQuantity = (body: StockFields) =>
  body.stock_enabled !== true || typeof body.stock_quantity === 'number';

/**
 * POST /v1/product/product. A service gets a duration (5 by default) and a colour (#888888 by
 * default); a physical product has neither.
 */
export const ProductCreateSchema = v.pipe(
  v.object({
    type: v.picklist(PRODUCT_TYPES, M.typeRequired),
    name: fields.name,
    description: v.optional(fields.description, null),
    price: v.optional(fields.price, 0),
    duration_mins: v.optional(fields.duration_mins, null),
    category_id: v.optional(fields.category_id, null),
    sku: v.optional(fields.sku, null),
    barcode: v.optional(fields.barcode, null),
    status: v.optional(fields.status, 'active'),
    waitlist_status: v.optional(fields.waitlist_status, 'active'),
    menu_status: v.optional(fields.menu_status, 'active'),
    color: v.optional(fields.color, null),
    order_notes_allowed: v.optional(fields.order_notes_allowed, false),
    bookings_per_block: v.optional(fields.bookings_per_block, null),
    stock_enabled: v.optional(fields.stock_enabled, false),
    stock_quantity: v.optional(fields.stock_quantity, null),
    variants: v.optional(fields.variants, []),
    modifiers: v.optional(fields.modifiers, []),
    users: v.optional(fields.users, []),
    /** Not sent: a physical product gets the keys proposed from its category. */
    sat_product_key: v.optional(fields.sat_product_key),
    sat_unit_key: v.optional(fields.sat_unit_key),
    tax_iva: v.optional(fields.tax_iva, 'iva16'),
    ieps_percent: v.optional(fields.ieps_percent, null),
  }),
  v.forward(
    v.check((body) => stockHasQuantity(body), M.stockRequired),
    ['stock_quantity'],
  ),
  v.transform((body) =>
    body.type === 'service'
      ? {
          ...body,
          duration_mins: body.duration_mins ?? CATALOG_DEFAULTS.serviceDurationMins,
          color: body.color ?? CATALOG_DEFAULTS.serviceColor,
        }
      : { ...body, duration_mins: null },
  ),
);
export type ProductCreate = v.InferOutput<typeof ProductCreateSchema>;
/** What a client sends (defaults may be left out). */
export type ProductCreateInput = v.InferInput<typeof ProductCreateSchema>;

/** PATCH /v1/product/product/{id}: any field; variants sent replace the list (rows with an id are kept). */
export const ProductPatchSchema = v.pipe(
  v.partial(v.object({ ...fields, type: v.picklist(PRODUCT_TYPES, M.typeLocked) })),
  v.forward(
    v.check((body) => stockHasQuantity(body), M.stockRequired),
    ['stock_quantity'],
  ),
);
export type ProductPatch = v.InferOutput<typeof ProductPatchSchema>;
/** What a client sends (defaults may be left out). */
export type ProductPatchInput = v.InferInput<typeof ProductPatchSchema>;

/** A row of the products and services lists (POST /v1/product/product/search). */
export const ProductListItemSchema = v.object({
  id: v.number(),
  name: v.string(),
  price: v.number(),
  duration_mins: v.nullable(v.number()),
  status: StatusSchema,
  waitlistStatus: StatusSchema,
  type: v.picklist(PRODUCT_TYPES),
  color: v.nullable(v.string()),
  user_ids: v.array(v.number()),
  sku: v.nullable(v.string()),
  category_id: v.nullable(v.number()),
  thumb_url: v.nullable(v.string()),
  stock_enabled: v.boolean(),
  stock_quantity: v.nullable(v.number()),
});
export type ProductListItem = v.InferOutput<typeof ProductListItemSchema>;

/**
 * PUT /v1/product/product/{id}/image: the product's picture as a `data:image/…;base64,` address,
 * square, 500 to 1200 px (the screen crops and scales it), at most 700 KB.
 */
export const ProductImageBodySchema = v.object({
  image: v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      const issue = dataset.typed ? productImageIssue(dataset.value) : null;
      if (issue) addIssue({ message: issue });
    }),
  ),
});
export type ProductImageBody = v.InferOutput<typeof ProductImageBodySchema>;

/** A company's image uploads per hour (every product of every location counts). */
export const PRODUCT_IMAGE_UPLOADS_PER_HOUR = 60;
export const PRODUCT_IMAGE_LIMIT_MESSAGE =
  'Subiste muchas imágenes en poco tiempo. Intenta de nuevo en una hora.';
