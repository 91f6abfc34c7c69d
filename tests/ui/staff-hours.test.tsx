import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HoursEntry } from '../../src/domain/contract/hours';
import { DEFAULT_WAITLIST_SETTINGS } from '../../src/domain/contract/settings';
import type { StaffUser } from '../../src/domain/contract/staff-user';
import { HOURS_MESSAGES as M } from '../../src/domain/rules/hours-rules';
import { fakeApi } from './helpers/fake-api';
import { accountSettings, FREE_SUBSCRIPTION } from './helpers/fixtures';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const BEATRIZ: StaffUser = {
  id: 2,
  name: 'Beatriz Estilista',
  email: null,
  phone: '+525512345678',
  status: 'active',
  work_title: 'Estilista',
  level: 'custom',
  roles: ['waitlist-hostess', 'contact-reader'],
  locations: [{ id: 1, name: 'Taquería Demo', level: 'custom' }],
  editable: false,
  account_editable: false,
  is_self: false,
};
const HER_HOURS: HoursEntry[] = [
  { id: 5, open_time: '10:00', close_time: '14:00', days_of_week: ['monday'], types: [] },
];

function serve(employeeSelection: boolean) {
  const settings = {
    ...DEFAULT_WAITLIST_SETTINGS,
    form_items: { ...DEFAULT_WAITLIST_SETTINGS.form_items, employee: employeeSelection },
  };
  return fakeApi({
    'GET /v1/user/account/settings': () => ({
      body: {
        data: accountSettings({ roles: ['user-reader', 'business-manager'], waitlist_settings: settings }),
      },
    }),
    'GET /v1/subscription/subscription/info': () => ({ body: { data: FREE_SUBSCRIPTION } }),
    'GET /v1/business/user/2': () => ({ body: { data: BEATRIZ } }),
    'GET /v1/business/user/2/permissions': () => ({ body: { data: BEATRIZ.roles } }),
    'GET /v1/business/location/1/hours': () => ({ body: { data: HER_HOURS } }),
    'PATCH /v1/business/location/1/hours': (body) => ({
      body: { data: (body as { hours: object[] }).hours.map((entry) => ({ id: 9, ...entry })) },
    }),
    'GET /v1/business/location/1/hour-overrides': () => ({ body: { data: [] } }),
  });
}

configure({ asyncUtilTimeout: 5000 });
eachTestStarts({ signedIn: true });

describe('staff detail (settings-user-item)', { timeout: 30_000 }, () => {
  it('shows the phone as the rest of the app does, and a Personalizado person’s permissions by area', async () => {
    serve(false);
    renderApp('/settings/users/2');
    expect(await screen.findByText('+52 55 1234 5678')).toBeTruthy();
    const waitlist = await screen.findByRole('group', { name: 'Lista de espera' });
    expect(within(waitlist).getByText('Anfitrión')).toBeTruthy();
    expect(within(waitlist).getByText('Registra y atiende turnos y reservaciones.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Clientes' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Negocio' })).toBeNull();
  });

  it('has no hours tabs while customers do not choose an employee', async () => {
    serve(false);
    renderApp('/settings/users/2');
    expect(await screen.findByRole('tab', { name: 'Información' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Horarios' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Horarios especiales' })).toBeNull();
  });

  it('with employee selection on, edits the person’s own hours (?user_id=) without service types', async () => {
    const api = serve(true);
    renderApp('/settings/users/2');
    await userEvent.click(await screen.findByRole('tab', { name: 'Horarios' }));
    expect(await screen.findByRole('heading', { name: 'Beatriz Estilista' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Horarios especiales' })).toBeTruthy();
    expect(screen.queryByText('Tipo de atención')).toBeNull();

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Lunes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(M.days)).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/business/location/1/hours')).toHaveLength(0);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Martes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(M.saved)).toBeTruthy();
    const [saved] = api.callsTo('PATCH', '/v1/business/location/1/hours');
    expect(saved?.search).toBe('?user_id=2');
    expect(saved?.body).toEqual({
      hours: [{ open_time: '10:00', close_time: '14:00', days_of_week: ['tuesday'], types: [] }],
    });
    expect(api.callsTo('GET', '/v1/business/location/1/hours')[0]?.search).toBe('?user_id=2');
  });
});
