import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { StaffOverview } from '../../../src/domain/contract/account';
import { mayManageAccessCode } from '../../../src/domain/rules/access-codes';
import { invitableStaffRoles } from '../../../src/domain/rules/staff-roles';
import type { Db } from '../../db/client';
import { invitations, memberships, users } from '../../db/schema';
import type { Tenant } from '../../http/tenancy';
import { codeRoles, ownersAmong, staffAtLocation } from './staff-members';

/**
 * GET /v1/user/staff: the people who sign in at the tenant's location, its pending invitations,
 * newest first, and the roles this user may invite with. A person's access code is null unless
 * this user may manage it (mayManageAccessCode: a reader never, a user manager not an owner's).
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
        link_code: users.linkCode,
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
  const owners = await ownersAmong(
    db,
    people.map((person) => person.id),
  );
  return {
    users: people.map((person) =>
      mayManageAccessCode(tenant.roles, codeRoles(person.roles, owners.has(person.id)))
        ? person
        : { ...person, link_code: null },
    ),
    invitations: pending.map(({ createdAt, expiresAt, ...row }) => ({
      ...row,
      created_at: createdAt.toISOString(),
      expires_at: expiresAt.toISOString(),
    })),
    invitable_roles: invitableStaffRoles(tenant.roles),
  };
}
