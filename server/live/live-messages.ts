import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { noteAnnouncedChange } from './local-changes';

/** The PostgreSQL channel every server process LISTENs on (both databases speak LISTEN/NOTIFY). */
export const LIVE_CHANNEL = 'mostrador_live';

/** Areas a change hint names; a screen refetches what shows that area. */
export const LIVE_AREAS = ['waitlist', 'messages', 'subscription', 'orders', 'loyalty'] as const;
export type LiveArea = (typeof LIVE_AREAS)[number];

/** Something of one location changed (the hint carries area and id, never the data). */
export interface LiveChange {
  type: 'change';
  companyId: number;
  locationId: number;
  area: LiveArea;
  id: number;
  /** Unique per announcement: the hub tells its listeners of it once, locally or by notification. */
  key?: string;
}

/** A session ended (logout): its open streams close on every server. */
export interface LiveSessionEnd {
  type: 'session-end';
  sessionId: number;
}

/** A user lost access (suspended, or removed from a company): their streams close on every server. */
export interface LiveUserEnd {
  type: 'user-end';
  userId: number;
  /** Only the streams at this company's locations; every stream of the user when absent. */
  companyId?: number;
}

export type LiveMessage = LiveChange | LiveSessionEnd | LiveUserEnd;

async function notify(db: Db | Tx, message: LiveMessage): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`);
}

/**
 * Announces a change inside the writing transaction: PostgreSQL (and PGlite) deliver the
 * notification when the transaction commits and drop it when it rolls back, so a hint never
 * precedes or outlives its data.
 */
export async function announceChange(db: Db | Tx, change: Omit<LiveChange, 'type' | 'key'>): Promise<void> {
  const message: LiveChange = { type: 'change', ...change, key: `${PROCESS_KEY}-${++announcements}` };
  await notify(db, message);
  noteAnnouncedChange(message);
}

/** What makes this process's announcement keys its own. */
const PROCESS_KEY = randomUUID().slice(0, 8);
let announcements = 0;

export function announceSessionEnd(db: Db | Tx, sessionId: number): Promise<void> {
  return notify(db, { type: 'session-end', sessionId });
}

/**
 * Ends the user's open streams on every server when the transaction commits: call it in the
 * transaction that suspends the user (no companyId) or removes them from a company.
 */
export function announceUserEnd(db: Db | Tx, userId: number, companyId?: number): Promise<void> {
  return notify(
    db,
    companyId === undefined ? { type: 'user-end', userId } : { type: 'user-end', userId, companyId },
  );
}

/** A notification's payload, or null when it is not one of ours. */
export function parseLiveMessage(payload: string): LiveMessage | null {
  try {
    const message = JSON.parse(payload) as Partial<LiveMessage>;
    if (message.type === 'session-end' && typeof message.sessionId === 'number')
      return message as LiveSessionEnd;
    if (
      message.type === 'user-end' &&
      typeof message.userId === 'number' &&
      (message.companyId === undefined || typeof message.companyId === 'number')
    )
      return message as LiveUserEnd;
    if (
      message.type === 'change' &&
      typeof message.companyId === 'number' &&
      typeof message.locationId === 'number' &&
      typeof message.id === 'number' &&
      (message.key === undefined || typeof message.key === 'string') &&
      LIVE_AREAS.includes(message.area as LiveArea)
    ) {
      return message as LiveChange;
    }
  } catch {
    // Not JSON: not ours.
  }
  return null;
}
