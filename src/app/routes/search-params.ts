/**
 * Search validators of the route definitions, written by hand: route definitions are part of the
 * first load, and a schema library there would load on every screen.
 */

/** Keeps the named search values that are strings; anything else, or absent, is dropped. */
export function textSearch<const TKey extends string>(...keys: TKey[]) {
  return (search: Record<string, unknown>): { [K in TKey]?: string } => {
    const result: { [K in TKey]?: string } = {};
    for (const key of keys) {
      const value = search[key];
      if (typeof value === 'string') result[key] = value;
    }
    return result;
  };
}

/** Keeps `key` only when it is exactly `literal`. */
export function literalSearch<const TKey extends string, const TValue extends string>(
  key: TKey,
  literal: TValue,
) {
  return (search: Record<string, unknown>): { [K in TKey]?: TValue } =>
    (search[key] === literal ? { [key]: literal } : {}) as { [K in TKey]?: TValue };
}

/**
 * Keeps `key` when it is a record's id, a whole number above 0 (the router reads `?producto=3` as
 * the number 3; a quoted '3' is kept too).
 */
export function idSearch<const TKey extends string>(key: TKey) {
  return (search: Record<string, unknown>): { [K in TKey]?: number } => {
    const value = search[key];
    const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    return (typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? { [key]: id } : {}) as {
      [K in TKey]?: number;
    };
  };
}
