import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { StaffOverview } from '../../../src/domain/contract/account';
import { invitableStaffRoles } from '../../../src/domain/rules/staff-roles';
import type { Db } from '../../db/client';
import { invitations, memberships, users } from '../../db/schema';
import type { Tenant } from '../../http/tenancy';
import { manageableCodeHolders, staffAtLocation } from './staff-members';

/**
 * GET /v1/user/staff: the people who sign in at the tenant's location, its pending invitations,
 * newest first, and the roles this user may invite with. Whether a person has an access code is
 * said only to whoever may manage it (mayManageAccessCode: a reader never, a user manager not an
 * owner's, nor that of someone with rights at a location where this user manages no users); the
 * code itself is never listed (only its keyed hash is kept: it is shown once, when made).
 */
export async function staffOverview(db: Db, tenant: Tenant, now: Date): Promise<StaffOverview> {
  const [people, pending] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        roles: memberships.roles,
        status: users.status,
        linkCodeHash: users.linkCodeHash,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(staffAtLocation(tenant.locationId))
      .orderBy(asc(users.name), asc(users.id)),
    db
      .select({
        id: invitations.id,
        name: invitations.name,
        email: invitations.email,
        role: invitations.role,
        createdAt: invitations.createdAt,
        expiresAt: invitations.expiresAt,
      })
      .from(invitations)
      .where(
        and(
          eq(invitations.locationId, tenant.locationId),
          isNull(invitations.acceptedAt),
          gt(invitations.expiresAt, now),
        ),
      )
      .orderBy(desc(invitations.createdAt), desc(invitations.id)),
  ]);
  const manageable = await manageableCodeHolders(
    db,
    tenant.userId,
    people.map((person) => person.id),
  );
  return {
    users: people.map(({ linkCodeHash, ...person }) => ({
      ...person,
      has_link_code: manageable.has(person.id) && linkCodeHash !== null,
      link_code_manageable: manageable.has(person.id),
    })),
    invitations: pending.map(({ createdAt, expiresAt, ...row }) => ({
      ...row,
      created_at: createdAt.toISOString(),
      expires_at: expiresAt.toISOString(),
    })),
    invitable_roles: invitableStaffRoles(tenant.roles),
  };
}
