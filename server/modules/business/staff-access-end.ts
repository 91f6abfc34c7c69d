import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sessions } from '../../db/schema';
import { announceSessionEnd } from '../../live/live-messages';

/**
 * Closes the open live streams of these sessions on every server, when the transaction commits.
 * Through the existing 'session-end' notification until server/live offers its own call to end
 * the streams of given sessions or users; then this body becomes that call.
 */
export async function endLiveStreamsOfSessions(tx: Tx, sessionIds: readonly number[]): Promise<void> {
  for (const sessionId of sessionIds) await announceSessionEnd(tx, sessionId);
}

/**
 * A person lost access: their sessions (all, or those at the given locations) are deleted and
 * their open streams end, so every open screen of theirs goes back to the login at once.
 */
export async function endSessionsOf(tx: Tx, userId: number, at: readonly number[] | 'all'): Promise<void> {
  const where =
    at === 'all'
      ? eq(sessions.userId, userId)
      : and(eq(sessions.userId, userId), inArray(sessions.locationId, [...at]));
  const ended = await tx.delete(sessions).where(where).returning({ id: sessions.id });
  await endLiveStreamsOfSessions(
    tx,
    ended.map((session) => session.id),
  );
}

/**
 * A person's rights at a location changed: their streams there end (the app reconnects and reads
 * its rights again at once), their sessions stay.
 */
export async function restartStreamsAt(tx: Tx, userId: number, locationId: number): Promise<void> {
  const open = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.locationId, locationId)));
  await endLiveStreamsOfSessions(
    tx,
    open.map((session) => session.id),
  );
}
