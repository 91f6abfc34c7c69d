import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS } from '../../src/domain/contract/account';
import { ACCOUNT_MESSAGES } from '../../src/domain/rules/account-rules';
import { fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const TOKEN = 'a'.repeat(43);

eachTestStarts({ signedIn: false });

describe('password reset', { timeout: 20_000 }, () => {
  it('requests the link by e-mail, then says to check the mail and wait up to 5 minutes', async () => {
    const api = fakeApi({
      'POST /v1/user/account/reset-request': () => ({ body: { data: { success: true } } }),
    });
    renderApp('/reset-password');
    const user = userEvent.setup();

    expect(
      await screen.findByRole('heading', { name: 'Restablecer contraseña' }, { timeout: 5000 }),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Correo electrónico'), 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Ingresa un correo electrónico válido.')).toBeTruthy();
    expect(api.calls).toEqual([]);

    await user.clear(screen.getByLabelText('Correo electrónico'));
    await user.type(screen.getByLabelText('Correo electrónico'), ' Dueno@Taqueria.demo ');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));

    expect(await screen.findByText('Revisa tu correo')).toBeTruthy();
    expect(screen.getByText(/hasta 5 minutos/)).toBeTruthy();
    expect(api.callsTo('POST', '/v1/user/account/reset-request')[0]?.body).toEqual({
      email: 'dueno@taqueria.demo',
    });
    expect(screen.getByRole('link', { name: 'Volver al inicio de sesión' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('confirms a new password twice, with the hint rule, then links to the login', async () => {
    const api = fakeApi({
      'POST /v1/user/account/reset-confirm': () => ({ body: { data: { success: true } } }),
    });
    renderApp(`/reset-password?token=${TOKEN}`);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Nueva contraseña', {}, { timeout: 5000 }), 'corta');
    await user.type(screen.getByLabelText('Repite la contraseña'), 'otra');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordMismatch)).toBeTruthy();
    expect(screen.getByLabelText('Nueva contraseña').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);

    await user.clear(screen.getByLabelText('Nueva contraseña'));
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva2026');
    await user.clear(screen.getByLabelText('Repite la contraseña'));
    await user.type(screen.getByLabelText('Repite la contraseña'), 'Nueva2026');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

    expect(await screen.findByText('Contraseña actualizada')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/user/account/reset-confirm')[0]?.body).toEqual({
      token: TOKEN,
      password: 'Nueva2026',
    });
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login');
  });

  it('says when the link is used or expired and offers a new one', async () => {
    fakeApi({
      'POST /v1/user/account/reset-confirm': () => ({
        status: 422,
        body: {
          message: 'Revisa los datos.',
          code: 'VALIDATION_ERROR',
          errors: { token: [ACCOUNT_ERRORS.resetInvalid] },
        },
      }),
    });
    renderApp(`/reset-password?token=${TOKEN}`);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Nueva contraseña', {}, { timeout: 5000 }), 'Nueva2026');
    await user.type(screen.getByLabelText('Repite la contraseña'), 'Nueva2026');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

    expect((await screen.findByRole('alert')).textContent).toContain(ACCOUNT_ERRORS.resetInvalid);
    await user.click(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' }));
    expect(await screen.findByRole('button', { name: 'Enviar enlace' })).toBeTruthy();
  });
});
