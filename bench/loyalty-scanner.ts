// Loyalty scanner: the cashier's phone (Chromium with a fake camera filming the customer's card
// QR) taps 'Escanear QR'; timed in the page from the tap until the transaction dialog shows the
// customer, which covers opening the camera, decoding the code and the prepare call's answer.
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/chromium-launch';
import { fakeCameraArgs, writeQrVideo } from '../e2e/helpers/fake-camera';
import { demoProgram } from '../e2e/helpers/loyalty-api';
import { requestJson } from '../scripts/json-request';
import type { LoyaltyComplete, LoyaltyProgram, PublicLoyaltyCard } from '../src/domain/contract/loyalty';
import { signInInBrowser } from './browser-login';
import { percentile } from './percentiles';
import { startServer } from './server-process';

export interface LoyaltyScannerResult {
  runs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  samplesMs: number[];
}

const BENCH_PORT = 8185;
const CASHIER_LOGIN = { email: 'caja@taqueria.demo', password: 'Demo1234' };
const CUSTOMER = { name: 'Cliente Escáner', phone: '5588776655' };
const RUNS = 20;
const PHONE = { width: 390, height: 844 };
const RUN_TIMEOUT_MS = 30_000;

async function call<T>(url: string, token: string | null, body?: unknown): Promise<T> {
  const answer = await requestJson(url, {
    body,
    headers: token
      ? { authorization: `Bearer ${token}`, 'idempotency-key': `${Date.now()}-${Math.random()}` }
      : {},
  });
  if (answer.status !== 200)
    throw new Error(`${url} answered HTTP ${answer.status}: ${JSON.stringify(answer.json)}`);
  return (answer.json as { data: T }).data;
}

/** A customer with a cashback card (one sale by phone): the program and the card's current code. */
async function customerWithCard(origin: string): Promise<{ program: LoyaltyProgram; code: string }> {
  const { token } = await call<{ token: string }>(`${origin}/v1/user/account/login`, null, CASHIER_LOGIN);
  const program = await demoProgram(origin, 'cashback');
  const sale = await call<LoyaltyComplete>(`${origin}/v1/loyalty/transaction/complete`, token, {
    program_id: program.id,
    contact_id: null,
    contact_name: CUSTOMER.name,
    contact_phone: CUSTOMER.phone,
    auth_code: null,
    type: 'cashback',
    sale_amount: Math.max(program.min_purchase, 250),
    reference: null,
    withdraw_amount: 0,
  });
  const cardToken = new URL(sale.card_url).pathname.split('/').pop() ?? '';
  const card = await call<PublicLoyaltyCard>(`${origin}/v1/public/loyalty/card/${cardToken}`, null);
  if (!card.code) throw new Error('the card page shows no code');
  return { program, code: card.code };
}

export async function measureLoyaltyScanner(): Promise<LoyaltyScannerResult> {
  const server = await startServer(BENCH_PORT);
  try {
    const origin = `http://localhost:${BENCH_PORT}`;
    // prepare does not spend the code: the same card can be scanned every run.
    const { program, code } = await customerWithCard(origin);
    const browser = await chromium.launch({
      ...CHROMIUM_LAUNCH_OPTIONS,
      args: [...(CHROMIUM_LAUNCH_OPTIONS.args ?? []), ...fakeCameraArgs(writeQrVideo(code))],
    });
    try {
      const context = await browser.newContext({ baseURL: origin, viewport: PHONE, serviceWorkers: 'block' });
      await signInInBrowser(context, origin, CASHIER_LOGIN);
      const page = await context.newPage();
      await page.goto('/loyalty');
      const scan = page
        .getByRole('article', { name: program.name })
        .getByRole('button', { name: 'Escanear QR' });
      const dialog = page.getByRole('dialog', { name: program.name });
      await scan.waitFor();

      const samples: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const elapsed = await scan.evaluate(
          (button, { name, timeoutMs }) =>
            new Promise<number>((resolve, reject) => {
              const startedAt = performance.now();
              const observer = new MutationObserver(() => {
                for (const group of document.querySelectorAll(
                  '[role="dialog"] [role="group"][aria-label="Cliente"]',
                )) {
                  if (!group.textContent?.includes(name)) continue;
                  observer.disconnect();
                  resolve(performance.now() - startedAt);
                  return;
                }
              });
              observer.observe(document.body, { childList: true, subtree: true, characterData: true });
              setTimeout(() => {
                observer.disconnect();
                reject(new Error(`no customer after ${timeoutMs} ms`));
              }, timeoutMs);
              (button as HTMLButtonElement).click();
            }),
          { name: CUSTOMER.name, timeoutMs: RUN_TIMEOUT_MS },
        );
        samples.push(elapsed);
        await dialog.getByRole('button', { name: 'Cancelar' }).click();
        await dialog.waitFor({ state: 'hidden' });
      }
      const sorted = [...samples].sort((a, b) => a - b);
      return {
        runs: sorted.length,
        p50Ms: percentile(sorted, 50),
        p95Ms: percentile(sorted, 95),
        maxMs: sorted[sorted.length - 1]!,
        samplesMs: samples,
      };
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}
