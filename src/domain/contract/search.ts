import * as v from 'valibot';

/** Page size caps (spec 01 §9: 20 for lists, 100 for reports; 1000 for catalogues). */
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 1000;

const SortEntrySchema = v.union([
  v.pipe(v.string(), v.regex(/^-?[a-zA-Z_][a-zA-Z0-9_.]*$/, 'El orden no es válido.')),
  v.record(v.string(), v.picklist(['asc', 'desc'], 'El orden debe ser asc o desc.')),
]);

/**
 * Body of every `POST .../search` call (DESIGN §3). `filters` is checked for shape by the
 * server's search translator against each resource's field whitelist.
 */
export const SearchQuerySchema = v.object({
  limit: v.optional(v.pipe(v.number('El límite debe ser un número.'), v.integer(), v.minValue(1), v.maxValue(MAX_LIMIT))),
  offset: v.optional(v.pipe(v.number('El desplazamiento debe ser un número.'), v.integer(), v.minValue(0))),
  search: v.optional(v.pipe(v.string(), v.maxLength(200))),
  sort: v.optional(v.array(SortEntrySchema)),
  filters: v.optional(v.unknown()),
  fields: v.optional(v.array(v.string())),
  meta: v.optional(v.unknown()),
});
export type SearchQuery = v.InferOutput<typeof SearchQuerySchema>;

export const SEARCH_OPERATORS = ['$eq', '$ne', '$contains', '$in', '$gt', '$gte', '$lt', '$lte'] as const;
export type SearchOperator = (typeof SEARCH_OPERATORS)[number];
