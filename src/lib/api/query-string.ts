/** Keys whose value is sent as one JSON document (the search DSL's filters and meta, spec 01 §7). */
const JSON_KEYS = new Set(['filters', 'meta']);

function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/**
 * Serializes query params: `filters`/`meta` as JSON, arrays as repeated `key[]` (so `sort`
 * becomes `sort[]=-created_at&sort[]=name`; object items such as `{id: 'desc'}` as JSON),
 * booleans as `true`/`false`, dates as ISO 8601. `undefined` and `null` are left out.
 * Returns '' or a string starting with '?'.
 */
export function buildQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (JSON_KEYS.has(key)) {
      params.append(key, JSON.stringify(value));
    } else if (Array.isArray(value)) {
      for (const item of value) {
        if (item !== undefined && item !== null) params.append(`${key}[]`, scalar(item));
      }
    } else {
      params.append(key, scalar(value));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
