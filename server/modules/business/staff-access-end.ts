import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sessions } from '../../db/schema';
import { announceUserEnd } from '../../live/live-messages';

/** Where a person lost access: everywhere (a suspension), or at some locations of one company. */
export type AccessLost = 'everywhere' | { companyId: number; locationIds: readonly number[] };

/**
 * A person lost access: their sessions (all, or those at the locations left) are deleted, and one
 * 'user-end' notification closes every open stream of theirs (at that company, or anywhere) on
 * every server when the transaction commits. The app reacts to the dropped stream by reading its
 * account again; the deleted session answers 401 and the app returns to the login. A stream of
 * theirs at a location they keep reconnects within seconds.
 */
export async function endSessionsOf(tx: Tx, userId: number, lost: AccessLost): Promise<void> {
  await tx
    .delete(sessions)
    .where(
      lost === 'everywhere'
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), inArray(sessions.locationId, [...lost.locationIds])),
    );
  await announceUserEnd(tx, userId, lost === 'everywhere' ? undefined : lost.companyId);
}

/**
 * A person's rights at a company changed: their streams there end (the app reconnects and reads
 * its rights again at once), their sessions stay.
 */
export async function restartStreamsOf(tx: Tx, userId: number, companyId: number): Promise<void> {
  await announceUserEnd(tx, userId, companyId);
}
