import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  LOYALTY_MESSAGES,
  LoyaltyCompleteBodySchema,
  type LoyaltyProgram,
  LoyaltyProgramCreateSchema,
} from '../../src/domain/contract/loyalty';
import {
  PERCENTAGE_OPTIONS,
  USAGE_LIMIT_OPTIONS,
  usageLimitLabel,
  VALIDITY_OPTIONS,
} from '../../src/domain/rules/loyalty-options';
import { programFormToBody, programFormValues } from '../../src/domain/rules/loyalty-program-form';
import {
  amountReceived,
  cashbackEarned,
  confirmKind,
  walletMaximum,
} from '../../src/domain/rules/loyalty-wallet';

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
};

describe('percentage and validity options (01 §5.1, §9)', () => {
  it('offers 0.5% to 50% in 0.5% steps', () => {
    expect(PERCENTAGE_OPTIONS).toHaveLength(100);
    expect(PERCENTAGE_OPTIONS[0]).toEqual({ value: 0.5, label: '0.5%' });
    expect(PERCENTAGE_OPTIONS[9]).toEqual({ value: 5, label: '5%' });
    expect(PERCENTAGE_OPTIONS.at(-1)).toEqual({ value: 50, label: '50%' });
  });

  it('offers validity from 30 days (1 month) to 1095 days (3 years)', () => {
    expect(VALIDITY_OPTIONS[0]).toEqual({ value: 30, label: '1 mes' });
    expect(VALIDITY_OPTIONS.at(-1)).toEqual({ value: 1095, label: '3 años' });
    expect(VALIDITY_OPTIONS.map((option) => option.value)).toContain(365);
  });

  it("says 'Uno al día' for one and 'Hasta N al día' otherwise", () => {
    expect(usageLimitLabel(1)).toBe('Uno al día');
    expect(usageLimitLabel(3)).toBe('Hasta 3 al día');
    expect(USAGE_LIMIT_OPTIONS[0]?.label).toBe('Uno al día');
  });
});

describe('wallet maximum and amount received (01 §5.1)', () => {
  it('caps the wallet at the smaller of balance and sale', () => {
    expect(walletMaximum(120.5, 80)).toBe(80);
    expect(walletMaximum(35.25, 80)).toBe(35.25);
    expect(walletMaximum(0, 80)).toBe(0);
  });

  it('receives the sale minus the wallet amount, to the cent', () => {
    expect(amountReceived(100, 35.25)).toBe(64.75);
    expect(amountReceived(0.3, 0.1)).toBe(0.2);
    expect(amountReceived(50, 50)).toBe(0);
  });

  it('labels the confirm button by case', () => {
    expect(confirmKind('cashback', 100, 20)).toEqual({ kind: 'receive', amount: 80 });
    expect(confirmKind('cashback', 100, 100)).toEqual({ kind: 'wallet', amount: 0 });
    expect(confirmKind('stampcard', 100, 0)).toEqual({ kind: 'confirm', amount: 0 });
    expect(confirmKind('cashback', null, 0)).toEqual({ kind: 'confirm', amount: 0 });
  });

  it('earns percentage × money paid, half up to the cent, capped', () => {
    expect(cashbackEarned(5, 100, null)).toBe(5);
    expect(cashbackEarned(5, 64.75, null)).toBe(3.24);
    expect(cashbackEarned(2.5, 10.1, null)).toBe(0.25);
    expect(cashbackEarned(10, 1000, 50)).toBe(50);
    expect(cashbackEarned(5, 0, null)).toBe(0);
  });
});

