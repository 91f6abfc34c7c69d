import { and, asc, desc, eq, gt, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { StaffOverview } from '../../../src/domain/contract/account';
import { canAccess } from '../../../src/domain/roles';
import { invitableStaffRoles } from '../../../src/domain/rules/staff-roles';
import type { Db } from '../../db/client';
import { invitations, memberships, users } from '../../db/schema';
import type { Tenant } from '../../http/tenancy';

/** Condition on memberships joined to users: the people who sign in at the location (not the employees without a login). */
export function staffAtLocation(locationId: number): SQL | undefined {
  return and(eq(memberships.locationId, locationId), or(isNotNull(users.email), isNotNull(users.phone)));
}

/**
 * GET /v1/user/staff: the people who sign in at the tenant's location, its pending invitations,
 * newest first, and the roles this user may invite with. Access codes go only to those who may
 * manage users ('users-write'); a reader gets them as null.
 */
export async function staffOverview(db: Db, tenant: Tenant, now: Date): Promise<StaffOverview> {
  const seesCodes = canAccess(tenant.roles, 'users-write');
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
  return {
    users: seesCodes ? people : people.map((person) => ({ ...person, link_code: null })),
    invitations: pending.map(({ createdAt, expiresAt, ...row }) => ({
      ...row,
      created_at: createdAt.toISOString(),
      expires_at: expiresAt.toISOString(),
    })),
    invitable_roles: invitableStaffRoles(tenant.roles),
  };
}
