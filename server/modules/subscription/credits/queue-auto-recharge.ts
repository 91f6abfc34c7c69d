import { eq } from 'drizzle-orm';
import { crossesAutoRechargeThreshold } from '../../../../src/domain/rules/credit-maths';
import type { Tx } from '../../../db/client';
import { creditRecharges, rechargePacks } from '../../../db/schema';
import { activeSubscription } from '../current-subscription';

/**
 * Inside the spend's transaction (after its lock): when the balance goes from above the
 * subscription's auto-recharge threshold to it or below, one pending recharge of the chosen pack
 * is written; it commits only with the spend. The auto-recharge job charges it.
 */
export async function queueAutoRecharge(
  tx: Tx,
  companyId: number,
  before: number,
  after: number,
): Promise<boolean> {
  const current = await activeSubscription(tx, companyId);
  const packId = current?.subscription.autoRechargePackId ?? null;
  if (packId === null) return false;
  if (!crossesAutoRechargeThreshold(before, after, current?.subscription.autoRechargeThreshold ?? null)) {
    return false;
  }
  const [pack] = await tx.select().from(rechargePacks).where(eq(rechargePacks.id, packId));
  if (!pack) return false;
  await tx
    .insert(creditRecharges)
    .values({ companyId, packId: pack.id, quantity: pack.quantity, price: pack.price });
  return true;
}
