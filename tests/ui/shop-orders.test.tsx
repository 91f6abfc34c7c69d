import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetails } from '../../src/domain/contract/shop';
import { orderCopyText } from '../../src/features/shop/detail/order-copy-text';
import { reportServerReached } from '../../src/lib/online-status';
import { clearLoggedInCookie, fakeApi, setLoggedInCookie } from './helpers/fake-api';
import { accountSettings, FREE_SUBSCRIPTION } from './helpers/fixtures';
import { inboxOrder } from './helpers/order-fixtures';
import { renderApp } from './helpers/render-app';

function order(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return {
    ...inboxOrder({
      id: 7,
      number: '1024',
      status: 'confirmed',
      status_name: 'Confirmado',
      delivery_status: 'preparing',
      delivery_status_name: 'En preparación',
      delivery_type: 'delivery',
      delivery_type_name: 'A domicilio',
      subtotal: 145,
      shipping: 30,
      total: 175,
      amount_due: 175,
      customer_cash: 200,
      notes: 'Tocar el timbre',
      placed_at: '2026-11-23T19:05:00.000Z',
      confirmed_at: '2026-11-23T19:06:00.000Z',
      preparing_at: '2026-11-23T19:07:00.000Z',
      contact: { id: 3, name: 'Lucía Hernández', phone: '5512345678' },
      address: {
        formatted_address: 'Av. Juárez 10, Centro',
        reference: 'Portón verde',
        latitude: 19.4326,
        longitude: -99.1332,
      },
      items: [
        {
          id: 1,
          product_id: 1,
          name: 'Taco al pastor',
          quantity: 3,
          notes: 'Sin cebolla',
          price_unit: 25,
          discount: 0,
          total: 85,
          modifiers: [{ modifier_id: 1, modifier_name: 'Extras', option_id: 2, name: 'Queso', price: 10 }],
        },
        {
          id: 2,
          product_id: 2,
          name: 'Agua de horchata',
          quantity: 2,
          notes: null,
          price_unit: 30,
          discount: 0,
          total: 60,
          modifiers: [],
        },
      ],
      url: 'http://localhost/pedido/abc',
    }),
    payments: [],
    ...overrides,
  };
}

const writeText = vi.fn<(text: string) => Promise<void>>();

function serve(handlers: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /v1/user/account/settings': () => ({
      body: { data: accountSettings({ roles: ['menu-employee'] }) },
    }),
    'GET /v1/subscription/subscription/info': () => ({ body: { data: FREE_SUBSCRIPTION } }),
    ...handlers,
  });
}

beforeEach(() => {
  setLoggedInCookie();
  reportServerReached();
  writeText.mockReset();
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});

afterEach(() => {
  act(() => notifications.clean());
  clearLoggedInCookie();
  vi.unstubAllGlobals();
});

describe('order history (menu-order-history)', () => {
  it('searches by number and opens the order’s detail from its row', async () => {
    const { payments: _payments, ...listed } = order();
    const api = serve({
      'POST /v1/pos/sale/search': () => ({
        body: {
          data: [listed],
          pagination: { total_items: 1, limit: 20, offset: 0, count: 1 },
        },
      }),
      'GET /v1/pos/sale/7': () => ({ body: { data: order() } }),
    });
    const { router } = renderApp('/orders', { module: 'shop' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Buscar por número de pedido' }), '1024');

    await waitFor(() =>
      expect(api.callsTo('POST', '/v1/pos/sale/search').at(-1)?.body).toEqual({
        sort: ['-id'],
        limit: 20,
        offset: 0,
        filters: { number: { $contains: '1024' } },
      }),
    );
    await userEvent.click(screen.getAllByRole('link', { name: 'Abrir pedido 1024' })[0] as HTMLElement);

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/7'));
    expect(await screen.findByRole('heading', { name: 'Pedido #1024' })).toBeTruthy();
  });

  it('says so when no order has that number', async () => {
    serve({
      'POST /v1/pos/sale/search': () => ({
        body: { data: [], pagination: { total_items: 0, limit: 20, offset: 0, count: 0 } },
      }),
    });
    renderApp('/orders', { module: 'shop' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Buscar por número de pedido' }), '999');
    expect(await screen.findByText('Sin resultados')).toBeTruthy();
  });
});

describe('order detail (menu-order-item)', () => {
  it('shows products, totals with the change, the map link and the payments’ empty message', async () => {
    serve({ 'GET /v1/pos/sale/7': () => ({ body: { data: order() } }) });
    renderApp('/orders/7', { module: 'shop' });

    const products = await screen.findByRole('region', { name: 'Productos' });
    expect(within(products).getByText('3 × Taco al pastor')).toBeTruthy();
    expect(within(products).getByText('Queso (+$10.00)')).toBeTruthy();
    expect(within(products).getByText('Nota: Sin cebolla')).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Totales' });
    expect(within(totals).getByText('Total').nextElementSibling?.textContent).toBe('$175.00');
    expect(within(totals).getByText('Cambio').nextElementSibling?.textContent).toBe('$25.00');
    expect(screen.getByRole('link', { name: /Ver en el mapa/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps?q=19.4326,-99.1332',
    );
    expect(screen.getByText('No hay pagos registrados en este pedido.')).toBeTruthy();
  });

  it('"Copiar pedido" puts the order as text on the clipboard and says "Pedido copiado."', async () => {
    writeText.mockResolvedValue(undefined);
    serve({ 'GET /v1/pos/sale/7': () => ({ body: { data: order() } }) });
    renderApp('/orders/7', { module: 'shop' });
    await userEvent.click(await screen.findByRole('button', { name: 'Opciones' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copiar pedido' }));

    expect(await screen.findByText('Pedido copiado.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(orderCopyText(order(), 'America/Mexico_City'));
  });

  it('an order that is not there says "Pedido no encontrado" with a way back to the history', async () => {
    serve();
    renderApp('/orders/99', { module: 'shop' });
    expect(await screen.findByRole('heading', { name: 'Pedido no encontrado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al historial' }).getAttribute('href')).toBe('/orders');
  });
});

describe('orderCopyText', () => {
  it('carries the number, customer, address, map, each product with its modifiers and notes, and the money', () => {
    const text = orderCopyText(order(), 'America/Mexico_City');
    for (const line of [
      'Pedido #1024 (En preparación)',
      'Cliente: Lucía Hernández · 5512345678',
      'Dirección: Av. Juárez 10, Centro',
      'Referencia: Portón verde',
      'Mapa: https://www.google.com/maps?q=19.4326,-99.1332',
      '3 x Taco al pastor — $85.00',
      '  + Queso ($10.00)',
      '  Nota: Sin cebolla',
      '2 x Agua de horchata — $60.00',
      'Envío: $30.00',
      'Total: $175.00',
      'Paga con: $200.00',
      'Cambio: $25.00',
      'Notas: Tocar el timbre',
    ]) {
      expect(text.split('\n')).toContain(line);
    }
    expect(text).not.toContain('Descuento');
  });

  it('leaves out the address lines of a pickup order without one', () => {
    const text = orderCopyText(
      order({
        delivery_type: 'pickup',
        delivery_type_name: 'Para recoger',
        address: null,
        customer_cash: null,
      }),
      'America/Mexico_City',
    );
    expect(text).not.toMatch(/Dirección|Mapa|Cambio/);
    expect(text).toContain('Para recoger');
  });
});
