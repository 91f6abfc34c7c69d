// Queue items, their messages and events, and the company's message balance, for the host-stand tests.
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../../server/db/client';
import { newPublicCode } from '../../../server/db/public-code';
import { creditEntries, locations, messages, queueEvents, queueItems } from '../../../server/db/schema';
import { DEMO_LOCATIONS } from '../../../server/db/seed/demo-business';
import { creditTotals } from '../../../server/modules/subscription/credits/credit-balance';
import { companyOf } from './company-of';

export interface DemoLocation {
  id: number;
  companyId: number;
}

/** The demo's main location (the host's) and its branch. */
export async function demoLocations(db: Db): Promise<{ main: DemoLocation; branch: DemoLocation }> {
  const rows = await db
    .select({ id: locations.id, companyId: locations.companyId, username: locations.username })
    .from(locations);
  const find = (username: string) => {
    const row = rows.find((location) => location.username === username);
    if (!row) throw new Error(`no demo location ${username}`);
    return { id: row.id, companyId: row.companyId };
  };
  return { main: find(DEMO_LOCATIONS.main.username), branch: find(DEMO_LOCATIONS.branch.username) };
}

export type NewQueueItem = Partial<typeof queueItems.$inferInsert> & { locationId: number };

/** Inserts a queue item (a pending waitlist entry unless told otherwise); returns its id. */
export async function insertQueueItem(db: Db, values: NewQueueItem): Promise<number> {
  const [row] = await db
    .insert(queueItems)
    .values({
      type: 'waitlist',
      name: 'Cliente Prueba',
      phone: '+525511112222',
      groupSize: 2,
      publicCode: newPublicCode(),
      companyId: await companyOf(db, values.locationId),
      ...values,
    })
    .returning({ id: queueItems.id });
  if (!row) throw new Error('queue item not inserted');
  return row.id;
}

export async function queueItemRow(db: Db, id: number) {
  const [row] = await db.select().from(queueItems).where(eq(queueItems.id, id));
  if (!row) throw new Error(`no queue item ${id}`);
  return row;
}

/** The item's messages, oldest first. */
export function messagesOf(db: Db, queueItemId: number) {
  return db.select().from(messages).where(eq(messages.queueItemId, queueItemId)).orderBy(asc(messages.id));
}

/** The types of the item's events, oldest first. */
export async function eventTypesOf(db: Db, queueItemId: number): Promise<string[]> {
  const rows = await db
    .select({ type: queueEvents.type })
    .from(queueEvents)
    .where(eq(queueEvents.queueItemId, queueItemId))
    .orderBy(asc(queueEvents.createdAt), asc(queueEvents.id));
  return rows.map((row) => row.type);
}

async function balance(db: Db, companyId: number): Promise<number> {
  const totals = await creditTotals(db, companyId, 'messages', new Date());
  return totals.total - totals.used;
}

/** Brings the company's message balance to exactly `keep`: a spend on the plan grant, or a purchased pack. */
export async function leaveBalance(db: Db, companyId: number, keep: number): Promise<void> {
  const difference = (await balance(db, companyId)) - keep;
  if (difference > 0) {
    const [grant] = await db
      .select({ id: creditEntries.id })
      .from(creditEntries)
      .where(and(eq(creditEntries.companyId, companyId), eq(creditEntries.kind, 'plan')));
    await db
      .insert(creditEntries)
      .values({ companyId, type: 'messages', kind: 'spend', amount: -difference, grantId: grant?.id ?? 0 });
  } else if (difference < 0) {
    const now = new Date();
    await db.insert(creditEntries).values({
      companyId,
      type: 'messages',
      kind: 'purchase',
      amount: -difference,
      validFrom: now,
      expiresAt: new Date(now.getTime() + 365 * 86_400_000),
    });
  }
  expect(await balance(db, companyId)).toBe(keep);
}
