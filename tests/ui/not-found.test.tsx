import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportServerReached } from '../../src/lib/online-status';
import { clearLoggedInCookie, fakeApi, setLoggedInCookie } from './helpers/fake-api';
import { accountSettings, FREE_SUBSCRIPTION } from './helpers/fixtures';
import { renderApp } from './helpers/render-app';

beforeEach(() => {
  clearLoggedInCookie();
  reportServerReached();
  fakeApi({});
});

afterEach(() => {
  clearLoggedInCookie();
  vi.unstubAllGlobals();
});

describe('not-found page', () => {
  it('an unknown path shows "Página no encontrada" with a button to the admin home', async () => {
    renderApp('/no-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/');
  });

  it.each(['/loyalty/transactions/4/otra-cosa', '/settings/nada/aqui', '/calendario'])(
    'a logged-in user on %s sees the not-found page too',
    async (path) => {
      setLoggedInCookie();
      fakeApi({
        'GET /v1/user/account/settings': () => ({ body: { data: accountSettings() } }),
        'GET /v1/subscription/subscription/info': () => ({ body: { data: FREE_SUBSCRIPTION } }),
      });
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Ir al inicio' })).toBeTruthy();
    },
  );

  it('"Ir al inicio" goes to the admin home, which sends a visitor to the login', async () => {
    const { router } = renderApp('/no-existe');
    await userEvent.click(await screen.findByRole('link', { name: 'Ir al inicio' }));
    expect(await screen.findByRole('button', { name: 'Usar celular o correo' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
