import { catalogRefusal } from './catalog-errors';

/**
 * How a list sent in a PATCH (a product's variants, a modifier's options) replaces the stored
 * one: rows with a known id are updated, rows without an id are added, stored rows not sent are
 * deleted; an id that is not one of the stored rows is refused (its index is returned).
 */
export interface RowPlan<T> {
  updates: { id: number; row: T; sortOrder: number }[];
  inserts: { row: T; sortOrder: number }[];
  deleteIds: number[];
  unknownIndexes: number[];
}

export function planRows<T extends { id?: number }>(
  storedIds: readonly number[],
  sent: readonly T[],
): RowPlan<T> {
  const stored = new Set(storedIds);
  const plan: RowPlan<T> = { updates: [], inserts: [], deleteIds: [], unknownIndexes: [] };
  const kept = new Set<number>();
  sent.forEach((row, sortOrder) => {
    if (row.id === undefined) plan.inserts.push({ row, sortOrder });
    else if (stored.has(row.id) && !kept.has(row.id)) {
      kept.add(row.id);
      plan.updates.push({ id: row.id, row, sortOrder });
    } else plan.unknownIndexes.push(sortOrder);
  });
  plan.deleteIds = storedIds.filter((id) => !kept.has(id));
  return plan;
}

/** What a stored list does for `replaceChildRows`: each table brings its own statements. */
export interface ChildRowStatements<T> {
  storedIds(): Promise<number[]>;
  remove(ids: number[]): Promise<unknown>;
  update(id: number, row: T, sortOrder: number): Promise<unknown>;
  insert(rows: { row: T; sortOrder: number }[]): Promise<unknown>;
}

/** Replaces the stored rows by the sent ones (see `planRows`); an unknown id is a 422 on `{field}.{index}.id`. */
export async function replaceChildRows<T extends { id?: number }>(
  sent: readonly T[],
  field: string,
  unknownMessage: string,
  statements: ChildRowStatements<T>,
): Promise<void> {
  const plan = planRows(await statements.storedIds(), sent);
  if (plan.unknownIndexes.length > 0) {
    throw catalogRefusal(
      Object.fromEntries(plan.unknownIndexes.map((index) => [`${field}.${index}.id`, [unknownMessage]])),
    );
  }
  if (plan.deleteIds.length > 0) await statements.remove(plan.deleteIds);
  for (const { id, row, sortOrder } of plan.updates) await statements.update(id, row, sortOrder);
  if (plan.inserts.length > 0) await statements.insert(plan.inserts);
}
