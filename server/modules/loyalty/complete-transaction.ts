import { and, count, eq, gte } from 'drizzle-orm';
import {
  LOYALTY_MESSAGES,
  type LoyaltyComplete,
  type LoyaltyCompleteBody,
} from '../../../src/domain/contract/loyalty';
import { toCents } from '../../../src/domain/rules/loyalty-wallet';
import { startOfZonedDay, zonedDate } from '../../../src/domain/rules/zoned-time';
import type { Db, Tx } from '../../db/client';
import { locations, loyaltyTransactions } from '../../db/schema';
import { announceChange } from '../../live/live-messages';
import { publishAutomationEvent } from '../automation/publish-event';
import { cardProgress } from './card-progress';
import { type LoyaltyCardRow, lockOrOpenCard } from './card-store';
import { loyaltyCardUrl } from './card-url';
import { checkCashbackSale, writeCashbackLedger } from './ledger-cashback';
import { planStampSale, writeStampLedger } from './ledger-stampcard';
import { type LoyaltyMessageEvent, loyaltyMessage, messageLoyaltyCustomer } from './loyalty-customer-message';
import { loyaltyRefusal } from './loyalty-errors';
import { loyaltyInvoiceLink } from './loyalty-invoice-link';
import { programOfCompany } from './program-lookup';
import type { LoyaltyProgramRow } from './program-view';
import { saleContact } from './sale-contact';
import { newTransactionCode } from './transaction-code';
import { transactionOfCompany } from './transaction-lookup';

export interface LoyaltyTenant {
  companyId: number;
  locationId: number;
  /** Null for the demo seed. */
  userId: number | null;
}

export interface CompleteLoyaltyInput {
  tenant: LoyaltyTenant;
  body: LoyaltyCompleteBody;
  now: Date;
  /** Origin of the public pages (the card link in the customer's message). */
  origin: string;
}

export interface CompleteLoyaltyResult {
  answer: LoyaltyComplete;
  /** The customer's message to deliver after the commit (sendMessageNow), if one was queued. */
  messageId: number | null;
}

async function locationOf(tx: Tx, locationId: number) {
  const [row] = await tx
    .select({ name: locations.name, timeZone: locations.timezone })
    .from(locations)
    .where(eq(locations.id, locationId))
    .limit(1);
  if (!row) throw new Error(`no location ${locationId}`);
  return row;
}

/** The rules that need no card: the program's type and status, no wallet on a stamp card, the minimum. */
function checkProgram(program: LoyaltyProgramRow, body: LoyaltyCompleteBody): void {
  if (program.type !== body.type) throw loyaltyRefusal('type', LOYALTY_MESSAGES.typeMismatch);
  if (program.status === 'canceled') throw loyaltyRefusal('program_id', LOYALTY_MESSAGES.programCanceled);
  if (program.type === 'stampcard' && (body.withdraw_amount ?? 0) > 0) {
    throw loyaltyRefusal('withdraw_amount', LOYALTY_MESSAGES.withdrawStampcard);
  }
  if (toCents(body.sale_amount) < toCents(program.minPurchase)) {
    throw loyaltyRefusal('sale_amount', LOYALTY_MESSAGES.saleAmountMin);
  }
}

/** max_transacts_day: the customer's active transactions in the program since today began there. */
async function checkDailyLimit(
  tx: Tx,
  input: { program: LoyaltyProgramRow; card: LoyaltyCardRow; timeZone: string; now: Date },
): Promise<void> {
  const since = startOfZonedDay(zonedDate(input.now, input.timeZone), input.timeZone);
  const [row] = await tx
    .select({ value: count() })
    .from(loyaltyTransactions)
    .where(
      and(
        eq(loyaltyTransactions.cardId, input.card.id),
        eq(loyaltyTransactions.status, 'active'),
        gte(loyaltyTransactions.createdAt, since),
      ),
    );
  const max = input.program.maxTransactsDay;
  if ((row?.value ?? 0) >= max) throw loyaltyRefusal('contact_id', LOYALTY_MESSAGES.maxPerDay(max));
}

/** No self-invoice code when nothing was paid in money: the database fills it otherwise. */
function withoutSelfInvoice(values: { saleAmount: number; withdrawAmount?: number }) {
  return values.saleAmount > (values.withdrawAmount ?? 0) ? {} : { selfInvoiceCode: null };
}

async function insertTransaction(
  tx: Tx,
  values: Omit<typeof loyaltyTransactions.$inferInsert, 'code'>,
): Promise<number> {
  for (;;) {
    const [row] = await tx
      .insert(loyaltyTransactions)
      .values({ ...values, code: newTransactionCode(), ...withoutSelfInvoice(values) })
      .onConflictDoNothing({ target: [loyaltyTransactions.companyId, loyaltyTransactions.code] })
      .returning({ id: loyaltyTransactions.id });
    if (row) return row.id;
  }
}

interface SaleContext {
  tx: Tx;
  program: LoyaltyProgramRow;
  card: LoyaltyCardRow;
  body: LoyaltyCompleteBody;
  base: Omit<typeof loyaltyTransactions.$inferInsert, 'code'>;
  byCode: boolean;
  timeZone: string;
  now: Date;
}

interface RecordedSale {
  transactionId: number;
  event: LoyaltyMessageEvent;
  rewardGranted: boolean;
}

