import { asc, desc, eq } from 'drizzle-orm';
import {
  CREDIT_TYPES,
  type CreditType,
  type SubscriptionInfo,
} from '../../../src/domain/contract/subscription';
import type { Db } from '../../db/client';
import { plans, subscriptions } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { creditTotals } from './credits/credit-balance';
import { ensurePlanGrant } from './credits/plan-grant';

type PlanRow = typeof plans.$inferSelect;

function planOf(row: PlanRow): SubscriptionInfo['plan'] {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    description: row.description,
    price_monthly: row.priceMonthly,
    price_yearly: row.priceYearly,
    credits_month: row.creditsMonth,
    recommended: row.recommended,
    stripe_monthly_url: row.stripeMonthlyUrl,
    stripe_yearly_url: row.stripeYearlyUrl,
  };
}

/**
 * The company's plan, subscription and credits, summed from the ledger (01 §3.2, 02 §3). A company without a
 * subscription is on the free plan. No billing portal is configured yet, so its URL is null.
 */
export async function subscriptionInfo(db: Db, companyId: number, now: Date): Promise<SubscriptionInfo> {
  const [current] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.companyId, companyId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
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
    billing_portal_url: null,
    credits,
  };
}
