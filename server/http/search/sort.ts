import { asc, desc, type SQL } from 'drizzle-orm';
import type { FieldErrors } from '../errors';
import type { SearchResource, SortSpec } from './types';

export const MAX_SORT_ENTRIES = 5;

/** `['-created_at']` or `[{ id: 'desc' }]` → specs, checked against the resource's sortable fields. */
export function parseSort(
  sort: readonly (string | Record<string, string>)[] | undefined,
  resource: SearchResource,
  errors: FieldErrors,
): SortSpec[] {
  if (!sort || sort.length === 0) return [...resource.defaultSort];
  if (sort.length > MAX_SORT_ENTRIES) {
    errors.sort = [`Indica como máximo ${MAX_SORT_ENTRIES} criterios de orden.`];
    return [];
  }
  const specs: SortSpec[] = [];
  sort.forEach((entry, index) => {
    const pairs: [string, string][] =
      typeof entry === 'string'
        ? [[entry.replace(/^-/, ''), entry.startsWith('-') ? 'desc' : 'asc']]
        : Object.entries(entry);
    for (const [field, direction] of pairs) {
      const known = Object.hasOwn(resource.fields, field) && resource.fields[field]?.sortable !== false;
      if (!known || (direction !== 'asc' && direction !== 'desc')) {
        errors[`sort.${index}`] = ['No se puede ordenar por este campo.'];
      } else {
        specs.push({ field, direction });
      }
    }
  });
  return specs;
}

/** ORDER BY pieces for the specs, ending with the resource's unique tie-breaker. */
export function orderByOf(specs: readonly SortSpec[], resource: SearchResource): SQL[] {
  const order = specs.map(({ field, direction }) => {
    const column = resource.fields[field]?.column;
    if (!column) throw new Error(`Unknown sort field ${field}`);
    return direction === 'desc' ? desc(column) : asc(column);
  });
  const last = specs.at(-1)?.direction ?? 'asc';
  order.push(last === 'desc' ? desc(resource.tieBreaker) : asc(resource.tieBreaker));
  return order;
}
