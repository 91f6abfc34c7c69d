import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountProfile } from '../../src/domain/contract/account';
import { PROFILE_MESSAGES } from '../../src/domain/contract/account';
import { backOfficeApi } from './helpers/back-office-api';
import { type Reply, rejected } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const ME: AccountProfile = {
  id: 1,
  name: 'Ana Dueña',
  email: 'dueno@taqueria.demo',
  phone: '+525512345678',
  work_title: null,
  is_assignable: false,
};

function serve(patch = (body: unknown): Reply => ({ body: { data: { ...ME, ...(body as object) } } })) {
  return backOfficeApi(['waitlist-hostess'], {
    'GET /v1/user/account': () => ({ body: { data: ME } }),
    'PATCH /v1/user/account': patch,
  });
}

configure({ asyncUtilTimeout: 5000 });
eachTestStarts({ signedIn: true });

describe('my profile (settings-user-account)', { timeout: 30_000 }, () => {
  it('shows e-mail and phone read-only, and saves name and work title', async () => {
    const api = serve();
    renderApp('/settings/account');
    const email = await screen.findByLabelText('Correo electrónico');
    expect(email).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('Celular')).toHaveProperty('value', '+52 55 1234 5678');
    expect(screen.getByLabelText('Celular')).toHaveProperty('readOnly', true);

    await userEvent.type(screen.getByLabelText('Puesto'), 'Gerente');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText(PROFILE_MESSAGES.saved)).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/user/account')[0]?.body).toEqual({
      name: 'Ana Dueña',
      work_title: 'Gerente',
      is_assignable: false,
    });
  });

  it('checks the name before sending, and shows a server error under its field', async () => {
    const api = serve(() => rejected('work_title', PROFILE_MESSAGES.workTitleTooLong));
    renderApp('/settings/account');
    const name = await screen.findByLabelText('Nombre');
    await userEvent.clear(name);
    await userEvent.type(name, 'a@b');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingresa un nombre y apellido válido.')).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/user/account')).toHaveLength(0);

    await userEvent.clear(name);
    await userEvent.type(name, 'Ana María');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(PROFILE_MESSAGES.workTitleTooLong)).toBeTruthy();
  });
});
