import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { DEMO_SHOP_POINT } from '../../server/db/seed/demo-shop';
import type { PublicOrderBody, PublicShop } from '../../src/domain/contract/public-shop';
import { signInAs } from './login-page';

/** The shop module opens on the orders host (Chromium resolves *.localhost to 127.0.0.1). */
export function ordersOrigin(port: number | string = process.env.E2E_PORT ?? 8090): string {
  return `http://orders.localhost:${port}`;
}

/** Where customers reach the public API (Node itself does not resolve *.localhost). */
function publicOrigin(port: number | string): string {
  return `http://localhost:${port}`;
}

export const DEMO_SHOP = 'taqueria-demo';

/** The 'Pedidos' screen: its root carries data-alert-sound. */
export function kitchenInbox(page: Page): Locator {
  return page.getByTestId('kitchen-inbox');
}

/** One order's card, by its number. */
export function orderCard(page: Page, number: string): Locator {
  return page.locator(`[data-testid="order-card"][data-order-number="${number}"]`);
}

export function inboxTab(page: Page, name: RegExp | string): Locator {
  return page.getByRole('tablist', { name: 'Pedidos por estatus' }).getByRole('tab', { name });
}

/** Signs in as the kitchen on the orders host (without the login screen: not these journeys' point). */
export async function signInAsKitchen(page: Page, origin = ordersOrigin()): Promise<void> {
  await signInAs(page, 'kitchen', origin);
}

/** Opens the inbox with a full load and waits for its tabs. */
export async function gotoInbox(page: Page, origin = ordersOrigin()): Promise<void> {
  await page.goto(`${origin}/inbox`);
  await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Pedidos por estatus' })).toBeVisible();
}

/** Signs in as the kitchen and opens the inbox. */
export async function openKitchenInbox(page: Page, origin = ordersOrigin()): Promise<void> {
  await signInAsKitchen(page, origin);
  await gotoInbox(page, origin);
}

/** The dialog that asks before a change (it cancels itself after 10 s). */
export function orderConfirmDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ hasText: 'Se cancelará en' });
}

/** Runs an action of a card the way the cook does: its button (or the '...' menu), then the confirmation. */
export async function runOrderAction(page: Page, number: string, action: string): Promise<void> {
  const card = orderCard(page, number);
  const button = card.getByRole('button', { name: action, exact: true });
  const more = card.getByRole('button', { name: `Más acciones del pedido ${number}` });
  // The card shows in its state's tab once the list has refetched after the previous change.
  await expect(button.or(more).first()).toBeVisible();
  if (await button.isVisible()) await button.click();
  else {
    await more.click();
    await page.getByRole('menuitem', { name: action, exact: true }).click();
  }
  const dialog = orderConfirmDialog(page);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('El estatus se cambió correctamente.').first()).toBeVisible();
}

/** A valid cart from the public shop: its first product with a variant and the required options. */
function cartOf(shop: PublicShop, minimum: number): PublicOrderBody['items'] {
  const product = shop.products.find((candidate) =>
    candidate.modifiers.every((m) => m.options.length >= m.min_options),
  );
  if (!product) throw new Error('the demo shop has no orderable product');
  return [
    {
      product_id: product.id,
      variant_id: product.variants[0]?.id ?? null,
      // Enough to pass any delivery method's minimum purchase.
      quantity: Math.min(
        99,
        Math.max(2, Math.ceil(minimum / (product.variants[0]?.price ?? product.price)) + 1),
      ),
      notes: null,
      modifiers: product.modifiers.flatMap((modifier) =>
        modifier.options
          .slice(0, modifier.min_options)
          .map((option) => ({ modifier_id: modifier.id, option_id: option.id })),
      ),
    },
  ];
}

/** Places an order as a customer through the public API (as the public order page does); answers its number. */
export async function placePublicOrder(
  request: APIRequestContext,
  deliveryType: 'pickup' | 'delivery',
  name = 'Cliente E2E',
  port: number | string = process.env.E2E_PORT ?? 8090,
): Promise<string> {
  const shopResponse = await request.get(`${publicOrigin(port)}/v1/public/shop/${DEMO_SHOP}`);
  expect(shopResponse.ok()).toBe(true);
  const shop = ((await shopResponse.json()) as { data: PublicShop }).data;
  const deliveryMethod =
    shop.delivery_methods.find((method) => method.delivery_cost_type === 'all') ?? shop.delivery_methods[0];
  const body: PublicOrderBody = {
    name,
    phone: '5512345678',
    delivery_type: deliveryType,
    delivery_method_id: deliveryType === 'delivery' ? (deliveryMethod?.id ?? null) : null,
    address:
      deliveryType === 'delivery'
        ? {
            formatted_address: 'Av. Insurgentes Sur 300, Roma Norte, CDMX',
            reference: 'Portón verde',
            // About 500 m from the demo taquería: inside its first delivery zone.
            latitude: DEMO_SHOP_POINT.latitude + 0.0045,
            longitude: DEMO_SHOP_POINT.longitude,
          }
        : null,
    notes: 'Pedido de prueba',
    scheduled_to: null,
    payment_method_id: shop.payment_methods[0]?.id ?? null,
    customer_cash: null,
    items: cartOf(shop, deliveryType === 'delivery' ? (deliveryMethod?.min_purchase_amount ?? 0) : 0),
  };
  const response = await request.post(`${publicOrigin(port)}/v1/public/shop/${DEMO_SHOP}/order`, {
    data: body,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { number: string } }).data.number;
}

/** Whether Howler really plays (the context runs and one sound plays), read from the page. */
export function howlerPlaying(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const howler = (
      window as unknown as { Howler?: { ctx?: AudioContext; _howls: { playing(): boolean }[] } }
    ).Howler;
    return howler?.ctx?.state === 'running' && howler._howls.some((howl) => howl.playing());
  });
}

/**
 * Desktop Chrome's autoplay policy for Web Audio: a context made before anyone tapped the page
 * starts suspended and resumes only after a tap. It is reproduced in the page because here it
 * cannot be observed from Playwright: its evaluations (every locator and expect) count as user
 * gestures in Chromium, so whether the real policy blocked would depend on timing. A tap is a
 * real (trusted) pointer or key event, as Playwright's click sends.
 */
export async function emulateBlockedAutoplay(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    let tapped = false;
    const onTap = (event: Event) => {
      if (event.isTrusted) tapped = true;
    };
    window.addEventListener('pointerdown', onTap, { capture: true });
    window.addEventListener('keydown', onTap, { capture: true });
    const Native = window.AudioContext;
    window.AudioContext = class extends Native {
      constructor(options?: AudioContextOptions) {
        super(options);
        if (!tapped) void super.suspend();
      }

      override resume(): Promise<void> {
        // Chrome leaves the promise pending until a tap allows it.
        return tapped ? super.resume() : new Promise<void>(() => undefined);
      }
    };
  });
}
