import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  LOYALTY_PROGRAM_STATUSES,
  LOYALTY_PROGRAM_TYPES,
  LOYALTY_TRANSACTION_STATUSES,
  type LoyaltyProgramFilters,
} from '../../../src/domain/contract/loyalty';
import { at, companyId, createdAt, id, money, oneOf, updatedAt } from './columns';
import { companyForeignKey, companyIdKey } from './company-keys';
import { contacts } from './customers';
import { invoices } from './invoicing';
import { messages } from './messaging';
import { selfInvoiceRequestColumns } from './self-invoice-columns';
import { companies, locations } from './tenancy';
import { users } from './users';

/**
 * A loyalty program of a company (01 §3.3): a cashback wallet or a stamp card. Company-wide, like
 * the customers it serves, so a wallet earned at one branch pays at another.
 */
export const loyaltyPrograms = pgTable(
  'loyalty_programs',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type', { enum: LOYALTY_PROGRAM_TYPES }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    conditions: varchar('conditions', { length: 200 }),
    status: text('status', { enum: LOYALTY_PROGRAM_STATUSES }).notNull().default('active'),
    /** Cashback: days an earned balance lasts. Stamp card: days a stamp counts. */
    validityDays: integer('validity_days').notNull().default(365),
    /** Stamp card: days to redeem the reward of a completed card. */
    redeemDays: integer('redeem_days'),
    maxTransactsDay: integer('max_transacts_day').notNull().default(3),
    minPurchase: money('min_purchase').notNull().default(0),
    styleNameSingular: varchar('style_name_singular', { length: 40 }).notNull().default('Sello'),
    styleNamePlural: varchar('style_name_plural', { length: 40 }).notNull().default('Sellos'),
    styleIcon: varchar('style_icon', { length: 16 }).notNull().default('⭐'),
    filters: jsonb('filters')
      .$type<LoyaltyProgramFilters>()
      .notNull()
      .default({ product_ids: [], category_ids: [] }),
    /** Cashback: percent of the amount paid in money (0.5–50). */
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }),
    /** Cashback: most earned by one transaction; null is no limit. */
    maxEarnAmount: money('max_earn_amount'),
    /** Stamp card: stamps that complete a card. */
    requiredQuantity: integer('required_quantity'),
    canceledAt: at('canceled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyIdKey('loyalty_programs', t),
    index('loyalty_programs_company_idx').on(t.companyId),
    check('loyalty_programs_type_check', oneOf(t.type, LOYALTY_PROGRAM_TYPES)),
    check('loyalty_programs_status_check', oneOf(t.status, LOYALTY_PROGRAM_STATUSES)),
  ],
);

/**
 * A customer's membership of one program: the card behind the public card page (reached by its
 * random token) and the row every change of the customer's ledger locks first.
 */
export const loyaltyCards = pgTable(
  'loyalty_cards',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    programId: integer('program_id').notNull(),
    contactId: integer('contact_id').notNull(),
    /** The public card page's token (random, URL-safe). */
    token: varchar('token', { length: 40 }).notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyIdKey('loyalty_cards', t),
    companyForeignKey('loyalty_cards', t.companyId, t.programId, loyaltyPrograms, 'cascade'),
    companyForeignKey('loyalty_cards', t.companyId, t.contactId, contacts, 'cascade'),
    unique('loyalty_cards_program_contact_unique').on(t.companyId, t.programId, t.contactId),
  ],
);

/**
 * The rotating 6-digit codes a card shows in its QR (each lives a few minutes and serves one
 * transaction). Unique among the company's codes so a code names one customer.
 */
export const loyaltyCardCodes = pgTable(
  'loyalty_card_codes',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    cardId: integer('card_id').notNull(),
    code: varchar('code', { length: 6 }).notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Set when a completed transaction spent it: a code serves once. */
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    companyIdKey('loyalty_card_codes', t),
    companyForeignKey('loyalty_card_codes', t.companyId, t.cardId, loyaltyCards, 'cascade'),
    unique('loyalty_card_codes_company_code_unique').on(t.companyId, t.code),
    index('loyalty_card_codes_card_idx').on(t.cardId, t.expiresAt),
  ],
);

