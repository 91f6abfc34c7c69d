import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountSettings, AllowedLocation } from '../../src/domain/contract/access';
import { reportServerReached } from '../../src/lib/online-status';
import { clearLoggedInCookie, fakeApi, setLoggedInCookie } from './helpers/fake-api';
import { ALLOWED_LOCATIONS, accountSettings, FREE_SUBSCRIPTION } from './helpers/fixtures';
import { renderApp } from './helpers/render-app';

function serveAccount(settings: AccountSettings, locations: AllowedLocation[] = ALLOWED_LOCATIONS) {
  return fakeApi({
    'GET /v1/user/account/settings': () => ({ body: { data: settings } }),
    'GET /v1/subscription/subscription/info': () => ({ body: { data: FREE_SUBSCRIPTION } }),
    'GET /v1/user/account/allowed-locations': () => ({ body: { data: locations } }),
    'POST /v1/user/account/logout': () => ({ body: { data: { success: false } } }),
  });
}

async function menuLabels(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Secciones' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => {
      // The link reads its label, then its badge ('Pronto', a count) when it has one.
      const badge = link.querySelector('.mantine-Badge-root')?.textContent ?? '';
      return (link.textContent ?? '').slice(0, link.textContent.length - badge.length);
    });
}

beforeEach(() => {
  setLoggedInCookie();
  reportServerReached();
});

