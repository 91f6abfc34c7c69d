import { and, arrayContains, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Role } from '../../../src/domain/roles';
import type { Db } from '../../db/client';
import { memberships, users } from '../../db/schema';

/**
 * Condition on memberships joined to users: the people who sign in at the location (not the
 * employees without a login).
 */
export function staffAtLocation(locationId: number): SQL | undefined {
  return and(eq(memberships.locationId, locationId), or(isNotNull(users.email), isNotNull(users.phone)));
}

/** The ids among `userIds` who are an owner (super-admin) at any location: their code signs in there too. */
export async function ownersAmong(db: Db, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: memberships.userId })
    .from(memberships)
    .where(and(inArray(memberships.userId, userIds), arrayContains(memberships.roles, ['super-admin'])));
  return new Set(rows.map((row) => row.userId));
}

/** The roles the access-code rule weighs for a person: an owner anywhere counts as an owner. */
export function codeRoles(roles: Role[], isOwnerAnywhere: boolean): Role[] {
  return isOwnerAnywhere ? [...roles, 'super-admin'] : roles;
}
