import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../src/domain/contract/messaging';
import type { QueueEvent } from '../../src/domain/contract/queue-actions';
import type { QueueItem, StatusData } from '../../src/domain/contract/waitlist';
import QueueDrawer from '../../src/features/waitlist/drawer/queue-drawer';
import { reportServerReached } from '../../src/lib/online-status';
import { queryKeys } from '../../src/lib/query/keys';
import { hostAccountSettings, queueItem } from './helpers/fixtures';
import { hostStandApi } from './helpers/host-stand-api';
import { renderHostStand } from './helpers/host-stand-render';

const NOW = Date.parse('2025-11-22T20:00:00Z'); // 14:00 in Mexico City
const at = (mins: number) => new Date(NOW + mins * 60_000).toISOString();
const settings = hostAccountSettings();

const WALK_IN = queueItem({
  id: 7,
  name: 'María González',
  phone: '+525511112222',
  group_size: 4,
  initial_group_size: 3,
  notes: 'Silla para bebé',
  status: 'notified',
  notified_at: at(-5),
  created_at: at(-30),
  table_num: '12',
});

const BOOKING = queueItem({
  id: 8,
  name: 'José Hernández',
  type: 'booking',
  booking_date: '2025-11-24T10:00:00-06:00',
  booking_date_end: '2025-11-24T11:00:00-06:00',
  duration_mins: 60,
  product: { id: 3, name: 'Mesa terraza', variant: null },
  assigned_user: { id: 9, name: 'Laura Vega' },
  confirmation_request: { response: true, response_at: at(-20), created_at: at(-40) },
  payment_status: 'paid',
  payment_status_name: 'Pagado',
  payment_data: { amount_total: 350, amount_paid: 350, amount_due: 0 },
});

function event(id: number, type: QueueEvent['type'], data: QueueEvent['data'] = null): QueueEvent {
  return {
    id,
    type,
    created_at: at(-30 + id),
    data,
    user: id === 1 ? { id: 2, name: 'Hugo Anfitrión' } : null,
  };
}

function message(id: number, patch: Partial<Message>): Message {
  return {
    id,
    text: `Mensaje ${id}`,
    channel: 'sms',
    phone: '+525511112222',
    email: null,
    status: 'sent',
    delivery_status: null,
    error: null,
    segments: 1,
    credits: 1,
    created_at: at(-10),
    scheduled_to: at(-10),
    sent_at: at(-10),
    failed_at: null,
    campaign_id: null,
    queueId: 7,
    recipient_contact_id: null,
    ...patch,
  };
}

function serve(items: QueueItem[]) {
  return hostStandApi({
    'GET /v1/user/account/settings': () => ({ body: { data: settings } }),
    'GET /v1/waitlist/queue/:id': (_call, params) => ({
      body: { data: items.find((item) => item.id === Number(params.id)) },
    }),
    'GET /v1/waitlist/queue/:id/events': () => ({
      body: {
        data: [
          event(1, 'created'),
          event(2, 'confirmation_requested'),
          event(3, 'confirmation_response', { response: true }),
          event(4, 'alert_requested'),
          event(5, 'ready'),
          event(6, 'checked_in'),
          event(7, 'rescheduled', { booking_date: '2025-11-24T10:00:00-06:00' }),
          event(8, 'canceled'),
        ],
      },
    }),
    'POST /v1/messaging/message/search': () => ({
      body: {
        data: [
          message(1, { text: 'Tu mesa está lista', delivery_status: 'read' }),
          message(2, { text: 'Te esperamos', delivery_status: 'delivered' }),
          message(3, { text: 'Hola', status: 'sent' }),
          message(4, { text: 'Sin entregar', delivery_status: 'failed' }),
          message(5, { text: 'Pronto', status: 'scheduled', sent_at: null }),
        ],
      },
    }),
  });
}

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

function renderDrawer(itemId: number, { listed = [] as QueueItem[] } = {}) {
  const onClose = vi.fn();
  const view = renderHostStand(<QueueDrawer itemId={itemId} opened onClose={onClose} />);
  const statusData: StatusData = {
    status: {
      enabled: true,
      setup_complete: true,
      has_balance: true,
      timezone: 'America/Mexico_City',
      date: '2025-11-22',
      server_time: at(0),
    },
    entries: listed,
  };
  view.queryClient.setQueryData(queryKeys.waitlist.statusData(1), statusData);
  return { ...view, onClose };
}

