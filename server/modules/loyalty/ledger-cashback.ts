import { and, asc, eq, gt } from 'drizzle-orm';
import { LOYALTY_MESSAGES } from '../../../src/domain/contract/loyalty';
import { amountReceived, cashbackEarned, fromCents, toCents } from '../../../src/domain/rules/loyalty-wallet';
import type { Tx } from '../../db/client';
import { loyaltyWalletLots, loyaltyWalletSpends } from '../../db/schema';
import { walletBalance } from './card-progress';
import { daysAfter } from './days-after';
import { loyaltyRefusal } from './loyalty-errors';
import type { LoyaltyProgramRow } from './program-view';

/**
 * Checks a cashback sale against the (locked) card's balance: the wallet pays at most the balance
 * and the sale, and only with the card's code. Returns what the sale earns.
 */
export async function checkCashbackSale(
  tx: Tx,
  input: {
    program: LoyaltyProgramRow;
    cardId: number;
    saleAmount: number;
    withdraw: number;
    byCode: boolean;
    now: Date;
  },
): Promise<{ earned: number }> {
  const { program, withdraw, saleAmount } = input;
  if (withdraw > 0) {
    if (!input.byCode) throw loyaltyRefusal('withdraw_amount', LOYALTY_MESSAGES.withdrawNeedsCode);
    const balance = await walletBalance(tx, input.cardId, input.now);
    if (toCents(withdraw) > toCents(balance)) {
      throw loyaltyRefusal('withdraw_amount', LOYALTY_MESSAGES.withdrawOverBalance);
    }
    if (toCents(withdraw) > toCents(saleAmount)) {
      throw loyaltyRefusal('withdraw_amount', LOYALTY_MESSAGES.withdrawOverSale);
    }
  }
  const earned = cashbackEarned(
    program.percentage ?? 0,
    amountReceived(saleAmount, withdraw),
    program.maxEarnAmount,
  );
  return { earned };
}

/**
 * Writes a cashback sale's ledger: the wallet amount taken from the unexpired lots that expire
 * first (a spend row per lot), then the earned lot, valid for the program's validity.
 */
export async function writeCashbackLedger(
  tx: Tx,
  input: {
    program: LoyaltyProgramRow;
    cardId: number;
    transactionId: number;
    withdraw: number;
    earned: number;
    now: Date;
  },
): Promise<void> {
  const { cardId, transactionId, now } = input;
  const { companyId } = input.program;
  let due = toCents(input.withdraw);
  if (due > 0) {
    const lots = await tx
      .select({ id: loyaltyWalletLots.id, remaining: loyaltyWalletLots.remaining })
      .from(loyaltyWalletLots)
      .where(
        and(
          eq(loyaltyWalletLots.cardId, cardId),
          gt(loyaltyWalletLots.remaining, 0),
          gt(loyaltyWalletLots.expiresAt, now),
        ),
      )
      .orderBy(asc(loyaltyWalletLots.expiresAt), asc(loyaltyWalletLots.id))
      .for('update');
    for (const lot of lots) {
      if (due === 0) break;
      const take = Math.min(due, toCents(lot.remaining));
      due -= take;
      await tx
        .update(loyaltyWalletLots)
        .set({ remaining: fromCents(toCents(lot.remaining) - take) })
        .where(eq(loyaltyWalletLots.id, lot.id));
      await tx
        .insert(loyaltyWalletSpends)
        .values({ companyId, transactionId, lotId: lot.id, amount: fromCents(take) });
    }
    if (due > 0) throw loyaltyRefusal('withdraw_amount', LOYALTY_MESSAGES.withdrawOverBalance);
  }
  if (input.earned > 0) {
    await tx.insert(loyaltyWalletLots).values({
      companyId,
      cardId,
      transactionId,
      amount: input.earned,
      remaining: input.earned,
      expiresAt: daysAfter(now, input.program.validityDays),
      createdAt: now,
    });
  }
}
