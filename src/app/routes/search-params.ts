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
