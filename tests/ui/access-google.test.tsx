import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OAUTH_ERRORS } from '../../src/domain/contract/account';
import { newAccountSettings, SIGNED_IN } from './helpers/access-fixtures';
import { fakeApi, setLoggedInCookie } from './helpers/fake-api';
import { accountSettings, FREE_SUBSCRIPTION } from './helpers/fixtures';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const assignPage = vi.fn();
vi.mock('../../src/lib/page-assign', () => ({ assignPage: (url: string) => assignPage(url) }));

const GOOGLE_PAGE = 'https://accounts.google.com/o/oauth2/v2/auth?state=abc';

/** A sign-in result shaped like the server's: header.claims.signature, each base64url. */
function signInResult(claims: { name: string | null; email: string | null }): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ provider: 'google', ...claims })}.firma`;
}

const JWT = signInResult({ name: 'Lucía Núñez', email: 'lucia.nunez@gmail.com' });
const RESULT_INVALID = {
  status: 422,
  body: {
    message: 'Revisa los datos.',
    code: 'VALIDATION_ERROR',
    errors: { jwt: [OAUTH_ERRORS.resultInvalid] },
  },
};

eachTestStarts({ signedIn: false });

beforeEach(() => {
  window.__MOSTRADOR_CONFIG__ = { googleSignIn: true };
});

afterEach(() => {
  assignPage.mockReset();
  window.__MOSTRADOR_CONFIG__ = undefined;
});

describe('Google sign-in (02 §2 account-login)', { timeout: 20_000 }, () => {
  it('is offered only when the server has it configured', async () => {
    window.__MOSTRADOR_CONFIG__ = { googleSignIn: false };
    fakeApi({});
    const first = renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Usar celular o correo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continuar con Google' })).toBeNull();
    first.unmount();

    window.__MOSTRADOR_CONFIG__ = { googleSignIn: true };
    renderApp('/login');
    const buttons = await screen.findAllByRole('button');
    expect(buttons[0]?.textContent).toBe('Continuar con Google');
  });

  it("asks the server for Google's page, coming back to the login with next_url, and goes there", async () => {
    const api = fakeApi({
      'POST /v1/auth/google/redirect-url': () => ({ body: { data: { url: GOOGLE_PAGE } } }),
    });
    renderApp('/login?next_url=%2Fonboard');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Continuar con Google' }));

    await waitFor(() => expect(assignPage).toHaveBeenCalledWith(GOOGLE_PAGE));
    expect(api.callsTo('POST', '/v1/auth/google/redirect-url')[0]?.body).toEqual({
      state: { source_url: '/login', next_url: '/onboard' },
    });
  });

  it('says so on the home view when Google sign-in cannot start', async () => {
    fakeApi({
      'POST /v1/auth/google/redirect-url': () => ({
        status: 404,
        body: { message: OAUTH_ERRORS.notConfigured, code: 'NOT_FOUND' },
      }),
    });
    renderApp('/login');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Continuar con Google' }));

    expect((await screen.findByRole('alert')).textContent).toBe(OAUTH_ERRORS.notConfigured);
    expect(assignPage).not.toHaveBeenCalled();
  });

  it.each([
    ['canceled', OAUTH_ERRORS.canceled],
    ['failed', OAUTH_ERRORS.failed],
  ])('tells why when Google sends the user back with oauth_error=%s, once', async (code, message) => {
    fakeApi({});
    const { router } = renderApp(`/login?oauth_error=${code}&next_url=%2Fonboard`);

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await waitFor(() => expect(router.state.location.search).toEqual({ next_url: '/onboard' }));
    expect(screen.getByRole('button', { name: 'Continuar con Google' })).toBeTruthy();
  });

  it('signs in with the result when the Google identity has an account, and goes to next_url', async () => {
    const api = fakeApi({
      'POST /v1/user/account/login-oauth': () => {
        setLoggedInCookie();
        return { body: { data: { exists: true, token: 't', expires_at: '2030-01-01T00:00:00Z' } } };
      },
      'GET /v1/user/account/settings': () => ({ body: { data: accountSettings() } }),
      'GET /v1/subscription/subscription/info': () => ({ body: { data: FREE_SUBSCRIPTION } }),
    });
    const { router } = renderApp(`/login?jwt=${JWT}&next_url=%2Floyalty%2Ftransactions`);

    expect(await screen.findByText('Iniciando sesión con Google…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Transacciones' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/loyalty/transactions');
    expect(api.callsTo('POST', '/v1/user/account/login-oauth')).toEqual([
      { method: 'POST', path: '/v1/user/account/login-oauth', body: { jwt: JWT } },
    ]);
  });

  it("asks for the password of the account holding Google's unverified e-mail, links it and signs in", async () => {
    const api = fakeApi({
      'POST /v1/user/account/login-oauth': (body) => {
        const { password } = body as { password?: string };
        if (password === undefined) {
          return {
            body: { data: { exists: false, password_required: true, token: null, expires_at: null } },
          };
        }
        if (password !== 'Correcta2025') {
          return {
            status: 422,
            body: {
              message: 'Revisa los datos.',
              code: 'VALIDATION_ERROR',
              errors: { password: ['El correo, celular o contraseña son incorrectos.'] },
            },
          };
        }
        setLoggedInCookie();
        return {
          body: {
            data: { exists: true, password_required: false, token: 't', expires_at: '2030-01-01T00:00:00Z' },
          },
        };
      },
      'GET /v1/user/account/settings': () => ({ body: { data: accountSettings() } }),
      'GET /v1/subscription/subscription/info': () => ({ body: { data: FREE_SUBSCRIPTION } }),
    });
    const { router } = renderApp(`/login?jwt=${JWT}&next_url=%2Floyalty%2Ftransactions`);
    const user = userEvent.setup();

    const form = (
      await screen.findByRole('heading', { name: 'Vincula tu cuenta con Google' }, { timeout: 5000 })
    ).closest('form') as HTMLElement;
    expect(within(form).getByText(/el correo todavía no está verificado/).textContent).toContain(
      'escribe su contraseña',
    );
    const email = within(form).getByLabelText('Correo electrónico') as HTMLInputElement;
    expect(email.value).toBe('lucia.nunez@gmail.com');
    expect(email.readOnly).toBe(true);

    await user.type(within(form).getByLabelText('Contraseña'), 'Equivocada1');
    await user.click(within(form).getByRole('button', { name: 'Vincular e iniciar sesión' }));
    expect(await within(form).findByText('El correo, celular o contraseña son incorrectos.')).toBeTruthy();

    await user.clear(within(form).getByLabelText('Contraseña'));
    await user.type(within(form).getByLabelText('Contraseña'), 'Correcta2025');
    await user.click(within(form).getByRole('button', { name: 'Vincular e iniciar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Transacciones' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/loyalty/transactions');
    expect(api.callsTo('POST', '/v1/user/account/login-oauth').map((call) => call.body)).toEqual([
      { jwt: JWT },
      { jwt: JWT, password: 'Equivocada1' },
      { jwt: JWT, password: 'Correcta2025' },
    ]);
  });

  it('offers a new account with Google instead of the password', async () => {
    fakeApi({
      'POST /v1/user/account/login-oauth': () => ({
        body: { data: { exists: false, password_required: true, token: null, expires_at: null } },
      }),
    });
    renderApp(`/login?jwt=${JWT}`);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'No es mía: crear otra cuenta' }, { timeout: 5000 }),
    );
    expect(await screen.findByRole('heading', { name: 'Crear cuenta' })).toBeTruthy();
  });

  it('opens the register form in Google mode, prefilled and without a password, then verifies the phone', async () => {
    const api = fakeApi({
      'POST /v1/user/account/login-oauth': () => ({
        body: { data: { exists: false, token: null, expires_at: null } },
      }),
      'POST /v1/user/account/create-oauth': () => {
        setLoggedInCookie();
        return SIGNED_IN;
      },
      'GET /v1/user/account/settings': () => ({ body: { data: newAccountSettings() } }),
      'POST /v1/user/account/otp-send': () => ({ body: { data: { sent: true } } }),
    });
    const { router } = renderApp(`/login?jwt=${JWT}&next_url=%2Fonboard`);
    const user = userEvent.setup();

    const form = (await screen.findByRole('heading', { name: 'Crear cuenta' })).closest(
      'form',
    ) as HTMLElement;
    expect(router.state.location.search).toEqual({ next_url: '/onboard' });
    expect(within(form).getByText('Completa tus datos para crear tu cuenta con Google.')).toBeTruthy();
    expect((within(form).getByLabelText('Nombre y apellido') as HTMLInputElement).value).toBe('Lucía Núñez');
    expect((within(form).getByLabelText('Correo electrónico (opcional)') as HTMLInputElement).value).toBe(
      'lucia.nunez@gmail.com',
    );
    expect((within(form).getByLabelText('Lada') as HTMLSelectElement).value).toBe('+52');
    expect(within(form).queryByLabelText('Contraseña')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Crear cuenta' }));
    expect(await within(form).findByText('Ingresa un celular válido.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/user/account/create-oauth')).toEqual([]);

    await user.type(within(form).getByLabelText('Celular'), '55 1234 5678');
    await user.click(within(form).getByRole('button', { name: 'Crear cuenta' }));

    expect(
      await screen.findByRole('heading', { name: 'Verifica tu celular' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/phone-verify');
    expect(router.state.location.search).toEqual({ next_url: '/onboard' });
    expect(api.callsTo('POST', '/v1/user/account/create-oauth')[0]?.body).toEqual({
      name: 'Lucía Núñez',
      phone: '+525512345678',
      email: 'lucia.nunez@gmail.com',
      jwt: JWT,
    });
  });

  it('shows what the server says under the field it concerns', async () => {
    fakeApi({
      'POST /v1/user/account/login-oauth': () => ({
        body: { data: { exists: false, token: null, expires_at: null } },
      }),
      'POST /v1/user/account/create-oauth': () => ({
        status: 422,
        body: {
          message: 'Revisa los datos.',
          code: 'VALIDATION_ERROR',
          errors: { email: ['Ya existe una cuenta con este correo.'] },
        },
      }),
    });
    renderApp(`/login?jwt=${JWT}`);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Celular'), '5512345678');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByText('Ya existe una cuenta con este correo.')).toBeTruthy();
    expect(screen.getByLabelText('Correo electrónico (opcional)').getAttribute('aria-invalid')).toBe('true');
  });

  it('goes back to the home view with the message when the result expired before signing in', async () => {
    fakeApi({ 'POST /v1/user/account/login-oauth': () => RESULT_INVALID });
    const { router } = renderApp(`/login?jwt=${JWT}`);

    expect((await screen.findByRole('alert')).textContent).toBe(OAUTH_ERRORS.resultInvalid);
    expect(screen.getByRole('button', { name: 'Continuar con Google' })).toBeTruthy();
    expect(router.state.location.search).toEqual({});
  });

  it('goes back to the home view with the message when the result was used before creating the account', async () => {
    fakeApi({
      'POST /v1/user/account/login-oauth': () => ({
        body: { data: { exists: false, token: null, expires_at: null } },
      }),
      'POST /v1/user/account/create-oauth': () => RESULT_INVALID,
    });
    renderApp(`/login?jwt=${JWT}`);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Celular'), '5512345678');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect((await screen.findByRole('alert')).textContent).toBe(OAUTH_ERRORS.resultInvalid);
    expect(screen.getByRole('button', { name: 'Continuar con Google' })).toBeTruthy();
  });

  it('leaves the name and e-mail empty when the result cannot be read', async () => {
    fakeApi({
      'POST /v1/user/account/login-oauth': () => ({
        body: { data: { exists: false, token: null, expires_at: null } },
      }),
    });
    renderApp('/login?jwt=no-es-un-token');

    expect(((await screen.findByLabelText('Nombre y apellido')) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Correo electrónico (opcional)') as HTMLInputElement).value).toBe('');
  });
});
