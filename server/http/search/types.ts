import type { Column, SQL } from 'drizzle-orm';

export type SearchFieldType = 'number' | 'string' | 'boolean' | 'date' | 'enum';

/** One filterable and sortable field of a resource: the API name maps to a column or SQL expression. */
export interface SearchField {
  column: Column | SQL;
  type: SearchFieldType;
  /** Allowed values of an 'enum' field. */
  values?: readonly string[];
  /** A 'number' field stored as a 4-byte integer (values must be whole and within range). */
  integer?: boolean;
  /** Defaults to true. */
  sortable?: boolean;
}

export interface SortSpec {
  field: string;
  direction: 'asc' | 'desc';
}

/** The whitelist of one searchable resource (DESIGN §3): nothing outside it reaches SQL. */
export interface SearchResource {
  fields: Readonly<Record<string, SearchField>>;
  /** Columns the free-text `search` looks in (ILIKE, any of them). */
  textFields: readonly (Column | SQL)[];
  defaultSort: readonly SortSpec[];
  /** A unique column appended to every ordering so pages are stable. */
  tieBreaker: Column;
  /** Page size cap; defaults to MAX_LIMIT. */
  maxLimit?: number;
}

/** The translator's output: drizzle SQL pieces with every value bound as a parameter. */
export interface TranslatedSearch {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}
