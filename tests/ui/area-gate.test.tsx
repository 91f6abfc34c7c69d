import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF_ROLE_GRANTS } from '../../src/domain/rules/staff-roles';
import { fakeApi } from './helpers/fake-api';
import { accountSettings, FREE_SUBSCRIPTION } from './helpers/fixtures';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

eachTestStarts({ signedIn: true });
afterEach(() => localStorage.clear());

describe('a screen the role cannot load (issue 17 §11)', { timeout: 15_000 }, () => {
  it('an operador opening /stats is told there is no access, and nothing is asked of the server', async () => {
    const api = fakeApi({
      'GET /v1/user/account/settings': () => ({
        body: { data: accountSettings({ roles: [...STAFF_ROLE_GRANTS.operator] }) },
      }),
      'GET /v1/subscription/subscription/info': () => ({ body: { data: FREE_SUBSCRIPTION } }),
    });
    renderApp('/stats');

    expect(await screen.findByText('Sin acceso', {}, { timeout: 5000 })).toBeTruthy();
    expect(
      screen.getByText(
        'Tu usuario no tiene permiso para ver las estadísticas. Pide acceso a quien administra el negocio.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Estadísticas' })).toBeTruthy();
    expect(screen.queryByText('No se pudieron cargar las estadísticas')).toBeNull();
    expect(api.calls.filter((call) => call.path.includes('/reporting/'))).toEqual([]);
  });
});
