import { act, screen, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicLoyaltyCard } from '../../src/domain/contract/loyalty';
import { secondsUntil } from '../../src/features/public/loyalty-card/card-code-countdown';
import { clearLoggedInCookie, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

const NOW = Date.parse('2025-11-22T20:00:00Z');
const TOKEN = 'tok_abcdefghijklmnop';
const CARD_PATH = `/v1/public/loyalty/card/${TOKEN}`;

function cashbackCard(overrides: Partial<PublicLoyaltyCard> = {}): PublicLoyaltyCard {
  return {
    business: { name: 'Taquería Demo', image_url: null },
    customer: { name: 'Rosa Díaz' },
    program: {
      name: 'Monedero Taquero',
      type: 'cashback',
      status: 'active',
      conditions: 'No aplica con otras promociones.',
      percentage: 5,
      max_earn_amount: 50,
      min_purchase: 100,
      required_quantity: null,
      style_name_singular: 'Sello',
      style_name_plural: 'Sellos',
      style_icon: '⭐',
    },
    progress: { user_balance: 25, current_quantity: 0, required_quantity: null, rewards: [] },
    code: '123456',
    code_expires_at: '2025-11-22T20:05:00.000Z',
    code_changes_in_secs: 60,
    refresh_in_secs: 10,
    recent: [
      {
        created_at: '2025-11-22T19:00:00.000Z',
        status: 'active',
        sale_amount: 120,
        earned: 5,
        used: 20,
        stamp: false,
        self_invoice_url: 'https://mostrador.example/facturar/l0123456789abcdef',
      },
      {
        created_at: '2025-11-21T19:00:00.000Z',
        status: 'canceled',
        sale_amount: 80,
        earned: 4,
        used: 0,
        stamp: false,
        self_invoice_url: null,
      },
    ],
    ...overrides,
  };
}

function stampCard(overrides: Partial<PublicLoyaltyCard> = {}): PublicLoyaltyCard {
  const base = cashbackCard();
  return {
    ...base,
    program: {
      ...base.program,
      name: 'Tarjeta de tacos',
      type: 'stampcard',
      percentage: null,
      max_earn_amount: null,
      min_purchase: 0,
      conditions: null,
      required_quantity: 5,
      style_name_singular: 'Taco',
      style_name_plural: 'Tacos',
      style_icon: '🌮',
    },
    progress: {
      user_balance: 0,
      current_quantity: 3,
      required_quantity: 5,
      rewards: [{ id: 7, expires_at: '2025-12-23T18:00:00.000Z' }],
    },
    recent: [
      {
        created_at: '2025-11-22T19:00:00.000Z',
        status: 'active',
        sale_amount: 90,
        earned: 0,
        used: 0,
        stamp: true,
        self_invoice_url: null,
      },
    ],
    ...overrides,
  };
}

/** The SVG the QR image shows, decoded from its data URL. */
function qrSvg(code: string): string {
  const image = screen.getByRole('img', { name: `Código QR ${code}` }) as HTMLImageElement;
  const [, encoded = ''] = image.src.split(',');
  return decodeURIComponent(encoded);
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  clearLoggedInCookie();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("customer's loyalty card page (/tarjeta/{token})", () => {
  it('shows the business, the balance, the rules, the movements and a QR of exactly the code', async () => {
    fakeApi({ [`GET ${CARD_PATH}`]: () => ({ body: { data: cashbackCard() } }) });
    renderApp(`/tarjeta/${TOKEN}`);

    expect(await screen.findByText('Saldo $25.00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Taquería Demo' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Monedero Taquero' })).toBeTruthy();
    expect(screen.getByText('Hola, Rosa Díaz')).toBeTruthy();
    expect(
      screen.getByText('Recibes 5% de cada compra en tu monedero (hasta $50.00 por compra).'),
    ).toBeTruthy();
    expect(screen.getByText('Compra mínima: $100.00')).toBeTruthy();
    expect(screen.getByText('Condiciones: No aplica con otras promociones.')).toBeTruthy();
    expect(screen.getByTestId('card-code').textContent).toBe('123456');
    expect(screen.getByText('El código cambia en 60 s')).toBeTruthy();

    const movements = screen.getByRole('list', { name: 'Movimientos recientes' });
    expect(movements.textContent).toContain('Compra de $120.00');
    expect(within(movements).getByText('+$5.00')).toBeTruthy();
    expect(within(movements).getByText('−$20.00 del monedero')).toBeTruthy();
    expect(movements.textContent).toContain('Cancelada');
    // Only the purchase the server links can be invoiced from here.
    const invoiceLinks = within(movements).getAllByRole('link', { name: 'Facturar' });
    expect(invoiceLinks.map((link) => link.getAttribute('href'))).toEqual([
      'https://mostrador.example/facturar/l0123456789abcdef',
    ]);

    const svg = await vi.waitFor(() => qrSvg('123456'));
    expect(svg).toBe(await QRCode.toString('123456', { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }));
    expect(svg).not.toBe(
      await QRCode.toString('654321', { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }),
    );
  });

  it('counts down to the next code, and shows a code spent at the counter replaced within refresh_in_secs', async () => {
    let current = cashbackCard();
    const api = fakeApi({ [`GET ${CARD_PATH}`]: () => ({ body: { data: current } }) });
    renderApp(`/tarjeta/${TOKEN}`);
    expect(await screen.findByText('El código cambia en 60 s')).toBeTruthy();

    // Every 10 s the page asks again; the same code keeps counting down to its change.
    current = cashbackCard({ code_changes_in_secs: 50 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(api.callsTo('GET', CARD_PATH)).toHaveLength(2);
    expect(screen.getByText('123456')).toBeTruthy();
    expect(screen.getByText('El código cambia en 50 s')).toBeTruthy();

    // The cashier used it: the server now hands a new one, which the page shows at its next ask.
    current = cashbackCard({ code: '987654', code_changes_in_secs: 60 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(api.callsTo('GET', CARD_PATH)).toHaveLength(3);
    expect(await screen.findByRole('img', { name: 'Código QR 987654' })).toBeTruthy();
    expect(screen.getByText('El código cambia en 60 s')).toBeTruthy();
  });

  it('asks right after its code changes when that comes before the next check', async () => {
    const api = fakeApi({
      [`GET ${CARD_PATH}`]: () => ({ body: { data: cashbackCard({ code_changes_in_secs: 3 }) } }),
    });
    renderApp(`/tarjeta/${TOKEN}`);
    expect(await screen.findByText('El código cambia en 3 s')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_500);
    });
    expect(api.callsTo('GET', CARD_PATH)).toHaveLength(2);
  });

  it('never counts more than a code lasts, even on the clock tick before a refresh', () => {
    const fetchedAt = NOW + 400;
    expect(secondsUntil(fetchedAt + 60_000, NOW, 60_000)).toBe(60);
    expect(secondsUntil(fetchedAt + 60_000, NOW + 59_500, 60_000)).toBe(1);
    expect(secondsUntil(fetchedAt + 60_000, NOW + 61_000, 60_000)).toBe(0);
  });

  it('asks again when the customer comes back to the page', async () => {
    const api = fakeApi({ [`GET ${CARD_PATH}`]: () => ({ body: { data: cashbackCard() } }) });
    renderApp(`/tarjeta/${TOKEN}`);
    expect(await screen.findByText('Saldo $25.00')).toBeTruthy();
    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(api.callsTo('GET', CARD_PATH)).toHaveLength(2);
  });

  it('draws a stamp card with its icons and the open reward', async () => {
    fakeApi({ [`GET ${CARD_PATH}`]: () => ({ body: { data: stampCard() } }) });
    renderApp(`/tarjeta/${TOKEN}`);

    const stamps = await screen.findByRole('img', { name: '3 de 5 tacos' });
    const icons = [...stamps.querySelectorAll('[data-filled]')];
    expect(icons.map((icon) => icon.textContent)).toEqual(['🌮', '🌮', '🌮', '🌮', '🌮']);
    expect(icons.map((icon) => icon.getAttribute('data-filled'))).toEqual([
      'true',
      'true',
      'true',
      'false',
      'false',
    ]);
    expect(screen.getByText('🎁 Premio disponible hasta el 23 de diciembre')).toBeTruthy();
    expect(screen.getByText('Junta 5 tacos y recibe tu premio. Cada compra suma 1 taco.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Movimientos recientes' }).textContent).toContain('+1 taco');
    expect(screen.queryByText(/Saldo/)).toBeNull();
  });

  it('hides a code that expired while the page could not refresh it (offline)', async () => {
    let online = true;
    fakeApi({
      [`GET ${CARD_PATH}`]: () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { body: { data: cashbackCard() } };
      },
    });
    renderApp(`/tarjeta/${TOKEN}`);
    expect(await screen.findByTestId('card-code')).toBeTruthy();
    online = false;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299_000);
    });
    expect(screen.getByTestId('card-code').textContent).toBe('123456');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(
      await screen.findByText('Tu código ya expiró. Conéctate a internet para ver uno nuevo.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('card-code')).toBeNull();
    expect(screen.getByText('Saldo $25.00')).toBeTruthy();
  });

  it('shows no code for a canceled program', async () => {
    fakeApi({
      [`GET ${CARD_PATH}`]: () => ({
        body: {
          data: cashbackCard({
            program: { ...cashbackCard().program, status: 'canceled' },
            progress: { user_balance: 0, current_quantity: 0, required_quantity: null, rewards: [] },
            code: null,
            code_expires_at: null,
          }),
        },
      }),
    });
    renderApp(`/tarjeta/${TOKEN}`);
    expect(await screen.findByText('Programa cancelado')).toBeTruthy();
    expect(screen.getByText('El programa está cancelado y ya no registra transacciones.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Código QR/ })).toBeNull();
    expect(screen.queryByText(/El código cambia/)).toBeNull();
  });

  it('says so when the card does not exist', async () => {
    const api = fakeApi({});
    renderApp(`/tarjeta/${TOKEN}`);
    expect(await screen.findByText('Tarjeta no encontrada.')).toBeTruthy();
    expect(screen.getByText('Revisa el enlace que recibiste.')).toBeTruthy();
    expect(api.callsTo('GET', CARD_PATH)).toHaveLength(1);
  });

  it('takes a link cut short for an unknown card without asking the server', async () => {
    const api = fakeApi({});
    renderApp('/tarjeta/abc');
    expect(await screen.findByText('Tarjeta no encontrada.')).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/v1/public/loyalty/'))).toHaveLength(0);
  });
});
