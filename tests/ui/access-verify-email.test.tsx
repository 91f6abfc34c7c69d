import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS } from '../../src/domain/contract/account';
import { newAccountSettings } from './helpers/access-fixtures';
import { clearLoggedInCookie, fakeApi, rejected } from './helpers/fake-api';
import { accountSettings } from './helpers/fixtures';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const TOKEN = 'enlace-de-verificacion-123456';

eachTestStarts({ signedIn: true });

function verifyEmailApi(
  verify: Parameters<typeof fakeApi>[0][string],
  resend?: Parameters<typeof fakeApi>[0][string],
) {
  return fakeApi({
    'GET /v1/user/account/settings': () => ({ body: { data: accountSettings() } }),
    'POST /v1/user/account/verify-email': verify,
    'POST /v1/user/account/verify-email-resend':
      resend ?? (() => ({ body: { data: { sent: true, email: 'lucia@ejemplo.com' } } })),
  });
}

describe('account-verify-email (/verify-email)', { timeout: 20_000 }, () => {
  it('verifies the link once on arrival and says so', async () => {
    const api = verifyEmailApi(() => ({ body: { data: { verified: true } } }));
    renderApp(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByText('Tu correo quedó confirmado.', {}, { timeout: 5000 })).toBeTruthy();
    expect(api.callsTo('POST', '/v1/user/account/verify-email')).toEqual([
      { method: 'POST', path: '/v1/user/account/verify-email', body: { token: TOKEN } },
    ]);
    expect(screen.queryByRole('button', { name: 'Reenviar enlace' })).toBeNull();
  });

  it("an expired or used link says so and 'Reenviar enlace' sends a new one", async () => {
    const api = verifyEmailApi(() => rejected('token', ACCOUNT_ERRORS.emailVerifyInvalid));
    renderApp(`/verify-email?token=${TOKEN}`);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Reenviar enlace' }, { timeout: 5000 });
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      ACCOUNT_ERRORS.emailVerifyInvalid,
    );
    await user.click(screen.getByRole('button', { name: 'Reenviar enlace' }));
    expect((await screen.findByRole('status', { name: 'Enlace enviado' })).textContent).toContain(
      'Te enviamos un enlace nuevo a lucia@ejemplo.com. Vence en 24 horas',
    );
    expect(api.callsTo('POST', '/v1/user/account/verify-email-resend')).toHaveLength(1);
  });

  it('shows why a new link was refused', async () => {
    const message = 'Ya te enviamos varios enlaces a este correo. Podrás pedir otro en 50 minutos.';
    verifyEmailApi(
      () => rejected('token', ACCOUNT_ERRORS.emailVerifyInvalid),
      () => ({ status: 429, body: { message, code: 'RATE_LIMITED' } }),
    );
    renderApp(`/verify-email?token=${TOKEN}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reenviar enlace' }, { timeout: 5000 }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(message),
    );
    expect(screen.queryByRole('status', { name: 'Enlace enviado' })).toBeNull();
  });

  it('without a link, a signed-in user is told the e-mail is unverified and can ask for one', async () => {
    const api = verifyEmailApi(() => ({ body: { data: { verified: true } } }));
    renderApp('/verify-email');
    const user = userEvent.setup();
    expect(
      await screen.findByText(/Tu correo todavía no está verificado/, {}, { timeout: 5000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reenviar enlace' }));
    expect(await screen.findByRole('status', { name: 'Enlace enviado' })).toBeTruthy();
    expect(api.callsTo('POST', '/v1/user/account/verify-email')).toEqual([]);
  });

  it('verifies even for a new account that still has its phone and business to set up', async () => {
    fakeApi({
      'GET /v1/user/account/settings': () => ({ body: { data: newAccountSettings() } }),
      'POST /v1/user/account/verify-email': () => ({ body: { data: { verified: true } } }),
    });
    const { router } = renderApp(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByText('Tu correo quedó confirmado.', {}, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  it('signed out, an expired link leads to the login and back here', async () => {
    clearLoggedInCookie();
    verifyEmailApi(() => rejected('token', ACCOUNT_ERRORS.emailVerifyInvalid));
    renderApp(`/verify-email?token=${TOKEN}`);
    const signIn = await screen.findByRole(
      'link',
      { name: 'Inicia sesión para pedir otro enlace' },
      { timeout: 5000 },
    );
    expect(signIn.getAttribute('href')).toBe('/login?next_url=%2Fverify-email');
    expect(screen.queryByRole('button', { name: 'Reenviar enlace' })).toBeNull();
  });
});
