import { desc, eq, sql } from 'drizzle-orm';
import {
  CARD_CHECK_SECS,
  LOYALTY_MESSAGES,
  type PublicLoyaltyCard,
} from '../../../src/domain/contract/loyalty';
import { createZonedIsoFormatter } from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import { contacts, loyaltyCards, loyaltyPrograms, loyaltyStamps, loyaltyTransactions } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { currentCardCode, secondsUntilNewCode } from '../loyalty/card-codes';
import { cardProgress } from '../loyalty/card-progress';
import { cardPurchaseInvoiceLinks } from '../loyalty/loyalty-invoice-link';
import { qualified } from '../reporting/report-sql';
import { cardBusiness } from './card-business';
import { publicProgram } from './public-program';

/** How many of the latest movements the card page lists. */
export const RECENT_MOVEMENTS = 5;

/** What a public page shows of the customer: first name and last name's initial ('María G.'). */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

async function cardOfToken(db: Db, token: string) {
  const [row] = await db
    .select({ card: loyaltyCards, program: loyaltyPrograms, customer: contacts.name })
    .from(loyaltyCards)
    .innerJoin(loyaltyPrograms, eq(loyaltyPrograms.id, loyaltyCards.programId))
    .innerJoin(contacts, eq(contacts.id, loyaltyCards.contactId))
    .where(eq(loyaltyCards.token, token))
    .limit(1);
  if (!row) throw new NotFoundError(LOYALTY_MESSAGES.cardNotFound);
  return row;
}

function recentMovements(db: Db, cardId: number) {
  return db
    .select({
      id: loyaltyTransactions.id,
      selfInvoiceCode: loyaltyTransactions.selfInvoiceCode,
      createdAt: loyaltyTransactions.createdAt,
      status: loyaltyTransactions.status,
      saleAmount: loyaltyTransactions.saleAmount,
      earned: loyaltyTransactions.earnedAmount,
      used: loyaltyTransactions.withdrawAmount,
      stamp: sql<boolean>`exists (select 1 from ${loyaltyStamps} where ${loyaltyStamps.transactionId} = ${qualified(loyaltyTransactions.id)})`,
    })
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.cardId, cardId))
    .orderBy(desc(loyaltyTransactions.createdAt), desc(loyaltyTransactions.id))
    .limit(RECENT_MOVEMENTS);
}

/**
 * GET /v1/public/loyalty/card/{token}: the customer's card (no login). The code is the card's
 * current one (reused while it has ≥ 240 s left and is unused, else a new one); none for a canceled
 * program.
 */
export async function publicLoyaltyCard(
  db: Db,
  token: string,
  now: Date,
  origin: string,
): Promise<PublicLoyaltyCard> {
  const { card, program, customer } = await cardOfToken(db, token);
  const [business, progress, recent, code] = await Promise.all([
    cardBusiness(db, card),
    cardProgress(db, card, program, now),
    recentMovements(db, card.id),
    program.status === 'canceled'
      ? null
      : currentCardCode(db, { companyId: card.companyId, cardId: card.id, now }),
  ]);
  const iso = createZonedIsoFormatter(business.timeZone);
  const invoiceLinks = await cardPurchaseInvoiceLinks(db, {
    companyId: card.companyId,
    origin,
    now,
    timeZone: business.timeZone,
    purchases: recent,
  });
  return {
    business: { name: business.name, image_url: business.imageUrl },
    customer: { name: shortName(customer) },
    program: { ...publicProgram(program), status: program.status },
    progress,
    code: code?.code ?? null,
    code_expires_at: code ? iso(code.expiresAt) : null,
    code_changes_in_secs: code ? secondsUntilNewCode(code.expiresAt, now) : null,
    refresh_in_secs: CARD_CHECK_SECS,
    recent: recent.map((movement) => ({
      created_at: iso(movement.createdAt),
      status: movement.status,
      sale_amount: movement.saleAmount,
      earned: movement.earned,
      used: movement.used,
      stamp: movement.stamp,
      self_invoice_url: invoiceLinks.get(movement.id) ?? null,
    })),
  };
}
