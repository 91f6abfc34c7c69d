import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountSettings } from '../../src/domain/contract/access';
import type { Service } from '../../src/domain/contract/business';
import { DEFAULT_WAITLIST_SETTINGS, type WaitlistSettings } from '../../src/domain/contract/settings';
import type { QueueItem } from '../../src/domain/contract/waitlist';
import RegisterDialog from '../../src/features/waitlist/register/register-dialog';
import type { RegisterDialogProps } from '../../src/features/waitlist/register/register-dialog-props';
import { reportServerReached } from '../../src/lib/online-status';
import { hostAccountSettings, queueItem } from './helpers/fixtures';
import { hostStandApi } from './helpers/host-stand-api';
import { renderHostStand } from './helpers/host-stand-render';

const NOW = Date.parse('2025-11-22T18:00:00Z'); // 12:00 in Mexico City

function settingsWith(patch: Partial<WaitlistSettings>): AccountSettings {
  return { ...hostAccountSettings(), waitlist_settings: { ...DEFAULT_WAITLIST_SETTINGS, ...patch } };
}

const EVERYTHING = settingsWith({
  max_group_size: 12,
  form_items: { service: true, employee: true, email: false },
});

const CORTE: Service = {
  id: 3,
  name: 'Corte de cabello',
  price: 150,
  duration_mins: 45,
  status: 'active',
  waitlistStatus: 'active',
  type: 'service',
  color: null,
  user_ids: [9],
};

const CONTACTS = [
  { id: 21, name: 'María González', phone: '+525511112222' },
  { id: 22, name: 'Mario Pérez', phone: '+525533334444' },
];

function serve(settings: AccountSettings) {
  return hostStandApi({
    'GET /v1/user/account/settings': () => ({ body: { data: settings } }),
    'POST /v1/product/product/search': () => ({ body: { data: [CORTE], pagination: {} } }),
    'POST /v1/business/employee/search': () => ({
      body: {
        data: [
          { id: 9, name: 'Laura Vega', work_title: null, status: 'active' },
          { id: 10, name: 'Pablo Ríos', work_title: null, status: 'active' },
        ],
      },
    }),
    'POST /v1/contact/contact/search': (call) => {
      const text = JSON.stringify(call.body);
      return { body: { data: text.includes('Mar') ? CONTACTS : [] } };
    },
    'POST /v1/waitlist/hostess/booking-availability': () => ({
      body: {
        data: [
          { time: '2025-11-24T10:00:00-06:00', available_people: null, available_slots: 2 },
          { time: '2025-11-24T11:00:00-06:00', available_people: null, available_slots: 1 },
        ],
      },
    }),
    'POST /v1/waitlist/hostess/wait-estimate': () => ({
      body: { data: { minutes: 25, ahead: 3, sample_size: 40 } },
    }),
  });
}

function registered(item: Partial<QueueItem> = {}) {
  return {
    body: {
      data: {
        item: queueItem({ id: 99, name: 'María González', ...item }),
        message: 'none',
        message_id: null,
      },
    },
  };
}

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

function renderDialog(props: Partial<RegisterDialogProps> = {}) {
  const onClose = vi.fn();
  const view = renderHostStand(<RegisterDialog opened onClose={onClose} type="waitlist" {...props} />);
  return { ...view, onClose };
}

/** The input of a field (a select's options list carries the same label). */
function inputLabelled(label: string): HTMLElement {
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`no input labelled ${label}`);
  return input;
}

async function chooseOption(label: string, option: string) {
  await user().click(inputLabelled(label));
  await user().click(await screen.findByRole('option', { name: option }));
}

async function pickContact(text: string, name: string) {
  await user().type(screen.getByLabelText('Cliente'), text);
  await act(() => vi.advanceTimersByTimeAsync(300));
  await user().click(await screen.findByRole('option', { name: new RegExp(name) }));
}

const submit = () => user().click(screen.getByRole('button', { name: 'Registrar' }));

