import * as v from 'valibot';

/** Page sizes (spec 01 §9: 20 for lists, 100 for reports); a larger `limit` is capped at MAX_LIMIT. */
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 1000;
const MAX_OFFSET = 1_000_000_000;

const SortEntrySchema = v.union(
  [
    v.pipe(v.string(), v.regex(/^-?[a-zA-Z_][a-zA-Z0-9_.]{0,63}$/, 'El orden no es válido.')),
    v.record(
      v.pipe(v.string(), v.maxLength(64)),
      v.picklist(['asc', 'desc'], 'El orden debe ser asc o desc.'),
    ),
  ],
  'El orden no es válido.',
);

/**
 * Body of every `POST .../search` call (DESIGN §3). `filters` is checked for shape by the
 * server's search translator against each resource's field whitelist. `meta` is accepted for
 * compatibility with the client's generic query params and has no effect yet.
 */
export const SearchQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.number('El límite debe ser un número.'),
      v.integer('El límite debe ser un número entero.'),
      v.minValue(1),
    ),
  ),
  offset: v.optional(
    v.pipe(
      v.number('El desplazamiento debe ser un número.'),
      v.integer('El desplazamiento debe ser un número entero.'),
      v.minValue(0),
      v.maxValue(MAX_OFFSET),
    ),
  ),
  search: v.optional(v.pipe(v.string('La búsqueda debe ser un texto.'), v.maxLength(200))),
  sort: v.optional(v.array(SortEntrySchema, 'El orden debe ser una lista.')),
  filters: v.optional(v.unknown()),
  fields: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(50))),
  meta: v.optional(v.unknown()),
});
export type SearchQuery = v.InferOutput<typeof SearchQuerySchema>;

export const SEARCH_OPERATORS = ['$eq', '$ne', '$contains', '$in', '$gt', '$gte', '$lt', '$lte'] as const;
export type SearchOperator = (typeof SEARCH_OPERATORS)[number];
