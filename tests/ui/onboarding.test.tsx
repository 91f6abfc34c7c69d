import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountSettings } from '../../src/domain/contract/access';
import { ONBOARDING_MESSAGES } from '../../src/domain/contract/onboarding';
import { queryKeys } from '../../src/lib/query/keys';
import { fakeApi } from './helpers/fake-api';
import { accountSettings, FREE_SUBSCRIPTION } from './helpers/fixtures';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const CATEGORIES = [
  { id: 3, name: 'Restaurante' },
  { id: 4, name: 'Barbería' },
];
const CREATED = {
  location_id: 9,
  username: 'tacos_el_guero',
  registration_url: 'http://localhost:8080/r/tacos_el_guero',
};

/** A new user: no location until the location step creates one. */
function serve({ settingsStatus = 200, hasLocation = false } = {}) {
  let settings: AccountSettings = hasLocation ? accountSettings() : accountSettings({ location: null });
  const api = fakeApi({
    'GET /v1/user/account/settings': () => ({ body: { data: settings } }),
    'GET /v1/subscription/subscription/info': () => ({ body: { data: FREE_SUBSCRIPTION } }),
    'GET /v1/business/category': () => ({ body: { data: CATEGORIES } }),
    'POST /v1/business/onboard/location': (body) => {
      if ((body as { username: string }).username === 'taken') {
        return {
          status: 422,
          body: {
            message: 'Revisa los datos.',
            code: 'VALIDATION_ERROR',
            errors: { username: [ONBOARDING_MESSAGES.usernameTaken] },
          },
        };
      }
      settings = accountSettings();
      return { body: { data: CREATED } };
    },
    'POST /v1/business/onboard/settings': () =>
      settingsStatus === 200
        ? { body: { data: { saved: true } } }
        : { status: settingsStatus, body: { message: 'Error interno.', code: 'INTERNAL' } },
  });
  return api;
}

// The screens load lazily: on a busy machine the first render takes longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

eachTestStarts({ signedIn: true });

beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: vi.fn(async () => undefined) },
  });
});

