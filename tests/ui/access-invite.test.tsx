import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS, type Invitation } from '../../src/domain/contract/account';
import { SIGNED_IN } from './helpers/access-fixtures';
import { fakeApi, setLoggedInCookie } from './helpers/fake-api';
import { ALLOWED_LOCATIONS, accountSettings } from './helpers/fixtures';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const TOKEN = 'invitacion_'.padEnd(43, 'x');
const INVITATION: Invitation = {
  name: 'Hugo Anfitrión',
  email: 'hugo@ejemplo.mx',
  role: 'operator',
  location_name: 'Cafetería La Prueba',
  company_name: 'La Prueba S.A.',
  existing_account: false,
};

eachTestStarts({ signedIn: false });

function inviteApi(invitation: Invitation) {
  return fakeApi({
    [`GET /v1/user/invite/${TOKEN}`]: () => ({ body: { data: invitation } }),
    [`POST /v1/user/invite/${TOKEN}/accept`]: () => {
      setLoggedInCookie();
      return SIGNED_IN;
    },
    'GET /v1/user/account/settings': () => ({ body: { data: accountSettings({ location: null }) } }),
    'GET /v1/user/account/allowed-locations': () => ({ body: { data: ALLOWED_LOCATIONS } }),
  });
}

describe('invitation (/invite?token=)', { timeout: 20_000 }, () => {
  it('says who invites to which business and role, and accepts with a new account', async () => {
    const api = inviteApi(INVITATION);
    const { router } = renderApp(`/invite?token=${TOKEN}`);
    const user = userEvent.setup();

    expect(
      await screen.findByRole('heading', { name: 'Has recibido una invitación' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText(/te invita a colaborar en/).textContent).toBe(
      'La Prueba S.A. te invita a colaborar en Cafetería La Prueba como Operador.',
    );
    const email = screen.getByLabelText('Correo electrónico') as HTMLInputElement;
    expect(email.value).toBe('hugo@ejemplo.mx');
    expect(email.readOnly).toBe(true);
    expect((screen.getByLabelText('Nombre y apellido') as HTMLInputElement).value).toBe('Hugo Anfitrión');

    // The phone is required and the form says why before (issue 17 §11).
    expect(screen.queryByLabelText('Celular (opcional)')).toBeNull();
    expect(screen.getByText('Te enviaremos un código por SMS para verificarlo.')).toBeTruthy();
    await user.type(screen.getByLabelText('Contraseña'), 'corta');
    await user.click(screen.getByRole('button', { name: 'Aceptar invitación' }));
    expect(screen.getByLabelText('Contraseña').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Ingresa un celular válido.')).toBeTruthy();
    await user.type(screen.getByLabelText('Celular'), '55 8765 4321');
    expect(api.callsTo('POST', `/v1/user/invite/${TOKEN}/accept`)).toEqual([]);

    await user.clear(screen.getByLabelText('Contraseña'));
    await user.type(screen.getByLabelText('Contraseña'), 'Anfitrion1');
    await user.click(screen.getByRole('button', { name: 'Aceptar invitación' }));

    await waitFor(() => expect(router.state.location.pathname).not.toBe('/invite'), { timeout: 5000 });
    expect(api.callsTo('POST', `/v1/user/invite/${TOKEN}/accept`)[0]?.body).toEqual({
      name: 'Hugo Anfitrión',
      email: 'hugo@ejemplo.mx',
      phone: '+525587654321',
      password: 'Anfitrion1',
    });
    expect(api.callsTo('GET', `/v1/user/invite/${TOKEN}`)).toHaveLength(1);
  });

  it('asks an existing account only for its password', async () => {
    const api = inviteApi({ ...INVITATION, existing_account: true, role: 'admin' });
    renderApp(`/invite?token=${TOKEN}`);
    const user = userEvent.setup();

    expect(await screen.findByText('Administrador', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByLabelText('Nombre y apellido')).toBeNull();
    expect(screen.queryByLabelText(/Celular/)).toBeNull();
    expect(screen.queryByText(/Mínimo 8 caracteres/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Aceptar invitación' }));
    expect(await screen.findByText('Ingresa tu contraseña.')).toBeTruthy();
    await user.type(screen.getByLabelText('Contraseña'), 'x');
    await user.click(screen.getByRole('button', { name: 'Aceptar invitación' }));

    await waitFor(() =>
      expect(api.callsTo('POST', `/v1/user/invite/${TOKEN}/accept`)[0]?.body).toEqual({
        name: 'Hugo Anfitrión',
        email: 'hugo@ejemplo.mx',
        phone: null,
        password: 'x',
      }),
    );
  });

  it('sends a phone typed with the new account in +52', async () => {
    const api = inviteApi(INVITATION);
    renderApp(`/invite?token=${TOKEN}`);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Celular', {}, { timeout: 5000 }), '55 8765 4321');
    await user.type(screen.getByLabelText('Contraseña'), 'Anfitrion1');
    await user.click(screen.getByRole('button', { name: 'Aceptar invitación' }));

    await waitFor(() =>
      expect(api.callsTo('POST', `/v1/user/invite/${TOKEN}/accept`)[0]?.body).toMatchObject({
        phone: '+525587654321',
      }),
    );
  });

  it('says an unknown or expired invitation does not exist, then leads to the login', async () => {
    fakeApi({});
    const { router } = renderApp(`/invite?token=${TOKEN}`);
    const user = userEvent.setup();

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain(ACCOUNT_ERRORS.invitationTitle);
    expect(alert.textContent).toContain(ACCOUNT_ERRORS.invitationNotFound);
    await user.click(screen.getByRole('link', { name: 'Ir al inicio de sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('treats a link without a token as an unknown invitation', async () => {
    const api = fakeApi({});
    renderApp('/invite');
    expect(await screen.findByText(ACCOUNT_ERRORS.invitationNotFound, {}, { timeout: 5000 })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
