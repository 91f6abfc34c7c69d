import { and, eq, gt, max } from 'drizzle-orm';
import type { LoyaltyProgramType } from '../../../src/domain/contract/loyalty';
import { zonedInstant } from '../../../src/domain/rules/availability';
import { zonedDate } from '../../../src/domain/rules/zoned-time';
import { cancelTransaction } from '../../modules/loyalty/cancel-transaction';
import { currentCardCode } from '../../modules/loyalty/card-codes';
import { completeLoyaltyTransaction } from '../../modules/loyalty/complete-transaction';
import type { Tx } from '../client';
import { contacts, creditEntries, loyaltyCards, loyaltyPrograms, messages } from '../schema';
import type { DemoLocationKey } from './demo-business';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The programs started the day before the first sale. */
const LAUNCHED_DAYS_AGO = 21;
/** The card link in the sales' messages, which the seed discards (see insertDemoLoyalty). */
const SEED_ORIGIN = 'http://localhost:8080';

/** The demo's two programs (01 §9 defaults unless named). */
export const DEMO_LOYALTY_PROGRAMS = {
  cashback: {
    type: 'cashback',
    name: 'Monedero Taquería',
    percentage: 5,
    maxEarnAmount: null,
    validityDays: 365,
  },
  stampcard: {
    type: 'stampcard',
    name: 'Tarjeta de tacos',
    requiredQuantity: 5,
    minPurchase: 80,
    conditions: 'Orden de tacos al pastor gratis',
    styleIcon: '🌮',
    redeemDays: 30,
    validityDays: 365,
  },
} as const satisfies Record<LoyaltyProgramType, Partial<typeof loyaltyPrograms.$inferInsert>>;

interface DemoSale {
  program: LoyaltyProgramType;
  /** The customer (a demo contact's phone). */
  phone: string;
  daysAgo: number;
  /** Local time of the sale. */
  time: string;
  amount: number;
  /** Cashback paid from the wallet (scanned code). */
  wallet?: number;
  at?: DemoLocationKey;
  /** Canceled by the cashier ten minutes later. */
  canceled?: boolean;
}

const MARIA = '+525523456701';
const JOSE = '+525523456702';
const GUADALUPE = '+525523456703';
const JUAN = '+525523456704';
const SOFIA = '+525523456705';
const FRANCISCO = '+525523456706';

/**
 * Three weeks of sales: María's wallet passes $50, José pays part of a sale with his, Guadalupe
 * completes a card and keeps the reward open, Juan's last stamp sale is canceled.
 */
export const DEMO_LOYALTY_SALES: readonly DemoSale[] = [
  { program: 'cashback', phone: MARIA, daysAgo: 20, time: '13:10', amount: 350 },
  { program: 'stampcard', phone: GUADALUPE, daysAgo: 19, time: '14:05', amount: 95 },
  { program: 'cashback', phone: JOSE, daysAgo: 18, time: '19:40', amount: 240 },
  { program: 'cashback', phone: MARIA, daysAgo: 17, time: '20:15', amount: 420 },
  { program: 'stampcard', phone: GUADALUPE, daysAgo: 16, time: '13:30', amount: 120 },
  { program: 'cashback', phone: JUAN, daysAgo: 15, time: '15:20', amount: 180 },
  { program: 'stampcard', phone: FRANCISCO, daysAgo: 14, time: '12:45', amount: 90 },
  { program: 'stampcard', phone: GUADALUPE, daysAgo: 12, time: '19:05', amount: 85 },
  { program: 'stampcard', phone: MARIA, daysAgo: 12, time: '21:10', amount: 180 },
  { program: 'cashback', phone: JOSE, daysAgo: 11, time: '14:25', amount: 300, wallet: 10 },
  { program: 'cashback', phone: MARIA, daysAgo: 9, time: '13:35', amount: 510 },
  { program: 'stampcard', phone: JUAN, daysAgo: 9, time: '18:20', amount: 85 },
  { program: 'cashback', phone: JUAN, daysAgo: 8, time: '20:30', amount: 220 },
  { program: 'stampcard', phone: GUADALUPE, daysAgo: 7, time: '14:40', amount: 140 },
  { program: 'cashback', phone: SOFIA, daysAgo: 6, time: '12:15', amount: 150, at: 'branch' },
  { program: 'stampcard', phone: MARIA, daysAgo: 6, time: '19:50', amount: 210 },
  { program: 'cashback', phone: MARIA, daysAgo: 5, time: '14:10', amount: 390 },
  { program: 'stampcard', phone: FRANCISCO, daysAgo: 4, time: '13:20', amount: 100 },
  { program: 'stampcard', phone: GUADALUPE, daysAgo: 3, time: '20:05', amount: 110 },
  { program: 'cashback', phone: MARIA, daysAgo: 2, time: '13:45', amount: 460 },
  { program: 'stampcard', phone: JOSE, daysAgo: 2, time: '15:30', amount: 120, at: 'branch' },
  { program: 'stampcard', phone: JUAN, daysAgo: 1, time: '14:35', amount: 150, canceled: true },
];

