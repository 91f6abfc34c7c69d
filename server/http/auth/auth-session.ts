import { and, eq, gt, sql } from 'drizzle-orm';
import { isRole, type Role } from '../../../src/domain/roles';
import type { Db } from '../../db/client';
import { locations, memberships, sessions, users } from '../../db/schema';

/** The signed-in user as account settings show it (01 §3.1). */
export interface SessionUser {
  id: number;
  email: string | null;
  phone: string | null;
  name: string;
  phone_verified: boolean;
  email_verified: boolean;
}

/** The signed-in user's session as the request sees it. */
export interface AuthSession {
  sessionId: number;
  userId: number;
  user: SessionUser;
  expiresAt: Date;
  lastSeenAt: Date;
  /** The current location and its company; null until one is selected (or access was removed). */
  locationId: number | null;
  companyId: number | null;
  /** Roles at the current location (empty without one). */
  roles: Role[];
}

/** The live session of a token hash (one query), or null when missing, expired or the user is not active. */
export async function findAuthSession(db: Db, tokenHash: string, now: Date): Promise<AuthSession | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      user: {
        id: users.id,
        email: users.email,
        phone: users.phone,
        name: users.name,
        phone_verified: users.phoneVerified,
        email_verified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      },
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      locationId: memberships.locationId,
      companyId: locations.companyId,
      roles: memberships.roles,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.status, 'active')))
    .leftJoin(
      memberships,
      and(eq(memberships.userId, sessions.userId), eq(memberships.locationId, sessions.locationId)),
    )
    .leftJoin(locations, eq(locations.id, memberships.locationId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  const hasLocation = row.locationId !== null && row.companyId !== null;
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    user: row.user,
    expiresAt: row.expiresAt,
    lastSeenAt: row.lastSeenAt,
    locationId: hasLocation ? row.locationId : null,
    companyId: hasLocation ? row.companyId : null,
    roles: hasLocation ? (row.roles ?? []).filter(isRole) : [],
  };
}
