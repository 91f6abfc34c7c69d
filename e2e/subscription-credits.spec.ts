// The owner buys a credit pack: Stripe Checkout (a local stand-in for Stripe's API and its payment
// page), then Stripe's webhook, signed with the test secret, adds the credits; 'Suscripción' shows
// the new balance. A server of its own, configured with Stripe.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import Stripe from 'stripe';
import { logInAs, signInAs } from './helpers/login-page';
import { SCREENSHOTS_TAG } from './helpers/screenshots';
import { ServerProcess } from './helpers/server-process';

const WEBHOOK_SECRET = 'whsec_e2e_mostrador';
const SCREENSHOT_DIR = 'e2e/artifacts/screenshots';
const SIZES = [
  [1280, 800],
  [390, 844],
] as const;

/** What the server asked Stripe's API for (form bodies), and a payment page to land on. */
const checkoutForms: URLSearchParams[] = [];
const stripeApi: Server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => {
    body += chunk.toString('utf8');
  });
  request.on('end', () => {
    const here = `http://127.0.0.1:${(stripeApi.address() as AddressInfo).port}`;
    if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
      checkoutForms.push(new URLSearchParams(body));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: 'cs_e2e', object: 'checkout.session', url: `${here}/pay/cs_e2e` }));
      return;
    }
    if (request.method === 'GET' && request.url === '/pay/cs_e2e') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Stripe</title><h1>Pago de prueba</h1>');
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message: 'not in the stand-in' } }));
  });
});
stripeApi.listen(0, '127.0.0.1');
await once(stripeApi, 'listening');

const port = Number(process.env.E2E_PORT ?? 8090) + 113;
const dataDir = mkdtempSync(join(tmpdir(), 'mostrador-e2e-stripe-'));
const server = new ServerProcess(port, dataDir, {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICES: 'pack-500=price_e2e_pack500,pro-monthly=price_e2e_pro',
  STRIPE_API_URL: `http://127.0.0.1:${(stripeApi.address() as AddressInfo).port}`,
  PUBLIC_URL: `http://localhost:${port}`,
});

test.use({ baseURL: server.url });
test.beforeAll(async () => {
  test.setTimeout(360_000); // without the run's demo template a first start runs initdb and seeds
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  stripeApi.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * 'Mensajes: 3 de 50' → the credits there are in all (50). Not those left: the seeded business's
 * jobs may send a message (and spend its credit) while the payment goes through.
 */
async function creditsInAll(page: Page): Promise<number> {
  const text =
    (await page
      .getByText(/^Mensajes: [\d,]+ de [\d,]+$/)
      .first()
      .textContent()) ?? '';
  const [, total = 0] = (text.match(/[\d,]+/g) ?? []).map((n) => Number(n.replaceAll(',', '')));
  return total;
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}x${height}.png`, fullPage: true });
  }
}

test('the owner buys 500 credits through Stripe and sees them on "Suscripción"', async ({
  page,
  request,
}) => {
  await signInAs(page, 'owner');
  await page.goto('/settings/subscription');
  await expect(page.getByRole('heading', { level: 2, name: 'Gratis' })).toBeVisible();
  const before = await creditsInAll(page);
  await page.getByRole('link', { name: 'Comprar créditos' }).click();
  await page.getByRole('radio', { name: /500 créditos/ }).check();
  await page.getByRole('button', { name: 'Realizar pago' }).click();
  await expect(page.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible();

  // Stripe confirms the payment: the event carries the metadata the server gave the session.
  const form = checkoutForms.at(-1);
  expect(form?.get('line_items[0][price]')).toBe('price_e2e_pack500');
  const payload = JSON.stringify({
    id: 'evt_e2e_pack',
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_e2e',
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        customer: 'cus_e2e',
        subscription: null,
        metadata: {
          company_id: form?.get('metadata[company_id]'),
          kind: 'pack',
          pack_id: form?.get('metadata[pack_id]'),
        },
      },
    },
  });
  const signature = new Stripe('sk_test_e2e').webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
  });
  const webhook = await request.post(`${server.url}/public/webhooks/stripe`, {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    data: payload,
  });
  expect(webhook.status()).toBe(200);

  await page.goto('/settings/subscription?pago=listo');
  await expect(page.getByText('Pago recibido')).toBeVisible();
  await expect.poll(() => creditsInAll(page)).toBe(before + 500);
});

test(`the three subscription screens at 1280x800 and 390x844 ${SCREENSHOTS_TAG}`, async ({ page }) => {
  await logInAs(page, 'owner');
  for (const [path, name, ready] of [
    ['/settings/subscription', 'settings-subscription-home', 'Créditos'],
    ['/settings/subscription/plans', 'settings-subscription-plans', 'Pro'],
    ['/settings/subscription/credits', 'settings-subscription-credits', 'Preguntas frecuentes'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: ready })).toBeVisible();
    await screenshots(page, name);
  }
});
