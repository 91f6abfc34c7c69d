import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { isStopReply } from '../../../src/domain/rules/stop-reply';
import type { Db } from '../../db/client';
import { contacts, messages } from '../../db/schema';

/**
 * A customer's 'STOP' or 'BAJA' reply unsubscribes them from campaigns. One sender number serves
 * every business, so the reply is taken to answer the business that last wrote to that phone:
 * its customers with that phone stop receiving campaigns. Answers how many were unsubscribed.
 * Runs on the path the webhook is given (the platform's: the reply names no company).
 */
export async function applyStopReply(db: Db, phone: string, text: string, now: Date): Promise<number> {
  if (!isStopReply(text)) return 0;
  const [last] = await db
    .select({ companyId: messages.companyId })
    .from(messages)
    .where(and(eq(messages.recipient, phone), isNotNull(messages.companyId)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  if (!last?.companyId) return 0;
  const changed = await db
    .update(contacts)
    .set({ isSubscribed: false, updatedAt: now })
    .where(
      and(eq(contacts.companyId, last.companyId), eq(contacts.phone, phone), eq(contacts.isSubscribed, true)),
    )
    .returning({ id: contacts.id });
  return changed.length;
}
