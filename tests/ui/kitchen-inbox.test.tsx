import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, ShopStatusData } from '../../src/domain/contract/shop';
import { WAIT_MINS_MESSAGE } from '../../src/domain/contract/shop';
import InboxPage from '../../src/features/shop/inbox/inbox-page';
import { fakeApi } from './helpers/fake-api';
import { accountSettings } from './helpers/fixtures';
import { renderHostStand } from './helpers/host-stand-render';
import { at, inboxOrder, NOW } from './helpers/order-fixtures';

// jsdom plays no sound: a Howl stand-in that remembers whether it plays (one per file for the
// whole run, as the page keeps them).
const sounds = vi.hoisted(() => new Map<string, { playing: boolean }>());
vi.mock('howler', () => {
  class Howl {
    private readonly state: { playing: boolean };
    constructor(options: { src: string[] }) {
      this.state = { playing: false };
      sounds.set(options.src[0] ?? '', this.state);
    }
    on() {
      return this;
    }
    once() {
      return this;
    }
    play() {
      this.state.playing = true;
      return 1;
    }
    stop() {
      this.state.playing = false;
      return this;
    }
  }
  return { Howl, Howler: { usingWebAudio: false, autoSuspend: true, ctx: undefined } };
});

const alertPlaying = () => sounds.get('/sounds/order-alert.webm')?.playing ?? false;

function order(overrides: Partial<Order> = {}): Order {
  return inboxOrder({
    subtotal: 130,
    total: 130,
    amount_due: 130,
    customer_cash: 200,
    notes: 'Sin cebolla',
    placed_at: at(-6),
    contact: { id: null, name: 'Ana Ruiz', phone: '+525512345678' },
    items: [
      {
        id: 1,
        product_id: 1,
        name: 'Taco al pastor',
        quantity: 3,
        notes: 'Con piña',
        price_unit: 30,
        discount: 0,
        total: 90,
        modifiers: [{ modifier_id: 1, modifier_name: 'Salsa', option_id: 2, name: 'Verde', price: 0 }],
      },
    ],
    url: '/pedido/abc',
    ...overrides,
  });
}

function statusData(list: Order[], status: Partial<ShopStatusData['status']> = {}): ShopStatusData {
  return {
    status: {
      reception: 'on',
      pickup_enabled: true,
      delivery_enabled: true,
      processing_mins_avg: 15,
      shipping_mins_avg: 20,
      notifications_enabled: true,
      has_balance: true,
      setup: true,
      timezone: 'America/Mexico_City',
      ...status,
    },
    list,
  };
}

let current: { status?: number; body: unknown };
function serve(data: ShopStatusData, handlers: Parameters<typeof fakeApi>[0] = {}) {
  current = { body: { data } };
  return fakeApi({
    'GET /v1/user/account/settings': () => ({ body: { data: accountSettings() } }),
    'GET /v1/pos/staff/order/status-data': () => current,
    ...handlers,
  });
}

