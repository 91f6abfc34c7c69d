import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, sessions, users } from '../../db/schema';
import { hashSessionToken, newSessionToken } from '../../http/auth/session-token';
import { hashPassword, needsRehash } from '../../security/password';
import { checkPasswordWithBackoff } from './account-password';
import { loginFailureKey } from './login-backoff';
import { findUserByIdentifier, type Identifier } from './user-lookup';

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export interface LoginContext {
  now: Date;
  ttlHours: number;
  userAgent: string | undefined;
  ip: string;
}

/**
 * Checks the credentials and opens a session, or returns null. The password is always
 * verified (against a dummy hash for an unknown user), so a wrong password and an unknown
 * user look the same from outside, also in time. A hash made at an older cost is replaced.
 * Each try counts against the account (or the unknown identifier) first: past its free failures
 * it waits (LoginBackoffError, a 429), whatever address the tries come from.
 */
export async function login(
  db: Db,
  credentials: Identifier & { password: string },
  context: LoginContext,
): Promise<NewSession | null> {
  const user = await findUserByIdentifier(db, credentials);
  const passwordMatches = await checkPasswordWithBackoff(
    db,
    loginFailureKey(user?.id, credentials),
    credentials.password,
    user?.passwordHash,
    context.now,
  );
  if (!user?.passwordHash || !passwordMatches || user.status !== 'active') return null;
  if (needsRehash(user.passwordHash)) {
    const passwordHash = await hashPassword(credentials.password);
    await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  }
  return openSession(db, user, context);
}

/** Opens a session for an active user (login, sign-up, access code) at their starting location. */
export async function openSession(
  db: Db,
  user: { id: number; lastLocationId: number | null },
  context: LoginContext,
): Promise<NewSession> {
  const locationId = await startingLocation(db, user.id, user.lastLocationId);
  const token = newSessionToken();
  const expiresAt = new Date(context.now.getTime() + context.ttlHours * 3_600_000);
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId: user.id,
    locationId,
    createdAt: context.now,
    lastSeenAt: context.now,
    expiresAt,
    userAgent: context.userAgent?.slice(0, 500) ?? null,
    ip: context.ip.slice(0, 64),
  });
  if (locationId !== null && locationId !== user.lastLocationId) {
    await db.update(users).set({ lastLocationId: locationId }).where(eq(users.id, user.id));
  }
  await db.delete(sessions).where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, context.now)));
  return { token, expiresAt };
}

/** The last used location if the user still has access to it, else the first one (TEAM.md). */
async function startingLocation(
  db: Db,
  userId: number,
  lastLocationId: number | null,
): Promise<number | null> {
  const rows = await db
    .select({ locationId: memberships.locationId })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.id));
  const allowed = rows.map((row) => row.locationId);
  if (lastLocationId !== null && allowed.includes(lastLocationId)) return lastLocationId;
  return allowed[0] ?? null;
}
