// Loyalty complete under load: 20 cashiers, each signed in from their own loopback address (as each
// counter has its own device), register cashback sales at once over a real socket, each sale for a
// new customer by phone (no wallet: no code needed, no daily limit met). Each call is timed from
// send to answer.
import { performance } from 'node:perf_hooks';
import { demoProgram } from '../e2e/helpers/loyalty-api';
import { requestJson } from '../scripts/json-request';
import type { LoyaltyCompleteBody, LoyaltyProgram } from '../src/domain/contract/loyalty';
import { percentile } from './percentiles';
import { startServer } from './server-process';

export interface LoyaltyCompleteResult {
  cashiers: number;
  requests: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Completed sales per second over the whole run. */
  throughputPerS: number;
}

const BENCH_PORT = 8187;
const CASHIER_LOGIN = { email: 'caja@taqueria.demo', password: 'Demo1234' };
const CASHIERS = 20;
const SALES_PER_CASHIER = 10;
/** Cashier n signs in and sells from 127.0.0.(FIRST_ADDRESS + n): the login limit is per address. */
const FIRST_ADDRESS = 20;

interface Cashier {
  address: string;
  token: string;
}

async function signIn(origin: string, address: string): Promise<Cashier> {
  const login = await requestJson(`${origin}/v1/user/account/login`, {
    localAddress: address,
    body: CASHIER_LOGIN,
  });
  if (login.status !== 200) throw new Error(`the cashier's login answered HTTP ${login.status}`);
  return { address, token: (login.json as { data: { token: string } }).data.token };
}

/** A sale for a customer no one has seen: a 10-digit phone unique to this run. */
function saleFor(program: LoyaltyProgram, customer: number, run: number): LoyaltyCompleteBody {
  return {
    program_id: program.id,
    contact_id: null,
    contact_name: `Cliente bench ${customer}`,
    contact_phone: `55${String(run).padStart(4, '0')}${String(customer).padStart(4, '0')}`,
    auth_code: null,
    type: 'cashback',
    sale_amount: Math.max(program.min_purchase, 100) + (customer % 50),
    reference: `bench ${customer}`,
    withdraw_amount: 0,
    redeem_reward: false,
  };
}

/** One cashier's sales, one after another; the time of each (ms). */
async function sell(origin: string, cashier: Cashier, sales: LoyaltyCompleteBody[]): Promise<number[]> {
  const samples: number[] = [];
  for (const [index, sale] of sales.entries()) {
    const startedAt = performance.now();
    const answer = await requestJson(`${origin}/v1/loyalty/transaction/complete`, {
      localAddress: cashier.address,
      headers: {
        authorization: `Bearer ${cashier.token}`,
        'idempotency-key': `bench-${cashier.address}-${index}-${sale.contact_phone}`,
      },
      body: sale,
    });
    samples.push(performance.now() - startedAt);
    if (answer.status !== 200)
      throw new Error(`complete answered HTTP ${answer.status}: ${JSON.stringify(answer.json)}`);
  }
  return samples;
}

export async function measureLoyaltyComplete(): Promise<LoyaltyCompleteResult> {
  const server = await startServer(BENCH_PORT);
  try {
    const origin = `http://127.0.0.1:${BENCH_PORT}`;
    const cashiers = await Promise.all(
      Array.from({ length: CASHIERS }, (_, n) => signIn(origin, `127.0.0.${FIRST_ADDRESS + n}`)),
    );
    const program = await demoProgram(origin, 'cashback');
    const run = Math.floor(Math.random() * 10_000);
    // One sale first, so the measure starts with warm caches and prepared statements.
    await sell(origin, cashiers[0]!, [saleFor(program, 9_999, run)]);

    const startedAt = performance.now();
    const perCashier = await Promise.all(
      cashiers.map((cashier, n) =>
        sell(
          origin,
          cashier,
          Array.from({ length: SALES_PER_CASHIER }, (_, i) =>
            saleFor(program, n * SALES_PER_CASHIER + i, run),
          ),
        ),
      ),
    );
    const elapsedS = (performance.now() - startedAt) / 1000;
    const sorted = perCashier.flat().sort((a, b) => a - b);
    return {
      cashiers: CASHIERS,
      requests: sorted.length,
      p50Ms: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      maxMs: sorted[sorted.length - 1]!,
      throughputPerS: sorted.length / elapsedS,
    };
  } finally {
    await server.stop();
  }
}