/** A sale registered in a program (01 §3.4); cancelling reverses its ledger rows exactly. */
export const loyaltyTransactions = pgTable(
  'loyalty_transactions',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    locationId: integer('location_id'),
    programId: integer('program_id').notNull(),
    cardId: integer('card_id').notNull(),
    contactId: integer('contact_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Short human code shown in lists (e.g. 'K7Q2M9XD'). */
    code: varchar('code', { length: 12 }).notNull(),
    type: text('type', { enum: LOYALTY_PROGRAM_TYPES }).notNull(),
    status: text('status', { enum: LOYALTY_TRANSACTION_STATUSES }).notNull().default('active'),
    inputMethod: text('input_method', { enum: ['code', 'phone'] }).notNull(),
    saleAmount: money('sale_amount').notNull(),
    reference: varchar('reference', { length: 100 }),
    /** Cashback: wallet balance spent on this sale. */
    withdrawAmount: money('withdraw_amount').notNull().default(0),
    /** Cashback: balance earned (percentage × money paid, capped). */
    earnedAmount: money('earned_amount').notNull().default(0),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }),
    /** Stamp card: stamps on the card after this transaction, and the card's size. */
    currentQuantity: integer('current_quantity'),
    requiredQuantity: integer('required_quantity'),
    /** Stamp card: this transaction completed a card. */
    completedCard: boolean('completed_card').notNull().default(false),
    messageId: integer('message_id'),
    /**
     * The customer's self-invoice link (/facturar/{code}): 'l' and 64 random bits, filled by the
     * database; the 'l' keeps it apart from every sale's 16-hex code. Null when nothing was paid
     * in money (no amount, or all of it from the wallet): there is nothing to invoice.
     */
    selfInvoiceCode: varchar('self_invoice_code', { length: 17 })
      .unique()
      .default(sql`'l' || substr(md5(gen_random_uuid()::text), 1, 16)`),
    canceledAt: at('canceled_at'),
    canceledBy: integer('canceled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    companyIdKey('loyalty_transactions', t),
    companyForeignKey('loyalty_transactions', t.companyId, t.locationId, locations, 'set null'),
    companyForeignKey('loyalty_transactions', t.companyId, t.programId, loyaltyPrograms, 'cascade'),
    companyForeignKey('loyalty_transactions', t.companyId, t.cardId, loyaltyCards, 'cascade'),
    companyForeignKey('loyalty_transactions', t.companyId, t.contactId, contacts, 'cascade'),
    companyForeignKey('loyalty_transactions', t.companyId, t.messageId, messages, 'set null'),
    unique('loyalty_transactions_company_code_unique').on(t.companyId, t.code),
    index('loyalty_transactions_card_created_idx').on(t.cardId, t.createdAt),
    index('loyalty_transactions_company_created_idx').on(t.companyId, t.createdAt),
    check('loyalty_transactions_type_check', oneOf(t.type, LOYALTY_PROGRAM_TYPES)),
    check('loyalty_transactions_status_check', oneOf(t.status, LOYALTY_TRANSACTION_STATUSES)),
    // 0: a stamp an automation grants for a visit, where no purchase amount is known.
    check('loyalty_transactions_sale_amount_check', sql`${t.saleAmount} >= 0`),
  ],
);

/**
 * Cashback earned by one transaction: a lot that expires after the program's validity. Spending
 * takes from the lots that expire first; `remaining` is what is left of it.
 */
