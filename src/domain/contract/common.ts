import * as v from 'valibot';

/** `pagination` of every list answer (DESIGN §3). */
export const PaginationSchema = v.object({
  total_items: v.number(),
  limit: v.number(),
  offset: v.number(),
  count: v.number(),
});
export type Pagination = v.InferOutput<typeof PaginationSchema>;

/** Spanish messages per field of a body (the `errors` of a 422). */
export type FieldErrors = Record<string, string[]>;

/** Failure body: Spanish message, optional machine code, optional per-field errors. */
export const ApiErrorSchema = v.object({
  message: v.string(),
  code: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
  /** Only on 5xx: the id to quote when reporting the problem (also the x-request-id header). */
  request_id: v.optional(v.string()),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorSchema>;

export { ERROR_CODES } from './error-codes';

/** Ids are 4-byte integers in the database. */
export const MAX_ID = 2_147_483_647;
const INVALID_ID = 'El identificador no es válido.';

export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID));

/** Path params arrive as strings: `/v1/.../{id}` → a number. */
export const IdParamSchema = v.object({
  id: v.pipe(
    v.string(INVALID_ID),
    v.regex(/^[1-9]\d{0,9}$/, INVALID_ID),
    v.transform(Number),
    v.maxValue(MAX_ID, INVALID_ID),
  ),
});

export const dataOf = <T extends v.GenericSchema>(schema: T) => v.object({ data: schema });
export const listOf = <T extends v.GenericSchema>(schema: T) =>
  v.object({ data: v.array(schema), pagination: PaginationSchema });
