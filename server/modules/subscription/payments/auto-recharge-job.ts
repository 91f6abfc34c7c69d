import Decimal from 'decimal.js';
import { and, asc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { creditRecharges } from '../../../db/schema';
import { runInTenant } from '../../../db/tenant-scope';
import type { AppDeps } from '../../../http/app-types';
import type { QueueDefinition } from '../../../jobs/jobs';
import { grantPack } from '../credits/grant-pack';
import { stripeCustomerOf } from '../current-subscription';

/** Every minute: charges the pending automatic recharges to the saved card. */
export const AUTO_RECHARGE_QUEUE: QueueDefinition = {
  name: 'subscription-auto-recharge',
  retryLimit: 1,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
};

export const NO_PROVIDER_FAILURE = 'El proveedor de pagos no está configurado.';
export const NO_CARD_FAILURE = 'No hay una tarjeta guardada para la recarga automática.';
export const DECLINED_FAILURE = 'El banco rechazó el cargo a la tarjeta guardada.';

const BATCH = 50;

type RechargeDeps = Pick<AppDeps, 'db' | 'platformDb' | 'now' | 'payments'> & {
  log: { warn(fields: object, message: string): void };
};

type Outcome = 'charged' | 'failed' | 'pending';

async function fail(deps: RechargeDeps, id: number, failure: string): Promise<Outcome> {
  await deps.db
    .update(creditRecharges)
    .set({ status: 'failed', failure, updatedAt: deps.now() })
    .where(and(eq(creditRecharges.id, id), eq(creditRecharges.status, 'pending')));
  return 'failed';
}

/** Marks the recharge charged and grants its pack, once: only the update that finds it pending grants. */
async function markCharged(deps: RechargeDeps, id: number, paymentIntentId: string): Promise<Outcome> {
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<Outcome> => {
    const [charged] = await tx
      .update(creditRecharges)
      .set({ status: 'charged', paymentIntentId, updatedAt: now })
      .where(and(eq(creditRecharges.id, id), eq(creditRecharges.status, 'pending')))
      .returning();
    if (charged) await grantPack(tx, charged.companyId, charged.packId, now);
    return 'charged';
  });
}

/** The off-session charge of the pack's price to the customer's first saved card (null: no card). */
async function createIntent(
  stripe: Stripe,
  recharge: typeof creditRecharges.$inferSelect,
  customer: string,
): Promise<Stripe.PaymentIntent | null> {
  const cards = await stripe.customers.listPaymentMethods(customer, { type: 'card', limit: 1 });
  const card = cards.data[0];
  if (!card) return null;
  return stripe.paymentIntents.create(
    {
      amount: new Decimal(recharge.price).times(100).toDecimalPlaces(0).toNumber(),
      currency: 'mxn',
      customer,
      payment_method: card.id,
      off_session: true,
      confirm: true,
      description: `Recarga automática de ${recharge.quantity} créditos`,
      metadata: { company_id: String(recharge.companyId), credit_recharge_id: String(recharge.id) },
    },
    { idempotencyKey: `credit-recharge-${recharge.id}` },
  );
}

/**
 * Charges one pending recharge off-session to the customer's saved card. The PaymentIntent's
 * idempotency key is the recharge's id: a retry after a crash or a timeout gets Stripe's first
 * answer back instead of a second charge. A charge still processing keeps its PaymentIntent, which
 * later runs read (never a new charge); a network or server error leaves it pending for the next
 * run; a card error fails it with the reason.
 */
export async function chargeRecharge(deps: RechargeDeps, id: number): Promise<Outcome> {
  const [recharge] = await deps.db
    .select()
    .from(creditRecharges)
    .where(and(eq(creditRecharges.id, id), eq(creditRecharges.status, 'pending')));
  if (!recharge) return 'pending';
  if (!deps.payments) return fail(deps, id, NO_PROVIDER_FAILURE);
  const customer = await stripeCustomerOf(deps.db, recharge.companyId);
  if (!customer) return fail(deps, id, NO_CARD_FAILURE);
  const { stripe } = deps.payments;
  try {
    const intent = recharge.paymentIntentId
      ? await stripe.paymentIntents.retrieve(recharge.paymentIntentId)
      : await createIntent(stripe, recharge, customer);
    if (!intent) return fail(deps, id, NO_CARD_FAILURE);
    if (intent.status === 'succeeded') return markCharged(deps, id, intent.id);
    if (intent.status === 'canceled' || intent.status === 'requires_payment_method') {
      return fail(deps, id, DECLINED_FAILURE);
    }
    // Still processing: kept with its PaymentIntent, which the next run reads instead of charging again.
    await deps.db
      .update(creditRecharges)
      .set({ paymentIntentId: intent.id, updatedAt: deps.now() })
      .where(eq(creditRecharges.id, id));
    return 'pending';
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) return fail(deps, id, DECLINED_FAILURE);
    deps.log.warn({ creditRechargeId: id, err: error }, `credit recharge ${id}: the charge will be retried`);
    return 'pending';
  }
}

/** One run: the pending recharges of every company (platform path), each charged in its scope. */
export async function runAutoRecharges(deps: RechargeDeps): Promise<number> {
  const pending = await deps.platformDb
    .select({ id: creditRecharges.id, companyId: creditRecharges.companyId })
    .from(creditRecharges)
    .where(eq(creditRecharges.status, 'pending'))
    .orderBy(asc(creditRecharges.id))
    .limit(BATCH);
  let charged = 0;
  for (const { id, companyId } of pending) {
    const outcome = await runInTenant({ companyId, locationId: null }, () => chargeRecharge(deps, id));
    if (outcome === 'charged') charged += 1;
  }
  return charged;
}

export async function registerAutoRechargeJob(deps: AppDeps, log: RechargeDeps['log']): Promise<void> {
  await deps.jobs.work(AUTO_RECHARGE_QUEUE, async () => {
    await runAutoRecharges({ ...deps, log });
  });
  await deps.jobs.schedule(AUTO_RECHARGE_QUEUE, '* * * * *');
}
