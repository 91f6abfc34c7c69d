import { boolean, check, index, integer, jsonb, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { PLAN_TYPES, RECURRENCES, SUBSCRIPTION_STATUSES } from '../../../src/domain/contract/subscription';
import { at, createdAt, id, money, oneOf, updatedAt } from './columns';
import { companies } from './tenancy';

export const CREDIT_FORMATS = ['number', 'money'] as const;

/** A plan of the product's pricing page (02 §3 "Subscription info"). */
export const plans = pgTable(
  'plans',
  {
    id: id(),
    name: varchar('name', { length: 60 }).notNull(),
    type: text('type', { enum: PLAN_TYPES }).notNull(),
    description: varchar('description', { length: 500 }),
    priceMonthly: money('price_monthly').notNull().default(0),
    priceYearly: money('price_yearly').notNull().default(0),
    creditsMonth: jsonb('credits_month')
      .$type<{ type_plural: string; quantity: number }[]>()
      .notNull()
      .default([]),
    recommended: boolean('recommended').notNull().default(false),
    stripeMonthlyUrl: text('stripe_monthly_url'),
    stripeYearlyUrl: text('stripe_yearly_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('plans_type_check', oneOf(t.type, PLAN_TYPES))],
);

/** A company's subscription to a plan. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    recurrence: text('recurrence', { enum: RECURRENCES }).notNull().default('none'),
    validTo: at('valid_to'),
    autoRechargePackId: integer('auto_recharge_pack_id'),
    autoRechargeThreshold: integer('auto_recharge_threshold'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_company_idx').on(t.companyId),
    check('subscriptions_status_check', oneOf(t.status, SUBSCRIPTION_STATUSES)),
    check('subscriptions_recurrence_check', oneOf(t.recurrence, RECURRENCES)),
  ],
);

/** A company's balance of one kind of credit (e.g. type 'messages', type_plural 'Mensajes'). */
export const creditBalances = pgTable(
  'credit_balances',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull(),
    typePlural: varchar('type_plural', { length: 60 }).notNull(),
    format: text('format', { enum: CREDIT_FORMATS }).notNull().default('number'),
    used: money('used').notNull().default(0),
    total: money('total').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('credit_balances_company_type_unique').on(t.companyId, t.type),
    check('credit_balances_format_check', oneOf(t.format, CREDIT_FORMATS)),
  ],
);