async function recordCashbackSale(sale: SaleContext): Promise<RecordedSale> {
  const { tx, program, card, now } = sale;
  const withdraw = sale.body.withdraw_amount ?? 0;
  const { earned } = await checkCashbackSale(tx, {
    program,
    cardId: card.id,
    saleAmount: sale.body.sale_amount,
    withdraw,
    byCode: sale.byCode,
    now,
  });
  const transactionId = await insertTransaction(tx, {
    ...sale.base,
    withdrawAmount: withdraw,
    earnedAmount: earned,
    percentage: program.percentage,
  });
  await writeCashbackLedger(tx, { program, cardId: card.id, transactionId, withdraw, earned, now });
  const { user_balance } = await cardProgress(tx, card, program, now);
  return {
    transactionId,
    event: { kind: 'cashback', earned, used: withdraw, balance: user_balance },
    rewardGranted: false,
  };
}

async function recordStampSale(sale: SaleContext): Promise<RecordedSale> {
  const { tx, program, card, now } = sale;
  const plan = await planStampSale(tx, { program, cardId: card.id, redeem: sale.body.redeem_reward, now });
  const transactionId = await insertTransaction(tx, {
    ...sale.base,
    currentQuantity: plan.currentAfter,
    requiredQuantity: plan.required,
    completedCard: plan.completes,
  });
  const { rewardExpiresAt } = await writeStampLedger(tx, {
    program,
    cardId: card.id,
    transactionId,
    plan,
    now,
  });
  const event: LoyaltyMessageEvent = rewardExpiresAt
    ? { kind: 'reward', conditions: program.conditions, expiresAt: rewardExpiresAt, timeZone: sale.timeZone }
    : {
        kind: 'stamp',
        stampName: program.styleNameSingular,
        current: plan.currentAfter,
        required: plan.required,
      };
  return { transactionId, event, rewardGranted: rewardExpiresAt !== null };
}

/**
 * POST /v1/loyalty/transaction/complete (01 §3.4), also used by the demo seed. In one database
 * transaction: the program's rules, the customer (the code is spent here), the card locked (or
 * created), the minimum purchase and daily limit, the ledger (wallet lots and spends, or stamps and
 * rewards, and 'stampcard_completed' when a card fills), the customer's WhatsApp message (no credits: only the message is dropped) and the
 * 'loyalty' change announced. The caller delivers the message after the commit.
 */
export function completeLoyaltyTransaction(
  db: Db | Tx,
  input: CompleteLoyaltyInput,
): Promise<CompleteLoyaltyResult> {
  const { tenant, body, now } = input;
  return db.transaction(async (tx) => {
    const program = await programOfCompany(tx, body.program_id, tenant.companyId);
    checkProgram(program, body);
    const { contact, inputMethod } = await saleContact(tx, { companyId: tenant.companyId, body, now });
    const card = await lockOrOpenCard(tx, program, contact.id, now);
    const location = await locationOf(tx, tenant.locationId);
    await checkDailyLimit(tx, { program, card, timeZone: location.timeZone, now });

    const sale: SaleContext = {
      tx,
      program,
      card,
      body,
      byCode: inputMethod === 'code',
      timeZone: location.timeZone,
      now,
      base: {
        companyId: tenant.companyId,
        locationId: tenant.locationId,
        programId: program.id,
        cardId: card.id,
        contactId: contact.id,
        userId: tenant.userId,
        type: program.type,
        inputMethod,
        saleAmount: body.sale_amount,
        reference: body.reference || null,
        createdAt: now,
      },
    };
    const { transactionId, event, rewardGranted } =
      program.type === 'cashback' ? await recordCashbackSale(sale) : await recordStampSale(sale);

    if (rewardGranted) {
      await publishAutomationEvent(tx, {
        companyId: tenant.companyId,
        locationId: tenant.locationId,
        type: 'stampcard_completed',
        subjectId: transactionId,
        contactId: contact.id,
        name: contact.name,
        phone: contact.phone,
        now,
      });
    }
    const cardUrl = loyaltyCardUrl(input.origin, card.token);
    const message = await messageLoyaltyCustomer(tx, {
      companyId: tenant.companyId,
      locationId: tenant.locationId,
      userId: tenant.userId,
      contactId: contact.id,
      phone: contact.phone,
      ...loyaltyMessage(event, {
        name: contact.name,
        business: location.name,
        program: program.name,
        url: cardUrl,
        invoiceUrl: await loyaltyInvoiceLink(tx, {
          companyId: tenant.companyId,
          transactionId,
          origin: input.origin,
          now,
        }),
      }),
      now,
    });
    if (message.messageId !== null) {
      await tx
        .update(loyaltyTransactions)
        .set({ messageId: message.messageId })
        .where(eq(loyaltyTransactions.id, transactionId));
    }
    await announceChange(tx, {
      companyId: tenant.companyId,
      locationId: tenant.locationId,
      area: 'loyalty',
      id: transactionId,
    });
    return {
      answer: {
        transaction: await transactionOfCompany(tx, transactionId, tenant.companyId),
        progress: await cardProgress(tx, card, program, now),
        reward_granted: rewardGranted,
        message: message.outcome,
        card_url: cardUrl,
      },
      messageId: message.messageId,
    };
  });
}
