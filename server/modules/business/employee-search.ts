import { and, count, eq, exists } from 'drizzle-orm';
import type { Employee } from '../../../src/domain/contract/business';
import type { SearchQuery } from '../../../src/domain/contract/search';
import { startOfZonedDay } from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import { memberships, USER_STATUSES, users } from '../../db/schema';
import { translateSearch } from '../../http/search/translate-search';
import type { SearchResource } from '../../http/search/types';
import type { Tenant } from '../../http/tenancy';

/** What POST /v1/business/employee/search may filter and sort by (01 §7.6: active, name, 100 a page). */
export const EMPLOYEE_SEARCH: SearchResource = {
  fields: {
    id: { column: users.id, type: 'number', integer: true },
    name: { column: users.name, type: 'string' },
    work_title: { column: users.workTitle, type: 'string' },
    status: { column: users.status, type: 'enum', values: USER_STATUSES },
  },
  textFields: [users.name, users.workTitle],
  defaultSort: [{ field: 'name', direction: 'asc' }],
  tieBreaker: users.id,
  maxLimit: 100,
};

/** A page of the employees customers can be assigned to: assignable users with a membership here. */
export async function searchEmployees(db: Db, query: SearchQuery, tenant: Tenant) {
  // No date fields: the translator never needs the location's days.
  const search = translateSearch(query, EMPLOYEE_SEARCH, {
    startOfDay: (date) => startOfZonedDay(date, 'UTC'),
  });
  const atLocation = exists(
    db
      .select({ one: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.userId, users.id), eq(memberships.locationId, tenant.locationId))),
  );
  const where = and(eq(users.isAssignable, true), atLocation, search.where);
  const items: Employee[] = await db
    .select({ id: users.id, name: users.name, work_title: users.workTitle, status: users.status })
    .from(users)
    .where(where)
    .orderBy(...search.orderBy)
    .limit(search.limit)
    .offset(search.offset);
  const [total] = await db.select({ value: count() }).from(users).where(where);
  return { items, page: { totalItems: total?.value ?? 0, limit: search.limit, offset: search.offset } };
}
