import { and, eq, sql } from 'drizzle-orm';
import { CREDIT_TYPES, type CreditType } from '../../../../src/domain/contract/subscription';
import { monthlyPeriod } from '../../../../src/domain/rules/credit-periods';
import type { Db, Tx } from '../../../db/client';
import { creditEntries, plans } from '../../../db/schema';
import { activeSubscription } from '../current-subscription';

/** The monthly credits of a type in the company's current plan (the free plan without a subscription). */
async function monthlyCredits(db: Db | Tx, companyId: number, type: CreditType): Promise<number> {
  const current = await activeSubscription(db, companyId);
  const creditsMonth =
    current?.plan.creditsMonth ??
    (
      await db.select({ creditsMonth: plans.creditsMonth }).from(plans).where(eq(plans.type, 'free')).limit(1)
    )[0]?.creditsMonth ??
    [];
  const plural = CREDIT_TYPES[type].type_plural;
  return creditsMonth.find((credit) => credit.type_plural === plural)?.quantity ?? 0;
}

/**
 * Grants the plan's credits of the month containing `now` once (a unique index per company,
 * type and month makes concurrent calls insert one row). Called before reading or spending.
 */
export async function ensurePlanGrant(
  db: Db | Tx,
  companyId: number,
  type: CreditType,
  now: Date,
): Promise<void> {
  const { period, validFrom, expiresAt } = monthlyPeriod(now);
  const [existing] = await db
    .select({ id: creditEntries.id })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.companyId, companyId),
        eq(creditEntries.type, type),
        eq(creditEntries.kind, 'plan'),
        eq(creditEntries.period, period),
      ),
    )
    .limit(1);
  if (existing) return;
  const amount = await monthlyCredits(db, companyId, type);
  if (amount <= 0) return;
  await db
    .insert(creditEntries)
    .values({
      companyId,
      type,
      kind: 'plan',
      amount,
      period,
      validFrom,
      expiresAt,
      description: `Créditos del plan (${period})`,
    })
    .onConflictDoNothing({
      target: [creditEntries.companyId, creditEntries.type, creditEntries.period],
      where: sql`${creditEntries.kind} = 'plan'`,
    });
}
