import { and, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { type MembershipRoles, mayManageAccessCode } from '../../../src/domain/rules/access-codes';
import type { Db } from '../../db/client';
import { memberships, users } from '../../db/schema';

/**
 * Condition on memberships joined to users: the people who sign in at the location (not the
 * employees without a login).
 */
export function staffAtLocation(locationId: number): SQL | undefined {
  return and(eq(memberships.locationId, locationId), or(isNotNull(users.email), isNotNull(users.phone)));
}

/**
 * The ids among `personIds` whose access code `viewerId` may manage (mayManageAccessCode): every
 * membership of the person, at any location or company, is weighed against the viewer's roles there.
 */
export async function manageableCodeHolders(
  db: Db,
  viewerId: number,
  personIds: number[],
): Promise<Set<number>> {
  if (personIds.length === 0) return new Set();
  const [theirs, mine] = await Promise.all([
    db
      .select({ userId: memberships.userId, locationId: memberships.locationId, roles: memberships.roles })
      .from(memberships)
      .where(inArray(memberships.userId, personIds)),
    db
      .select({ locationId: memberships.locationId, roles: memberships.roles })
      .from(memberships)
      .where(eq(memberships.userId, viewerId)),
  ]);
  const viewerRoles = new Map<number, readonly string[]>(mine.map((row) => [row.locationId, row.roles]));
  const byPerson = new Map<number, MembershipRoles[]>();
  for (const row of theirs) byPerson.set(row.userId, [...(byPerson.get(row.userId) ?? []), row]);
  const viewerRolesAt = (locationId: number) => viewerRoles.get(locationId) ?? [];
  return new Set(personIds.filter((id) => mayManageAccessCode(viewerRolesAt, byPerson.get(id) ?? [])));
}
