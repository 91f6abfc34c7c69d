import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueItem, StatusData } from '../../src/domain/contract/waitlist';
import HostessPage from '../../src/features/waitlist/hostess/hostess-page';
import { reportServerReached } from '../../src/lib/online-status';
import { hostAccountSettings, queueItem, statusData } from './helpers/fixtures';
import { hostStandApi, never } from './helpers/host-stand-api';
import { renderHostStand } from './helpers/host-stand-render';

const NOW = Date.parse('2025-11-22T20:00:00Z');
const at = (mins: number) => new Date(NOW + mins * 60_000).toISOString();
const settings = hostAccountSettings();
const declined = { response: false, response_at: at(-5), created_at: at(-10) };

/** A fake server holding today's list; `api.on` changes its answers during a test. */
function serve(entries: QueueItem[], status: Partial<StatusData['status']> = {}) {
  return hostStandApi({
    'GET /v1/user/account/settings': () => ({ body: { data: settings } }),
    'GET /v1/waitlist/hostess/status-data': () => ({ body: { data: statusData(entries, at(0), status) } }),
  });
}

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

function entryItem(name: string): HTMLElement {
  const item = screen.getByText(name).closest('li');
  if (!item) throw new Error(`no list item for ${name}`);
  return item;
}

/** The entry's buttons besides the details: the main action's label (or null) and the menu's. */
async function offeredActions(name: string): Promise<{ main: string | null; menu: string[] }> {
  const entry = entryItem(name);
  const buttons = within(entry)
    .queryAllByRole('button')
    .filter((button) => !button.textContent?.includes(name) && !button.getAttribute('aria-label'));
  const more = within(entry).queryByRole('button', { name: `Más acciones de ${name}` });
  let menu: string[] = [];
  if (more) {
    await user().click(more);
    const items = await screen.findAllByRole('menuitem');
    menu = items.map((item) => item.textContent ?? '');
    await user().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
  }
  return { main: buttons[0]?.textContent ?? null, menu };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  reportServerReached();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the actions of each entry (01 §4.7)', () => {
  const entries = [
    queueItem({ name: 'Turno pendiente', status: 'pending' }),
    queueItem({ name: 'Turno notificado', status: 'notified', notified_at: at(-3) }),
    queueItem({ name: 'Turno listo', status: 'ready', ready_at: at(-2) }),
    queueItem({ name: 'Turno rechazado', status: 'notified', confirmation_request: declined }),
    queueItem({ name: 'Turno listo rechazado', status: 'ready', confirmation_request: declined }),
    queueItem({ name: 'Cita pendiente', type: 'booking', booking_date: at(60) }),
    queueItem({
      name: 'Cita rechazada',
      type: 'booking',
      booking_date: at(60),
      confirmation_request: declined,
    }),
    queueItem({ name: 'Cita lista', type: 'booking', status: 'ready', booking_date: at(10) }),
    queueItem({
      name: 'Cita lista rechazada',
      type: 'booking',
      status: 'ready',
      booking_date: at(10),
      confirmation_request: declined,
    }),
    queueItem({ name: 'Turno completado', status: 'completed' }),
    queueItem({ name: 'Turno cancelado', status: 'canceled', canceled_at: at(-1) }),
  ];

  it.each([
    ['Turno pendiente', 'Listo', ['Notificar', 'Solicitar confirmación', 'Cancelar']],
    ['Turno notificado', 'Listo', ['Notificar', 'Solicitar confirmación', 'Cancelar']],
    ['Turno listo', 'Completar', ['Notificar', 'Cancelar']],
    ['Turno rechazado', 'Cancelar', ['Notificar', 'Completar']],
    ['Turno listo rechazado', 'Completar', ['Notificar', 'Cancelar']],
    ['Cita pendiente', 'Listo', ['Completar', 'Cancelar']],
    ['Cita rechazada', 'Listo', ['Cancelar']],
    ['Cita lista', 'Completar', ['Listo', 'Cancelar']],
    ['Cita lista rechazada', 'Cancelar', ['Listo']],
  ])('%s: main button %s, menu %j', async (name, main, menu) => {
    serve(entries);
    renderHostStand(<HostessPage />);
    await screen.findByText(name);

    expect(await offeredActions(name)).toEqual({ main, menu });
  });

  it('completed and canceled entries offer no action', async () => {
    serve(entries);
    renderHostStand(<HostessPage />);
    await screen.findByText('Turno completado');

    for (const name of ['Turno completado', 'Turno cancelado']) {
      expect(await offeredActions(name)).toEqual({ main: null, menu: [] });
    }
  });
});

