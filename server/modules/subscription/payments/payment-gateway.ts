import type Stripe from 'stripe';
import type { Config, StripeConfig } from '../../../config';
import { createStripeClient } from '../../../providers/payments/stripe-client';

/** Stripe with its configuration and where Checkout and the portal send the customer back. */
export interface PaymentGateway {
  stripe: Stripe;
  config: StripeConfig;
  /** The 'Suscripción' screen's address (PUBLIC_URL). */
  returnUrl: string;
}

/** The gateway when Stripe is configured; null when payments are not set up. */
export function paymentGateway(config: Config): PaymentGateway | null {
  if (!config.stripe || !config.publicUrl) return null;
  return {
    stripe: createStripeClient(config.stripe),
    config: config.stripe,
    returnUrl: new URL('/settings/subscription', config.publicUrl).toString(),
  };
}