afterEach(() => {
  clearLoggedInCookie();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('shell menu by role', () => {
  it('shows the owner every entry, Pro badges on loyalty and surveys, and the plan with its credits', async () => {
    serveAccount(accountSettings());
    renderApp('/settings');

    expect(await menuLabels()).toEqual([
      'Listado de hoy',
      'Calendario',
      'Historial',
      'Estadísticas',
      'Lealtad',
      'Encuestas',
      'Clientes',
      'Mensajes',
      'Automatización',
      'Configuración',
      'Facturación',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Secciones' });
    expect(within(nav).getByRole('link', { name: /Lealtad/ }).textContent).toContain('Pro');
    expect(within(nav).getByRole('link', { name: /Encuestas/ }).textContent).toContain('Pro');
    expect(within(nav).getByRole('link', { name: /Clientes/ }).textContent).not.toContain('Pro');
    expect(
      within(nav)
        .getByRole('link', { name: /Configuración/ })
        .getAttribute('aria-current'),
    ).toBe('page');

    expect(await screen.findByText('Plan Gratis')).toBeTruthy();
    expect(screen.getByText('Mensajes: 70 de 100')).toBeTruthy();
  });

  it('shows a waitlist and loyalty reader only what those roles reach', async () => {
    serveAccount(accountSettings({ roles: ['waitlist-reader', 'loyalty-reader'] }));
    renderApp('/items');
    expect(await menuLabels()).toEqual(['Historial', 'Lealtad', 'Configuración']);
  });

  it('shows the shop module menu on the orders host', async () => {
    serveAccount(accountSettings({ roles: ['menu-employee'] }));
    renderApp('/inbox', { module: 'shop' });
    expect(await menuLabels()).toEqual(['Pedidos', 'Historial', 'Configuración']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedidos' })).toBeTruthy();
  });
});

describe('header menus', () => {
  it('lists the first 4 locations, the current one checked, then "Ver todas"', async () => {
    const many = Array.from({ length: 6 }, (_, index) => ({
      id: index + 1,
      name: `Sucursal ${index + 1}`,
      company_id: 1,
      company_name: 'Taquería Demo S.A. de C.V.',
      username: `sucursal-${index + 1}`,
      is_current: index === 0,
    }));
    serveAccount(accountSettings(), many);
    renderApp('/loyalty');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Ubicación: Taquería Demo/ }));
    const menu = await screen.findByRole('menu');
    await within(menu).findByText('Sucursal 1');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Sucursal 1', 'Sucursal 2', 'Sucursal 3', 'Sucursal 4', 'Ver todas']);
    expect(within(menu).getByRole('menuitem', { name: 'Sucursal 1' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Ver todas' }).getAttribute('href')).toBe(
      '/select-location',
    );
  });

  it('offers "Mi perfil" and says "Failed to logout." when the server does not confirm the logout', async () => {
    const api = serveAccount(accountSettings());
    renderApp('/loyalty');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Menú de usuario: Ana Dueña' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Mi perfil' }).getAttribute('href')).toBe(
      '/settings/account',
    );

    await user.click(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('Failed to logout.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/user/account/logout')).toHaveLength(1);
    expect(document.cookie).toContain('mostrador_logged_in=1');
  });
});

describe('admin home and guard', () => {
  it('"/" opens the hostess list by default', async () => {
    serveAccount(accountSettings());
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/hostess'));
  });

  it('"/" opens the first screen a reader may use instead of one they lack the role for', async () => {
    serveAccount(accountSettings({ roles: ['waitlist-reader', 'loyalty-reader'] }));
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/items'));
  });

  it('"/" opens the last remembered calendar view', async () => {
    serveAccount(accountSettings());
    localStorage.setItem('mostrador-waitlist-view', 'calendar:week');
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendario' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/calendar/week');
  });

  it('remembers the calendar view the user opens', async () => {
    serveAccount(accountSettings());
    renderApp('/calendar/day');
    await screen.findByRole('heading', { level: 1, name: 'Calendario' });
    expect(localStorage.getItem('mostrador-waitlist-view')).toBe('calendar:day');
  });

  it('"/" opens the inbox in the shop module', async () => {
    serveAccount(accountSettings());
    const { router } = renderApp('/', { module: 'shop' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedidos' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inbox');
  });

  it('sends a logged-in user away from the login to the admin home', async () => {
    serveAccount(accountSettings());
    localStorage.setItem('mostrador-waitlist-view', 'calendar:month');
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Calendario' });
    expect(router.state.location.pathname).toBe('/calendar/month');
  });

  it('sends a user without a location to "Tus negocios" (from=start), grouped by company', async () => {
    serveAccount(accountSettings({ location: null }));
    const { router } = renderApp('/loyalty');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tus negocios' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/select-location');
    expect(router.state.location.search).toEqual({ from: 'start' });

    const company = await screen.findByRole('region', { name: 'Taquería Demo S.A. de C.V.' });
    const buttons = within(company).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Taquería Demo@taqueria-demoActual',
      'Taquería Demo Coyoacán@taqueria-demo-coyoacan',
    ]);
    expect(screen.getByRole('region', { name: 'Café Norte S.C.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear nueva ubicación' }).getAttribute('href')).toBe('/onboard');
  });

  it('says when there is no location to choose, with "Registrar negocio"', async () => {
    serveAccount(accountSettings({ location: null }), []);
    renderApp('/select-location');
    expect(await screen.findByText('No hay ubicaciones disponibles.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registrar negocio' }).getAttribute('href')).toBe('/onboard');
  });

  it('sends a user with an unverified phone to phone-verify first', async () => {
    serveAccount(
      accountSettings({ location: null, user: { ...accountSettings().user, phone_verified: false } }),
    );
    const { router } = renderApp('/hostess');
    await waitFor(() => expect(router.state.location.pathname).toBe('/phone-verify'));
    expect(await screen.findByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
  });
});

describe('plain HTTP on a LAN address', () => {
  it('tells the host that without HTTPS nothing is kept to send later, and says nothing over HTTPS', async () => {
    serveAccount(accountSettings());
    vi.stubGlobal('isSecureContext', false);
    const first = renderApp('/settings');
    expect(await screen.findByText('Conexión sin HTTPS', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/si la red se cae lo que registres no se guardará/)).toBeTruthy();
    first.unmount();

    vi.stubGlobal('isSecureContext', true);
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText('Conexión sin HTTPS')).toBeNull();
  });
});
