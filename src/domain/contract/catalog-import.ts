import * as v from 'valibot';
import { MENU_IMPORT_LIMITS, MENU_IMPORT_MESSAGES } from '../rules/menu-paste';
import { nameSchema, optionalTextSchema, priceSchema } from './catalog-fields';
import { CATALOG_LIMITS, CATALOG_MESSAGES as M } from './catalog-values';

/**
 * POST /v1/product/product/import ("A menu in minutes"): the rows of the import grid. The body
 * only fixes the types; each row's rules are checked on its own (MenuImportRowSchema) so that a
 * bad row is reported in `import_errors` while the good ones are created.
 */
const RowNumberSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000));

export const MenuImportBodySchema = v.object({
  rows: v.pipe(
    v.array(
      v.object({
        /** The grid row (1-based), echoed in import_errors. */
        row: RowNumberSchema,
        name: v.string(),
        category: v.optional(v.string(), ''),
        price: v.number(),
        description: v.optional(v.string(), ''),
        variants: v.optional(v.array(v.object({ name: v.string(), price: v.number() })), []),
      }),
    ),
    v.minLength(1, MENU_IMPORT_MESSAGES.nothing),
    v.maxLength(MENU_IMPORT_LIMITS.rowsMax, MENU_IMPORT_MESSAGES.rowsMax),
  ),
});
export type MenuImportBody = v.InferOutput<typeof MenuImportBodySchema>;
export type MenuImportBodyInput = v.InferInput<typeof MenuImportBodySchema>;

/** The rules of one row: the product form's (02 §5 Products). */
export const MenuImportRowSchema = v.object({
  row: RowNumberSchema,
  name: nameSchema(M.nameRequired, CATALOG_LIMITS.nameMax, M.nameMax),
  category: optionalTextSchema(CATALOG_LIMITS.nameMax, MENU_IMPORT_MESSAGES.categoryMax),
  price: priceSchema(),
  description: optionalTextSchema(CATALOG_LIMITS.descriptionMax, M.descriptionMax),
  variants: v.pipe(
    v.array(
      v.object({
        name: nameSchema(M.variantName, CATALOG_LIMITS.nameMax, M.nameMax),
        price: priceSchema(M.variantPrice),
      }),
    ),
    v.maxLength(CATALOG_LIMITS.variantsMax, M.variantsMax),
  ),
});
export type MenuImportRow = v.InferOutput<typeof MenuImportRowSchema>;

export const MenuImportResultSchema = v.object({
  ok_count: v.number(),
  error_count: v.number(),
  /** Categories created by this import (names not found in the location, case aside). */
  categories_created: v.number(),
  /** Each refused row with its Spanish messages by field (`name`, `variants.1.price`). */
  import_errors: v.array(v.object({ row: v.number(), errors: v.record(v.string(), v.array(v.string())) })),
});
export type MenuImportResult = v.InferOutput<typeof MenuImportResultSchema>;
