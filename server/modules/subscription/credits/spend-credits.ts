import { and, eq } from 'drizzle-orm';
import { type CreditType, NO_BALANCE_MESSAGE } from '../../../../src/domain/contract/subscription';
import { allocateSpend } from '../../../../src/domain/rules/credit-maths';
import type { Tx } from '../../../db/client';
import { creditEntries } from '../../../db/schema';
import { ValidationError } from '../../../http/errors';
import { remainingByGrant, validGrants } from './credit-balance';
import { ensurePlanGrant } from './plan-grant';
import { queueAutoRecharge } from './queue-auto-recharge';

/** 422 with `errors.no_balance` (01 §8): the send is refused and nothing is queued. */
export class NoBalanceError extends ValidationError {
  constructor() {
    super({ no_balance: [NO_BALANCE_MESSAGE] }, NO_BALANCE_MESSAGE);
  }
}

interface Spend {
  companyId: number;
  type: CreditType;
  amount: number;
  messageId: number;
  now: Date;
}

/**
 * Spends `amount` credits for a message inside the caller's transaction, drawing on the grants
 * that expire first. The company's valid grants are locked (FOR UPDATE), so concurrent spends
 * take turns and the balance never goes below zero; each re-reads what is left after the lock.
 * Throws NoBalanceError when the balance is short (the caller's transaction then rolls back).
 * A spend that takes the balance to the auto-recharge threshold queues the recharge; the lock
 * makes exactly one spend see each crossing.
 */
export async function spendCredits(tx: Tx, spend: Spend): Promise<void> {
  if (spend.amount <= 0) return;
  await ensurePlanGrant(tx, spend.companyId, spend.type, spend.now);
  await tx
    .select({ id: creditEntries.id })
    .from(creditEntries)
    .where(validGrants(spend.companyId, spend.type, spend.now))
    .orderBy(creditEntries.id)
    .for('update');
  const grants = await remainingByGrant(tx, spend.companyId, spend.type, spend.now);
  const draws = allocateSpend(
    grants.map((grant) => ({
      id: grant.id,
      remaining: Number(grant.remaining),
      // A valid grant always has an expiry (the shape check); the filter reads only valid ones.
      expiresAt: grant.expiresAt ?? spend.now,
    })),
    spend.amount,
  );
  if (!draws) throw new NoBalanceError();
  const rows = draws.map((draw) => ({
    companyId: spend.companyId,
    type: spend.type,
    kind: 'spend' as const,
    amount: -draw.amount,
    grantId: draw.grantId,
    messageId: spend.messageId,
    createdAt: spend.now,
  }));
  await tx.insert(creditEntries).values(rows);
  if (spend.type === 'messages') {
    const before = grants.reduce((sum, grant) => sum + Number(grant.remaining), 0);
    await queueAutoRecharge(tx, spend.companyId, before, before - spend.amount);
  }
}

/**
 * Gives back what a message spent (a message that finally failed), once: a refund row per
 * spend row, skipped when the message was already refunded.
 */
export async function refundMessageCredits(tx: Tx, messageId: number, now: Date): Promise<number> {
  const spends = await tx
    .select({
      companyId: creditEntries.companyId,
      type: creditEntries.type,
      amount: creditEntries.amount,
      grantId: creditEntries.grantId,
    })
    .from(creditEntries)
    .where(and(eq(creditEntries.messageId, messageId), eq(creditEntries.kind, 'spend')))
    .for('update');
  if (spends.length === 0) return 0;
  // A separate statement after the lock, so a refund committed meanwhile is seen.
  const [refunded] = await tx
    .select({ id: creditEntries.id })
    .from(creditEntries)
    .where(and(eq(creditEntries.messageId, messageId), eq(creditEntries.kind, 'refund')))
    .limit(1);
  if (refunded) return 0;
  await tx.insert(creditEntries).values(
    spends.map((entry) => ({
      companyId: entry.companyId,
      type: entry.type,
      kind: 'refund' as const,
      amount: -entry.amount,
      grantId: entry.grantId,
      messageId,
      description: 'Reembolso de un mensaje no enviado',
      createdAt: now,
    })),
  );
  return spends.reduce((sum, entry) => sum - entry.amount, 0);
}
