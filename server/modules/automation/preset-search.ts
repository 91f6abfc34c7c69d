import type { AutomationPreset } from '../../../src/domain/contract/automations';
import { DEFAULT_LIMIT, MAX_LIMIT, type SearchQuery } from '../../../src/domain/contract/search';
import { ValidationError } from '../../http/errors';

const FIELDS = ['id', 'name', 'active'] as const;
type PresetField = (typeof FIELDS)[number];

/** `{ field: value }` or `{ field: { $eq: value } }` on id, name or active: all the presets need. */
function conditionsOf(filters: unknown): [PresetField, unknown][] {
  if (filters === undefined || filters === null) return [];
  if (typeof filters !== 'object' || Array.isArray(filters))
    throw new ValidationError({ filters: ['Los filtros no son válidos.'] });
  return Object.entries(filters).map(([field, condition]) => {
    if (!(FIELDS as readonly string[]).includes(field))
      throw new ValidationError({ [`filters.${field}`]: [`No se puede filtrar por ${field}.`] });
    const value =
      condition !== null && typeof condition === 'object' && '$eq' in condition
        ? (condition as { $eq: unknown }).$eq
        : condition;
    return [field as PresetField, value];
  });
}

/**
 * POST /v1/automation/if|then/search over the presets (reference data in code, a handful):
 * filters by equality, `search` in the name, sorted by name (02 §7), paged.
 */
export function searchPresets<T extends AutomationPreset>(presets: readonly T[], query: SearchQuery) {
  const conditions = conditionsOf(query.filters);
  const text = query.search?.trim().toLocaleLowerCase('es-MX') ?? '';
  const matching = presets
    .filter((preset) => conditions.every(([field, value]) => preset[field] === value))
    .filter((preset) => text === '' || preset.name.toLocaleLowerCase('es-MX').includes(text))
    .sort((a, b) => a.name.localeCompare(b.name, 'es-MX'));
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT);
  const offset = query.offset ?? 0;
  return {
    items: matching.slice(offset, offset + limit),
    page: { totalItems: matching.length, limit, offset },
  };
}
