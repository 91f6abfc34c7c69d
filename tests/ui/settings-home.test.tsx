import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './helpers/fake-api';
import { accountSettings, FREE_SUBSCRIPTION } from './helpers/fixtures';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

function serve(roles: string[]) {
  return fakeApi({
    'GET /v1/user/account/settings': () => ({ body: { data: accountSettings({ roles }) } }),
    'GET /v1/subscription/subscription/info': () => ({ body: { data: FREE_SUBSCRIPTION } }),
    'GET /v1/user/staff': () => ({ body: { data: { users: [], invitations: [], invitable_roles: [] } } }),
  });
}

/** The index's sections, each with the titles of its links in order. */
async function sections(): Promise<Record<string, string[]>> {
  await screen.findByRole('heading', { level: 1, name: 'Configuración' });
  const found: Record<string, string[]> = {};
  for (const section of screen.getAllByRole('region')) {
    const name = section.getAttribute('aria-label') ?? '';
    found[name] = within(section)
      .getAllByRole('link')
      .map((link) => link.querySelector('p')?.textContent ?? '');
  }
  return found;
}

const link = (title: string) =>
  screen.getAllByRole('link').find((candidate) => candidate.querySelector('p')?.textContent === title);

configure({ asyncUtilTimeout: 5000 });

eachTestStarts({ signedIn: true });

describe('settings-home (Configuración)', { timeout: 30_000 }, () => {
  it('shows the owner every settings screen of the waitlist module, grouped', async () => {
    serve(['super-admin']);
    renderApp('/settings');
    expect(await sections()).toEqual({
      Operación: [
        'Ajustes generales',
        'Mensajes y notificaciones',
        'Servicios',
        'Métodos de pago',
        'Automatización',
      ],
      Negocio: ['Perfil de negocio', 'Horarios', 'Usuarios'],
      Cuenta: ['Mi perfil', 'Suscripción'],
    });
  });

  it('in the shop module lists Productos and Métodos de entrega instead of the waitlist screens', async () => {
    serve(['super-admin']);
    renderApp('/settings', { module: 'shop' });
    expect((await sections()).Operación).toEqual([
      'Ajustes generales',
      'Productos',
      'Métodos de pago',
      'Métodos de entrega',
      'Automatización',
    ]);
    expect(link('Ajustes generales')?.getAttribute('href')).toBe('/settings/shop');
  });

  it('links each entry to its screen; every settings screen is built, none says "Próximamente"', async () => {
    serve(['super-admin']);
    renderApp('/settings');
    await sections();
    const hrefs = Object.fromEntries(
      screen
        .getAllByRole('link')
        .map((anchor) => [anchor.querySelector('p')?.textContent, anchor.getAttribute('href')]),
    );
    expect(hrefs).toMatchObject({
      'Ajustes generales': '/settings/waitlist/registration',
      'Mensajes y notificaciones': '/settings/waitlist/notifications',
      Usuarios: '/settings/users',
      'Perfil de negocio': '/settings/profile',
      Horarios: '/settings/hours',
      'Mi perfil': '/settings/account',
      Suscripción: '/settings/subscription',
    });
    expect(hrefs.Automatización).toBe('/settings/automations');
    expect(screen.queryAllByText('Próximamente')).toEqual([]);
  });

  it('in the shop module the built "Ajustes generales" is not marked "Próximamente"', async () => {
    serve(['super-admin']);
    renderApp('/settings', { module: 'shop' });
    await sections();
    expect(within(link('Ajustes generales') as HTMLElement).queryByText('Próximamente')).toBeNull();
  });

  it('shows a host only what the host may open', async () => {
    serve(['waitlist-hostess']);
    renderApp('/settings');
    expect(await sections()).toEqual({
      Operación: ['Servicios'],
      Cuenta: ['Mi perfil'],
    });
  });

  it('shows a user reader "Usuarios", and opening it goes to the staff screen', async () => {
    serve(['user-reader']);
    const { router } = renderApp('/settings');
    expect((await sections()).Negocio).toEqual(['Usuarios']);
    await userEvent.click(link('Usuarios') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/users'));
  });
});
