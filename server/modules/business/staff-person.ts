import { and, arrayContains, asc, count, eq, ne } from 'drizzle-orm';
import { STAFF_USER_MESSAGES } from '../../../src/domain/contract/staff-user';
import type { Role } from '../../../src/domain/roles';
import type { Db, Tx } from '../../db/client';
import { locations, memberships, users } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../http/errors';
import type { Tenant } from '../../http/tenancy';
import { staffAtLocation } from '../access/staff-members';

/** A person who signs in at the tenant's location, with their memberships in the tenant's company. */
export interface StaffPerson {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  status: string;
  workTitle: string | null;
  /** Their roles at the tenant's location. */
  roles: Role[];
  /** Every membership of theirs in the tenant's company, the tenant's location included. */
  memberships: { locationId: number; name: string; roles: Role[] }[];
}

/**
 * The person, or a 404: someone not at this location, another company's user and an employee
 * without a login all look like a missing one.
 */
export async function findStaffPerson(db: Db | Tx, tenant: Tenant, userId: number): Promise<StaffPerson> {
  const [person] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      status: users.status,
      workTitle: users.workTitle,
      roles: memberships.roles,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(users.id, userId), staffAtLocation(tenant.locationId)))
    .limit(1);
  if (!person) throw new NotFoundError(STAFF_USER_MESSAGES.notFound);
  const rows = await db
    .select({ locationId: memberships.locationId, name: locations.name, roles: memberships.roles })
    .from(memberships)
    .innerJoin(locations, eq(locations.id, memberships.locationId))
    .where(and(eq(memberships.userId, userId), eq(locations.companyId, tenant.companyId)))
    .orderBy(asc(locations.name), asc(locations.id));
  return { ...person, memberships: rows };
}

/**
 * Refuses (422 on `field`) a change that would leave one of these locations without an active
 * owner other than the person. The locations' rows are locked first, so two owners demoting each
 * other at the same moment take turns and the second is refused.
 */
export async function keepAnOwner(
  tx: Tx,
  personId: number,
  locationIds: readonly number[],
  field: string,
): Promise<void> {
  for (const locationId of [...locationIds].sort((a, b) => a - b)) {
    await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId)).for('update');
    const [others] = await tx
      .select({ n: count() })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          eq(memberships.locationId, locationId),
          ne(memberships.userId, personId),
          arrayContains(memberships.roles, ['super-admin']),
          eq(users.status, 'active'),
        ),
      );
    if ((others?.n ?? 0) === 0) throw ValidationError.forField(field, STAFF_USER_MESSAGES.lastOwner);
  }
}

/** The locations among these memberships where the person is an owner. */
export function ownedLocations(rows: StaffPerson['memberships']): number[] {
  return rows.filter((row) => row.roles.includes('super-admin')).map((row) => row.locationId);
}