async function openActivity() {
  await user().click(await screen.findByRole('tab', { name: 'Actividad y mensajes' }));
}

function chatInput(): HTMLTextAreaElement {
  return screen.getByLabelText('Mensaje') as HTMLTextAreaElement;
}

const sendButton = () => screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  reportServerReached();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Información', () => {
  it('shows the item’s fields in Spanish', async () => {
    serve([BOOKING]);
    renderDrawer(8);

    const drawer = await screen.findByRole('dialog', { name: 'José Hernández' });
    const text = drawer.textContent ?? '';
    for (const expected of [
      'TipoReservación',
      'EstadoPendiente',
      'Personas2 personas',
      'Duración1:00 h',
      'ServicioMesa terraza',
      'EmpleadoLaura Vega',
      'ConfirmaciónConfirmado',
      'PagoPagado · Total $350.00, pagado $350.00, por pagar $0.00',
      'Teléfono+52 55 2345 6700',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/Fecha y hora24 nov 2025,? 10:00/);
    expect(within(drawer).getByText('Confirmado', { selector: '.mantine-Badge-label' })).toBeTruthy();
  });

  it('says when nothing changed in the notes', async () => {
    const api = serve([WALK_IN]);
    renderDrawer(7);
    await screen.findByDisplayValue('Silla para bebé');

    await user().click(screen.getByRole('button', { name: 'Guardar notas' }));

    expect(screen.getByText('No hay cambios para guardar')).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/waitlist/queue/7/notes')).toHaveLength(0);
  });

  it('saves the notes with an Idempotency-Key', async () => {
    const api = serve([WALK_IN]);
    api.on('PATCH /v1/waitlist/queue/:id/notes', (call) => ({
      body: { data: { ...WALK_IN, notes: (call.body as { notes: string }).notes } },
    }));
    renderDrawer(7, { listed: [WALK_IN] });
    const notes = await screen.findByDisplayValue('Silla para bebé');

    await user().clear(notes);
    await user().type(notes, '  Cumpleaños ');
    await user().click(screen.getByRole('button', { name: 'Guardar notas' }));

    expect(await screen.findByText('Los datos se guardaron correctamente.')).toBeTruthy();
    const [call] = api.callsTo('PATCH', '/v1/waitlist/queue/7/notes');
    expect(call?.body).toEqual({ notes: 'Cumpleaños' });
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('restores the previous notes when the save fails, in the field and in the list', async () => {
    const api = serve([WALK_IN]);
    api.on('PATCH /v1/waitlist/queue/:id/notes', () => ({
      status: 422,
      body: {
        message: 'Las notas deben tener como máximo 255 caracteres.',
        errors: { notes: ['Las notas deben tener como máximo 255 caracteres.'] },
      },
    }));
    const { queryClient } = renderDrawer(7, { listed: [WALK_IN] });
    const notes = await screen.findByDisplayValue('Silla para bebé');

    await user().clear(notes);
    await user().type(notes, 'Otra cosa');
    await user().click(screen.getByRole('button', { name: 'Guardar notas' }));

    expect(await screen.findByText('Las notas deben tener como máximo 255 caracteres.')).toBeTruthy();
    expect((screen.getByLabelText('Notas') as HTMLTextAreaElement).value).toBe('Silla para bebé');
    const listed = queryClient.getQueryData<StatusData>(queryKeys.waitlist.statusData(1))?.entries[0];
    expect(listed?.notes).toBe('Silla para bebé');
  });

  it('refuses notes over 255 characters before sending', async () => {
    const api = serve([WALK_IN]);
    renderDrawer(7);
    const notes = await screen.findByDisplayValue('Silla para bebé');

    fireEvent.change(notes, { target: { value: 'a'.repeat(256) } });
    await user().click(screen.getByRole('button', { name: 'Guardar notas' }));

    expect(screen.getByText('Las notas deben tener como máximo 255 caracteres.')).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/waitlist/queue/7/notes')).toHaveLength(0);
  });

  it('reschedules a booking to a free slot that ignores the booking itself', async () => {
    const api = serve([BOOKING]);
    api.on('POST /v1/waitlist/hostess/booking-availability', () => ({
      body: {
        data: [
          { time: '2025-11-24T10:00:00-06:00', available_people: null, available_slots: 1 },
          { time: '2025-11-24T12:00:00-06:00', available_people: null, available_slots: 1 },
        ],
      },
    }));
    api.on('PATCH /v1/waitlist/queue/:id', (call) => ({
      body: {
        data: {
          item: {
            ...BOOKING,
            booking_date: (call.body as { reschedule: { booking_date: string } }).reschedule.booking_date,
          },
          message: 'no_balance',
          message_id: null,
        },
      },
    }));
    renderDrawer(8);
    await user().click(await screen.findByRole('button', { name: 'Reprogramar' }));
    const slots = await screen.findByRole('group', { name: 'Horarios disponibles' });

    await user().click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByText('No hay cambios para guardar')).toBeTruthy();

    await user().click(within(slots).getByRole('button', { name: /^12:00/ }));
    await user().click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(api.callsTo('PATCH', '/v1/waitlist/queue/8')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v1/waitlist/queue/8')[0]?.body).toEqual({
      reschedule: { booking_date: '2025-11-24T12:00:00-06:00', duration_mins: 60 },
    });
    expect(api.callsTo('POST', '/v1/waitlist/hostess/booking-availability')[0]?.body).toEqual({
      from: '2025-11-24',
      group_size: 2,
      duration_mins: 60,
      product_id: 3,
      assigned_user_id: 9,
      reschedule_item_id: 8,
    });
    expect(await screen.findByText('Saldo agotado: no se envió el mensaje al cliente.')).toBeTruthy();
  });

  it('offers no reschedule for a waitlist entry', async () => {
    serve([WALK_IN]);
    renderDrawer(7);
    await screen.findByDisplayValue('Silla para bebé');

    expect(screen.queryByRole('button', { name: 'Reprogramar' })).toBeNull();
  });
});

