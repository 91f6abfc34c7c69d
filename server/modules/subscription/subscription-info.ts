import { asc, desc, eq } from 'drizzle-orm';
import type { SubscriptionInfo } from '../../../src/domain/contract/subscription';
import type { Db } from '../../db/client';
import { creditBalances, plans, subscriptions } from '../../db/schema';
import { NotFoundError } from '../../http/errors';

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
 * The company's plan, subscription and credit balances (01 §3.2, 02 §3). A company without a
 * subscription is on the free plan. No billing portal is configured yet, so its URL is null.
 */
export async function subscriptionInfo(db: Db, companyId: number): Promise<SubscriptionInfo> {
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

  const credits = await db
    .select({
      type_plural: creditBalances.typePlural,
      used: creditBalances.used,
      total: creditBalances.total,
      format: creditBalances.format,
    })
    .from(creditBalances)
    .where(eq(creditBalances.companyId, companyId))
    .orderBy(asc(creditBalances.type));

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
