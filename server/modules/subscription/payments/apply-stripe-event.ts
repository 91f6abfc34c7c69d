import { and, eq, ne, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { monthlyPeriod } from '../../../../src/domain/rules/credit-periods';
import type { Tx } from '../../../db/client';
import { companies, creditEntries, plans, subscriptions } from '../../../db/schema';
import { grantPack } from '../credits/grant-pack';
import type { PurchaseMetadata } from './checkout';

/** Stripe subscriptions replaced by a new plan: cancelled at Stripe once the change is committed. */
export interface EventOutcome {
  replacedStripeSubscriptions: string[];
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

async function companyExists(tx: Tx, companyId: number): Promise<boolean> {
  if (!Number.isSafeInteger(companyId) || companyId <= 0) return false;
  const [row] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return row !== undefined;
}

/** The end of the first period of a new subscription, until Stripe's invoice says otherwise. */
function firstPeriodEnd(now: Date, recurrence: 'monthly' | 'yearly'): Date {
  const end = new Date(now);
  if (recurrence === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * A paid plan: the new subscription replaces the active one (whose Stripe subscription is then
 * cancelled), and this month's plan credits rise to the new plan's at once.
 */
async function startPlan(
  tx: Tx,
  metadata: Extract<PurchaseMetadata, { kind: 'plan' }>,
  session: Stripe.Checkout.Session,
  now: Date,
): Promise<EventOutcome> {
  const companyId = Number(metadata.company_id);
  const [plan] = await tx
    .select()
    .from(plans)
    .where(eq(plans.id, Number(metadata.plan_id)));
  if (!plan) return { replacedStripeSubscriptions: [] };
  const stripeSubscriptionId = idOf(session.subscription);
  const replaced = await tx
    .update(subscriptions)
    .set({ status: 'canceled' })
    .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.status, 'active')))
    .returning({ stripeSubscriptionId: subscriptions.stripeSubscriptionId });
  await tx.insert(subscriptions).values({
    companyId,
    planId: plan.id,
    status: 'active',
    recurrence: metadata.recurrence,
    validTo: firstPeriodEnd(now, metadata.recurrence),
    stripeCustomerId: idOf(session.customer),
    stripeSubscriptionId,
  });
  const quantity = plan.creditsMonth.find((credit) => credit.type_plural === 'Mensajes')?.quantity ?? 0;
  await tx
    .update(creditEntries)
    .set({ amount: sql`greatest(${creditEntries.amount}, ${quantity})` })
    .where(
      and(
        eq(creditEntries.companyId, companyId),
        eq(creditEntries.type, 'messages'),
        eq(creditEntries.kind, 'plan'),
        eq(creditEntries.period, monthlyPeriod(now).period),
      ),
    );
  return {
    replacedStripeSubscriptions: replaced
      .map((row) => row.stripeSubscriptionId)
      .filter((id): id is string => id !== null && id !== stripeSubscriptionId),
  };
}

async function applyCheckout(tx: Tx, session: Stripe.Checkout.Session, now: Date): Promise<EventOutcome> {
  const none = { replacedStripeSubscriptions: [] };
  if (session.payment_status === 'unpaid') return none;
  const metadata = session.metadata as PurchaseMetadata | null;
  if (!metadata || !(await companyExists(tx, Number(metadata.company_id)))) return none;
  if (metadata.kind === 'pack') {
    await grantPack(tx, Number(metadata.company_id), Number(metadata.pack_id), now);
    return none;
  }
  if (metadata.kind === 'plan') return startPlan(tx, metadata, session, now);
  return none;
}

/** The Stripe subscription an invoice bills (API 2025+: under parent.subscription_details). */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/**
 * Applies one verified Stripe event inside the transaction that records its id: purchases
 * (Checkout), renewals (invoice.paid moves valid_to to the paid period's end), failed renewals
 * and cancellations. Events this product does not use change nothing.
 */
export async function applyStripeEvent(tx: Tx, event: Stripe.Event, now: Date): Promise<EventOutcome> {
  const none = { replacedStripeSubscriptions: [] };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return applyCheckout(tx, event.data.object, now);
    case 'invoice.paid': {
      const subscription = invoiceSubscription(event.data.object);
      const periodEnd = event.data.object.lines.data[0]?.period.end;
      if (!subscription) return none;
      await tx
        .update(subscriptions)
        .set({
          paymentFailedAt: null,
          ...(periodEnd ? { validTo: new Date(periodEnd * 1000) } : {}),
        })
        .where(
          and(eq(subscriptions.stripeSubscriptionId, subscription), ne(subscriptions.status, 'canceled')),
        );
      return none;
    }
    case 'invoice.payment_failed': {
      const subscription = invoiceSubscription(event.data.object);
      if (!subscription) return none;
      await tx
        .update(subscriptions)
        .set({ paymentFailedAt: now })
        .where(eq(subscriptions.stripeSubscriptionId, subscription));
      return none;
    }
    case 'customer.subscription.deleted':
      await tx
        .update(subscriptions)
        .set({ status: 'canceled', autoRechargePackId: null, autoRechargeThreshold: null })
        .where(eq(subscriptions.stripeSubscriptionId, event.data.object.id));
      return none;
    default:
      return none;
  }
}
