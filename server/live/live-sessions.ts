import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

/**
 * Which of these sessions are still valid (not expired, not ended, their user active): one
 * query for every open stream of this server.
 */
export async function findLiveSessions(db: Db, sessionIds: number[], now: Date): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.status, 'active')))
    .where(and(inArray(sessions.id, sessionIds), gt(sessions.expiresAt, now)));
  return new Set(rows.map((row) => row.id));
}
