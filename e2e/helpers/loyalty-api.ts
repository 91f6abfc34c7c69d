import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, request } from '@playwright/test';
import type {
  LoyaltyComplete,
  LoyaltyCompleteBody,
  LoyaltyProgram,
  LoyaltyProgramCreate,
  PublicLoyaltyCard,
} from '../../src/domain/contract/loyalty';
import { CREDIT_TYPES, type SubscriptionInfo } from '../../src/domain/contract/subscription';
import { DEMO_PASSWORD, type DemoUser, demoUsers } from './demo-users';

/** A demo user's own API session (another device than the page under test). */
export async function apiSession(baseURL: string, user: DemoUser): Promise<APIRequestContext> {
  const session = await request.newContext({ baseURL });
  const login = await session.post('/v1/user/account/login', {
    data: { email: demoUsers[user], password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  return session;
}

async function data<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(answer.ok(), `${answer.url()} answered ${answer.status()}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** The demo business's active program of a type ('Monedero Taquería', 'Tarjeta de tacos'). */
export async function demoProgram(baseURL: string, type: LoyaltyProgram['type']): Promise<LoyaltyProgram> {
  const owner = await apiSession(baseURL, 'owner');
  const programs = await data<LoyaltyProgram[]>(await owner.get('/v1/loyalty/program/available'));
  const program = programs.find((candidate) => candidate.type === type && candidate.status === 'active');
  if (!program) throw new Error(`the demo business has no active ${type} program`);
  return program;
}

export async function createProgram(
  api: APIRequestContext,
  body: LoyaltyProgramCreate,
): Promise<LoyaltyProgram> {
  return data(await api.post('/v1/loyalty/program', { data: body }));
}

/** A new customer's 10-digit phone: no one else in this server's life has it. */
export function newCustomerPhone(): string {
  return `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** A sale registered by phone (the customer is created on the first one): the answer of complete. */
export async function completeByPhone(
  api: APIRequestContext,
  program: LoyaltyProgram,
  customer: { name: string; phone: string },
  saleAmount: number,
): Promise<LoyaltyComplete> {
  const body: LoyaltyCompleteBody = {
    program_id: program.id,
    contact_id: null,
    contact_name: customer.name,
    contact_phone: customer.phone,
    auth_code: null,
    type: program.type,
    sale_amount: Math.max(saleAmount, program.min_purchase),
    reference: null,
    withdraw_amount: 0,
    redeem_reward: false,
  };
  return data(
    await api.post('/v1/loyalty/transaction/complete', {
      data: body,
      headers: { 'Idempotency-Key': randomUUID() },
    }),
  );
}

/** The card page's path ('/tarjeta/{token}') of a complete's card link. */
export function cardPath(cardUrl: string): string {
  return new URL(cardUrl).pathname;
}

/** The public card as its page reads it (no login). */
export async function publicCard(api: APIRequestContext, path: string): Promise<PublicLoyaltyCard> {
  const token = path.split('/').pop() ?? '';
  return data(await api.get(`/v1/public/loyalty/card/${token}`));
}

/** Message credits the demo business has left this month (the success alert depends on it). */
export async function messageCreditsLeft(api: APIRequestContext): Promise<number> {
  const info = await data<SubscriptionInfo>(await api.get('/v1/subscription/subscription/info'));
  const messages = info.credits.find((credit) => credit.type_plural === CREDIT_TYPES.messages.type_plural);
  if (!messages) throw new Error('the demo business has no message credits');
  return messages.total - messages.used;
}