/**
 * The public token of a demo customer's card: fixed, so the demo's card pages have known links
 * (María's wallet: /tarjeta/tarjeta-demo-cashback-6701).
 */
export const demoCardToken = (type: LoyaltyProgramType, phone: string) =>
  `tarjeta-demo-${type}-${phone.slice(-4)}`;

interface DemoLoyaltyInput {
  companyId: number;
  locationIds: Record<DemoLocationKey, number>;
  contactIds: Map<string, number>;
  now: Date;
  timeZone: string;
}

function saleInstant(sale: DemoSale, now: Date, timeZone: string): Date {
  const [hours = 0, minutes = 0] = sale.time.split(':').map(Number);
  const date = zonedDate(new Date(now.getTime() - sale.daysAgo * DAY_MS), timeZone);
  return new Date(zonedInstant(date, hours * 60 + minutes, timeZone));
}

/** The code the customer's card shows at that moment (a wallet payment needs it). */
async function scannedCode(
  tx: Tx,
  input: { companyId: number; programId: number; contactId: number; now: Date },
) {
  const [card] = await tx
    .select({ id: loyaltyCards.id })
    .from(loyaltyCards)
    .where(and(eq(loyaltyCards.programId, input.programId), eq(loyaltyCards.contactId, input.contactId)));
  if (!card) throw new Error('seed: a wallet payment before the first sale');
  return (await currentCardCode(tx, { companyId: input.companyId, cardId: card.id, now: input.now })).code;
}

/**
 * The demo's loyalty programs and three weeks of their sales, each registered by the ledger itself
 * (completeLoyaltyTransaction at its past moment). The seed's history sends nothing: the WhatsApp
 * messages those sales queued and the credits they drew are removed again, so the demo keeps its
 * balance and the delivery sweeper finds nothing to send.
 */
export async function insertDemoLoyalty(tx: Tx, input: DemoLoyaltyInput): Promise<void> {
  const { companyId, now, timeZone } = input;
  const launched = new Date(now.getTime() - LAUNCHED_DAYS_AGO * DAY_MS);
  const programs = await tx
    .insert(loyaltyPrograms)
    .values([
      { companyId, ...DEMO_LOYALTY_PROGRAMS.cashback, createdAt: launched, updatedAt: launched },
      { companyId, ...DEMO_LOYALTY_PROGRAMS.stampcard, createdAt: launched, updatedAt: launched },
    ])
    .returning({ id: loyaltyPrograms.id, type: loyaltyPrograms.type });
  const programIds = new Map(programs.map((program) => [program.type, program.id]));
  const [lastMessage] = await tx.select({ id: max(messages.id) }).from(messages);
  const [lastCredit] = await tx.select({ id: max(creditEntries.id) }).from(creditEntries);

  for (const sale of DEMO_LOYALTY_SALES) {
    const programId = programIds.get(sale.program) ?? 0;
    const contactId = input.contactIds.get(sale.phone) ?? 0;
    const locationId = input.locationIds[sale.at ?? 'main'];
    const at = saleInstant(sale, now, timeZone);
    const authCode = sale.wallet ? await scannedCode(tx, { companyId, programId, contactId, now: at }) : null;
    const { answer } = await completeLoyaltyTransaction(tx, {
      tenant: { companyId, locationId, userId: null },
      body: {
        program_id: programId,
        contact_id: contactId,
        contact_name: null,
        contact_phone: null,
        auth_code: authCode,
        type: sale.program,
        sale_amount: sale.amount,
        reference: null,
        withdraw_amount: sale.wallet ?? 0,
        redeem_reward: false,
      },
      now: at,
      origin: SEED_ORIGIN,
    });
    if (sale.canceled) {
      await cancelTransaction(tx, {
        id: answer.transaction.id,
        companyId,
        locationId,
        userId: null,
        now: new Date(at.getTime() + 10 * MINUTE_MS),
      });
    }
  }

  const cards = await tx
    .select({ id: loyaltyCards.id, type: loyaltyPrograms.type, phone: contacts.phone })
    .from(loyaltyCards)
    .innerJoin(loyaltyPrograms, eq(loyaltyPrograms.id, loyaltyCards.programId))
    .innerJoin(contacts, eq(contacts.id, loyaltyCards.contactId))
    .where(eq(loyaltyCards.companyId, companyId));
  for (const card of cards) {
    await tx
      .update(loyaltyCards)
      .set({ token: demoCardToken(card.type, card.phone ?? '') })
      .where(eq(loyaltyCards.id, card.id));
  }
  await tx.delete(creditEntries).where(gt(creditEntries.id, lastCredit?.id ?? 0));
  await tx.delete(messages).where(gt(messages.id, lastMessage?.id ?? 0));
}
