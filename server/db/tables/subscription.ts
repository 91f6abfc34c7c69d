import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { PLAN_TYPES, RECURRENCES, SUBSCRIPTION_STATUSES } from '../../../src/domain/contract/subscription';
import { at, createdAt, id, money, oneOf, updatedAt } from './columns';
import { companyForeignKey, companyIdKey } from './company-keys';
import { messages } from './messaging';
import { companies } from './tenancy';

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
    /** Stripe's customer and subscription of a paid plan bought through Checkout (none on the free plan). */
    stripeCustomerId: varchar('stripe_customer_id', { length: 255 }),
    stripeSubscriptionId: varchar('stripe_subscription_id', { length: 255 }),
    /** When Stripe last reported a failed renewal charge; cleared by the next paid invoice. */
    paymentFailedAt: at('payment_failed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyIdKey('subscriptions', t),
    index('subscriptions_company_idx').on(t.companyId),
    index('subscriptions_stripe_subscription_idx').on(t.stripeSubscriptionId),
    check('subscriptions_status_check', oneOf(t.status, SUBSCRIPTION_STATUSES)),
    check('subscriptions_recurrence_check', oneOf(t.recurrence, RECURRENCES)),
  ],
);

/** A pack of message credits any company can buy, valid 12 months (02 §3 "Recharge pack"). */
export const rechargePacks = pgTable('recharge_packs', {
  id: id(),
  quantity: integer('quantity').notNull(),
  price: money('price').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const CREDIT_ENTRY_KINDS = ['plan', 'purchase', 'spend', 'refund'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/**
 * The message-credit ledger (02 §2 Subscription and credits). Grants ('plan': the plan's monthly
 * credits, one per period; 'purchase': a pack, valid 12 months) carry a positive amount and a
 * validity; a 'spend' (negative) or a 'refund' (positive) points at the grant it draws from.
 * The balance is the sum over grants valid now; nothing else stores it.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Kind of credit ('messages'). */
    type: varchar('type', { length: 40 }).notNull(),
    kind: text('kind', { enum: CREDIT_ENTRY_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    grantId: integer('grant_id'),
    /** A plan grant's month ('2026-11'): one grant per company, type and period. */
    period: varchar('period', { length: 7 }),
    validFrom: at('valid_from'),
    expiresAt: at('expires_at'),
    messageId: integer('message_id'),
    description: varchar('description', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    companyIdKey('credit_entries', t),
    companyForeignKey('credit_entries', t.companyId, t.grantId, t, 'cascade'),
    companyForeignKey('credit_entries', t.companyId, t.messageId, messages, 'set null'),
    index('credit_entries_company_type_expires_idx').on(t.companyId, t.type, t.expiresAt),
    index('credit_entries_grant_idx').on(t.grantId),
    index('credit_entries_message_idx').on(t.messageId),
    uniqueIndex('credit_entries_plan_period_unique')
      .on(t.companyId, t.type, t.period)
      .where(sql`${t.kind} = 'plan'`),
    check('credit_entries_kind_check', oneOf(t.kind, CREDIT_ENTRY_KINDS)),
    check(
      'credit_entries_shape_check',
      sql`(${t.kind} in ('plan', 'purchase') and ${t.amount} > 0 and ${t.grantId} is null and ${t.validFrom} is not null and ${t.expiresAt} is not null)
        or (${t.kind} = 'spend' and ${t.amount} < 0 and ${t.grantId} is not null)
        or (${t.kind} = 'refund' and ${t.amount} > 0 and ${t.grantId} is not null)`,
    ),
  ],
);

export const CREDIT_RECHARGE_STATUSES = ['pending', 'charged', 'failed'] as const;

/**
 * An automatic recharge: written by the spend that took the balance to the threshold (in its
 * transaction, so one per crossing), then charged to the saved card by the auto-recharge job.
 * The pack's quantity and price are copied at the crossing: the charge is what was due then.
 */
export const creditRecharges = pgTable(
  'credit_recharges',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    packId: integer('pack_id')
      .notNull()
      .references(() => rechargePacks.id),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    status: text('status', { enum: CREDIT_RECHARGE_STATUSES }).notNull().default('pending'),
    paymentIntentId: varchar('payment_intent_id', { length: 255 }),
    /** Why the charge failed, in Spanish (shown to the owner). */
    failure: varchar('failure', { length: 300 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyIdKey('credit_recharges', t),
    index('credit_recharges_status_idx').on(t.status),
    check('credit_recharges_status_check', oneOf(t.status, CREDIT_RECHARGE_STATUSES)),
  ],
);
