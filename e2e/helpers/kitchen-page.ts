import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { PublicOrderBody, PublicShop } from '../../src/domain/contract/public-shop';
import { signInOnLoginScreen } from './login-page';

/** The shop module opens on the orders host (Chromium resolves *.localhost to 127.0.0.1). */
export function ordersOrigin(): string {
  return `http://orders.localhost:${process.env.E2E_PORT ?? 8090}`;
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

/** Signs in as the kitchen on the orders host and opens the inbox in a fresh document. */
export async function openKitchenInbox(page: Page): Promise<void> {
  await page.goto(`${ordersOrigin()}/login`);
  await signInOnLoginScreen(page, 'kitchen');
  // A full load, as a kitchen display starts in the morning: no tap has happened on this document.
  await page.goto(`${ordersOrigin()}/inbox`);
  await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Pedidos por estatus' })).toBeVisible();
}

/** The dialog that asks before a change (it cancels itself after 10 s). */
export function orderConfirmDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ hasText: 'Se cancelará en' });
}

/** Runs an action of a card the way the cook does: its button (or the '...' menu), then the confirmation. */
export async function runOrderAction(page: Page, number: string, action: string): Promise<void> {
  const card = orderCard(page, number);
  const button = card.getByRole('button', { name: action, exact: true });
  if (await button.isVisible()) await button.click();
  else {
    await card.getByRole('button', { name: `Más acciones del pedido ${number}` }).click();
    await page.getByRole('menuitem', { name: action, exact: true }).click();
  }
  const dialog = orderConfirmDialog(page);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('El estatus se cambió correctamente.').first()).toBeVisible();
}

/** A valid cart from the public shop: its first product with a variant and the required options. */
function cartOf(shop: PublicShop): PublicOrderBody['items'] {
  const product = shop.products.find((candidate) =>
    candidate.modifiers.every((m) => m.options.length >= m.min_options),
  );
  if (!product) throw new Error('the demo shop has no orderable product');
  return [
    {
      product_id: product.id,
      variant_id: product.variants[0]?.id ?? null,
      quantity: 2,
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
): Promise<string> {
  const shopResponse = await request.get(`${ordersOrigin()}/v1/public/shop/${DEMO_SHOP}`);
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
            formatted_address: 'Av. Universidad 1000, Coyoacán, CDMX',
            reference: 'Portón verde',
            latitude: 19.3467,
            longitude: -99.1617,
          }
        : null,
    notes: 'Pedido de prueba',
    scheduled_to: null,
    payment_method_id: shop.payment_methods[0]?.id ?? null,
    customer_cash: null,
    items: cartOf(shop),
  };
  const response = await request.post(`${ordersOrigin()}/v1/public/shop/${DEMO_SHOP}/order`, { data: body });
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
