import { and, or } from 'drizzle-orm';
import { DEFAULT_LIMIT, MAX_LIMIT, type SearchQuery } from '../../../src/domain/contract/search';
import { type FieldErrors, ValidationError } from '../errors';
import { FilterTranslator } from './filters';
import { containsText } from './like-pattern';
import { orderByOf, parseSort } from './sort';
import type { SearchResource, TranslatedSearch } from './types';

export interface TranslateOptions {
  /** Start of a calendar day for date-only filter values (the location's time zone). */
  startOfDay: (date: string) => Date;
}

/**
 * Translates a validated search body (SearchQuerySchema) into drizzle SQL for one resource.
 * Throws a 422 ValidationError listing every unknown field, operator or malformed value.
 */
export function translateSearch(
  query: SearchQuery,
  resource: SearchResource,
  options: TranslateOptions,
): TranslatedSearch {
  const errors: FieldErrors = {};
  const filters = new FilterTranslator(resource, errors, options.startOfDay).translate(query.filters);
  const sort = parseSort(query.sort, resource, errors);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const text = query.search?.trim();
  const textCondition =
    text && resource.textFields.length > 0
      ? or(...resource.textFields.map((column) => containsText(column, text)))
      : undefined;

  return {
    where: and(filters, textCondition),
    orderBy: orderByOf(sort, resource),
    limit: Math.min(query.limit ?? DEFAULT_LIMIT, resource.maxLimit ?? MAX_LIMIT),
    offset: query.offset ?? 0,
  };
}
