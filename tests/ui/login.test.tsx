import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, setLoggedInCookie } from './helpers/fake-api';
import { accountSettings, FREE_SUBSCRIPTION } from './helpers/fixtures';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const WRONG_PASSWORD = 'El usuario o la contraseña son incorrectos.';

eachTestStarts({ signedIn: false });

async function openIdentifyStep() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Usar celular o correo' }));
  return user;
}

describe('login screen', { timeout: 20_000 }, () => {
  it('offers phone or e-mail and the other access options, without third-party sign-in', async () => {
    fakeApi({});
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Usar celular o correo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Otras opciones de acceso' }).getAttribute('href')).toBe('/link');
    expect(screen.queryByText(/google/i)).toBeNull();
  });

  it('refuses an invalid identifier without calling the server', async () => {
    const api = fakeApi({});
    renderApp('/login');
    const user = await openIdentifyStep();

    await user.type(screen.getByLabelText('Celular o correo electrónico'), 'dueno@taqueria');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText('Ingresa un celular o correo electrónico válido.')).toBeTruthy();
    expect(screen.getByLabelText('Celular o correo electrónico').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('identifies the account, then shows the server message under the password on a wrong password', async () => {
    const api = fakeApi({
      'POST /v1/user/account/exists': () => ({ body: { data: { exists: true } } }),
      'POST /v1/user/account/login': () => ({
        status: 401,
        body: { message: WRONG_PASSWORD, code: 'WRONG_CREDENTIALS' },
      }),
    });
    renderApp('/login');
    const user = await openIdentifyStep();

    await user.type(screen.getByLabelText('Celular o correo electrónico'), ' Dueno@Taqueria.demo ');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const password = await screen.findByLabelText('Contraseña');
    expect(screen.getByText('Dueno@Taqueria.demo')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/user/account/exists')[0]?.body).toEqual({ email: 'dueno@taqueria.demo' });

    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Ingresa tu contraseña.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/user/account/login')).toEqual([]);

    await user.type(password, 'Equivocada1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByText(WRONG_PASSWORD)).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      WRONG_PASSWORD,
    );
    expect(api.callsTo('POST', '/v1/user/account/login')[0]?.body).toEqual({
      email: 'dueno@taqueria.demo',
      password: 'Equivocada1',
    });
  });

  it('sends a phone cleaned and links the password trouble to account-reset', async () => {
    const api = fakeApi({ 'POST /v1/user/account/exists': () => ({ body: { data: { exists: true } } }) });
    renderApp('/login');
    const user = await openIdentifyStep();

    await user.type(screen.getByLabelText('Celular o correo electrónico'), '(55) 1234-5678');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    await screen.findByLabelText('Contraseña');
    expect(api.callsTo('POST', '/v1/user/account/exists')[0]?.body).toEqual({ phone: '5512345678' });
    expect(screen.getByRole('link', { name: 'Problemas con la contraseña?' }).getAttribute('href')).toBe(
      '/reset-password',
    );

    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect((screen.getByLabelText('Celular o correo electrónico') as HTMLInputElement).value).toBe(
      '(55) 1234-5678',
    );
  });

  it('opens the register sub-view with the e-mail typed when the account does not exist', async () => {
    fakeApi({ 'POST /v1/user/account/exists': () => ({ body: { data: { exists: false } } }) });
    renderApp('/login');
    const user = await openIdentifyStep();

    await user.type(screen.getByLabelText('Celular o correo electrónico'), 'Nadie@Ejemplo.mx');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByRole('heading', { name: 'Crear cuenta' })).toBeTruthy();
    expect((screen.getByLabelText('Correo electrónico (opcional)') as HTMLInputElement).value).toBe(
      'nadie@ejemplo.mx',
    );
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByLabelText('Celular o correo electrónico')).toBeTruthy();
  });

  it('sends a visitor of a protected route to login and back to that route after login', async () => {
    const api = fakeApi({
      'POST /v1/user/account/exists': () => ({ body: { data: { exists: true } } }),
      'POST /v1/user/account/login': () => {
        setLoggedInCookie();
        return { body: { data: { token: 't', expires_at: '2030-01-01T00:00:00Z' } } };
      },
      'GET /v1/user/account/settings': () => ({ body: { data: accountSettings() } }),
      'GET /v1/subscription/subscription/info': () => ({ body: { data: FREE_SUBSCRIPTION } }),
    });
    const { router } = renderApp('/loyalty/transactions?page=2');

    await screen.findByRole('button', { name: 'Usar celular o correo' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ next_url: '/loyalty/transactions?page=2' });

    const user = await openIdentifyStep();
    await user.type(screen.getByLabelText('Celular o correo electrónico'), 'dueno@taqueria.demo');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(await screen.findByLabelText('Contraseña'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('heading', { name: 'Transacciones' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(router.state.location.href).toBe('/loyalty/transactions?page=2'));
    expect(api.callsTo('GET', '/v1/user/account/settings')).toHaveLength(1);
  });

  it('ignores a next_url that leaves the app', async () => {
    fakeApi({
      'POST /v1/user/account/exists': () => ({ body: { data: { exists: true } } }),
      'POST /v1/user/account/login': () => {
        setLoggedInCookie();
        return { body: { data: { token: 't', expires_at: '2030-01-01T00:00:00Z' } } };
      },
      'GET /v1/user/account/settings': () => ({ body: { data: accountSettings() } }),
      'GET /v1/subscription/subscription/info': () => ({ body: { data: FREE_SUBSCRIPTION } }),
    });
    localStorage.setItem('mostrador-waitlist-view', 'calendar:week');
    const { router } = renderApp('/login?next_url=%2F%2Fevil.example%2F');
    const user = await openIdentifyStep();
    await user.type(screen.getByLabelText('Celular o correo electrónico'), 'dueno@taqueria.demo');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(await screen.findByLabelText('Contraseña'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('heading', { name: 'Calendario' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/calendar/week');
    localStorage.clear();
  });
});