function setMobile(mobile: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: mobile && query === '(max-width: 768px)',
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
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

describe('validation (01 §5.5)', () => {
  it('names every missing field of a booking and sends nothing', async () => {
    const api = serve(EVERYTHING);
    renderDialog({ type: 'booking' });
    await screen.findByRole('dialog', { name: 'Nueva reservación' });

    await submit();

    for (const message of [
      'Selecciona un servicio',
      'Selecciona una persona',
      'Selecciona el tamaño del grupo',
      'Selecciona una fecha y hora',
      'Selecciona la duración',
      'Selecciona un cliente',
    ]) {
      expect(screen.getAllByText(message).length, message).toBeGreaterThan(0);
    }
    expect(api.callsTo('POST', '/v1/waitlist/hostess/register')).toHaveLength(0);
  });

  it('does not ask for service, employee or group size when the location does not use them', async () => {
    serve(settingsWith({ max_group_size: 0 }));
    renderDialog();
    await screen.findByRole('dialog', { name: 'Registrar turno' });

    await submit();

    expect(screen.getByText('Selecciona un cliente')).toBeTruthy();
    for (const message of [
      'Selecciona un servicio',
      'Selecciona una persona',
      'Selecciona el tamaño del grupo',
    ]) {
      expect(screen.queryByText(message)).toBeNull();
    }
    expect(screen.queryByLabelText('Servicio')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Tamaño del grupo' })).toBeNull();
  });

  it('limits notes to 255 characters', async () => {
    serve(settingsWith({ max_group_size: 0 }));
    renderDialog();
    await screen.findByRole('dialog', { name: 'Registrar turno' });

    fireEvent.change(screen.getByLabelText('Notas'), { target: { value: 'a'.repeat(256) } });
    await submit();

    expect(screen.getByText('Las notas deben tener como máximo 255 caracteres.')).toBeTruthy();
  });

  it('puts the server’s 422 messages under their fields', async () => {
    const api = serve(settingsWith({ max_group_size: 12 }));
    api.on('POST /v1/waitlist/hostess/register', () => ({
      status: 422,
      body: {
        message: 'Revisa los datos.',
        code: 'VALIDATION_ERROR',
        errors: {
          group_size: ['El tamaño del grupo debe ser menor o igual a 8'],
          notes: ['Las notas deben tener como máximo 255 caracteres.'],
        },
      },
    }));
    renderDialog();
    await screen.findByRole('dialog', { name: 'Registrar turno' });
    await user().click(screen.getByRole('button', { name: '9' }));
    await pickContact('Mar', 'María González');

    await submit();

    expect(await screen.findByText('El tamaño del grupo debe ser menor o igual a 8')).toBeTruthy();
    expect(screen.getByText('Las notas deben tener como máximo 255 caracteres.')).toBeTruthy();
  });
});

describe('group size buttons (01 §9)', () => {
  it('shows 9 buttons and the rest up to the maximum in a menu', async () => {
    setMobile(false);
    serve(settingsWith({ max_group_size: 12 }));
    renderDialog();
    const sizes = await screen.findByRole('group', { name: 'Tamaño del grupo' });

    expect(
      within(sizes)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10+']);
    await user().click(within(sizes).getByRole('button', { name: 'Más personas' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      '10',
      '11',
      '12',
    ]);
    await user().click(screen.getByRole('menuitem', { name: '11' }));
    expect(within(sizes).getByRole('button', { name: 'Más personas' }).textContent).toBe('11');
  });

  it('shows 7 buttons on a phone', async () => {
    setMobile(true);
    serve(settingsWith({ max_group_size: 8 }));
    renderDialog();
    const sizes = await screen.findByRole('group', { name: 'Tamaño del grupo' });

    expect(
      within(sizes)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8+']);
  });
});

describe('customer autocomplete (01 §7.4, §8, §9)', () => {
  it('says what to do, searches active customers 300 ms after typing, then lists them', async () => {
    const api = serve(settingsWith({ max_group_size: 0 }));
    renderDialog();
    await screen.findByRole('dialog', { name: 'Registrar turno' });

    await user().click(screen.getByLabelText('Cliente'));
    expect(await screen.findByText('Escribe para buscar')).toBeTruthy();

    await user().type(screen.getByLabelText('Cliente'), 'Mar');
    expect(screen.getByText('Buscando...')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/contact/contact/search')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await screen.findByRole('option', { name: /María González/ })).toBeTruthy();
    expect(screen.getByRole('option', { name: /Mario Pérez/ })).toBeTruthy();
    const calls = api.callsTo('POST', '/v1/contact/contact/search');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      filters: {
        $or: [{ name: { $contains: 'Mar' } }, { phone: { $contains: 'Mar' } }],
        status: { $eq: 'active' },
      },
      limit: 20,
      sort: [{ name: 'asc' }],
    });
  });

  it('says Sin resultados when nobody matches', async () => {
    serve(settingsWith({ max_group_size: 0 }));
    renderDialog();
    await screen.findByRole('dialog', { name: 'Registrar turno' });

    await user().type(screen.getByLabelText('Cliente'), 'Zoe');
    await act(() => vi.advanceTimersByTimeAsync(300));

    expect(await screen.findByText('Sin resultados')).toBeTruthy();
  });

  it('registers a walk-in for a chosen customer with an Idempotency-Key', async () => {
    const api = serve(settingsWith({ max_group_size: 12 }));
    api.on('POST /v1/waitlist/hostess/register', () => registered());
    const onRegistered = vi.fn();
    const { onClose } = renderDialog({ onRegistered });
    await screen.findByRole('dialog', { name: 'Registrar turno' });

    await user().click(screen.getByRole('button', { name: '4' }));
    await pickContact('Mar', 'María González');
    await user().type(screen.getByLabelText('Notas'), '  Mesa junto a la ventana ');
    await submit();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [call] = api.callsTo('POST', '/v1/waitlist/hostess/register');
    expect(call?.body).toEqual({
      type: 'waitlist',
      contact_id: 21,
      name: null,
      phone: null,
      product_id: null,
      assigned_user_id: null,
      group_size: 4,
      notes: 'Mesa junto a la ventana',
      booking_date: null,
      duration_mins: null,
    });
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(onRegistered).toHaveBeenCalledWith(expect.objectContaining({ id: 99 }));
    expect(await screen.findByText('Los datos se guardaron correctamente.')).toBeTruthy();
  });

  it('creates a new customer inline, with +52 by default', async () => {
    const api = serve(settingsWith({ max_group_size: 0 }));
    api.on('POST /v1/waitlist/hostess/register', () => registered());
    const { onClose } = renderDialog();
    await screen.findByRole('dialog', { name: 'Registrar turno' });

    await user().type(screen.getByLabelText('Cliente'), 'Rosa Díaz');
    await user().click(screen.getByRole('button', { name: 'Nuevo cliente' }));
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Rosa Díaz');
    expect((screen.getByLabelText('Lada') as HTMLSelectElement).value).toBe('+52');

    await submit();
    expect(screen.getByText('Selecciona un cliente')).toBeTruthy();

    await user().type(screen.getByLabelText('Celular'), '55 1234');
    await submit();
    expect(screen.getByText('El teléfono no es válido.')).toBeTruthy();

    await user().type(screen.getByLabelText('Celular'), ' 5678');
    await submit();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST', '/v1/waitlist/hostess/register')[0]?.body).toMatchObject({
      contact_id: null,
      name: 'Rosa Díaz',
      phone: '+525512345678',
    });
  });

  it('offers the typed name as a new customer in the open list, which covers the button', async () => {
    serve(settingsWith({ max_group_size: 0 }));
    renderDialog();
    await screen.findByRole('dialog', { name: 'Registrar turno' });

    await user().type(screen.getByLabelText('Cliente'), 'Luis Peña');
    await user().click(await screen.findByRole('option', { name: 'Nuevo cliente: Luis Peña' }));
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Luis Peña');
  });

  it('closes without an error when the outbox took the registration (202)', async () => {
    const api = serve(settingsWith({ max_group_size: 0 }));
    api.on('POST /v1/waitlist/hostess/register', () => ({
      status: 202,
      body: { queued: true, outbox_id: 'x' },
    }));
    const onRegistered = vi.fn();
    const { onClose } = renderDialog({ onRegistered });
    await screen.findByRole('dialog', { name: 'Registrar turno' });
    await pickContact('Mar', 'María González');

    await submit();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onRegistered).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('bookings', () => {
  it('asks for services and employees with the 01 §7.6 filters and books a slot', async () => {
    const api = serve(EVERYTHING);
    api.on('POST /v1/waitlist/hostess/register', () => registered({ type: 'booking' }));
    const { onClose } = renderDialog({ type: 'booking', initialBookingDate: '2025-11-24T10:00:00-06:00' });
    await screen.findByRole('dialog', { name: 'Nueva reservación' });

    await chooseOption('Servicio', 'Corte de cabello');
    await chooseOption('Empleado', 'Laura Vega');
    await user().click(screen.getByRole('button', { name: '2' }));
    await pickContact('Mar', 'María González');

    const slots = await screen.findByRole('group', { name: 'Horarios disponibles' });
    const ten = within(slots).getByRole('button', { name: /^10:00/ });
    expect(ten.getAttribute('aria-pressed')).toBe('true');
    await user().click(within(slots).getByRole('button', { name: /^11:00/ }));

    await user().click(inputLabelled('Duración'));
    expect((await screen.findAllByRole('option')).slice(0, 3).map((option) => option.textContent)).toEqual([
      '45 min',
      '1:45 h',
      '2:45 h',
    ]);
    await user().keyboard('{Escape}');
    await submit();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST', '/v1/product/product/search')[0]?.body).toEqual({
      filters: {
        status: { $eq: 'active' },
        waitlistStatus: { $eq: 'active' },
        durationMins: { $gt: 0 },
        type: { $eq: 'service' },
      },
      limit: 100,
      sort: [{ name: 'asc' }],
    });
    expect(api.callsTo('POST', '/v1/business/employee/search')[0]?.body).toEqual({
      filters: { status: { $eq: 'active' } },
      limit: 100,
      sort: [{ name: 'asc' }],
    });
    expect(api.callsTo('POST', '/v1/waitlist/hostess/booking-availability').at(-1)?.body).toEqual({
      from: '2025-11-24',
      group_size: 2,
      duration_mins: 45,
      product_id: 3,
      assigned_user_id: 9,
    });
    expect(api.callsTo('POST', '/v1/waitlist/hostess/register')[0]?.body).toMatchObject({
      type: 'booking',
      contact_id: 21,
      product_id: 3,
      assigned_user_id: 9,
      group_size: 2,
      booking_date: '2025-11-24T11:00:00-06:00',
      duration_mins: 45,
    });
  });

  it('starts at the block duration and steps by the block frequency when no service is used', async () => {
    serve(
      settingsWith({
        max_group_size: 0,
        booking: { ...DEFAULT_WAITLIST_SETTINGS.booking, block_duration_mins: 30, block_frequency_mins: 30 },
      }),
    );
    renderDialog({ type: 'booking' });
    await screen.findByRole('dialog', { name: 'Nueva reservación' });
    expect((inputLabelled('Duración') as HTMLInputElement).value).toBe('30 min');

    await user().click(inputLabelled('Duración'));
    const labels = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(labels.slice(0, 4)).toEqual(['30 min', '1:00 h', '1:30 h', '2:00 h']);
    expect(labels.at(-1)).toBe('24:00 h');
  });

  it('says Error al verificar la disponibilidad when the slots cannot load', async () => {
    const api = serve(settingsWith({ max_group_size: 0 }));
    api.on('POST /v1/waitlist/hostess/booking-availability', () => ({
      status: 500,
      body: { message: 'Error interno.' },
    }));
    renderDialog({ type: 'booking', initialBookingDate: '2025-11-24T10:00:00-06:00' });

    expect((await screen.findAllByText('Error al verificar la disponibilidad')).length).toBeGreaterThan(0);
    expect(document.querySelector('.mantine-Notification-root')?.textContent).toContain(
      'Error al verificar la disponibilidad',
    );
  });
});

describe('wait estimate', () => {
  it('quotes the wait for the chosen group size when show_wait_time is on', async () => {
    const api = serve(settingsWith({ max_group_size: 12 }));
    renderDialog();
    await screen.findByRole('dialog', { name: 'Registrar turno' });
    expect(screen.queryByText(/Espera estimada/)).toBeNull();

    await user().click(screen.getByRole('button', { name: '4' }));

    expect(await screen.findByText('Espera estimada: ~25 min')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/waitlist/hostess/wait-estimate')[0]?.body).toEqual({ group_size: 4 });
  });

  it('shows no quote when show_wait_time is off', async () => {
    const api = serve(
      settingsWith({
        max_group_size: 12,
        waitlist: { ...DEFAULT_WAITLIST_SETTINGS.waitlist, show_wait_time: false },
      }),
    );
    renderDialog();
    await screen.findByRole('dialog', { name: 'Registrar turno' });
    await user().click(screen.getByRole('button', { name: '4' }));

    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.queryByText(/Espera estimada/)).toBeNull();
    expect(api.callsTo('POST', '/v1/waitlist/hostess/wait-estimate')).toHaveLength(0);
  });
});
