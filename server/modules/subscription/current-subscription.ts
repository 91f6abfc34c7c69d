import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { plans, subscriptions } from '../../db/schema';

/** The company's active subscription and its plan; none means the free plan. */
export async function activeSubscription(db: Db | Tx, companyId: number) {
  const [current] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.status, 'active')))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return current;
}

/** The Stripe customer the company last paid with (a subscription's, active or not). */
export async function stripeCustomerOf(db: Db | Tx, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ customer: subscriptions.stripeCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, companyId), isNotNull(subscriptions.stripeCustomerId)))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row?.customer ?? null;
}
