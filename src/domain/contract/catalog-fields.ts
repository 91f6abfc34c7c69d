import * as v from 'valibot';
import { hasAtMostTwoDecimals } from '../rules/money-input';
import { CATALOG_LIMITS, CATALOG_MESSAGES as M } from './catalog-values';
import { IdSchema } from './common';

/** Field schemas shared by the product, category and modifier bodies. */
export const CATALOG_STATUSES = ['active', 'inactive'] as const;
export type CatalogStatus = (typeof CATALOG_STATUSES)[number];

export const StatusSchema = v.picklist(CATALOG_STATUSES, 'Elige un estatus válido.');

/** A price in pesos: ≥ 0, at most 2 decimals. */
export function priceSchema(message: string = M.price) {
  return v.pipe(
    v.number(message),
    v.finite(message),
    v.minValue(0, message),
    v.maxValue(CATALOG_LIMITS.priceMax, message),
    v.check(hasAtMostTwoDecimals, message),
  );
}

/** A required, trimmed name of at most `max` characters. */
export function nameSchema(required: string, max: number, maxMessage: string) {
  return v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(max, maxMessage));
}

/** Optional text: trimmed, '' stored as null. */
export function optionalTextSchema(max: number, message: string) {
  return v.nullable(
    v.pipe(
      v.string(message),
      v.trim(),
      v.maxLength(max, message),
      v.transform((text) => text || null),
    ),
  );
}

/** A list of ids (employees, modifiers), without repeats. */
export const IdListSchema = v.pipe(
  v.array(IdSchema),
  v.maxLength(CATALOG_LIMITS.idsMax),
  v.transform((ids) => [...new Set(ids)]),
);
