import Stripe from 'stripe';
import type { StripeConfig } from '../../config';

/** The official Stripe client on the configured API (Stripe itself, or a local stand-in in tests). */
export function createStripeClient(config: StripeConfig): Stripe {
  const api = new URL(config.apiUrl);
  const protocol = api.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    host: api.hostname,
    port: api.port === '' ? (protocol === 'http' ? 80 : 443) : Number(api.port),
    protocol,
    maxNetworkRetries: 1,
    timeout: 20_000,
  });
}

/** The key of a plan's price in STRIPE_PRICES: its name without accents or spaces, and the recurrence. */
export function planPriceKey(planName: string, recurrence: 'monthly' | 'yearly'): string {
  const slug = planName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return `${slug}-${recurrence}`;
}

/** The key of a credit pack's price in STRIPE_PRICES. */
export function packPriceKey(quantity: number): string {
  return `pack-${quantity}`;
}
