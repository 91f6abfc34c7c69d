import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { LOYALTY_MESSAGES } from '../../../src/domain/contract/loyalty';
import type { Db, Tx } from '../../db/client';
import {
  invoices,
  loyaltyRewards,
  loyaltySelfInvoices,
  loyaltyStamps,
  loyaltyTransactions,
  loyaltyWalletLots,
  loyaltyWalletSpends,
} from '../../db/schema';
import { announceChange } from '../../live/live-messages';
import { lockCard } from './card-store';
import { loyaltyRefusal, transactionNotFound } from './loyalty-errors';

type TransactionRow = typeof loyaltyTransactions.$inferSelect;

/** An earning sale whose lot an active sale already spent cannot be cancelled; else its lot goes. */
async function reverseEarned(tx: Tx, transactionId: number): Promise<void> {
  const [lot] = await tx
    .select({ id: loyaltyWalletLots.id })
    .from(loyaltyWalletLots)
    .where(eq(loyaltyWalletLots.transactionId, transactionId));
  if (!lot) return;
  const [spent] = await tx
    .select({ id: loyaltyWalletSpends.id })
    .from(loyaltyWalletSpends)
    .where(eq(loyaltyWalletSpends.lotId, lot.id))
    .limit(1);
  if (spent) throw loyaltyRefusal('id', LOYALTY_MESSAGES.cancelSpent);
  await tx.delete(loyaltyWalletLots).where(eq(loyaltyWalletLots.id, lot.id));
}

/** What a sale took from the wallet goes back into the lots it came from. */
async function reverseSpends(tx: Tx, transactionId: number): Promise<void> {
  const spends = await tx
    .select({ lotId: loyaltyWalletSpends.lotId, amount: loyaltyWalletSpends.amount })
    .from(loyaltyWalletSpends)
    .where(eq(loyaltyWalletSpends.transactionId, transactionId));
  for (const spend of spends) {
    await tx
      .update(loyaltyWalletLots)
      .set({ remaining: sql`${loyaltyWalletLots.remaining} + ${spend.amount}` })
      .where(eq(loyaltyWalletLots.id, spend.lotId));
  }
  await tx.delete(loyaltyWalletSpends).where(eq(loyaltyWalletSpends.transactionId, transactionId));
}

/**
 * A stamp sale's reversal: the reward it granted goes (refused once redeemed, or once the new card
 * it started holds stamps) and frees its stamps; its own stamp goes (refused when another sale's
 * completed card holds it); the reward it redeemed is open again.
 */
async function reverseStamps(tx: Tx, transactionId: number): Promise<void> {
  const [stamp] = await tx
    .select({ id: loyaltyStamps.id, cardId: loyaltyStamps.cardId, rewardId: loyaltyStamps.rewardId })
    .from(loyaltyStamps)
    .where(eq(loyaltyStamps.transactionId, transactionId));
  const [granted] = await tx
    .select({ id: loyaltyRewards.id, redeemedAt: loyaltyRewards.redeemedAt })
    .from(loyaltyRewards)
    .where(eq(loyaltyRewards.transactionId, transactionId));
  if (granted && stamp) {
    if (granted.redeemedAt) throw loyaltyRefusal('id', LOYALTY_MESSAGES.cancelRewardRedeemed);
    const [later] = await tx
      .select({ id: loyaltyStamps.id })
      .from(loyaltyStamps)
      .where(
        and(
          eq(loyaltyStamps.cardId, stamp.cardId),
          isNull(loyaltyStamps.rewardId),
          gt(loyaltyStamps.id, stamp.id),
        ),
      )
      .limit(1);
    if (later) throw loyaltyRefusal('id', LOYALTY_MESSAGES.cancelCardContinued);
    await tx.update(loyaltyStamps).set({ rewardId: null }).where(eq(loyaltyStamps.rewardId, granted.id));
    await tx.delete(loyaltyRewards).where(eq(loyaltyRewards.id, granted.id));
  } else if (stamp?.rewardId) {
    throw loyaltyRefusal('id', LOYALTY_MESSAGES.cancelStampInReward);
  }
  if (stamp) await tx.delete(loyaltyStamps).where(eq(loyaltyStamps.id, stamp.id));
  await tx
    .update(loyaltyRewards)
    .set({ redeemedAt: null, redeemedTransactionId: null })
    .where(eq(loyaltyRewards.redeemedTransactionId, transactionId));
}

/**
 * A purchase its customer invoiced (or is invoicing) keeps its sale: cancelling it would leave a
 * valid CFDI for a sale that no longer exists. Once that invoice is cancelled before SAT, or its
 * stamping failed, the purchase can be cancelled.
 */
async function refuseWhenInvoiced(tx: Tx, row: TransactionRow): Promise<void> {
  const [request] = await tx
    .select({
      invoiceId: loyaltySelfInvoices.invoiceId,
      failure: loyaltySelfInvoices.failure,
      cancelStatus: invoices.cancelStatus,
    })
    .from(loyaltySelfInvoices)
    .leftJoin(invoices, eq(invoices.id, loyaltySelfInvoices.invoiceId))
    .where(
      and(eq(loyaltySelfInvoices.companyId, row.companyId), eq(loyaltySelfInvoices.transactionId, row.id)),
    );
  if (!request) return;
  const issuing = request.invoiceId === null && request.failure === null;
  const invoiced = request.invoiceId !== null && request.cancelStatus !== 'cancelado';
  if (issuing || invoiced) throw loyaltyRefusal('id', LOYALTY_MESSAGES.cancelInvoiced);
}

async function lockTransaction(tx: Tx, id: number, companyId: number): Promise<TransactionRow> {
  const [row] = await tx
    .select()
    .from(loyaltyTransactions)
    .where(and(eq(loyaltyTransactions.id, id), eq(loyaltyTransactions.companyId, companyId)))
    .for('update');
  if (!row) throw transactionNotFound();
  return row;
}

/**
 * POST /v1/loyalty/transaction/{id}/cancel: any transaction of the company, irreversible. With
 * the card locked, its ledger rows are reversed exactly (or the cancel refused, changing nothing)
 * and the change announced.
 */
export function cancelTransaction(
  db: Db,
  input: { id: number; companyId: number; locationId: number; userId: number | null; now: Date },
): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await lockTransaction(tx, input.id, input.companyId);
    await lockCard(tx, row.cardId);
    if (row.status === 'canceled') throw loyaltyRefusal('id', LOYALTY_MESSAGES.alreadyCanceled);
    await refuseWhenInvoiced(tx, row);
    if (row.type === 'cashback') {
      await reverseEarned(tx, row.id);
      await reverseSpends(tx, row.id);
    } else {
      await reverseStamps(tx, row.id);
    }
    await tx
      .update(loyaltyTransactions)
      .set({ status: 'canceled', canceledAt: input.now, canceledBy: input.userId })
      .where(eq(loyaltyTransactions.id, row.id));
    await announceChange(tx, {
      companyId: input.companyId,
      locationId: row.locationId ?? input.locationId,
      area: 'loyalty',
      id: row.id,
    });
  });
}
