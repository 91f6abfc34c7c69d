import { asc, desc, eq } from 'drizzle-orm';
import {
  CREDIT_TYPES,
  type CreditType,
  type SubscriptionInfo,
} from '../../../src/domain/contract/subscription';
import type { Db } from '../../db/client';
import { creditRecharges, plans } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { creditTotals } from './credits/credit-balance';
import { ensurePlanGrant } from './credits/plan-grant';
import { activeSubscription } from './current-subscription';
import { planOf } from './plan-catalogue';

/**
 * The company's plan, subscription and credits, summed from the ledger (01 §3.2, 02 §3). A company without an
 * active subscription is on the free plan. `billingPortalUrl` is the Stripe customer portal's
 * address when the company pays through Stripe (null otherwise).
 */
export async function subscriptionInfo(
  db: Db,
  companyId: number,
  now: Date,
  billingPortalUrl: string | null = null,
): Promise<SubscriptionInfo> {
  const current = await activeSubscription(db, companyId);
  const plan =
    current?.plan ??
    (await db.select().from(plans).where(eq(plans.type, 'free')).orderBy(asc(plans.sortOrder)).limit(1))[0];
  if (!plan) throw new NotFoundError('No hay planes configurados.');

  const credits = await Promise.all(
    (Object.keys(CREDIT_TYPES) as CreditType[]).map(async (type) => {
      await ensurePlanGrant(db, companyId, type, now);
      return { ...CREDIT_TYPES[type], ...(await creditTotals(db, companyId, type, now)) };
    }),
  );

  const [lastRecharge] = await db
    .select({
      status: creditRecharges.status,
      quantity: creditRecharges.quantity,
      failure: creditRecharges.failure,
      createdAt: creditRecharges.createdAt,
    })
    .from(creditRecharges)
    .where(eq(creditRecharges.companyId, companyId))
    .orderBy(desc(creditRecharges.id))
    .limit(1);

  const subscription = current?.subscription;
  return {
    plan: planOf(plan),
    subscription: subscription
      ? {
          status: subscription.status,
          recurrence: subscription.recurrence,
          valid_to: subscription.validTo?.toISOString() ?? null,
          auto_recharge_pack_id: subscription.autoRechargePackId,
          auto_recharge_threshold: subscription.autoRechargeThreshold,
        }
      : null,
    billing_portal_url: billingPortalUrl,
    credits,
    last_auto_recharge: lastRecharge
      ? {
          status: lastRecharge.status,
          quantity: lastRecharge.quantity,
          failure: lastRecharge.failure,
          created_at: lastRecharge.createdAt.toISOString(),
        }
      : null,
  };
}
