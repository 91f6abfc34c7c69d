import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS } from '../../src/domain/contract/account';
import { ACCOUNT_MESSAGES } from '../../src/domain/rules/account-rules';
import { newAccountSettings, SIGNED_IN } from './helpers/access-fixtures';
import { fakeApi, rejected, setLoggedInCookie } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

eachTestStarts({ signedIn: false });

function signupApi() {
  return fakeApi({
    'POST /v1/user/account/create': () => {
      setLoggedInCookie();
      return SIGNED_IN;
    },
    'GET /v1/user/account/settings': () => ({ body: { data: newAccountSettings() } }),
    'POST /v1/user/account/otp-send': () => ({ body: { data: { sent: true } } }),
  });
}

function ruleState(name: string): string {
  return screen.getByText(name).closest('li')?.textContent ?? '';
}

describe('sign-up', { timeout: 20_000 }, () => {
  it('ticks off the password rules as the user types and refuses bad input without calling the server', async () => {
    const api = fakeApi({});
    renderApp('/signup');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Crear cuenta' })).toBeTruthy();
    expect((screen.getByLabelText('Lada') as HTMLSelectElement).value).toBe('+52');
    expect(ruleState('Una minúscula')).toContain('pendiente');

    await user.type(screen.getByLabelText('Contraseña'), 'abc1');
    expect(ruleState('Una minúscula')).toContain('cumplido');
    expect(ruleState('Un número')).toContain('cumplido');
    expect(ruleState('Una mayúscula')).toContain('pendiente');
    expect(ruleState('Mínimo 8 caracteres')).toContain('pendiente');

    await user.type(screen.getByLabelText('Nombre y apellido'), 'Al');
    await user.type(screen.getByLabelText('Celular'), '55 12');
    await user.type(screen.getByLabelText('Correo electrónico (opcional)'), 'lucia@');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.nameInvalid)).toBeTruthy();
    expect(screen.getByText('Ingresa un celular válido.')).toBeTruthy();
    expect(screen.getByText('Ingresa un correo electrónico válido.')).toBeTruthy();
    expect(screen.getByLabelText('Contraseña').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('names the password’s eye button in Spanish, pressed while the password shows (issue 17 §11)', async () => {
    fakeApi({});
    renderApp('/signup');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Crear cuenta' }, { timeout: 5000 })).toBeTruthy();

    const eye = screen.getByRole('button', { name: 'Mostrar contraseña' });
    expect(eye.getAttribute('aria-pressed')).toBe('false');
    await user.click(eye);
    expect(eye.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText('Contraseña').getAttribute('type')).toBe('text');
  });

  it('creates the account with the +52 phone, then verifies the phone, which sends the code', async () => {
    const api = signupApi();
    const { router } = renderApp('/signup');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Nombre y apellido'), 'Lucía Prueba');
    await user.type(screen.getByLabelText('Celular'), '(55) 1234-5678');
    await user.type(screen.getByLabelText('Contraseña'), 'Segura123');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(
      await screen.findByRole('heading', { name: 'Verifica tu celular' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/phone-verify');
    expect(api.callsTo('POST', '/v1/user/account/create')[0]?.body).toEqual({
      name: 'Lucía Prueba',
      phone: '+525512345678',
      email: null,
      password: 'Segura123',
    });
    await waitFor(() =>
      expect(api.callsTo('POST', '/v1/user/account/otp-send')).toEqual([
        { method: 'POST', path: '/v1/user/account/otp-send', body: { phone: '+525512345678' } },
      ]),
    );
  });

  it('shows what the server says under the field it concerns', async () => {
    fakeApi({
      'POST /v1/user/account/create': () => rejected('phone', ACCOUNT_ERRORS.accountExists),
    });
    renderApp('/signup');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Nombre y apellido'), 'Lucía Prueba');
    await user.type(screen.getByLabelText('Celular'), '5512345678');
    await user.type(screen.getByLabelText('Contraseña'), 'Segura123');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByText(ACCOUNT_ERRORS.accountExists)).toBeTruthy();
    expect(screen.getByLabelText('Celular').getAttribute('aria-invalid')).toBe('true');
  });

  it('registers from the login with the phone typed and keeps next_url through phone verification', async () => {
    const api = fakeApi({
      'POST /v1/user/account/exists': () => ({ body: { data: { exists: false } } }),
      'POST /v1/user/account/create': () => {
        setLoggedInCookie();
        return SIGNED_IN;
      },
      'GET /v1/user/account/settings': () => ({ body: { data: newAccountSettings() } }),
      'POST /v1/user/account/otp-send': () => ({ body: { data: { sent: true } } }),
    });
    const { router } = renderApp('/login?next_url=%2Fonboard');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Usar celular o correo' }));
    await user.type(screen.getByLabelText('Celular o correo electrónico'), '55 1234 5678');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const form = (await screen.findByRole('heading', { name: 'Crear cuenta' })).closest(
      'form',
    ) as HTMLElement;
    expect((within(form).getByLabelText('Celular') as HTMLInputElement).value).toBe('55 1234 5678');
    await user.type(within(form).getByLabelText('Nombre y apellido'), 'Lucía Prueba');
    await user.type(within(form).getByLabelText('Contraseña'), 'Segura123');
    await user.click(within(form).getByRole('button', { name: 'Crear cuenta' }));

    expect(
      await screen.findByRole('heading', { name: 'Verifica tu celular' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.state.location.search).toEqual({ next_url: '/onboard' });
    expect(api.callsTo('POST', '/v1/user/account/create')[0]?.body).toMatchObject({ phone: '+525512345678' });
  });
});
