import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicTurn, PublicWaitlistInfo } from '../../src/domain/contract/public-waitlist';
import { clearLoggedInCookie, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

const NOW = Date.parse('2025-11-22T20:00:00Z'); // Saturday 14:00 in Mexico City
const INFO_PATH = '/v1/public/waitlist/taqueria-demo';

function info(overrides: Partial<PublicWaitlistInfo> = {}): PublicWaitlistInfo {
  return {
    location: {
      name: 'Taquería Demo',
      username: 'taqueria-demo',
      thumb_url: null,
      timezone: 'America/Mexico_City',
    },
    waitlist_open: true,
    booking_open: true,
    max_group_size: 6,
    closed_message: 'La lista de espera está cerrada. Te esperamos pronto.',
    shows_wait_time: true,
    services: [],
    service_required: false,
    block_duration_mins: 60,
    terms: { waitlist_s: 'Lista de espera', booking_s: 'Reservación' },
    ...overrides,
  };
}

const TURN: PublicTurn = {
  location_name: 'Taquería Demo',
  type: 'waitlist',
  name: 'Rosa Díaz',
  status: 'pending',
  status_name: 'En espera',
  group_size: 4,
  booking_date: null,
  created_at: '2025-11-22T20:00:00.000Z',
  position: 3,
  wait_estimate_mins: 25,
  confirmation_pending: false,
  confirmation_response: null,
};

/** The quote the server gives each party size. */
const QUOTES: Record<number, { minutes: number; ahead: number; sample_size: number }> = {
  2: { minutes: 15, ahead: 3, sample_size: 40 },
  6: { minutes: 45, ahead: 3, sample_size: 12 },
};

type Handlers = Parameters<typeof fakeApi>[0];

function serve(page: PublicWaitlistInfo, extra: Handlers = {}) {
  return fakeApi({
    [`GET ${INFO_PATH}`]: () => ({ body: { data: page } }),
    [`POST ${INFO_PATH}/wait-estimate`]: (body) => ({
      body: { data: QUOTES[(body as { group_size: number }).group_size] ?? null },
    }),
    [`POST ${INFO_PATH}/register`]: () => ({
      body: { data: { code: 'abc123', url: 'http://localhost/t/abc123' } },
    }),
    'GET /v1/public/queue/abc123': () => ({ body: { data: TURN } }),
    ...extra,
  });
}

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const field = (label: RegExp) => screen.getByRole('textbox', { name: label });
/** A Mantine Select's input, by its label's text. */
function selectInput(label: string): HTMLElement {
  const element = screen.getByText(label).closest('label') as HTMLLabelElement;
  return document.getElementById(element.htmlFor) as HTMLElement;
}

async function pickGroupSize(size: string) {
  await user().click(selectInput('Tamaño del grupo'));
  await user().click(await screen.findByRole('option', { name: size }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(NOW);
  clearLoggedInCookie();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('online registration page (/r/{username}/registro)', () => {
  it('opens without a login, outside the shell, and quotes the wait of the party size chosen', async () => {
    const api = serve(info());
    const { router } = renderApp('/r/taqueria-demo/registro');
    expect(await screen.findByRole('heading', { name: 'Taquería Demo' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/r/taqueria-demo/registro');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText(/Espera estimada/)).toBeNull();
    await pickGroupSize('2 personas');
    expect(await screen.findByText(/Espera estimada para tu grupo: 15 min\./)).toBeTruthy();
    expect(screen.getByText(/Hay 3 grupos antes que tú\./)).toBeTruthy();
    await pickGroupSize('6 personas');
    expect(await screen.findByText(/Espera estimada para tu grupo: 45 min\./)).toBeTruthy();
    expect(api.callsTo('POST', `${INFO_PATH}/wait-estimate`).map((call) => call.body)).toEqual([
      { group_size: 2 },
      { group_size: 6 },
    ]);
    expect(screen.getByRole('radio', { name: 'Lista de espera' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Reservación' })).toBeTruthy();
  });

  it('requires name, phone and group size, and sends nothing until they are right', async () => {
    const api = serve(info());
    renderApp('/r/taqueria-demo/registro');
    await user().click(await screen.findByRole('button', { name: 'Anotarme en la lista' }));
    expect(screen.getByText('Escribe tu nombre.')).toBeTruthy();
    expect(screen.getByText('Escribe tu número de celular.')).toBeTruthy();
    expect(screen.getByText('Selecciona el tamaño del grupo')).toBeTruthy();

    fireEvent.change(field(/Celular/), { target: { value: '55 12' } });
    await user().click(screen.getByRole('button', { name: 'Anotarme en la lista' }));
    expect(screen.getByText('El número de celular no es válido.')).toBeTruthy();
    expect(api.callsTo('POST', `${INFO_PATH}/register`)).toHaveLength(0);
  });

  it('offers group sizes up to the location maximum', async () => {
    serve(info({ max_group_size: 6 }));
    renderApp('/r/taqueria-demo/registro');
    await screen.findByRole('heading', { name: 'Taquería Demo' });
    await user().click(selectInput('Tamaño del grupo'));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      '1 persona',
      '2 personas',
      '3 personas',
      '4 personas',
      '5 personas',
      '6 personas',
    ]);
  });

  it('asks no group size when the location does not use it', async () => {
    serve(info({ max_group_size: 0 }));
    renderApp('/r/taqueria-demo/registro');
    await screen.findByRole('heading', { name: 'Taquería Demo' });
    expect(screen.getByText('Celular')).toBeTruthy();
    expect(screen.queryByText('Tamaño del grupo')).toBeNull();
  });

  it('joins the waitlist with a +52 phone and goes to the turn page', async () => {
    const api = serve(info());
    const { router } = renderApp('/r/taqueria-demo/registro');
    await screen.findByRole('heading', { name: 'Taquería Demo' });
    fireEvent.change(field(/Nombre/), { target: { value: '  Rosa Díaz ' } });
    fireEvent.change(field(/Celular/), { target: { value: '55 1234 5678' } });
    await pickGroupSize('4 personas');
    await user().click(screen.getByRole('button', { name: 'Anotarme en la lista' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/t/abc123'));
    expect(api.callsTo('POST', `${INFO_PATH}/register`)[0]?.body).toEqual({
      type: 'waitlist',
      name: 'Rosa Díaz',
      phone: '+525512345678',
      group_size: 4,
      product_id: null,
      booking_date: null,
      notes: null,
    });
    expect(await screen.findByText('Hola, Rosa Díaz')).toBeTruthy();
  });

  it('puts the server field errors under their fields', async () => {
    serve(info(), {
      [`POST ${INFO_PATH}/register`]: () => ({
        status: 422,
        body: { message: 'Revisa los datos.', errors: { phone: ['El número de celular no es válido.'] } },
      }),
    });
    renderApp('/r/taqueria-demo/registro');
    await screen.findByRole('heading', { name: 'Taquería Demo' });
    fireEvent.change(field(/Nombre/), { target: { value: 'Rosa' } });
    fireEvent.change(field(/Celular/), { target: { value: '5512345678' } });
    await pickGroupSize('2 personas');
    await user().click(screen.getByRole('button', { name: 'Anotarme en la lista' }));
    expect(await screen.findByText('El número de celular no es válido.')).toBeTruthy();
  });

  it('shows a refusal of the whole request above the button', async () => {
    serve(info(), {
      [`POST ${INFO_PATH}/register`]: () => ({
        status: 409,
        body: { message: 'La lista de espera está cerrada. Te esperamos pronto.' },
      }),
    });
    renderApp('/r/taqueria-demo/registro');
    await screen.findByRole('heading', { name: 'Taquería Demo' });
    fireEvent.change(field(/Nombre/), { target: { value: 'Rosa' } });
    fireEvent.change(field(/Celular/), { target: { value: '5512345678' } });
    await pickGroupSize('2 personas');
    await user().click(screen.getByRole('button', { name: 'Anotarme en la lista' }));
    const refusal = await screen.findByText('La lista de espera está cerrada. Te esperamos pronto.');
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
  });

  it('shows the closed message when neither type is open', async () => {
    serve(
      info({ waitlist_open: false, booking_open: false, closed_message: 'Hoy descansamos. ¡Vuelve mañana!' }),
    );
    renderApp('/r/taqueria-demo/registro');
    expect(await screen.findByText('Hoy descansamos. ¡Vuelve mañana!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Anotarme|Reservar/ })).toBeNull();
  });

  it('offers only the open type: a booking with a required service and a free time', async () => {
    const api = serve(
      info({
        waitlist_open: false,
        service_required: true,
        services: [{ id: 5, name: 'Mesa en terraza', duration_mins: 90 }],
      }),
      {
        [`POST ${INFO_PATH}/availability`]: () => ({
          body: {
            data: [
              { time: '2025-11-23T15:00:00-06:00', available_people: 10, available_slots: 1 },
              { time: '2025-11-23T16:00:00-06:00', available_people: 0, available_slots: 0 },
              { time: '2025-11-23T17:00:00-06:00', available_people: 8, available_slots: 2 },
            ],
          },
        }),
      },
    );
    renderApp('/r/taqueria-demo/registro');
    await screen.findByRole('heading', { name: 'Taquería Demo' });
    expect(screen.queryByRole('radio', { name: 'Lista de espera' })).toBeNull();
    expect(screen.queryByText(/Espera estimada/)).toBeNull();

    await user().click(screen.getByRole('button', { name: 'Reservar' }));
    expect(screen.getByText('Selecciona un servicio')).toBeTruthy();
    expect(screen.getByText('Selecciona una fecha y hora')).toBeTruthy();

    fireEvent.change(field(/Nombre/), { target: { value: 'Rosa Díaz' } });
    fireEvent.change(field(/Celular/), { target: { value: '5512345678' } });
    await pickGroupSize('2 personas');
    await user().click(selectInput('Servicio'));
    await user().click(await screen.findByRole('option', { name: 'Mesa en terraza' }));
    fireEvent.change(screen.getByLabelText(/Fecha/), { target: { value: '2025-11-23' } });

    const times = await screen.findAllByRole('radio');
    expect(times.map((time) => time.closest('div')?.textContent)).toEqual(['3:00 p.m.', '5:00 p.m.']);
    expect(api.callsTo('POST', `${INFO_PATH}/availability`).at(-1)?.body).toEqual({
      from: '2025-11-23',
      group_size: 2,
      product_id: 5,
      duration_mins: 90,
    });
    await user().click(within(times[1]?.closest('div') as HTMLElement).getByText('5:00 p.m.'));
    await user().click(screen.getByRole('button', { name: 'Reservar' }));

    await waitFor(() => expect(api.callsTo('POST', `${INFO_PATH}/register`)).toHaveLength(1));
    expect(api.callsTo('POST', `${INFO_PATH}/register`)[0]?.body).toMatchObject({
      type: 'booking',
      product_id: 5,
      group_size: 2,
      booking_date: '2025-11-23T17:00:00-06:00',
    });
  });

  it('offers an optional service with nothing chosen, and a way to clear it once chosen', async () => {
    serve(info({ waitlist_open: false, services: [{ id: 5, name: 'Mesa en terraza', duration_mins: 90 }] }));
    renderApp('/r/taqueria-demo/registro');
    await screen.findByRole('heading', { name: 'Taquería Demo' });
    const service = selectInput('Servicio') as HTMLInputElement;
    const wrapper = service.closest('.mantine-Select-root') as HTMLElement;
    const clearButton = () => wrapper.querySelector('.mantine-InputClearButton-root');

    expect(service.value).toBe('');
    expect(service.placeholder).toBe('Elige un servicio');
    expect(clearButton()).toBeNull();
    await user().click(service);
    await user().click(await screen.findByRole('option', { name: 'Mesa en terraza' }));
    expect(service.value).toBe('Mesa en terraza');
    expect(clearButton()).not.toBeNull();
  });

  it('says so when the business does not exist', async () => {
    fakeApi({});
    renderApp('/r/no-existe/registro');
    expect(await screen.findByText('Negocio no encontrado.')).toBeTruthy();
  });
});

describe('the shared links for one kind (/r/{username}/turno, /reservar)', () => {
  const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

  it('opens the booking link on the booking and the waitlist link on the waitlist', async () => {
    serve(info());
    const { router } = renderApp('/r/taqueria-demo/reservar');
    await screen.findByRole('heading', { name: 'Taquería Demo' });
    expect(checked('Reservación')).toBe(true);
    expect(checked('Lista de espera')).toBe(false);
    await router.navigate({ to: '/r/$username/turno', params: { username: 'taqueria-demo' } });
    await waitFor(() => expect(checked('Lista de espera')).toBe(true));
  });

  it('opens a closed kind on the kind that is open', async () => {
    serve(info({ booking_open: false }));
    renderApp('/r/taqueria-demo/reservar');
    expect(await screen.findByRole('button', { name: 'Anotarme en la lista' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Reservación' })).toBeNull();
  });
});