const inbox = () => screen.getByTestId('kitchen-inbox');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the kitchen's 'Pedidos'", () => {
  it('shows a received order with its items, options, notes, totals and change, coloured by its wait', async () => {
    serve(statusData([order()]));
    renderHostStand(<InboxPage />, { path: '/inbox' });

    const card = await screen.findByRole('article', { name: 'Pedido 101' });
    expect(card.getAttribute('data-age')).toBe('warning');
    const text = card.textContent ?? '';
    for (const part of ['Ana Ruiz', '3 × Taco al pastor', 'Salsa: Verde', 'Nota: Con piña', 'Sin cebolla']) {
      expect(text).toContain(part);
    }
    expect(text).toContain('Paga con $200.00 · Cambio $70.00');
    // The customer's phone reads as everywhere else in the app, and still dials.
    const phone = within(card).getByRole('link', { name: '+52 55 1234 5678' });
    expect(phone.getAttribute('href')).toBe('tel:+525512345678');
    expect(within(screen.getByRole('tab', { name: /Recibidos/ })).getByText('1')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Recibidos/ }).getAttribute('data-loud')).toBe('true');
  });

  it('rings while a received order waits and stops once none is left', async () => {
    serve(statusData([order()]));
    const { queryClient } = renderHostStand(<InboxPage />, { path: '/inbox' });
    await screen.findByRole('article', { name: 'Pedido 101' });
    await waitFor(() => expect(inbox().getAttribute('data-alert-sound')).toBe('playing'));
    expect(alertPlaying()).toBe(true);

    current = { body: { data: statusData([order({ status: 'confirmed' })]) } };
    await act(() => queryClient.invalidateQueries({ queryKey: ['shop'] }));
    await waitFor(() => expect(inbox().getAttribute('data-alert-sound')).toBe('stopped'));
    expect(alertPlaying()).toBe(false);
  });

  it("raises 'Sin conexión con el servidor' after 90 s without a successful refresh, and drops it once back", async () => {
    serve(statusData([]));
    renderHostStand(<InboxPage />, { path: '/inbox' });
    await screen.findByText('No hay pedidos aquí.');
    expect(screen.getByTestId('updated-ago').textContent).toMatch(/^Actualizado/);

    current = { status: 503, body: { message: 'Servicio no disponible.' } };
    await act(() => vi.advanceTimersByTimeAsync(85_000));
    expect(screen.queryByText('Sin conexión con el servidor')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(screen.getByRole('alert', { name: /Sin conexión con el servidor/ })).toBeTruthy();
    expect(inbox().getAttribute('data-connection-alarm')).toBe('playing');
    expect(sounds.get('/sounds/connection-alarm.webm')?.playing).toBe(true);

    current = { body: { data: statusData([order({ id: 7, number: '107' })]) } };
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await screen.findByRole('article', { name: 'Pedido 107' });
    expect(screen.queryByText('Sin conexión con el servidor')).toBeNull();
    expect(inbox().getAttribute('data-connection-alarm')).toBe('off');
  });

  it('a screen that never reached the server raises the alarm 90 s after it opened, not at once', async () => {
    serve(statusData([]));
    current = { status: 503, body: { message: 'Servicio no disponible.' } };
    renderHostStand(<InboxPage />, { path: '/inbox' });
    expect(await screen.findByText('No se pudieron cargar los pedidos')).toBeTruthy();
    expect(screen.queryByText('Sin conexión con el servidor')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(91_000));
    expect(screen.getByRole('alert', { name: /Sin conexión con el servidor/ }).textContent).toContain(
      'no ha podido cargar los pedidos',
    );
  });

  it('shows the banners of reception off, no balance and scheduled orders', async () => {
    serve(
      statusData(
        [
          order({
            id: 2,
            number: '102',
            status: 'confirmed',
            scheduled_to: at(-5),
            contact: { id: null, name: 'Raúl', phone: null },
          }),
          order({ id: 3, number: '103', status: 'confirmed', scheduled_to: at(45) }),
        ],
        { reception: 'off', pickup_enabled: false, delivery_enabled: false, has_balance: false },
      ),
    );
    renderHostStand(<InboxPage />, { path: '/inbox' });
    expect(await screen.findByRole('alert', { name: 'Recepción desactivada' })).toBeTruthy();
    expect(screen.getByRole('alert', { name: 'Saldo agotado' })).toBeTruthy();
    expect(screen.getByRole('alert', { name: 'Pedido retrasado' }).textContent).toContain(
      'Pedido 102 de Raúl',
    );
    expect(screen.getByRole('alert', { name: 'Pedido programado 103' }).textContent).toContain('en 45 min');
  });

  it("shows when the day's cap of messages from online orders and registrations is reached", async () => {
    serve(statusData([order()], { public_messages_capped: true }));
    renderHostStand(<InboxPage />, { path: '/inbox' });
    const capped = await screen.findByRole('alert', { name: 'Límite diario de mensajes en línea' });
    expect(capped.textContent).toContain('Se alcanzó el límite de 50 mensajes en 24 horas');
    expect(capped.textContent).toContain('Los pedidos siguen llegando');
  });

  it('shows no cap notice while under the cap', async () => {
    serve(statusData([order()], { public_messages_capped: false }));
    renderHostStand(<InboxPage />, { path: '/inbox' });
    await screen.findByRole('article', { name: 'Pedido 101' });
    expect(screen.queryByRole('alert', { name: 'Límite diario de mensajes en línea' })).toBeNull();
  });

  it('a confirmed change says so and the card moves to its new tab', async () => {
    const confirmed = order({ status: 'confirmed', status_name: 'Confirmado', confirmed_at: at(0) });
    serve(statusData([order()]), {
      'POST /v1/pos/staff/order/1/status': () => {
        current = { body: { data: statusData([confirmed]) } };
        return { body: { data: { order: confirmed, message: 'queued', message_id: 5 } } };
      },
    });
    renderHostStand(<InboxPage />, { path: '/inbox' });
    const card = await screen.findByRole('article', { name: 'Pedido 101' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(card).getByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Confirmar el pedido?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByText('El estatus se cambió correctamente.')).toBeTruthy();
    // With no received order left and no tab chosen, the screen opens the first tab with orders.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Confirmados/ }).getAttribute('aria-selected')).toBe('true'),
    );
    const moved = await screen.findByRole('article', { name: 'Pedido 101' });
    expect(await within(moved).findByRole('button', { name: 'Preparar' })).toBeTruthy();
    expect(within(moved).getByRole('button', { name: 'Más acciones del pedido 101' })).toBeTruthy();
  });

  it("asks before a change and shows the server's 409 message as it is", async () => {
    const refusal = 'El pedido ya no permite este cambio. Actualiza la lista para ver su estado actual.';
    const api = serve(statusData([order()]), {
      'POST /v1/pos/staff/order/1/status': () => ({
        status: 409,
        body: { message: refusal, code: 'CONFLICT' },
      }),
    });
    renderHostStand(<InboxPage />, { path: '/inbox' });
    const card = await screen.findByRole('article', { name: 'Pedido 101' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(card).getByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Confirmar el pedido?' });
    expect(dialog.textContent).toContain('Se cancelará en 10 s');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(api.callsTo('POST', '/v1/pos/staff/order/1/status')[0]?.body).toEqual({ status: 'confirmed' });
  });

  it("opens 'Configuración incompleta' instead of turning reception on while setup is incomplete", async () => {
    const api = serve(
      statusData([], { reception: 'off', pickup_enabled: false, delivery_enabled: false, setup: false }),
    );
    renderHostStand(<InboxPage />, { path: '/inbox' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Activar recepción' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configuración incompleta' });
    expect(within(dialog).getByRole('link', { name: 'Ir a la configuración' }).getAttribute('href')).toBe(
      '/settings/shop',
    );
    expect(api.callsTo('POST', '/v1/pos/staff/order/status')).toHaveLength(0);
  });

  it('the reception menu sends the two switches of the chosen mode', async () => {
    const api = serve(statusData([]), {
      'POST /v1/pos/staff/order/status': () => ({ body: { data: null } }),
    });
    renderHostStand(<InboxPage />, { path: '/inbox' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: /Recepción de pedidos: Recepción activa/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Solo para recoger' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/v1/pos/staff/order/status')[0]?.body).toEqual({
        pickup_enabled: true,
        delivery_enabled: false,
      }),
    );
    expect(await screen.findByText('El estatus se cambió correctamente.')).toBeTruthy();
  });

  it('the wait-time dialog accepts steps of 5 only', async () => {
    const api = serve(statusData([]), {
      'POST /v1/pos/staff/order/status': () => ({ body: { data: null } }),
    });
    renderHostStand(<InboxPage />, { path: '/inbox' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: /Tiempos de espera/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tiempos de espera' });
    const processing = within(dialog).getByLabelText('Tiempo de preparación (minutos)');
    fireEvent.change(processing, { target: { value: '7' } });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(WAIT_MINS_MESSAGE)).toBeTruthy();
    expect(api.callsTo('POST', '/v1/pos/staff/order/status')).toHaveLength(0);

    fireEvent.change(processing, { target: { value: '25' } });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/v1/pos/staff/order/status')[0]?.body).toEqual({
        processing_mins_avg: 25,
        shipping_mins_avg: 20,
      }),
    );
  });

  it("'Ajustes de la pantalla' changes when cards turn warning and late, kept in this browser", async () => {
    serve(statusData([order()]));
    renderHostStand(<InboxPage />, { path: '/inbox' });
    const card = await screen.findByRole('article', { name: 'Pedido 101' });
    expect(card.getAttribute('data-age')).toBe('warning');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Ajustes de la pantalla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajustes de la pantalla' });
    fireEvent.change(within(dialog).getByLabelText('Aviso (amarillo) a los minutos'), {
      target: { value: '2' },
    });
    fireEvent.change(within(dialog).getByLabelText('Retraso (rojo) a los minutos'), {
      target: { value: '1' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Debe ser mayor que los minutos del aviso.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Retraso (rojo) a los minutos'), {
      target: { value: '4' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Pedido 101' }).getAttribute('data-age')).toBe('late'),
    );
    expect(JSON.parse(localStorage.getItem('mostrador.kitchen-screen') ?? '{}')).toEqual({
      warningMins: 2,
      lateMins: 4,
    });
  });

  it('a card whose detail fails to load collapses and says why', async () => {
    serve(statusData([order()]), {
      'GET /v1/pos/staff/order/1/details': () => ({
        status: 404,
        body: { message: 'Pedido no encontrado.' },
      }),
    });
    renderHostStand(<InboxPage />, { path: '/inbox' });
    const card = await screen.findByRole('article', { name: 'Pedido 101' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(card).getByRole('button', { name: 'Ver detalle' }));

    const alert = await screen.findByRole('alert', { name: 'No se pudo cargar el detalle del pedido' });
    expect(alert.textContent).toContain('Pedido no encontrado.');
    expect(within(card).getByRole('button', { name: 'Ver detalle' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('keeps the screen awake while open, asking again whenever the page shows, and lets go when closed', async () => {
    const sentinels: { released: boolean; release: () => Promise<void> }[] = [];
    const request = vi.fn(async () => {
      const sentinel = {
        released: false,
        release: async () => {
          sentinel.released = true;
        },
      };
      sentinels.push(sentinel);
      return sentinel;
    });
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    try {
      serve(statusData([]));
      const { unmount } = renderHostStand(<InboxPage />, { path: '/inbox' });
      await screen.findByText('No hay pedidos aquí.');
      expect(request).toHaveBeenCalledWith('screen');

      // The browser drops the lock when the page hides; showing it again asks for a new one.
      const first = sentinels[0];
      if (!first) throw new Error('no wake lock taken');
      first.released = true;
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(() => expect(request).toHaveBeenCalledTimes(2));

      unmount();
      await waitFor(() => expect(sentinels[1]?.released).toBe(true));
    } finally {
      Reflect.deleteProperty(navigator, 'wakeLock');
    }
  });
});
