import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { LOYALTY_DEFAULTS, LOYALTY_MESSAGES } from '../../../src/domain/contract/loyalty';
import type { Tx } from '../../db/client';
import { loyaltyRewards, loyaltyStamps } from '../../db/schema';
import { currentStamps, openRewards } from './card-progress';
import { daysAfter } from './days-after';
import { loyaltyRefusal } from './loyalty-errors';
import type { LoyaltyProgramRow } from './program-view';

export interface StampPlan {
  /** Stamps on the card after this sale (the full card when it completes it). */
  currentAfter: number;
  required: number;
  completes: boolean;
  /** The open reward this sale redeems, soonest expiry first. */
  redeemRewardId: number | null;
}

/** What a stamp-card sale does to the (locked) card; redeeming without an open reward is a 422. */
export async function planStampSale(
  tx: Tx,
  input: { program: LoyaltyProgramRow; cardId: number; redeem: boolean; now: Date },
): Promise<StampPlan> {
  const required = input.program.requiredQuantity ?? LOYALTY_DEFAULTS.required_quantity;
  let redeemRewardId: number | null = null;
  if (input.redeem) {
    const [reward] = await openRewards(tx, input.cardId, input.now);
    if (!reward) throw loyaltyRefusal('redeem_reward', LOYALTY_MESSAGES.noReward);
    redeemRewardId = reward.id;
  }
  const currentAfter = Math.min(required, (await currentStamps(tx, input.cardId, input.now)) + 1);
  return { currentAfter, required, completes: currentAfter >= required, redeemRewardId };
}

/**
 * Writes a stamp-card sale's ledger: redeems the planned reward, adds the stamp, and when the
 * card is full creates its reward (redeemable for the program's redeem days) holding those stamps,
 * so a new card starts at 0. Returns the new reward's expiry, if any.
 */
export async function writeStampLedger(
  tx: Tx,
  input: { program: LoyaltyProgramRow; cardId: number; transactionId: number; plan: StampPlan; now: Date },
): Promise<{ rewardExpiresAt: Date | null }> {
  const { program, cardId, transactionId, plan, now } = input;
  const { companyId } = program;
  if (plan.redeemRewardId !== null) {
    await tx
      .update(loyaltyRewards)
      .set({ redeemedAt: now, redeemedTransactionId: transactionId })
      .where(eq(loyaltyRewards.id, plan.redeemRewardId));
  }
  await tx.insert(loyaltyStamps).values({
    companyId,
    cardId,
    transactionId,
    expiresAt: daysAfter(now, program.validityDays),
    createdAt: now,
  });
  if (!plan.completes) return { rewardExpiresAt: null };
  const expiresAt = daysAfter(now, program.redeemDays ?? LOYALTY_DEFAULTS.redeem_days);
  const [reward] = await tx
    .insert(loyaltyRewards)
    .values({ companyId, cardId, transactionId, expiresAt, createdAt: now })
    .returning({ id: loyaltyRewards.id });
  if (!reward) throw new Error('reward not inserted');
  const stamps = await tx
    .select({ id: loyaltyStamps.id })
    .from(loyaltyStamps)
    .where(
      and(eq(loyaltyStamps.cardId, cardId), isNull(loyaltyStamps.rewardId), gt(loyaltyStamps.expiresAt, now)),
    )
    .orderBy(asc(loyaltyStamps.createdAt), asc(loyaltyStamps.id))
    .limit(plan.required);
  await tx
    .update(loyaltyStamps)
    .set({ rewardId: reward.id })
    .where(
      inArray(
        loyaltyStamps.id,
        stamps.map((stamp) => stamp.id),
      ),
    );
  return { rewardExpiresAt: expiresAt };
}
