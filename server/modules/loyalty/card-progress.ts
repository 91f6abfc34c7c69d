import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { LoyaltyProgress } from '../../../src/domain/contract/loyalty';
import { fromCents, toCents } from '../../../src/domain/rules/loyalty-wallet';
import type { Db, Tx } from '../../db/client';
import { loyaltyRewards, loyaltyStamps, loyaltyWalletLots } from '../../db/schema';
import type { LoyaltyProgramRow } from './program-view';

/** What a card without movements (or of a canceled program) shows. */
export function emptyProgress(program: Pick<LoyaltyProgramRow, 'requiredQuantity'>): LoyaltyProgress {
  return { user_balance: 0, current_quantity: 0, required_quantity: program.requiredQuantity, rewards: [] };
}

/** The wallet balance that can be spent now: what is left of the card's unexpired lots. */
export async function walletBalance(db: Db | Tx, cardId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${loyaltyWalletLots.remaining})` })
    .from(loyaltyWalletLots)
    .where(and(eq(loyaltyWalletLots.cardId, cardId), gt(loyaltyWalletLots.expiresAt, now)));
  return fromCents(toCents(Number(row?.total ?? 0)));
}

/** Stamps on the current card: unexpired and not yet part of a completed card. */
export async function currentStamps(db: Db | Tx, cardId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(loyaltyStamps)
    .where(
      and(eq(loyaltyStamps.cardId, cardId), isNull(loyaltyStamps.rewardId), gt(loyaltyStamps.expiresAt, now)),
    );
  return row?.value ?? 0;
}

/** Rewards of completed cards neither redeemed nor expired, soonest expiry first. */
export function openRewards(db: Db | Tx, cardId: number, now: Date) {
  return db
    .select({ id: loyaltyRewards.id, expiresAt: loyaltyRewards.expiresAt })
    .from(loyaltyRewards)
    .where(
      and(
        eq(loyaltyRewards.cardId, cardId),
        isNull(loyaltyRewards.redeemedAt),
        gt(loyaltyRewards.expiresAt, now),
      ),
    )
    .orderBy(asc(loyaltyRewards.expiresAt), asc(loyaltyRewards.id));
}

/**
 * A card's progress at `now` (01 §3.4): the wallet balance (cashback), the current stamps and the
 * open rewards (stamp card). No card yet, or a canceled program (its progress is lost): all empty.
 */
export async function cardProgress(
  db: Db | Tx,
  card: { id: number } | null,
  program: Pick<LoyaltyProgramRow, 'type' | 'status' | 'requiredQuantity'>,
  now: Date,
): Promise<LoyaltyProgress> {
  if (card === null || program.status === 'canceled') return emptyProgress(program);
  if (program.type === 'cashback') {
    return { ...emptyProgress(program), user_balance: await walletBalance(db, card.id, now) };
  }
  const quantity = await currentStamps(db, card.id, now);
  const rewards = await openRewards(db, card.id, now);
  return {
    user_balance: 0,
    current_quantity: quantity,
    required_quantity: program.requiredQuantity,
    rewards: rewards.map((reward) => ({ id: reward.id, expires_at: reward.expiresAt.toISOString() })),
  };
}
