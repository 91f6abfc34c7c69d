// Loyalty programs, customers, card codes and the ledger's rows, for the loyalty tests.
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { expect } from 'vitest';
import type { Db } from '../../../server/db/client';
import {
  contacts,
  loyaltyCards,
  loyaltyPrograms,
  loyaltyRewards,
  loyaltyStamps,
  loyaltyTransactions,
  loyaltyWalletLots,
  loyaltyWalletSpends,
  messages,
} from '../../../server/db/schema';
import type { App } from '../../../server/http/app-types';
import { currentCardCode } from '../../../server/modules/loyalty/card-codes';
import { dataOf } from '../../../src/domain/contract/common';
import { LoyaltyCompleteSchema, LoyaltyPrepareSchema } from '../../../src/domain/contract/loyalty';
import { bearer } from './test-app';

export const DAY = 86_400_000;
export const CASHIER = 'caja@taqueria.demo';

let sequence = 0;

/** A program of the company (a 10% cashback wallet unless told otherwise); returns its id. */
export async function insertProgram(
  db: Db,
  companyId: number,
  values: Partial<typeof loyaltyPrograms.$inferInsert> = {},
): Promise<number> {
  const stampcard = values.type === 'stampcard';
  const [row] = await db
    .insert(loyaltyPrograms)
    .values({
      companyId,
      type: 'cashback',
      name: stampcard ? 'Tarjeta de café' : 'Monedero',
      percentage: stampcard ? null : 10,
      requiredQuantity: stampcard ? 3 : null,
      redeemDays: stampcard ? 30 : null,
      maxTransactsDay: 10,
      ...values,
    })
    .returning({ id: loyaltyPrograms.id });
  if (!row) throw new Error('program not inserted');
  return row.id;
}

/** A customer of the company with a unique +52 phone; returns its id and phone. */
export async function insertCustomer(
  db: Db,
  companyId: number,
  name = 'Ana López',
): Promise<{ id: number; phone: string }> {
  sequence += 1;
  const phone = `+5255${String(process.pid % 10_000).padStart(4, '0')}${String(sequence).padStart(4, '0')}`;
  const [row] = await db.insert(contacts).values({ companyId, name, phone }).returning({ id: contacts.id });
  if (!row) throw new Error('contact not inserted');
  return { id: row.id, phone };
}

/** The customer's card in the program, opening it (as a first purchase would) when missing. */
export async function cardOf(db: Db, programId: number, contactId: number, companyId: number) {
  const [existing] = await db
    .select()
    .from(loyaltyCards)
    .where(and(eq(loyaltyCards.programId, programId), eq(loyaltyCards.contactId, contactId)));
  if (existing) return existing;
  sequence += 1;
  const [card] = await db
    .insert(loyaltyCards)
    .values({ companyId, programId, contactId, token: `tarjeta-prueba-${process.pid}-${sequence}` })
    .returning();
  if (!card) throw new Error('card not inserted');
  return card;
}

/** The code the customer's card page shows now (as GET /v1/public/loyalty/card/{token} gives it). */
export async function codeFor(
  db: Db,
  input: { companyId: number; programId: number; contactId: number; now: Date },
): Promise<string> {
  const card = await cardOf(db, input.programId, input.contactId, input.companyId);
  const { code } = await currentCardCode(db, { companyId: input.companyId, cardId: card.id, now: input.now });
  return code;
}

/** Every ledger row of a card (lots, spends, stamps, rewards), to compare before and after. */
export async function ledgerOf(db: Db, cardId: number) {
  const lots = await db
    .select()
    .from(loyaltyWalletLots)
    .where(eq(loyaltyWalletLots.cardId, cardId))
    .orderBy(asc(loyaltyWalletLots.id));
  const lotIds = lots.map((lot) => lot.id);
  const spends =
    lotIds.length === 0
      ? []
      : await db
          .select()
          .from(loyaltyWalletSpends)
          .where(inArray(loyaltyWalletSpends.lotId, lotIds))
          .orderBy(asc(loyaltyWalletSpends.id));
  const stamps = await db
    .select()
    .from(loyaltyStamps)
    .where(eq(loyaltyStamps.cardId, cardId))
    .orderBy(asc(loyaltyStamps.id));
  const rewards = await db
    .select()
    .from(loyaltyRewards)
    .where(eq(loyaltyRewards.cardId, cardId))
    .orderBy(asc(loyaltyRewards.id));
  return { lots, spends, stamps, rewards };
}

export async function transactionRow(db: Db, id: number) {
  const [row] = await db.select().from(loyaltyTransactions).where(eq(loyaltyTransactions.id, id));
  if (!row) throw new Error(`no loyalty transaction ${id}`);
  return row;
}

export async function messageRow(db: Db, id: number) {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  if (!row) throw new Error(`no message ${id}`);
  return row;
}

/** The loyalty calls of one signed-in user. */
export function loyaltyCalls(app: App, token: string) {
  const post = (url: string, payload: unknown, key?: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: payload as object,
    });
  return {
    prepare: (payload: object) => post('/v1/loyalty/transaction/prepare', payload),
    complete: (payload: object, key?: string) => post('/v1/loyalty/transaction/complete', payload, key),
    cancel: (id: number) => post(`/v1/loyalty/transaction/${id}/cancel`, {}),
    search: (payload: object = {}) => post('/v1/loyalty/transaction/search', payload),
    get: (url: string) => app.inject({ url, headers: bearer(token) }),
    /** A complete that must succeed; its answer, checked against the contract. */
    async completed(payload: object) {
      const response = await post('/v1/loyalty/transaction/complete', payload);
      expect(response.statusCode, response.body).toBe(200);
      return v.parse(dataOf(LoyaltyCompleteSchema), response.json()).data;
    },
    async prepared(payload: object) {
      const response = await post('/v1/loyalty/transaction/prepare', payload);
      expect(response.statusCode, response.body).toBe(200);
      return v.parse(dataOf(LoyaltyPrepareSchema), response.json()).data;
    },
  };
}

/** A 422's errors on one field, and its message. */
export function refusal(response: { statusCode: number; body: string; json: () => unknown }, field: string) {
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json() as { message: string; errors?: Record<string, string[]> };
  return { message: body.message, errors: body.errors?.[field] ?? [] };
}