describe('Actividad y mensajes', () => {
  it('tells the timeline in Spanish', async () => {
    serve([WALK_IN]);
    renderDrawer(7);
    await openActivity();

    const timeline = await screen.findByLabelText('Actividad');
    const titles = [...timeline.querySelectorAll('.mantine-Timeline-itemTitle')].map(
      (title) => title.textContent,
    );
    expect(titles).toEqual([
      'Registro creado',
      'Se solicitó la confirmación al cliente',
      'El cliente confirmó su asistencia',
      'Se notificó al cliente',
      'Marcado como listo',
      'El cliente llegó',
      'Reprogramado para 24 nov 2025, 10:00 a.m.',
      'Registro cancelado',
    ]);
    expect(timeline.textContent).toContain('Hugo Anfitrión');
  });

  it('loads the item’s last 25 SMS and shows their delivery status', async () => {
    const api = serve([WALK_IN]);
    renderDrawer(7);
    await openActivity();

    const list = await screen.findByRole('list', { name: 'Mensajes' });
    const statuses = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.split(' · ').at(-1));
    expect(statuses).toEqual(['Leído', 'Entregado', 'Enviado', 'No entregado', 'En espera']);
    expect(api.callsTo('POST', '/v1/messaging/message/search')[0]?.body).toEqual({
      filters: { queueId: { $eq: 7 }, channel: { $eq: 'sms' } },
      sort: [{ sent_at: 'asc' }],
      limit: 25,
    });
  });

  it('sends a trimmed text with collapsed newlines after confirming it goes by SMS', async () => {
    const api = serve([WALK_IN]);
    api.on('POST /v1/waitlist/queue/:id/message', () => ({ body: { data: message(9, {}) } }));
    renderDrawer(7);
    await openActivity();
    await screen.findByRole('list', { name: 'Mensajes' });

    fireEvent.change(chatInput(), { target: { value: '  Hola María\n\n  ¿ya vienen?  ' } });
    await user().click(sendButton());
    const confirm = await screen.findByRole('dialog', { name: '¿Enviar el mensaje?' });
    expect(confirm.textContent).toContain('SMS');
    expect(api.callsTo('POST', '/v1/waitlist/queue/7/message')).toHaveLength(0);
    await user().click(within(confirm).getByRole('button', { name: 'Enviar SMS' }));

    expect(await screen.findByText('Tu mensaje fue enviado.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/waitlist/queue/7/message')[0]?.body).toEqual({
      content: 'Hola María ¿ya vienen?',
      channel: 'sms',
    });
    expect(chatInput().value).toBe('');
  });

  it('disables send when empty or at 100 characters, with a counter above 90', async () => {
    serve([WALK_IN]);
    renderDrawer(7);
    await openActivity();
    await screen.findByRole('list', { name: 'Mensajes' });

    expect(sendButton().disabled).toBe(true);
    fireEvent.change(chatInput(), { target: { value: '   \n  ' } });
    expect(sendButton().disabled).toBe(true);

    fireEvent.change(chatInput(), { target: { value: 'a'.repeat(90) } });
    expect(sendButton().disabled).toBe(false);
    expect(screen.queryByText(/\/100$/)).toBeNull();

    fireEvent.change(chatInput(), { target: { value: 'a'.repeat(91) } });
    expect(screen.getByText('91/100')).toBeTruthy();

    fireEvent.change(chatInput(), { target: { value: 'a'.repeat(99) } });
    expect(sendButton().disabled).toBe(false);

    fireEvent.change(chatInput(), { target: { value: 'a'.repeat(100) } });
    expect(sendButton().disabled).toBe(true);
    expect(screen.getByText('100/100')).toBeTruthy();
  });

  async function sendAndFail(reply: { status: number; body: unknown }) {
    const api = serve([WALK_IN]);
    api.on('POST /v1/waitlist/queue/:id/message', () => reply);
    renderDrawer(7);
    await openActivity();
    await screen.findByRole('list', { name: 'Mensajes' });
    fireEvent.change(chatInput(), { target: { value: 'Hola' } });
    await user().click(sendButton());
    await user().click(await screen.findByRole('button', { name: 'Enviar SMS' }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/waitlist/queue/7/message')).toHaveLength(1));
  }

  it('shows errors.content in an alert and keeps the text', async () => {
    await sendAndFail({
      status: 422,
      body: {
        message: 'Revisa los datos.',
        errors: { content: ['El número de celular del cliente no es válido.'] },
      },
    });

    expect((await screen.findByRole('alert')).textContent).toContain(
      'El número de celular del cliente no es válido.',
    );
    expect(chatInput().value).toBe('Hola');
  });

  it('shows errors.no_balance in an alert and clears the text', async () => {
    await sendAndFail({
      status: 422,
      body: { message: 'Revisa los datos.', errors: { no_balance: ['No tienes saldo suficiente.'] } },
    });

    expect((await screen.findByRole('alert')).textContent).toContain('No tienes saldo suficiente.');
    expect(chatInput().value).toBe('');
  });

  it('says to try again on any other failure', async () => {
    await sendAndFail({ status: 500, body: { message: 'Error interno.' } });

    expect(
      await screen.findByText('Hubo un error al enviar el mensaje. Por favor, intenta de nuevo.'),
    ).toBeTruthy();
    expect(chatInput().value).toBe('Hola');
  });
});

/** The drawer as a page holds it: closed by its close button, opened again by an entry. */
function DrawerHarness() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Abrir registro
      </button>
      <QueueDrawer itemId={7} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

describe('closing', () => {
  const selected = (name: string) => screen.getByRole('tab', { name }).getAttribute('aria-selected');

  it('goes back to Información 300 ms after closing, not before', async () => {
    serve([WALK_IN]);
    renderHostStand(<DrawerHarness />);
    await openActivity();
    expect(selected('Actividad y mensajes')).toBe('true');

    await user().click(screen.getByRole('button', { name: 'Cerrar' }));
    await act(() => vi.advanceTimersByTimeAsync(250));
    await user().click(screen.getByRole('button', { name: 'Abrir registro' }));
    expect(selected('Actividad y mensajes')).toBe('true');

    await user().click(screen.getByRole('button', { name: 'Cerrar' }));
    await act(() => vi.advanceTimersByTimeAsync(300));
    await user().click(screen.getByRole('button', { name: 'Abrir registro' }));
    expect(selected('Información')).toBe('true');
  });
});