async function fillLocation(username: string) {
  await userEvent.type(screen.getByLabelText(/Nombre del negocio/), 'Tacos El Güero');
  // The name suggested a link: the owner replaces it.
  await userEvent.clear(screen.getByLabelText(/Enlace personalizado/));
  await userEvent.type(screen.getByLabelText(/Enlace personalizado/), username);
  await userEvent.type(screen.getByLabelText(/Número de WhatsApp/), '55 1234 5678');
  await userEvent.click(screen.getByRole('combobox', { name: /Tipo de negocio/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Restaurante' }));
}

async function answer(question: RegExp, reply: 'Sí' | 'No') {
  const group = await screen.findByRole('group', { name: question });
  await userEvent.click(within(group).getByRole('button', { name: reply }));
}

describe('onboarding (onboard-home)', { timeout: 30_000 }, () => {
  it('suggests the link from the business name until the owner types one, and says what the link lost', async () => {
    serve();
    renderApp('/onboard/location');
    const name = await screen.findByLabelText(/Nombre del negocio/);
    const link = screen.getByLabelText<HTMLInputElement>(/Enlace personalizado/);

    await userEvent.type(name, 'Café-Bar La Güera');
    expect(link.value).toBe('cafe_bar_la_guera');
    expect(screen.getByTitle(`${window.location.origin}/r/cafe_bar_la_guera`)).toBeTruthy();

    await userEvent.clear(link);
    await userEvent.type(link, 'cafe-bar');
    const removed =
      'Se quitó «-»: el enlace solo admite letras sin acento, números, punto (.) y guion bajo (_).';
    expect(screen.getByText(removed)).toBeTruthy();
    await userEvent.tab();
    expect(link.value).toBe('cafebar');
    expect(screen.getByText(removed)).toBeTruthy();

    // The owner's own link stays when the name changes.
    await userEvent.type(name, ' Norte');
    expect(link.value).toBe('cafebar');
  });

  it('goes welcome → location → preferences → ready with the step in the URL', async () => {
    const api = serve();
    const { router } = renderApp('/onboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Registrar negocio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboard/location'));

    const proceed = await screen.findByRole('button', { name: 'Continuar' });
    expect(proceed.hasAttribute('disabled')).toBe(true);

    await userEvent.type(screen.getByLabelText(/Enlace personalizado/), 'Tacos El Güero');
    expect(screen.getByTitle(`${window.location.origin}/r/tacos_el_guero`).textContent).toBe(
      `${window.location.origin}/r/tacos_el_guero`,
    );
    await userEvent.clear(screen.getByLabelText(/Enlace personalizado/));

    await fillLocation('taken');
    expect(screen.getByRole('button', { name: 'Continuar' }).hasAttribute('disabled')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(ONBOARDING_MESSAGES.usernameTaken)).toBeTruthy();

    await userEvent.clear(screen.getByLabelText(/Enlace personalizado/));
    await userEvent.type(screen.getByLabelText(/Enlace personalizado/), 'Tacos El Güero');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboard/preferences'));
    expect(api.callsTo('POST', '/v1/business/onboard/location').at(-1)?.body).toEqual({
      name: 'Tacos El Güero',
      username: 'tacos_el_guero',
      description: null,
      phone: '+525512345678',
      category_id: 3,
      timezone: 'America/Mexico_City',
    });

    await answer(/citas o reservaciones/, 'Sí');
    await answer(/lista de espera/, 'No');
    await answer(/desde tu enlace/, 'Sí');
    await answer(/kiosco/, 'No');
    await answer(/grupos/, 'Sí');
    await userEvent.selectOptions(screen.getByLabelText('Tamaño máximo de grupo'), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboard/ready'));
    expect(api.callsTo('POST', '/v1/business/onboard/settings')[0]?.body).toEqual({
      booking_enabled: true,
      queue_enabled: false,
      link_enabled: true,
      kiosk_enabled: false,
      group_size_max: 8,
    });

    expect(await screen.findByText(CREATED.registration_url)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(await screen.findByText('Enlace copiado.')).toBeTruthy();

    const settingsReads = api.callsTo('GET', '/v1/user/account/settings').length;
    await userEvent.click(screen.getByRole('button', { name: 'Comenzar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hostess'));
    expect(api.callsTo('GET', '/v1/user/account/settings').length).toBeGreaterThan(settingsReads);
  });

  it('asks again from the start after No to both bookings and the waitlist', async () => {
    const api = serve({ hasLocation: true });
    renderApp('/onboard/preferences');
    await answer(/citas o reservaciones/, 'No');
    await answer(/lista de espera/, 'No');

    expect(await screen.findByText('Selecciona al menos una opción')).toBeTruthy();
    expect(screen.queryByRole('group', { name: /lista de espera/ })).toBeNull();
    const booking = screen.getByRole('group', { name: /citas o reservaciones/ });
    expect(within(booking).getByRole('button', { name: 'No' }).getAttribute('aria-pressed')).toBe('false');
    expect(api.callsTo('POST', '/v1/business/onboard/settings')).toHaveLength(0);
  });

  it('says when the preferences could not be saved, and retries', async () => {
    const api = serve({ settingsStatus: 500, hasLocation: true });
    const { router } = renderApp('/onboard/preferences');
    await answer(/citas o reservaciones/, 'No');
    await answer(/lista de espera/, 'Sí');
    await answer(/desde tu enlace/, 'Sí');
    await answer(/kiosco/, 'Sí');
    await answer(/grupos/, 'No');

    expect(await screen.findByText('Ha ocurrido un error. Por favor, intenta de nuevo.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboard/preferences');
    expect(api.callsTo('POST', '/v1/business/onboard/settings')[0]?.body).toMatchObject({
      queue_enabled: true,
      group_size_max: 0,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/business/onboard/settings')).toHaveLength(2));
  });

  it("in shop mode only loads the settings at the preferences step and moves on to ready, the old location's cache dropped", async () => {
    const api = serve();
    const { router, queryClient } = renderApp('/onboard/location', { module: 'shop' });
    queryClient.setQueryData(queryKeys.subscription.info, FREE_SUBSCRIPTION);
    await screen.findByRole('button', { name: 'Continuar' });
    await fillLocation('tacos');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboard/ready'));
    expect(await screen.findByText(CREATED.registration_url)).toBeTruthy();
    expect(api.callsTo('POST', '/v1/business/onboard/settings')).toHaveLength(0);
    // The previous location's cached data is gone once the new one exists.
    expect(queryClient.getQueryData(queryKeys.subscription.info)).toBeUndefined();
  });

  it('starts at the location step when a later step is opened before the business exists', async () => {
    serve();
    const { router } = renderApp('/onboard/ready');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboard/location'));
    expect(await screen.findByLabelText(/Nombre del negocio/)).toBeTruthy();
  });
});
