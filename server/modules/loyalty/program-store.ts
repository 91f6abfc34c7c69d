import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  LOYALTY_DEFAULTS,
  LOYALTY_MESSAGES,
  type LoyaltyProgram,
  type LoyaltyProgramCreate,
  type LoyaltyProgramPatch,
} from '../../../src/domain/contract/loyalty';
import type { Db } from '../../db/client';
import { loyaltyPrograms } from '../../db/schema';
import { loyaltyRefusal } from './loyalty-errors';
import { programOfCompany } from './program-lookup';
import { programView } from './program-view';

type ProgramValues = Partial<typeof loyaltyPrograms.$inferInsert>;

/** Programs the cashier can transact in (active and limited), by name. */
export async function availablePrograms(db: Db, companyId: number): Promise<LoyaltyProgram[]> {
  const rows = await db
    .select()
    .from(loyaltyPrograms)
    .where(
      and(eq(loyaltyPrograms.companyId, companyId), inArray(loyaltyPrograms.status, ['active', 'limited'])),
    )
    .orderBy(asc(loyaltyPrograms.name), asc(loyaltyPrograms.id));
  return rows.map(programView);
}

/** Every program of the company, canceled included, newest first. */
export async function allPrograms(db: Db, companyId: number): Promise<LoyaltyProgram[]> {
  const rows = await db
    .select()
    .from(loyaltyPrograms)
    .where(eq(loyaltyPrograms.companyId, companyId))
    .orderBy(desc(loyaltyPrograms.createdAt), desc(loyaltyPrograms.id));
  return rows.map(programView);
}

/** The fields both create and edit store, as columns (only those sent). */
function commonValues(body: LoyaltyProgramPatch | LoyaltyProgramCreate): ProgramValues {
  const values: ProgramValues = {
    name: body.name,
    conditions: body.conditions === undefined ? undefined : body.conditions || null,
    validityDays: body.validity_days,
    redeemDays: body.redeem_days,
    maxTransactsDay: body.max_transacts_day,
    minPurchase: body.min_purchase,
    styleNameSingular: body.style_name_singular,
    styleNamePlural: body.style_name_plural,
    styleIcon: body.style_icon,
    filters: body.filters,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/**
 * POST /v1/loyalty/program: a cashback program keeps its percentage and max earn (the stamp
 * quantity is dropped); a stamp card its quantity and redeem days (30 by default).
 */
export async function createProgram(
  db: Db,
  body: LoyaltyProgramCreate,
  input: { companyId: number; now: Date },
): Promise<LoyaltyProgram> {
  const cashback = body.type === 'cashback';
  const [row] = await db
    .insert(loyaltyPrograms)
    .values({
      ...commonValues(body),
      companyId: input.companyId,
      type: body.type,
      name: body.name,
      redeemDays: cashback ? null : (body.redeem_days ?? LOYALTY_DEFAULTS.redeem_days),
      percentage: cashback ? (body.configuration.percentage ?? null) : null,
      maxEarnAmount: cashback ? (body.configuration.max_earn_amount ?? null) : null,
      requiredQuantity: cashback ? null : (body.configuration.required_quantity ?? null),
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!row) throw new Error('program not inserted');
  return programView(row);
}

/**
 * PATCH /v1/loyalty/program/{id}: the type and the stamp quantity are fixed (422 when sent with
 * another value), canceled is final (422 leaving it), a cashback program keeps a percentage.
 */
export async function patchProgram(
  db: Db,
  id: number,
  body: LoyaltyProgramPatch,
  input: { companyId: number; now: Date },
): Promise<LoyaltyProgram> {
  const program = await programOfCompany(db, id, input.companyId);
  const configuration = body.configuration ?? {};
  if (body.type !== undefined && body.type !== program.type) {
    throw loyaltyRefusal('type', LOYALTY_MESSAGES.typeLocked);
  }
  if (
    configuration.required_quantity !== undefined &&
    configuration.required_quantity !== program.requiredQuantity
  ) {
    throw loyaltyRefusal('configuration.required_quantity', LOYALTY_MESSAGES.quantityLocked);
  }
  if (program.status === 'canceled' && body.status !== undefined && body.status !== 'canceled') {
    throw loyaltyRefusal('status', LOYALTY_MESSAGES.canceledFinal);
  }
  const values = commonValues(body);
  if (program.type === 'cashback') {
    if (configuration.percentage === null) {
      throw loyaltyRefusal('configuration.percentage', LOYALTY_MESSAGES.percentage);
    }
    if (configuration.percentage !== undefined) values.percentage = configuration.percentage;
    if (configuration.max_earn_amount !== undefined) values.maxEarnAmount = configuration.max_earn_amount;
    values.redeemDays = null;
  }
  if (body.status !== undefined && body.status !== program.status) {
    values.status = body.status;
    if (body.status === 'canceled') values.canceledAt = input.now;
  }
  const [row] = await db
    .update(loyaltyPrograms)
    .set({ ...values, updatedAt: input.now })
    .where(eq(loyaltyPrograms.id, program.id))
    .returning();
  if (!row) throw new Error('program not updated');
  return programView(row);
}
