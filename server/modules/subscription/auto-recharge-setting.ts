import { eq } from 'drizzle-orm';
import { autoRechargeThreshold } from '../../../src/domain/rules/credit-maths';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { activeSubscription } from './current-subscription';
import { findPack } from './recharge-options';

/**
 * Chooses the pack bought automatically when the balance reaches the threshold (or none). Only
 * a subscription has a saved card to charge; the threshold comes from the pack (02 §9).
 */
export async function setAutoRecharge(db: Db, companyId: number, packId: number | null): Promise<void> {
  const current = await activeSubscription(db, companyId);
  if (current?.plan.type !== 'paid') {
    throw new ValidationError({ pack_id: ['La recarga automática necesita una suscripción.'] });
  }
  let threshold: number | null = null;
  if (packId !== null) {
    const pack = await findPack(db, packId);
    if (!pack) throw new ValidationError({ pack_id: ['El paquete no existe.'] });
    threshold = autoRechargeThreshold(pack.quantity);
  }
  await db
    .update(subscriptions)
    .set({ autoRechargePackId: packId, autoRechargeThreshold: threshold })
    .where(eq(subscriptions.id, current.subscription.id));
}
