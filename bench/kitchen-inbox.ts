// The kitchen's inbox in Chromium as the benches drive it: customers placing orders through the
// public API, each from its own loopback address, and the moment each order's card shows.
import { performance } from 'node:perf_hooks';
import type { Browser, Page } from '@playwright/test';
import { requestJson } from '../scripts/json-request';
import type { PublicOrderBody, PublicShop } from '../src/domain/contract/public-shop';
import { signInInBrowser } from './browser-login';

const SHOP = 'taqueria-demo';
const KITCHEN_LOGIN = { email: 'cocina@taqueria.demo', password: 'Demo1234' };
const CARD_TIMEOUT_MS = 150_000;
/**
 * The public order call takes 10 orders a minute from one address: each order comes from its own
 * loopback address (127.0.0.10 onwards, all of 127/8 is the loopback on Linux), as each customer
 * orders from their own phone.
 */
const FIRST_CUSTOMER_ADDRESS = 10;

type CardsWindow = Window & {
  __cardShown?: (number: string) => Promise<number>;
};

/**
 * Records in the page the moment (epoch ms, sub-millisecond) each order card that appears from now
 * on is first visible, from a mutation observer (the very DOM change, without polling the page).
 * Runs in the browser: no functions held in named constants, which tsx wraps in a `__name` helper
 * the page does not have.
 */
function recordCards(): void {
  const cards = window as CardsWindow;
  const seen = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  new MutationObserver(() => {
    for (const card of document.querySelectorAll<HTMLElement>(
      '[data-testid="order-card"][data-order-number]',
    )) {
      const number = card.dataset.orderNumber ?? '';
      if (seen.has(number) || !card.checkVisibility()) continue;
      const at = performance.timeOrigin + performance.now();
      seen.set(number, at);
      waiting.get(number)?.(at);
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
  cards.__cardShown = (number) =>
    new Promise((resolve) => {
      const at = seen.get(number);
      if (at !== undefined) resolve(at);
      else waiting.set(number, resolve);
    });
}

/** A pickup order of the menu's first product that can be ordered: its first variant and the required options. */
function pickupOrder(shop: PublicShop, name: string): PublicOrderBody {
  const product = shop.products.find((candidate) =>
    candidate.modifiers.every((modifier) => modifier.options.length >= modifier.min_options),
  );
  if (!product) throw new Error(`${SHOP} has no product that can be ordered`);
  return {
    name,
    phone: '5512345678',
    delivery_type: 'pickup',
    delivery_method_id: null,
    address: null,
    notes: null,
    scheduled_to: null,
    payment_method_id: shop.payment_methods[0]?.id ?? null,
    customer_cash: null,
    items: [
      {
        product_id: product.id,
        variant_id: product.variants[0]?.id ?? null,
        quantity: 1,
        notes: null,
        modifiers: product.modifiers.flatMap((modifier) =>
          modifier.options
            .slice(0, modifier.min_options)
            .map((option) => ({ modifier_id: modifier.id, option_id: option.id })),
        ),
      },
    ],
  };
}

/** Places customers' orders, each from its own address: the order's number and when it was sent (epoch ms). */
export function customers(apiOrigin: string, shop: PublicShop) {
  let next = FIRST_CUSTOMER_ADDRESS;
  return async (): Promise<{ number: string; sentAt: number }> => {
    const address = `127.0.0.${next++}`;
    const sentAt = performance.timeOrigin + performance.now();
    const placed = await requestJson(`${apiOrigin}/v1/public/shop/${SHOP}/order`, {
      localAddress: address,
      body: pickupOrder(shop, `Cliente ${next - FIRST_CUSTOMER_ADDRESS}`),
    });
    if (placed.status !== 200)
      throw new Error(`the public order answered HTTP ${placed.status}: ${JSON.stringify(placed.json)}`);
    return { number: (placed.json as { data: { number: string } }).data.number, sentAt };
  };
}

/** The kitchen's inbox on its 'Recibidos' tab, recording its cards; with `live: false` the event stream is refused. */
export async function openInbox(browser: Browser, ordersOrigin: string, live: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL: ordersOrigin, serviceWorkers: 'block' });
  if (!live) await context.route('**/v1/events', (route) => route.abort());
  await signInInBrowser(context, ordersOrigin, KITCHEN_LOGIN);
  const page = await context.newPage();
  await page.goto('/inbox');
  await page.getByRole('heading', { name: 'Pedidos', level: 1 }).waitFor();
  await page
    .getByRole('tablist', { name: 'Pedidos por estatus' })
    .getByRole('tab', { name: /^Recibidos/ })
    .click();
  await page.evaluate(recordCards);
  return page;
}

/** When the order's card was first visible (epoch ms); fails after `timeoutMs`. */
export async function cardShown(page: Page, number: string, timeoutMs = CARD_TIMEOUT_MS): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`order ${number} did not show within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
  });
  try {
    const shown = page.evaluate(
      (awaited) => (window as CardsWindow).__cardShown?.(awaited) ?? Promise.reject(),
      number,
    );
    return await Promise.race([shown, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The public menu of the demo shop, to order from. */
export async function demoMenu(apiOrigin: string): Promise<PublicShop> {
  const menu = await requestJson(`${apiOrigin}/v1/public/shop/${SHOP}`);
  if (menu.status !== 200) throw new Error(`the public menu answered HTTP ${menu.status}`);
  return (menu.json as { data: PublicShop }).data;
}
