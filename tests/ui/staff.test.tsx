import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StaffOverview } from '../../src/domain/contract/account';
import { STAFF_ROLE_GRANTS } from '../../src/domain/rules/staff-roles';
import { fakeApi } from './helpers/fake-api';
import { accountSettings, FREE_SUBSCRIPTION } from './helpers/fixtures';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

/** As an owner sees it: every code manageable; the server never lists a code itself. */
const OWNER_VIEW: StaffOverview = {
  users: [
    {
      id: 1,
      name: 'Ana Dueña',
      email: 'dueno@taqueria.demo',
      phone: '+525500000001',
      roles: ['super-admin'],
      status: 'active',
      has_link_code: true,
      link_code_manageable: true,
    },
    {
      id: 2,
      name: 'Hugo Anfitrión',
      email: null,
      phone: '+525512345678',
      roles: [...STAFF_ROLE_GRANTS.operator],
      status: 'active',
      has_link_code: true,
      link_code_manageable: true,
    },
    {
      id: 3,
      name: 'Lía Lectora',
      email: 'lia@taqueria.demo',
      phone: null,
      roles: ['waitlist-reader'],
      status: 'suspended',
      has_link_code: false,
      link_code_manageable: true,
    },
  ],
  invitations: [
    {
      id: 5,
      name: 'Pepe Nuevo',
      email: 'pepe@correo.mx',
      role: 'viewer',
      created_at: '2026-11-20T18:00:00.000Z',
      expires_at: '2026-11-27T18:00:00.000Z',
    },
  ],
  invitable_roles: ['admin', 'operator', 'viewer'],
};

/** As the server answers a viewer who may manage only the codes of `manageable` (ids). */
const seenBy = (manageable: number[], overview: StaffOverview = OWNER_VIEW): StaffOverview => ({
  ...overview,
  users: overview.users.map((user) =>
    manageable.includes(user.id) ? user : { ...user, has_link_code: false, link_code_manageable: false },
  ),
});

/** A user manager: not the owner's code. */
const OVERVIEW = seenBy([2, 3]);

const NEW_CODE = 'NUEVO2345678';

/** The overview after a new code for one user, as the server lists it: that they have one. */
const withCode = (overview: StaffOverview, id: number): StaffOverview => ({
  ...overview,
  users: overview.users.map((user) => (user.id === id ? { ...user, has_link_code: true } : user)),
});

function serve(initial: StaffOverview = OVERVIEW, roles: string[] = ['user-manager']) {
  let overview = initial;
  return fakeApi({
    'GET /v1/user/account/settings': () => ({ body: { data: accountSettings({ roles }) } }),
    'GET /v1/subscription/subscription/info': () => ({ body: { data: FREE_SUBSCRIPTION } }),
    'GET /v1/user/staff': () => ({ body: { data: overview } }),
    'POST /v1/user/staff/2/link-code': () => {
      overview = withCode(overview, 2);
      return { body: { data: { link_code: NEW_CODE } } };
    },
    'POST /v1/user/staff/3/link-code': () => {
      overview = withCode(overview, 3);
      return { body: { data: { link_code: NEW_CODE } } };
    },
    'POST /v1/user/invite': (body) =>
      (body as { email: string }).email === 'hugo@taqueria.demo'
        ? {
            status: 422,
            body: {
              message: 'Revisa los datos.',
              code: 'VALIDATION_ERROR',
              errors: { email: ['Esta persona ya es usuario de la ubicación.'] },
            },
          }
        : { status: 201, body: { data: { id: 6 } } },
  });
}

// The screens load lazily: on a busy machine the first render takes longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

eachTestStarts({ signedIn: true });

