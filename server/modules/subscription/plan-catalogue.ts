import { asc } from 'drizzle-orm';
import type { PlansAvailable, SubscriptionInfo } from '../../../src/domain/contract/subscription';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';

type PlanRow = typeof plans.$inferSelect;

/** A plan as the API shows it (02 §3 "Subscription info"). */
export function planOf(row: PlanRow): SubscriptionInfo['plan'] {
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

/** What each plan type includes, shown on the plan cards; *text* is bold. */
export const PLAN_FEATURES: PlansAvailable['features'] = {
  free: ['*Lista de espera* y reservaciones', 'Pedidos en línea', 'Créditos de mensajes cada mes'],
  paid: [
    'Todo lo del plan *Gratis*',
    '*Más créditos* de mensajes cada mes',
    'Lealtad, encuestas y *automatizaciones*',
    'Compra de créditos y *recarga automática*',
  ],
};

/** The plans on sale, in the order of the pricing page. */
export async function availablePlans(db: Db): Promise<PlanRow[]> {
  return db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.id));
}
