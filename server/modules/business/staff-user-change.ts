import { and, arrayContains, eq } from 'drizzle-orm';
import { STAFF_USER_MESSAGES, type StaffUserPatchBody } from '../../../src/domain/contract/staff-user';
import { mayChangeStaff, rolesOfLevel } from '../../../src/domain/rules/staff-roles';
import type { Db, Tx } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { ForbiddenError, ValidationError } from '../../http/errors';
import type { Tenant } from '../../http/tenancy';
import { revokeAccessCode } from '../access/staff-link-code';
import { manageableCodeHolders } from '../access/staff-members';
import { endSessionsOf, restartStreamsOf } from './staff-access-end';
import { findStaffPerson, keepAnOwner, type StaffPerson } from './staff-person';

/**
 * PATCH /v1/business/user/{id}: the person's level at the tenant's location and/or their account's
 * status, in one transaction (a refusal changes nothing). A new level ends their live streams at
 * this location, so their open screens read their rights again at once; a suspension ends every
 * session and stream of theirs and rotates their access code. Answers the person's id.
 */
export async function changeStaffUser(
  db: Db,
  tenant: Tenant,
  userId: number,
  body: StaffUserPatchBody,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const person = await findStaffPerson(tx, tenant, userId);
    const nextRoles = body.level ? rolesOfLevel(body.level, body.roles ?? []) : person.roles;
    if (!mayChangeStaff(tenant.roles, person.roles, nextRoles)) {
      throw new ForbiddenError(STAFF_USER_MESSAGES.denied);
    }
    const suspending = body.status === 'suspended' && person.status !== 'suspended';
    if (body.status !== undefined && body.status !== person.status)
      await checkStatusChange(tx, tenant, person);
    if (person.roles.includes('super-admin') && !nextRoles.includes('super-admin')) {
      await keepAnOwner(tx, person.id, [tenant.locationId], 'level');
    }
    if (suspending) await keepAnOwner(tx, person.id, await ownedAnywhere(tx, person.id), 'status');

    if (body.level) {
      await tx
        .update(memberships)
        .set({ roles: nextRoles, updatedAt: now })
        .where(and(eq(memberships.userId, person.id), eq(memberships.locationId, tenant.locationId)));
      await restartStreamsOf(tx, person.id, tenant.companyId);
    }
    if (body.status !== undefined && body.status !== person.status) {
      await tx.update(users).set({ status: body.status, updatedAt: now }).where(eq(users.id, person.id));
    }
    if (suspending) {
      await endSessionsOf(tx, person.id, 'everywhere');
      await revokeAccessCode(tx, person.id, now);
    }
  });
}

/**
 * A suspension locks the account everywhere, so only someone who manages the person at every
 * location they belong to may do it (the access-code rule), and never on themselves.
 */
async function checkStatusChange(tx: Tx, tenant: Tenant, person: StaffPerson): Promise<void> {
  if (person.id === tenant.userId) throw ValidationError.forField('status', STAFF_USER_MESSAGES.selfSuspend);
  if (!(await manageableCodeHolders(tx, tenant.userId, [person.id])).has(person.id)) {
    throw new ForbiddenError(STAFF_USER_MESSAGES.denied);
  }
}

async function ownedAnywhere(tx: Tx, personId: number): Promise<number[]> {
  const rows = await tx
    .select({ locationId: memberships.locationId })
    .from(memberships)
    .where(and(eq(memberships.userId, personId), arrayContains(memberships.roles, ['super-admin'])));
  return rows.map((row) => row.locationId);
}
