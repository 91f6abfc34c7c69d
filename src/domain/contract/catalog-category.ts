import * as v from 'valibot';
import { nameSchema, StatusSchema } from './catalog-fields';
import { CATALOG_LIMITS, CATALOG_MESSAGES as M } from './catalog-values';

/** A product category (02 §3 "Category"). */
export const CategorySchema = v.object({
  id: v.number(),
  name: v.string(),
  status: StatusSchema,
  sort_order: v.number(),
});
export type Category = v.InferOutput<typeof CategorySchema>;

const fields = {
  name: nameSchema(M.categoryNameRequired, CATALOG_LIMITS.nameMax, M.nameMax),
  status: StatusSchema,
  sort_order: v.pipe(
    v.number(M.sortOrder),
    v.integer(M.sortOrder),
    v.minValue(0, M.sortOrder),
    v.maxValue(CATALOG_LIMITS.sortOrderMax, M.sortOrder),
  ),
};

/** POST /v1/product/category. */
export const CategoryCreateSchema = v.object({
  name: fields.name,
  status: v.optional(fields.status, 'active'),
  sort_order: v.optional(fields.sort_order, 0),
});
export type CategoryCreate = v.InferOutput<typeof CategoryCreateSchema>;
/** What a client sends (defaults may be left out). */
export type CategoryCreateInput = v.InferInput<typeof CategoryCreateSchema>;

/** PATCH /v1/product/category/{id}: any field. */
export const CategoryPatchSchema = v.partial(v.object(fields));
export type CategoryPatch = v.InferOutput<typeof CategoryPatchSchema>;
/** What a client sends (defaults may be left out). */
export type CategoryPatchInput = v.InferInput<typeof CategoryPatchSchema>;
