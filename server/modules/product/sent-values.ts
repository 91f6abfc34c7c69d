/** The columns of a PATCH that were sent: undefined means "not sent, leave as is". */
export function sentValues<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
