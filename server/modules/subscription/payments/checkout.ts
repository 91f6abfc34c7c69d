import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import {
  type CheckoutRequest,
  PAYMENT_PROVIDER_MISSING_MESSAGE,
} from '../../../../src/domain/contract/subscription';
import type { Db } from '../../../db/client';
import { plans } from '../../../db/schema';
import { ApiError, NotFoundError, ValidationError } from '../../../http/errors';
import { packPriceKey, planPriceKey } from '../../../providers/payments/stripe-client';
import { activeSubscription, stripeCustomerOf } from '../current-subscription';
import { findPack } from '../recharge-options';
import type { PaymentGateway } from './payment-gateway';

/** 503: the server has no payment provider; the screens say so instead of a payment link. */
export class PaymentsNotConfiguredError extends ApiError {
  constructor() {
    super(503, PAYMENT_PROVIDER_MISSING_MESSAGE, 'PAYMENTS_NOT_CONFIGURED');
  }
}

/** What a checkout buys, kept in the session's metadata for the webhook (Stripe signs it back). */
export type PurchaseMetadata =
  | { company_id: string; kind: 'plan'; plan_id: string; recurrence: 'monthly' | 'yearly' }
  | { company_id: string; kind: 'pack'; pack_id: string };

function priceOf(gateway: PaymentGateway, key: string, field: string): string {
  const price = gateway.config.prices[key];
  if (!price) {
    throw new ValidationError({ [field]: ['Este producto no tiene precio en el proveedor de pagos.'] });
  }
  return price;
}

/** The Checkout session's parameters for a plan (a Stripe subscription) or a pack (one payment). */
async function sessionParams(
  db: Db,
  gateway: PaymentGateway,
  companyId: number,
  request: CheckoutRequest,
): Promise<Stripe.Checkout.SessionCreateParams> {
  const company = String(companyId);
  if (request.kind === 'plan') {
    const [plan] = await db.select().from(plans).where(eq(plans.id, request.plan_id)).limit(1);
    if (plan?.type !== 'paid') throw new ValidationError({ plan_id: ['El plan no existe.'] });
    const current = await activeSubscription(db, companyId);
    if (current?.plan.id === plan.id && current.subscription.recurrence === request.recurrence) {
      throw new ValidationError({ plan_id: ['Ya tienes este plan.'] });
    }
    const metadata: PurchaseMetadata = {
      company_id: company,
      kind: 'plan',
      plan_id: String(plan.id),
      recurrence: request.recurrence,
    };
    return {
      mode: 'subscription',
      line_items: [
        { price: priceOf(gateway, planPriceKey(plan.name, request.recurrence), 'plan_id'), quantity: 1 },
      ],
      subscription_data: { metadata },
      metadata,
    };
  }
  const pack = await findPack(db, request.pack_id);
  if (!pack) throw new ValidationError({ pack_id: ['El paquete no existe.'] });
  const metadata: PurchaseMetadata = { company_id: company, kind: 'pack', pack_id: String(pack.id) };
  return {
    mode: 'payment',
    line_items: [{ price: priceOf(gateway, packPriceKey(pack.quantity), 'pack_id'), quantity: 1 }],
    // The card is kept for auto-recharge, which charges it without the customer present.
    payment_intent_data: { setup_future_usage: 'off_session', metadata },
    metadata,
  };
}

/** A Stripe Checkout session for a plan change or a credit pack: the address to send the owner to. */
export async function createCheckout(
  db: Db,
  gateway: PaymentGateway | null,
  companyId: number,
  request: CheckoutRequest,
): Promise<string> {
  if (!gateway) throw new PaymentsNotConfiguredError();
  const params = await sessionParams(db, gateway, companyId, request);
  const customer = await stripeCustomerOf(db, companyId);
  const session = await gateway.stripe.checkout.sessions.create({
    ...params,
    client_reference_id: String(companyId),
    ...(customer ? { customer } : params.mode === 'payment' ? { customer_creation: 'always' } : {}),
    success_url: `${gateway.returnUrl}?pago=listo`,
    cancel_url: `${gateway.returnUrl}?pago=cancelado`,
    locale: 'es-419',
  });
  if (!session.url)
    throw new ApiError(502, 'El proveedor de pagos no devolvió la página de pago.', 'PAYMENT_PROVIDER');
  return session.url;
}

/** Where the API opens the customer portal (the redirect route below), as the info hands it out. */
export const BILLING_PORTAL_PATH = '/v1/subscription/subscription/billing-portal';

/**
 * The address of the company's billing portal, or null when it has none (no Stripe, or it never
 * paid through Stripe). A stable address of ours, not Stripe's session URL: that one is a
 * short-lived credential that acts as the customer, so it is made only when a manager opens it
 * (openBillingPortal) and never sits in a cached answer every role receives.
 */
export async function billingPortalAddress(
  db: Db,
  gateway: PaymentGateway | null,
  companyId: number,
): Promise<string | null> {
  if (!gateway) return null;
  if (!(await stripeCustomerOf(db, companyId))) return null;
  return new URL(BILLING_PORTAL_PATH, gateway.returnUrl).toString();
}

/** A fresh Stripe customer portal session (plan, card, invoices) for the company, on demand. */
export async function openBillingPortal(
  db: Db,
  gateway: PaymentGateway | null,
  companyId: number,
): Promise<string> {
  if (!gateway) throw new PaymentsNotConfiguredError();
  const customer = await stripeCustomerOf(db, companyId);
  if (!customer) {
    throw new NotFoundError('La empresa no tiene una suscripción pagada con Stripe.');
  }
  const session = await gateway.stripe.billingPortal.sessions.create({
    customer,
    return_url: gateway.returnUrl,
  });
  return session.url;
}
