import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffUser } from '../../src/domain/contract/staff-user';
import { ROLES } from '../../src/domain/roles';
import { STAFF_ROLE_GRANTS } from '../../src/domain/rules/staff-roles';
import { PERMISSION_GROUPS } from '../../src/features/staff/permission-groups';
import { fakeApi } from './helpers/fake-api';
import { accountSettings, FREE_SUBSCRIPTION } from './helpers/fixtures';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const HOST: StaffUser = {
  id: 2,
  name: 'Hugo Anfitrión',
  email: 'anfitrion@taqueria.demo',
  phone: '+525512345678',
  status: 'active',
  work_title: null,
  level: 'operator',
  roles: [...STAFF_ROLE_GRANTS.operator],
  locations: [{ id: 1, name: 'Taquería Demo', level: 'operator' }],
  editable: true,
  account_editable: true,
  is_self: false,
};

function serve() {
  let person = HOST;
  return fakeApi({
    'GET /v1/user/account/settings': () => ({ body: { data: accountSettings({ roles: ['super-admin'] }) } }),
    'GET /v1/subscription/subscription/info': () => ({ body: { data: FREE_SUBSCRIPTION } }),
    'GET /v1/business/user/2': () => ({ body: { data: person } }),
    'PATCH /v1/business/user/2': (body) => {
      const { roles } = body as { roles: string[] };
      person = {
        ...person,
        level: 'custom',
        roles,
        locations: [{ ...person.locations[0]!, level: 'custom' }],
      };
      return { body: { data: person } };
    },
  });
}

configure({ asyncUtilTimeout: 5000 });
eachTestStarts({ signedIn: true });

describe("staff detail: the level 'Personalizado' (settings-user-item)", { timeout: 30_000 }, () => {
  it('lists every permission but Propietario once, grouped by area', () => {
    const listed = PERMISSION_GROUPS.flatMap((group) =>
      group.permissions.map((permission) => permission.role),
    );
    expect([...listed].sort()).toEqual(ROLES.filter((role) => role !== 'super-admin').sort());
  });

  it('is offered; choosing it shows the permissions (the held ones ticked), and saving sends the chosen ones', async () => {
    const api = serve();
    renderApp('/settings/users/2');
    const custom = await screen.findByRole('radio', { name: /Personalizado/ });
    expect(screen.queryByRole('group', { name: 'Permisos' })).toBeNull();

    await userEvent.click(custom);
    const permissions = await screen.findByRole('group', { name: 'Permisos' });
    const waitlist = within(permissions).getByRole('group', { name: 'Lista de espera' });
    expect(within(waitlist).getByRole('checkbox', { name: /Anfitrión/ })).toHaveProperty('checked', true);
    const save = screen.getByRole('button', { name: 'Guardar nivel' });
    expect(save).toHaveProperty('disabled', true);

    // Nothing ticked: the form says so and cannot be saved.
    for (const box of within(permissions).getAllByRole('checkbox')) {
      if ((box as HTMLInputElement).checked) await userEvent.click(box);
    }
    expect(within(permissions).getByRole('alert').textContent).toBe('Elige al menos un permiso.');
    expect(save).toHaveProperty('disabled', true);

    await userEvent.click(within(waitlist).getByRole('checkbox', { name: /Anfitrión/ }));
    const loyalty = within(permissions).getByRole('group', { name: 'Lealtad' });
    await userEvent.click(within(loyalty).getByRole('checkbox', { name: /Caja/ }));
    await userEvent.click(save);
    const confirm = await screen.findByRole('dialog', { name: '¿Cambiar el nivel de acceso?' });
    expect(confirm.textContent).toContain('Personalizado (2 permisos)');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cambiar nivel' }));

    await waitFor(() => expect(api.callsTo('PATCH', '/v1/business/user/2')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v1/business/user/2')[0]?.body).toEqual({
      level: 'custom',
      roles: ['waitlist-hostess', 'loyalty-employee'],
    });
    expect(await screen.findByText('Nivel de acceso actualizado.')).toBeTruthy();
  });
});