describe('staff (settings-user-list, settings-user-invite)', { timeout: 30_000 }, () => {
  it('lists the users with contact, role and status, and the pending invitations', async () => {
    serve();
    renderApp('/settings/users');

    const ana = await screen.findByRole('article', { name: 'Ana Dueña' });
    expect(within(ana).getByText('dueno@taqueria.demo')).toBeTruthy();
    expect(within(ana).getByText('Propietario')).toBeTruthy();
    expect(within(ana).getByText('Activo')).toBeTruthy();

    const hugo = screen.getByRole('article', { name: 'Hugo Anfitrión' });
    expect(within(hugo).getByText('+52 55 1234 5678')).toBeTruthy();
    expect(within(hugo).getByText('Operador')).toBeTruthy();

    const lia = screen.getByRole('article', { name: 'Lía Lectora' });
    expect(within(lia).getByText('Personalizado')).toBeTruthy();
    expect(within(lia).getByText('Suspendido')).toBeTruthy();

    const pending = screen.getByRole('region', { name: 'Invitaciones pendientes' });
    const pepe = within(pending).getByRole('article', { name: 'Pepe Nuevo' });
    expect(within(pepe).getByText('pepe@correo.mx')).toBeTruthy();
    expect(within(pepe).getByText('Visor')).toBeTruthy();
    expect(within(pepe).getByText('Pendiente')).toBeTruthy();
  });

  it('hides "Invitar" and the access codes from a user who may not manage users', async () => {
    serve({ ...seenBy([]), invitable_roles: [] }, ['user-reader']);
    renderApp('/settings/users/invite');
    await screen.findByRole('article', { name: 'Ana Dueña' });
    expect(screen.queryByRole('button', { name: 'Invitar' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Código de acceso')).toBeNull();
    expect(screen.queryByRole('button', { name: /código|Copiar/ })).toBeNull();
  });

  it('never shows a code it was not just given: a made code says it was shown when made, an owner row has no actions', async () => {
    serve();
    renderApp('/settings/users');
    const hugo = await screen.findByRole('article', { name: 'Hugo Anfitrión' });
    expect(within(hugo).getByText(/Su código de acceso se mostró cuando se generó/)).toBeTruthy();
    expect(within(hugo).queryByRole('group', { name: 'Código de acceso' })).toBeNull();
    expect(within(hugo).queryByRole('button', { name: /Copiar/ })).toBeNull();
    expect(within(hugo).getByRole('button', { name: 'Generar nuevo código' })).toBeTruthy();

    // A user manager who is not an owner gets no actions on an owner's row.
    const ana = screen.getByRole('article', { name: 'Ana Dueña' });
    expect(within(ana).queryByText(/código de acceso/i)).toBeNull();
    expect(within(ana).queryByRole('button')).toBeNull();
  });

  it("'Generar nuevo código' asks first, then shows the new code once, with copy buttons for it and its link", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const api = serve();
    const first = renderApp('/settings/users');
    const hugo = await screen.findByRole('article', { name: 'Hugo Anfitrión' });

    await userEvent.click(within(hugo).getByRole('button', { name: 'Generar nuevo código' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Generar un nuevo código?' });
    expect(within(confirm).getByText(/dejará de funcionar/).textContent).toContain('Hugo Anfitrión');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/v1/user/staff/2/link-code')).toHaveLength(0);

    await userEvent.click(within(hugo).getByRole('button', { name: 'Generar nuevo código' }));
    const again = await screen.findByRole('dialog', { name: '¿Generar un nuevo código?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Generar código' }));
    const code = await within(hugo).findByRole('group', { name: 'Código de acceso' });
    expect(within(code).getByText(NEW_CODE)).toBeTruthy();
    expect(within(hugo).getByText('Cópialo ahora: por seguridad no se vuelve a mostrar.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/user/staff/2/link-code')).toHaveLength(1);

    await userEvent.click(within(code).getByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenLastCalledWith(NEW_CODE);
    expect(await screen.findByText('Código de acceso copiado.')).toBeTruthy();
    await userEvent.click(within(code).getByRole('button', { name: 'Copiar enlace' }));
    const link = new URL(writeText.mock.lastCall?.[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${window.location.origin}/link`);
    expect(window.atob(link.searchParams.get('code') ?? '')).toBe(NEW_CODE);
    writeText.mockRejectedValueOnce(new Error('denied'));
    await userEvent.click(within(code).getByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByText('Error al copiar el código de acceso.')).toBeTruthy();

    // Opened again later, the screen no longer has the code.
    first.unmount();
    renderApp('/settings/users');
    const later = await screen.findByRole('article', { name: 'Hugo Anfitrión' });
    expect(within(later).getByText(/se mostró cuando se generó/)).toBeTruthy();
    expect(screen.queryByText(NEW_CODE)).toBeNull();
  });

  it("a user without a code shows 'Sin código de acceso' and 'Generar código', which makes one at once", async () => {
    const api = serve(OWNER_VIEW, ['super-admin']);
    renderApp('/settings/users');
    const lia = await screen.findByRole('article', { name: 'Lía Lectora' });
    expect(within(lia).getByText('Sin código de acceso')).toBeTruthy();
    await userEvent.click(within(lia).getByRole('button', { name: 'Generar código' }));
    expect(await within(lia).findByText(NEW_CODE)).toBeTruthy();
    expect(api.callsTo('POST', '/v1/user/staff/3/link-code')).toHaveLength(1);
  });

  it('invites with the invitable roles (Operador by default), shows server errors per field, then "Invitación enviada"', async () => {
    const api = serve();
    const { router } = renderApp('/settings/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Invitar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/users/invite'));

    const dialog = await screen.findByRole('dialog', { name: 'Invitar usuario' });
    const roles = within(dialog).getAllByRole('radio');
    expect(roles.map((radio) => radio.getAttribute('value'))).toEqual(['admin', 'operator', 'viewer']);
    expect(within(dialog).getByRole('radio', { name: 'Operador' })).toHaveProperty('checked', true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(dialog).findByText('Ingresa un nombre y apellido válido.')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/user/invite')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Nombre/), 'Hugo Anfitrión');
    await userEvent.type(within(dialog).getByLabelText(/Correo electrónico/), 'hugo@taqueria.demo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(dialog).findByText('Esta persona ya es usuario de la ubicación.')).toBeTruthy();

    await userEvent.clear(within(dialog).getByLabelText(/Correo electrónico/));
    await userEvent.type(within(dialog).getByLabelText(/Correo electrónico/), 'rosa@correo.mx');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Administrador' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));

    const sent = await screen.findByRole('dialog', { name: 'Invitación enviada' });
    expect(within(sent).getByText(/con las instrucciones/).textContent).toContain('rosa@correo.mx');
    expect(api.callsTo('POST', '/v1/user/invite').at(-1)?.body).toEqual({
      name: 'Hugo Anfitrión',
      email: 'rosa@correo.mx',
      role: 'admin',
    });
    await waitFor(() => expect(api.callsTo('GET', '/v1/user/staff').length).toBeGreaterThan(1));

    await userEvent.click(within(sent).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/users'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the invite dialog directly at /settings/users/invite', async () => {
    serve();
    renderApp('/settings/users/invite');
    expect(await screen.findByRole('dialog', { name: 'Invitar usuario' })).toBeTruthy();
  });
});
