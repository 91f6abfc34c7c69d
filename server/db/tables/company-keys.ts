import { type AnyPgColumn, foreignKey, type UpdateDeleteAction, unique } from 'drizzle-orm/pg-core';

/** The columns of a tenant table that its children's composite foreign keys point at. */
interface CompanyRow {
  companyId: AnyPgColumn;
  id: AnyPgColumn;
}

/** A tenant table's (company_id, id) unique key: the target of its children's foreign keys. */
export function companyIdKey(table: string, t: CompanyRow) {
  return unique(`${table}_company_id_id_unique`).on(t.companyId, t.id);
}

/**
 * A foreign key that cannot leave the company: (company_id, column) → parent (company_id, id).
 * 'set null' empties only the column (PostgreSQL 15's column list): company_id is not null and
 * must stay.
 */
export function companyForeignKey(
  table: string,
  company: AnyPgColumn,
  column: AnyPgColumn,
  parent: CompanyRow,
  onDelete: 'cascade' | 'set null',
) {
  const key = foreignKey({
    name: `${table}_${column.name}_fk`,
    columns: [company, column],
    foreignColumns: [parent.companyId, parent.id],
  });
  // drizzle-kit writes the action verbatim after ON DELETE; its type has no room for the column list.
  const setNullColumn = `set null ("${column.name}")` as UpdateDeleteAction;
  return key.onDelete(onDelete === 'cascade' ? 'cascade' : setNullColumn);
}
