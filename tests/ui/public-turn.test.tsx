import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicTurn } from '../../src/domain/contract/public-waitlist';
import { clearLoggedInCookie, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

const NOW = Date.parse('2025-11-22T20:00:00Z');
const TURN_PATH = '/v1/public/queue/abc123';

function turn(overrides: Partial<PublicTurn> = {}): PublicTurn {
  return {
    location_name: 'Taquería Demo',
    type: 'waitlist',
    name: 'Rosa Díaz',
    status: 'pending',
    status_name: 'En espera',
    group_size: 4,
    booking_date: null,
    created_at: '2025-11-22T19:40:00.000Z',
    position: 3,
    wait_estimate_mins: 25,
    confirmation_pending: false,
    confirmation_response: null,
    ...overrides,
  };
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

describe("customer's turn page (/t/{code})", () => {
  it('shows the status, the parties ahead and the estimate, and refreshes every 30 s', async () => {
    let current = turn();
    const api = fakeApi({ [`GET ${TURN_PATH}`]: () => ({ body: { data: current } }) });
    renderApp('/t/abc123');
    expect(await screen.findByText('Hola, Rosa Díaz')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Taquería Demo' })).toBeTruthy();
    expect(screen.getByText('En espera')).toBeTruthy();
    expect(screen.getByText('Hay 3 grupos antes que tú.')).toBeTruthy();
    expect(screen.getByText('Espera estimada: 25 min')).toBeTruthy();
    expect(screen.getByText('Grupo: 4 personas')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmar' })).toBeNull();

    current = turn({ status: 'ready', status_name: 'Listo', position: 0 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_000);
    });
    expect(api.callsTo('GET', TURN_PATH)).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(await screen.findByText('Tu mesa está lista. Acércate con el anfitrión.')).toBeTruthy();
    expect(api.callsTo('GET', TURN_PATH)).toHaveLength(2);
  });

  it('shows a booking time', async () => {
    fakeApi({
      [`GET ${TURN_PATH}`]: () => ({
        body: { data: turn({ type: 'booking', position: null, booking_date: '2025-11-23T23:00:00.000Z' }) },
      }),
    });
    renderApp('/t/abc123');
    expect(await screen.findByText('Tu reservación está registrada.')).toBeTruthy();
    expect(screen.getByText(/^Fecha: 23 nov 2025/)).toBeTruthy();
  });

  it.each([
    ['Confirmar', true, 'Confirmaste tu asistencia. ¡Te esperamos!'],
    ['No podré asistir', false, 'Avisamos al negocio que no podrás asistir.'],
  ])('answers a pending confirmation with %s', async (button, response, message) => {
    let current = turn({ confirmation_pending: true });
    const api = fakeApi({
      [`GET ${TURN_PATH}`]: () => ({ body: { data: current } }),
      [`POST ${TURN_PATH}/confirmation`]: () => {
        current = turn({
          confirmation_pending: false,
          confirmation_response: response,
          ...(response ? {} : { status: 'canceled' as const, status_name: 'Cancelado' }),
        });
        return { body: { data: current } };
      },
    });
    renderApp('/t/abc123');
    expect(await screen.findByText('¿Sigues en camino?')).toBeTruthy();
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: button }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.callsTo('POST', `${TURN_PATH}/confirmation`).map((call) => call.body)).toEqual([{ response }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirmar' })).toBeNull());
  });

  it('says so when the turn does not exist', async () => {
    fakeApi({});
    renderApp('/t/abc123');
    expect(await screen.findByText('Turno no encontrado.')).toBeTruthy();
  });
});
