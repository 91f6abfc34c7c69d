import { and, eq, inArray } from 'drizzle-orm';
import { STAFF_USER_MESSAGES } from '../../../src/domain/contract/staff-user';
import { mayManageAccessCode } from '../../../src/domain/rules/access-codes';
import type { Db, Tx } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { ForbiddenError } from '../../http/errors';
import type { Tenant } from '../../http/tenancy';
import { revokeAccessCode } from '../access/staff-link-code';
import { endSessionsOf } from './staff-access-end';
import { findStaffPerson, keepAnOwner, ownedLocations, type StaffPerson } from './staff-person';

/**
 * DELETE /v1/business/user/{id}?scope=: takes the person out of the tenant's location, or out of
 * every location of the company. Their sessions at those locations end with their live streams,
 * and their access code is rotated (nobody is shown the new one). No location is left without an
 * active owner. The account itself stays: it may belong to other companies.
 */
export async function removeStaffUser(
  db: Db,
  tenant: Tenant,
  userId: number,
  scope: 'location' | 'company',
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const person = await findStaffPerson(tx, tenant, userId);
    const leaving =
      scope === 'location'
        ? person.memberships.filter((row) => row.locationId === tenant.locationId)
        : person.memberships;
    if (!(await mayRemove(tx, tenant, leaving))) throw new ForbiddenError(STAFF_USER_MESSAGES.denied);
    await keepAnOwner(tx, person.id, ownedLocations(leaving), 'scope');
    const locationIds = leaving.map((row) => row.locationId);
    await tx
      .delete(memberships)
      .where(and(eq(memberships.userId, person.id), inArray(memberships.locationId, locationIds)));
    await tx
      .update(users)
      .set({ lastLocationId: null })
      .where(and(eq(users.id, person.id), inArray(users.lastLocationId, locationIds)));
    await endSessionsOf(tx, person.id, { companyId: tenant.companyId, locationIds });
    await revokeAccessCode(tx, person.id, now);
  });
}

/** The remover manages users at every location the person leaves (and is an owner where they are). */
async function mayRemove(tx: Tx, tenant: Tenant, leaving: StaffPerson['memberships']): Promise<boolean> {
  const mine = await tx
    .select({ locationId: memberships.locationId, roles: memberships.roles })
    .from(memberships)
    .where(eq(memberships.userId, tenant.userId));
  const rolesAt = new Map<number, readonly string[]>(mine.map((row) => [row.locationId, row.roles]));
  return mayManageAccessCode((locationId) => rolesAt.get(locationId) ?? [], leaving);
}
