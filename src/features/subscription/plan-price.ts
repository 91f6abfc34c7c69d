import type { SubscriptionInfo } from '../../domain/contract/subscription';
import { monthlyOfYearly } from '../../domain/rules/credit-maths';
import { formatMoney } from '../../lib/format';

type Plan = SubscriptionInfo['plan'];

export interface PriceText {
  /** '$599.00', or 'Gratis'. */
  amount: string;
  /** '/mes', or 'Para siempre' for the free plan. */
  period: string;
  /** Yearly plans: what is charged once a year ('$5,990.00'). */
  billed: string | null;
}

/** A plan's price for a recurrence; a yearly plan per month is yearly price / 12 (02 §9). */
export function planPrice(plan: Plan, recurrence: 'monthly' | 'yearly'): PriceText {
  if (plan.type === 'free') return { amount: 'Gratis', period: 'Para siempre', billed: null };
  if (recurrence === 'yearly') {
    return {
      amount: formatMoney(monthlyOfYearly(plan.price_yearly)),
      period: '/mes',
      billed: formatMoney(plan.price_yearly),
    };
  }
  return { amount: formatMoney(plan.price_monthly), period: '/mes', billed: null };
}

const countFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });

/** '1,000 mensajes al mes' for each kind of credit the plan includes. */
export function includedCredits(plan: Plan): string[] {
  return plan.credits_month.map(
    (credit) => `${countFormat.format(credit.quantity)} ${credit.type_plural.toLowerCase()} al mes`,
  );
}

/** '500 créditos' */
export function creditCount(quantity: number): string {
  return `${countFormat.format(quantity)} ${quantity === 1 ? 'crédito' : 'créditos'}`;
}
