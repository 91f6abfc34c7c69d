import { ValidationError } from '../errors';

/**
 * The `fields` of a search: only those keys of each item. Unknown names answer 422
 * (`fields.<index>`); no `fields` returns the items whole.
 */
export function projectFields<T extends object>(
  items: T[],
  fields: readonly string[] | undefined,
  known: readonly string[],
): Partial<T>[] {
  if (!fields || fields.length === 0) return items;
  const errors: Record<string, string[]> = {};
  fields.forEach((field, index) => {
    if (!known.includes(field)) errors[`fields.${index}`] = ['El campo no existe.'];
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return items.map(
    (item) => Object.fromEntries(fields.map((field) => [field, item[field as keyof T]])) as Partial<T>,
  );
}
