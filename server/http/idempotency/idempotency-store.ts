import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

/** Keys are kept 48 h (DESIGN §5: the offline outbox may replay that late). */
export const KEY_RETENTION_MS = 48 * 60 * 60 * 1000;
/**
 * A claim without an answer after this long was cut off (the process died): released when its
 * change never committed, answered 'applied' when it did.
 */
export const ABANDONED_CLAIM_MS = 10 * 60 * 1000;

export interface IdempotencyRequest {
  /** 'user:{id}' for a signed-in user, 'public' for a customers' page. */
  scope: string;
  userId: number | null;
  key: string;
  method: string;
  path: string;
  fingerprint: string;
}

export type ClaimResult =
  | { kind: 'claimed'; id: number }
  | { kind: 'replay'; statusCode: number; response: unknown }
  | { kind: 'in-progress' }
  /** The change committed but its answer was never stored (the process died in between). */
  | { kind: 'applied' }
  | { kind: 'mismatch' };

type StoredKey = typeof idempotencyKeys.$inferSelect;

const ageOf = (row: StoredKey, now: Date) => now.getTime() - row.createdAt.getTime();

/** Past retention, or cut off before its change committed: the key may act again. */
function isStale(row: StoredKey, now: Date): boolean {
  const age = ageOf(row, now);
  return (
    age > KEY_RETENTION_MS ||
    (row.statusCode === null && row.committedAt === null && age > ABANDONED_CLAIM_MS)
  );
}

/**
 * Claims (scope, key) through the table's unique constraint, so of two concurrent requests
 * with one key only one acts; the other sees the stored answer or "in progress".
 */
export async function claimKey(db: Db, request: IdempotencyRequest, now: Date): Promise<ClaimResult> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [inserted] = await db
      .insert(idempotencyKeys)
      .values({
        scope: request.scope,
        userId: request.userId,
        key: request.key,
        method: request.method,
        path: request.path,
        requestHash: request.fingerprint,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
      .returning({ id: idempotencyKeys.id });
    if (inserted) return { kind: 'claimed', id: inserted.id };

    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)))
      .limit(1);
    if (!existing) continue;
    if (isStale(existing, now)) {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, existing.id));
      continue;
    }
    const sameRequest =
      existing.method === request.method &&
      existing.path === request.path &&
      existing.requestHash === request.fingerprint;
    if (!sameRequest) return { kind: 'mismatch' };
    if (existing.statusCode === null) {
      const cutOff = existing.committedAt !== null && ageOf(existing, now) > ABANDONED_CLAIM_MS;
      return cutOff ? { kind: 'applied' } : { kind: 'in-progress' };
    }
    return { kind: 'replay', statusCode: existing.statusCode, response: existing.response };
  }
  return { kind: 'in-progress' };
}

/** Stores the answer of a claimed key. */
export async function completeKey(db: Db, id: number, statusCode: number, response: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, response: response ?? null })
    .where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.statusCode)));
}

/**
 * Records, inside the handler's transaction, that the claim's change is committing: if the
 * process dies before the answer is stored, a replay must not act again.
 */
export async function markCommitted(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.update(idempotencyKeys).set({ committedAt: now }).where(eq(idempotencyKeys.id, id));
}

/** Forgets a claim whose request failed on the server's side before its change committed, so a retry may act. */
export async function releaseKey(db: Db, id: number): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.committedAt)));
}

/** Deletes keys older than the retention period. */
export async function purgeExpiredKeys(db: Db, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_RETENTION_MS)));
}
