import * as v from 'valibot';
import { namedRows, optionPrice } from '../rules/catalog-inputs';
import { nameSchema, optionalTextSchema, priceSchema } from './catalog-fields';
import { CATALOG_LIMITS, CATALOG_MESSAGES as M } from './catalog-values';
import { IdSchema } from './common';

/** A modifier with its options (02 §3 "Modifier"). max_options 0 means no limit. */
export const ModifierSchema = v.object({
  id: v.number(),
  name: v.string(),
  code: v.string(),
  sku: v.nullable(v.string()),
  min_options: v.number(),
  max_options: v.number(),
  options: v.array(v.object({ id: v.number(), name: v.string(), price: v.number(), active: v.boolean() })),
});
export type Modifier = v.InferOutput<typeof ModifierSchema>;

/** An option row of the sheet: the price may come as typed ('$ 12.50' → 12.5). */
const OptionInputSchema = v.object({
  id: v.optional(IdSchema),
  name: v.pipe(v.string(), v.trim(), v.maxLength(CATALOG_LIMITS.optionNameMax, M.optionNameMax)),
  price: v.optional(
    v.pipe(
      v.union([v.number(), v.string()], M.optionPrice),
      v.transform(optionPrice),
      priceSchema(M.optionPrice),
    ),
    0,
  ),
  active: v.optional(v.boolean(), true),
});

/** The option rows, nameless ones dropped (02 §5). */
const OptionsSchema = v.pipe(
  v.array(OptionInputSchema),
  v.maxLength(CATALOG_LIMITS.optionsMax, M.optionsMax),
  v.transform((rows) => namedRows(rows)),
);

const countSchema = (message: string) =>
  v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(0, message),
    v.maxValue(CATALOG_LIMITS.optionsMaxSelection, message),
  );

const fields = {
  name: nameSchema(M.modifierNameRequired, CATALOG_LIMITS.modifierNameMax, M.modifierNameMax),
  code: v.pipe(
    v.string(M.codeRequired),
    v.trim(),
    v.nonEmpty(M.codeRequired),
    v.maxLength(CATALOG_LIMITS.modifierCodeMax, M.codeMax),
  ),
  sku: optionalTextSchema(CATALOG_LIMITS.skuMax, M.skuMax),
  min_options: countSchema(M.minOptions),
  /** Empty (null) or 0: no limit. */
  max_options: v.pipe(
    v.nullable(countSchema(M.maxOptions)),
    v.transform((max) => max ?? 0),
  ),
  options: OptionsSchema,
};

/** The max selection is 0 (no limit) or at least the min. */
const maxNotBelowMin = (body: { min_options?: number; max_options?: number }) =>
  body.max_options === undefined || body.max_options === 0 || body.max_options >= (body.min_options ?? 0);

/** POST /v1/product/modifier: the code is a slug of the name when not given. */
export const ModifierCreateSchema = v.pipe(
  v.object({
    name: fields.name,
    code: v.optional(v.union([v.literal(''), fields.code]), ''),
    sku: v.optional(fields.sku, null),
    min_options: v.optional(fields.min_options, 0),
    max_options: v.optional(fields.max_options, 0),
    options: v.optional(fields.options, []),
  }),
  v.forward(
    v.check((body) => maxNotBelowMin(body), M.maxBelowMin),
    ['max_options'],
  ),
);
export type ModifierCreate = v.InferOutput<typeof ModifierCreateSchema>;
/** What a client sends (defaults may be left out). */
export type ModifierCreateInput = v.InferInput<typeof ModifierCreateSchema>;

/** PATCH /v1/product/modifier/{id}: options sent replace the list (rows with an id are kept). */
export const ModifierPatchSchema = v.pipe(
  v.partial(v.object(fields)),
  v.forward(
    v.check((body) => maxNotBelowMin(body), M.maxBelowMin),
    ['max_options'],
  ),
);
export type ModifierPatch = v.InferOutput<typeof ModifierPatchSchema>;
/** What a client sends (defaults may be left out). */
export type ModifierPatchInput = v.InferInput<typeof ModifierPatchSchema>;