describe('confirming an action', () => {
  const maria = queueItem({ id: 41, name: 'María González', status: 'pending' });

  it('asks first, sends the action with an Idempotency-Key and shows its answer at once', async () => {
    const api = serve([maria]);
    api.on('POST /v1/waitlist/queue/:id/:action', () => ({
      body: {
        data: { item: { ...maria, status: 'ready', ready_at: at(0) }, message: 'queued', message_id: 9 },
      },
    }));
    renderHostStand(<HostessPage />);
    await screen.findByText('María González');

    await user().click(within(entryItem('María González')).getByRole('button', { name: 'Listo' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Marcar como listo?' });
    expect(within(dialog).getByText('Se avisará al cliente que su mesa está lista.')).toBeTruthy();
    expect(api.callsTo('POST', /\/v1\/waitlist\/queue\//)).toHaveLength(0);

    // The refetch after the action never answers: what the list shows comes from the answer.
    api.on('GET /v1/waitlist/hostess/status-data', never);
    await user().click(within(dialog).getByRole('button', { name: 'Listo' }));

    await waitFor(() =>
      expect(within(entryItem('María González')).getByRole('button', { name: 'Completar' })).toBeTruthy(),
    );
    const [call] = api.callsTo('POST', '/v1/waitlist/queue/41/ready');
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uses a new Idempotency-Key for each intent', async () => {
    const notified = queueItem({ id: 42, name: 'Pedro Ruiz', status: 'notified', notified_at: at(-5) });
    const api = serve([notified]);
    api.on('POST /v1/waitlist/queue/:id/:action', () => ({
      body: { data: { item: notified, message: 'queued', message_id: 1 } },
    }));
    renderHostStand(<HostessPage />);
    await screen.findByText('Pedro Ruiz');

    for (let round = 0; round < 2; round += 1) {
      await user().click(screen.getByRole('button', { name: 'Más acciones de Pedro Ruiz' }));
      await user().click(await screen.findByRole('menuitem', { name: 'Notificar' }));
      const dialog = await screen.findByRole('dialog', { name: '¿Notificar al cliente?' });
      await user().click(within(dialog).getByRole('button', { name: 'Notificar' }));
      await waitFor(() =>
        expect(api.callsTo('POST', '/v1/waitlist/queue/42/notify')).toHaveLength(round + 1),
      );
    }
    const keys = api
      .callsTo('POST', '/v1/waitlist/queue/42/notify')
      .map((call) => call.headers.get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(2);
  });

  it('cancels itself after 10 s, counting down', async () => {
    const api = serve([maria]);
    renderHostStand(<HostessPage />);
    await screen.findByText('María González');

    await user().click(within(entryItem('María González')).getByRole('button', { name: 'Listo' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Marcar como listo?' });
    expect(within(dialog).getByText('Se cancelará en 10 s')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(within(dialog).getByText('Se cancelará en 7 s')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(6_500));
    expect(screen.getByRole('dialog', { name: '¿Marcar como listo?' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST', /\/v1\/waitlist\/queue\//)).toHaveLength(0);
  });

  it('can be dismissed without acting', async () => {
    const api = serve([maria]);
    renderHostStand(<HostessPage />);
    await screen.findByText('María González');

    await user().click(within(entryItem('María González')).getByRole('button', { name: 'Listo' }));
    await user().click(await screen.findByRole('button', { name: 'Volver' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST', /\/v1\/waitlist\/queue\//)).toHaveLength(0);
  });
});

describe('what an action answers', () => {
  const maria = queueItem({ id: 51, name: 'María González', status: 'ready', ready_at: at(-3) });

  async function complete(reply: Parameters<ReturnType<typeof serve>['on']>[1]) {
    const api = serve([maria]);
    api.on('POST /v1/waitlist/queue/:id/:action', reply);
    renderHostStand(<HostessPage />);
    await screen.findByText('María González');
    await user().click(within(entryItem('María González')).getByRole('button', { name: 'Completar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Completar el registro?' });
    await user().click(within(dialog).getByRole('button', { name: 'Completar' }));
    return api;
  }

  it('says when no message went out for lack of credits (message no_balance)', async () => {
    await complete(() => ({
      body: { data: { item: { ...maria, status: 'completed' }, message: 'no_balance', message_id: null } },
    }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Saldo agotado: no se envió el mensaje al cliente.',
    );
  });

  it('shows the server’s message when it refuses (409)', async () => {
    await complete(() => ({
      status: 409,
      body: {
        message: 'Este registro ya fue completado o cancelado; no admite más acciones.',
        code: 'CONFLICT',
      },
    }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Este registro ya fue completado o cancelado; no admite más acciones.',
    );
  });

  it('shows errors.no_balance as a Saldo agotado alert (422)', async () => {
    await complete(() => ({
      status: 422,
      body: {
        message: 'Los datos no son válidos.',
        code: 'VALIDATION_ERROR',
        errors: { no_balance: ['No tienes saldo suficiente para enviar el mensaje.'] },
      },
    }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Saldo agotado');
    expect(alert.textContent).toContain('No tienes saldo suficiente para enviar el mensaje.');
  });

  it('takes the outbox’s 202 as accepted: no error and the list as it was', async () => {
    const api = await complete(() => ({ status: 202, body: { queued: true, outbox_id: 'a1' } }));

    await waitFor(() => expect(api.callsTo('POST', '/v1/waitlist/queue/51/complete')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(entryItem('María González')).getByRole('button', { name: 'Completar' })).toBeTruthy();
  });
});

describe('reception', () => {
  it('shows Recepción desactivada and turns reception on', async () => {
    const api = serve([], { enabled: false });
    api.on('POST /v1/waitlist/queue/status', (call) => ({
      body: {
        data: { ...statusData([], at(0)).status, enabled: (call.body as { enabled: boolean }).enabled },
      },
    }));
    renderHostStand(<HostessPage />);

    expect(await screen.findByText('Recepción desactivada')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Recepción activa' }) as HTMLInputElement).checked).toBe(
      false,
    );
    api.on('GET /v1/waitlist/hostess/status-data', never);
    await user().click(screen.getByRole('button', { name: 'Activar recepción' }));

    await waitFor(() => expect(screen.queryByText('Recepción desactivada')).toBeNull());
    expect(api.callsTo('POST', '/v1/waitlist/queue/status').map((call) => call.body)).toEqual([
      { enabled: true },
    ]);
    expect((screen.getByRole('switch', { name: 'Recepción activa' }) as HTMLInputElement).checked).toBe(true);
  });

  it('turns reception off with the switch', async () => {
    const api = serve([]);
    api.on('POST /v1/waitlist/queue/status', () => ({
      body: { data: { ...statusData([], at(0)).status, enabled: false } },
    }));
    renderHostStand(<HostessPage />);
    await screen.findByText('No hay registros para hoy.');
    api.on('GET /v1/waitlist/hostess/status-data', never);

    await user().click(screen.getByRole('switch', { name: 'Recepción activa' }));

    expect(await screen.findByText('Recepción desactivada')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/waitlist/queue/status')[0]?.body).toEqual({ enabled: false });
  });

  it('offers the configuration instead when setup is incomplete', async () => {
    const api = serve([], { enabled: false, setup_complete: false });
    const { router } = renderHostStand(<HostessPage />);
    await screen.findByText('Recepción desactivada');

    await user().click(screen.getByRole('button', { name: 'Activar recepción' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configuración incompleta' });
    expect(api.callsTo('POST', '/v1/waitlist/queue/status')).toHaveLength(0);

    await user().click(within(dialog).getByRole('link', { name: 'Ir a la configuración' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/waitlist/registration'));
  });

  it('opens Configuración incompleta when the server refuses to turn reception on (409)', async () => {
    const api = serve([], { enabled: false });
    api.on('POST /v1/waitlist/queue/status', () => ({
      status: 409,
      body: { message: 'Configuración incompleta', code: 'CONFLICT' },
    }));
    renderHostStand(<HostessPage />);
    await screen.findByText('Recepción desactivada');

    await user().click(screen.getByRole('switch', { name: 'Recepción activa' }));

    expect(await screen.findByRole('dialog', { name: 'Configuración incompleta' })).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Ahora no' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('opening the dialogs', () => {
  it('Registrar opens the register dialog and Nueva reservación its booking form', async () => {
    serve([]);
    renderHostStand(<HostessPage />);
    await screen.findByText('No hay registros para hoy.');

    await user().click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByRole('dialog', { name: 'Registrar turno' })).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user().click(screen.getByRole('button', { name: 'Nueva reservación' }));
    expect(await screen.findByRole('dialog', { name: 'Nueva reservación' })).toBeTruthy();
  });

  it('clicking an entry opens its drawer', async () => {
    const maria = queueItem({ id: 61, name: 'María González', notes: 'Silla para bebé' });
    const api = serve([maria]);
    api.on('GET /v1/waitlist/queue/:id', () => ({ body: { data: maria } }));
    renderHostStand(<HostessPage />);
    await screen.findByText('María González');

    await user().click(screen.getByRole('button', { name: /^María González/ }));

    const drawer = await screen.findByRole('dialog', { name: 'María González' });
    expect(within(drawer).getByRole('tab', { name: 'Información' })).toBeTruthy();
    expect(within(drawer).getByRole('tab', { name: 'Actividad y mensajes' })).toBeTruthy();
  });
});
