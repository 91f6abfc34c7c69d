import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import {
  CARD_CODE_LIFETIME_SECS,
  CARD_CODE_REFRESH_SECS,
  LOYALTY_MESSAGES,
} from '../../../src/domain/contract/loyalty';
import type { Db, Tx } from '../../db/client';
import { loyaltyCardCodes, loyaltyCards } from '../../db/schema';
import { loyaltyRefusal } from './loyalty-errors';

/** A shown code is reused while it has at least this long to live (240 s: a new one each minute). */
const REUSE_MIN_SECS = CARD_CODE_LIFETIME_SECS - CARD_CODE_REFRESH_SECS;
/** A code read before it expired still completes the sale this long after (the cashier may take a while). */
export const CODE_COMPLETE_GRACE_SECS = 600;
const MAX_ATTEMPTS = 20;

const secondsAfter = (now: Date, secs: number) => new Date(now.getTime() + secs * 1000);

function randomCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Whole seconds until currentCardCode stops handing out a code expiring at `expiresAt` (0 when past). */
export function secondsUntilNewCode(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - REUSE_MIN_SECS * 1000 - now.getTime()) / 1000));
}

/**
 * The code the card's QR shows now: its newest unused code with ≥ 240 s left, else a new random
 * 6-digit code living CARD_CODE_LIFETIME_SECS, unique among the company's codes. A code taken by a
 * row that expired more than the completion grace ago is recycled; any other collision retries.
 */
export async function currentCardCode(
  tx: Db | Tx,
  input: { companyId: number; cardId: number; now: Date },
): Promise<{ code: string; expiresAt: Date }> {
  const { companyId, cardId, now } = input;
  const [reusable] = await tx
    .select({ code: loyaltyCardCodes.code, expiresAt: loyaltyCardCodes.expiresAt })
    .from(loyaltyCardCodes)
    .where(
      and(
        eq(loyaltyCardCodes.cardId, cardId),
        isNull(loyaltyCardCodes.usedAt),
        gte(loyaltyCardCodes.expiresAt, secondsAfter(now, REUSE_MIN_SECS)),
      ),
    )
    .orderBy(desc(loyaltyCardCodes.expiresAt))
    .limit(1);
  if (reusable) return reusable;
  const expiresAt = secondsAfter(now, CARD_CODE_LIFETIME_SECS);
  const recyclableBefore = secondsAfter(now, -CODE_COMPLETE_GRACE_SECS);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const code = randomCode();
    const [row] = await tx
      .insert(loyaltyCardCodes)
      .values({ companyId, cardId, code, expiresAt, createdAt: now })
      .onConflictDoUpdate({
        target: [loyaltyCardCodes.companyId, loyaltyCardCodes.code],
        set: { cardId, expiresAt, usedAt: null, createdAt: now },
        setWhere: sql`${loyaltyCardCodes.expiresAt} < ${recyclableBefore}`,
      })
      .returning({ code: loyaltyCardCodes.code });
    if (row) return { code: row.code, expiresAt };
  }
  throw new Error('no free card code');
}

/**
 * Prepare by code: the card an unused, unexpired code of the company names. Unknown, expired, used
 * or another company's: 422 codeInvalid on `input_value`.
 */
export async function cardOfCode(
  db: Db | Tx,
  input: { companyId: number; code: string; now: Date },
): Promise<{ cardId: number; contactId: number }> {
  const [row] = await db
    .select({ cardId: loyaltyCards.id, contactId: loyaltyCards.contactId })
    .from(loyaltyCardCodes)
    .innerJoin(loyaltyCards, eq(loyaltyCards.id, loyaltyCardCodes.cardId))
    .where(
      and(
        eq(loyaltyCardCodes.companyId, input.companyId),
        eq(loyaltyCardCodes.code, input.code),
        isNull(loyaltyCardCodes.usedAt),
        gt(loyaltyCardCodes.expiresAt, input.now),
      ),
    )
    .limit(1);
  if (!row) throw loyaltyRefusal('input_value', LOYALTY_MESSAGES.codeInvalid);
  return row;
}

/**
 * Complete with a code: marks the company's code used, in the caller's transaction, when it is
 * unused, expired no more than 10 minutes ago and names the contact (when one is given). Returns
 * the contact it names; otherwise 422 codeInvalid on `auth_code`. The conditional update makes a
 * second completion with the same code (another device) fail: the wallet is spent once.
 */
export async function claimAuthCode(
  tx: Tx,
  input: { companyId: number; code: string; contactId: number | null; now: Date },
): Promise<number> {
  const { companyId, code, contactId, now } = input;
  const [row] = await tx
    .update(loyaltyCardCodes)
    .set({ usedAt: now })
    .from(loyaltyCards)
    .where(
      and(
        eq(loyaltyCardCodes.companyId, companyId),
        eq(loyaltyCardCodes.code, code),
        isNull(loyaltyCardCodes.usedAt),
        gt(loyaltyCardCodes.expiresAt, secondsAfter(now, -CODE_COMPLETE_GRACE_SECS)),
        eq(loyaltyCards.id, loyaltyCardCodes.cardId),
        contactId === null ? undefined : eq(loyaltyCards.contactId, contactId),
      ),
    )
    .returning({ contactId: loyaltyCards.contactId });
  if (!row) throw loyaltyRefusal('auth_code', LOYALTY_MESSAGES.codeInvalid);
  return row.contactId;
}