export const loyaltyWalletLots = pgTable(
  'loyalty_wallet_lots',
  {
    id: id(),
    companyId: companyId(),
    cardId: integer('card_id').notNull(),
    transactionId: integer('transaction_id').notNull(),
    amount: money('amount').notNull(),
    remaining: money('remaining').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    companyIdKey('loyalty_wallet_lots', t),
    companyForeignKey('loyalty_wallet_lots', t.companyId, t.cardId, loyaltyCards, 'cascade'),
    companyForeignKey('loyalty_wallet_lots', t.companyId, t.transactionId, loyaltyTransactions, 'cascade'),
    unique('loyalty_wallet_lots_transaction_id_unique').on(t.companyId, t.transactionId),
    index('loyalty_wallet_lots_card_expires_idx').on(t.cardId, t.expiresAt),
    check('loyalty_wallet_lots_remaining_check', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`),
  ],
);

/** What a paying-with-the-wallet transaction took from each lot (its cancel puts it back). */
export const loyaltyWalletSpends = pgTable(
  'loyalty_wallet_spends',
  {
    id: id(),
    companyId: companyId(),
    transactionId: integer('transaction_id').notNull(),
    lotId: integer('lot_id').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    companyIdKey('loyalty_wallet_spends', t),
    companyForeignKey('loyalty_wallet_spends', t.companyId, t.transactionId, loyaltyTransactions, 'cascade'),
    companyForeignKey('loyalty_wallet_spends', t.companyId, t.lotId, loyaltyWalletLots, 'cascade'),
    index('loyalty_wallet_spends_transaction_idx').on(t.transactionId),
    index('loyalty_wallet_spends_lot_idx').on(t.lotId),
  ],
);

/** The reward of a completed stamp card, redeemable until `expires_at`. */
export const loyaltyRewards = pgTable(
  'loyalty_rewards',
  {
    id: id(),
    companyId: companyId(),
    cardId: integer('card_id').notNull(),
    /** The transaction whose stamp completed the card. */
    transactionId: integer('transaction_id').notNull(),
    expiresAt: at('expires_at').notNull(),
    redeemedAt: at('redeemed_at'),
    redeemedTransactionId: integer('redeemed_transaction_id'),
    createdAt: createdAt(),
  },
  (t) => [
    companyIdKey('loyalty_rewards', t),
    companyForeignKey('loyalty_rewards', t.companyId, t.cardId, loyaltyCards, 'cascade'),
    companyForeignKey('loyalty_rewards', t.companyId, t.transactionId, loyaltyTransactions, 'cascade'),
    companyForeignKey(
      'loyalty_rewards',
      t.companyId,
      t.redeemedTransactionId,
      loyaltyTransactions,
      'set null',
    ),
    unique('loyalty_rewards_transaction_id_unique').on(t.companyId, t.transactionId),
    index('loyalty_rewards_card_idx').on(t.cardId, t.expiresAt),
  ],
);

/**
 * One stamp, earned by one qualifying purchase. It counts toward the current card while it is
 * within the program's validity and not yet part of a completed card (`reward_id`).
 */
export const loyaltyStamps = pgTable(
  'loyalty_stamps',
  {
    id: id(),
    companyId: companyId(),
    cardId: integer('card_id').notNull(),
    transactionId: integer('transaction_id').notNull(),
    rewardId: integer('reward_id'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    companyIdKey('loyalty_stamps', t),
    companyForeignKey('loyalty_stamps', t.companyId, t.cardId, loyaltyCards, 'cascade'),
    companyForeignKey('loyalty_stamps', t.companyId, t.transactionId, loyaltyTransactions, 'cascade'),
    companyForeignKey('loyalty_stamps', t.companyId, t.rewardId, loyaltyRewards, 'set null'),
    unique('loyalty_stamps_transaction_id_unique').on(t.companyId, t.transactionId),
    index('loyalty_stamps_card_idx').on(t.cardId, t.expiresAt),
  ],
);

/**
 * A loyalty purchase's self-invoice (autofactura): the customer's fiscal data, e-mail and forma de
 * pago (the transaction does not know how it was paid), and its state. One per transaction: the
 * row is the claim. Stamping: invoice_id and failure null; stamped: invoice_id set; failed:
 * failure set (the customer may ask again, which clears it).
 */
export const loyaltySelfInvoices = pgTable(
  'loyalty_self_invoices',
  {
    id: id(),
    companyId: companyId(),
    transactionId: integer('transaction_id').notNull(),
    invoiceId: integer('invoice_id'),
    ...selfInvoiceRequestColumns(),
    formaPago: varchar('forma_pago', { length: 2 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyIdKey('loyalty_self_invoices', t),
    unique('loyalty_self_invoices_transaction_unique').on(t.companyId, t.transactionId),
    companyForeignKey('loyalty_self_invoices', t.companyId, t.transactionId, loyaltyTransactions, 'cascade'),
    companyForeignKey('loyalty_self_invoices', t.companyId, t.invoiceId, invoices, 'set null'),
  ],
);
