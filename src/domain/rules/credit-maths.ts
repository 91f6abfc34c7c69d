import Decimal from 'decimal.js';
import { PURCHASED_CREDITS_VALID_MONTHS } from '../contract/subscription';
import { purchaseValidity } from './credit-periods';

/** A grant with credits left, as the ledger reads it. */
export interface GrantLeft {
  id: number;
  remaining: number;
  expiresAt: Date;
}

/** One draw of a spend on a grant. */
export interface Draw {
  grantId: number;
  amount: number;
}

/**
 * How a spend of `amount` credits is drawn: from the grant that expires first (ties: the older
 * grant), so nothing bought goes to waste while newer credits wait. Null when the grants hold
 * fewer credits than asked.
 */
export function allocateSpend(grants: readonly GrantLeft[], amount: number): Draw[] | null {
  const ordered = [...grants].sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
  const available = ordered.reduce((sum, grant) => sum + Math.max(0, grant.remaining), 0);
  if (amount > available) return null;
  const draws: Draw[] = [];
  let left = amount;
  for (const grant of ordered) {
    if (left <= 0) break;
    const take = Math.min(left, Math.max(0, grant.remaining));
    if (take === 0) continue;
    draws.push({ grantId: grant.id, amount: take });
    left -= take;
  }
  return draws;
}

/** A purchased pack's credits: valid from the purchase for 12 months (02 §9). */
export function purchasedCreditsValidity(purchasedAt: Date): { validFrom: Date; expiresAt: Date } {
  return purchaseValidity(purchasedAt, PURCHASED_CREDITS_VALID_MONTHS);
}

/**
 * Auto-recharge fires when a spend brings the balance down to the threshold (02 §9 "when the
 * balance reaches auto_recharge_threshold"): only the spend that crosses it, not every spend
 * below it, so one crossing asks for one recharge.
 */
export function crossesAutoRechargeThreshold(
  before: number,
  after: number,
  threshold: number | null,
): boolean {
  if (threshold === null) return false;
  return before > threshold && after <= threshold;
}

/** The threshold the server sets with an auto-recharge pack: a tenth of the pack, at least 10 credits. */
export function autoRechargeThreshold(packQuantity: number): number {
  return Math.max(10, Math.ceil(packQuantity / 10));
}

/** Price per month of a yearly plan: yearly price / 12 (02 §9), rounded to cents. */
export function monthlyOfYearly(priceYearly: number): number {
  return new Decimal(priceYearly).div(12).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
}

/** What one credit of a pack costs. */
export function creditPrice(price: number, quantity: number): number {
  if (quantity <= 0) return 0;
  return new Decimal(price).div(quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
}
