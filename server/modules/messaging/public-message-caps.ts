import { and, count, eq, gt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PUBLIC_MESSAGES_PER_DAY } from '../../../src/domain/contract/waitlist';
import type { Db, Tx } from '../../db/client';
import { messages } from '../../db/schema';

/**
 * Messages that anonymous pages (online registration, online orders) may make a business send in
 * 24 hours, and that one phone may receive from them across the platform. Past either, the
 * registration or order still happens but no message goes out (SMS pumping, credit draining).
 */
export const PUBLIC_MESSAGE_CAPS = { perBusiness: PUBLIC_MESSAGES_PER_DAY, perPhone: 3 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Who an anonymous page's message goes to: the customer who typed a phone (both caps), or the
 * business's own number (new-order alerts: the business cap only).
 */
export type PublicTrigger = 'to-customer' | 'to-business';

export class PublicMessageCapError extends Error {
  constructor(readonly cap: keyof typeof PUBLIC_MESSAGE_CAPS) {
    super(`public message cap reached: ${cap}`);
    this.name = 'PublicMessageCapError';
  }
}

/** Where the caps' 24 hours start, for a check at `now`. */
export const publicCapWindowStart = (now: Date) => new Date(now.getTime() - DAY_MS);

/** Condition: a message an anonymous page triggered, matching `condition`, since `since`. */
const publicMessageSince = (condition: SQL, since: Date | SQLWrapper) =>
  and(eq(messages.publicTrigger, true), condition, gt(messages.createdAt, since));

async function publicMessagesSince(db: Db | Tx, condition: SQL, since: Date) {
  const [row] = await db.select({ sent: count() }).from(messages).where(publicMessageSince(condition, since));
  return row?.sent ?? 0;
}

/**
 * Whether the business has reached today's cap, as a value of another select (status-data reads
 * it in its one query): `companyId` may be a column of that select, `since` a placeholder for
 * publicCapWindowStart.
 */
export function publicMessageCapReachedSql(
  companyId: number | AnyPgColumn,
  since: Date | SQLWrapper,
): SQL<boolean> {
  return sql<boolean>`((select count(*) from ${messages} where ${publicMessageSince(eq(messages.companyId, companyId), since)}) >= ${PUBLIC_MESSAGE_CAPS.perBusiness})`;
}

/** Whether the business has reached today's cap (shown to it on the host's screen). */
export async function publicMessageCapReached(db: Db | Tx, companyId: number, now: Date): Promise<boolean> {
  const since = publicCapWindowStart(now);
  return (
    (await publicMessagesSince(db, eq(messages.companyId, companyId), since)) >=
    PUBLIC_MESSAGE_CAPS.perBusiness
  );
}

/** Throws PublicMessageCapError when a message an anonymous page triggers would pass a cap. */
export async function checkPublicMessageCaps(
  tx: Tx,
  message: { companyId: number; recipient: string; trigger: PublicTrigger; now: Date },
): Promise<void> {
  const since = publicCapWindowStart(message.now);
  if (
    message.trigger === 'to-customer' &&
    (await publicMessagesSince(tx, eq(messages.recipient, message.recipient), since)) >=
      PUBLIC_MESSAGE_CAPS.perPhone
  ) {
    throw new PublicMessageCapError('perPhone');
  }
  if (await publicMessageCapReached(tx, message.companyId, message.now)) {
    throw new PublicMessageCapError('perBusiness');
  }
}