describe('program dialog transforms (01 §5.1)', () => {
  it("requires a type: 'Debe seleccionar un tipo de programa'", () => {
    const result = programFormToBody({ ...programFormValues(null), name: 'Monedero' });
    expect(result).toEqual({ ok: false, errors: { type: 'Debe seleccionar un tipo de programa' } });
  });

  it('sends cashback max earn ≤ 0 as null and drops the stamp quantity', () => {
    const values = {
      ...programFormValues(null),
      type: 'cashback' as const,
      name: ' Monedero ',
      max_earn_amount: 0,
    };
    const result = programFormToBody(values);
    if (!result.ok) throw new Error('expected a body');
    expect(result.create.name).toBe('Monedero');
    expect(result.create.configuration).toEqual({ percentage: 5, max_earn_amount: null });
    expect(result.create.configuration).not.toHaveProperty('required_quantity');
    expect(programFormToBody({ ...values, max_earn_amount: -3 })).toMatchObject({
      create: { configuration: { max_earn_amount: null } },
    });
    expect(programFormToBody({ ...values, max_earn_amount: 40 })).toMatchObject({
      create: { configuration: { max_earn_amount: 40 } },
    });
  });

  it('drops percentage and max earn for a stamp card', () => {
    const result = programFormToBody({
      ...programFormValues(null),
      type: 'stampcard',
      name: 'Café',
      percentage: 9,
    });
    if (!result.ok) throw new Error('expected a body');
    expect(result.create.configuration).toEqual({ required_quantity: 5 });
    expect(result.create.style_name_singular).toBe('Sello');
    expect(result.create.redeem_days).toBe(30);
  });

  it('never sends type nor stamp quantity when editing', () => {
    const program = {
      id: 1,
      type: 'stampcard',
      name: 'Café',
      conditions: 'Un café gratis',
      status: 'active',
      validity_days: 365,
      redeem_days: 30,
      max_transacts_day: 1,
      min_purchase: 40,
      style_name_singular: 'Sello',
      style_name_plural: 'Sellos',
      style_icon: '☕',
      filters: { product_ids: [], category_ids: [] },
      configuration: { percentage: null, max_earn_amount: null, required_quantity: 8 },
      created_at: '2026-11-01T12:00:00.000Z',
      updated_at: '2026-11-01T12:00:00.000Z',
    } satisfies LoyaltyProgram;
    const result = programFormToBody({ ...programFormValues(program), status: 'limited' });
    if (!result.ok) throw new Error('expected a body');
    expect(result.patch).not.toHaveProperty('type');
    expect(result.patch).not.toHaveProperty('configuration');
    expect(result.patch).toMatchObject({ status: 'limited', style_icon: '☕', conditions: 'Un café gratis' });
  });

  it('the create schema refuses a missing type and names over 100', () => {
    expect(issuesOf(LoyaltyProgramCreateSchema, { type: '', name: 'x', configuration: {} })).toHaveProperty(
      'type',
      [LOYALTY_MESSAGES.typeRequired],
    );
    const long = issuesOf(LoyaltyProgramCreateSchema, {
      type: 'cashback',
      name: 'x'.repeat(101),
      conditions: 'y'.repeat(201),
      configuration: { percentage: 5.25 },
    });
    expect(long).toHaveProperty('name', [LOYALTY_MESSAGES.nameMax]);
    expect(long).toHaveProperty('conditions', [LOYALTY_MESSAGES.conditionsMax]);
    expect(long).toHaveProperty(['configuration.percentage'], [LOYALTY_MESSAGES.percentage]);
  });
});

describe('sale amount rules (issue 8, bad input)', () => {
  const body = { program_id: 1, type: 'cashback', contact_id: 3 };
  it.each([
    [0, LOYALTY_MESSAGES.saleAmountPositive],
    [-5, LOYALTY_MESSAGES.saleAmountPositive],
    [10_000_000.01, LOYALTY_MESSAGES.saleAmountMax],
    [12.345, LOYALTY_MESSAGES.amountDecimals],
  ])('refuses a sale amount of %s', (sale_amount, message) => {
    expect(issuesOf(LoyaltyCompleteBodySchema, { ...body, sale_amount })).toHaveProperty('sale_amount', [
      message,
    ]);
  });

  it('accepts 10,000,000 with 2 decimals at most', () => {
    expect(v.safeParse(LoyaltyCompleteBodySchema, { ...body, sale_amount: 10_000_000 }).success).toBe(true);
    expect(v.safeParse(LoyaltyCompleteBodySchema, { ...body, sale_amount: 99.99 }).success).toBe(true);
  });
});
