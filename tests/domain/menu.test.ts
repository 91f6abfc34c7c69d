import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS } from '../../src/app/route-names';
import { activeMenuKey, menuEntries, splitForTabBar, TAB_BAR_MAX } from '../../src/app/shell/menu-entries';

const labels = (module: 'waitlist' | 'shop', roles: string[]) =>
  menuEntries(module, roles).map((e) => e.label);

describe('menu entries by role (01 §6)', () => {
  it('the owner sees every entry of the waitlist module', () => {
    expect(labels('waitlist', ['super-admin'])).toEqual([
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
  });

  it('the owner sees every entry of the shop module', () => {
    expect(labels('shop', ['super-admin'])).toEqual([
      'Pedidos',
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
  });

  it('a waitlist and loyalty reader sees far fewer entries', () => {
    const reader = labels('waitlist', ['waitlist-reader', 'loyalty-reader']);
    expect(reader).toEqual(['Historial', 'Lealtad', 'Configuración']);
    expect(reader.length).toBeLessThan(labels('waitlist', ['super-admin']).length);
  });

  it('a host sees the agenda and the visits', () => {
    expect(labels('waitlist', ['waitlist-hostess'])).toEqual([
      'Listado de hoy',
      'Calendario',
      'Historial',
      'Configuración',
    ]);
  });

  it('kitchen staff see the orders in the shop module and nothing operational in the waitlist module', () => {
    expect(labels('shop', ['menu-employee'])).toEqual(['Pedidos', 'Historial', 'Configuración']);
    expect(labels('waitlist', ['menu-employee'])).toEqual(['Configuración']);
  });

  it('invoicing is super-admin only, even for every other role together', () => {
    const everyOtherRole = [
      'user-manager',
      'business-manager',
      'subscription-manager',
      'waitlist-manager',
      'loyalty-manager',
      'survey-manager',
      'contact-manager',
      'messaging-manager',
      'automation-manager',
    ];
    expect(labels('waitlist', everyOtherRole)).not.toContain('Facturación');
  });

  it('loyalty and surveys carry the Pro badge', () => {
    const badged = menuEntries('waitlist', ['super-admin'])
      .filter((entry) => entry.badge === 'Pro')
      .map((entry) => entry.label);
    expect(badged).toEqual(['Lealtad', 'Encuestas']);
  });
});

describe('menu links', () => {
  it('each entry links to the path of its spec route', () => {
    for (const module of ['waitlist', 'shop'] as const) {
      for (const entry of menuEntries(module, ['super-admin'])) {
        expect(entry.to, entry.label).toBe(ROUTE_PATHS[entry.route]);
      }
    }
  });

  it.each([
    ['/hostess', 'hostess'],
    ['/calendar/week', 'calendar'],
    ['/survey/forms/12/summary', 'surveys'],
    ['/settings/automations/3', 'automations'],
    ['/settings/users', 'settings'],
    ['/invoicing/invoice/7', 'invoicing'],
    ['/select-location', null],
    ['/hostessx', null],
  ])('%s marks %s active', (pathname, key) => {
    expect(activeMenuKey(pathname, menuEntries('waitlist', ['super-admin']))).toBe(key);
  });
});

describe('bottom tab bar (at most 5 buttons)', () => {
  it('shows every entry when they fit', () => {
    const entries = menuEntries('waitlist', ['waitlist-hostess']);
    expect(splitForTabBar(entries)).toEqual({ tabs: entries, more: [] });
  });

  it('keeps 4 entries and moves the rest behind "Más" when there are more than 5', () => {
    const entries = menuEntries('waitlist', ['super-admin']);
    const { tabs, more } = splitForTabBar(entries);
    expect(tabs.map((e) => e.label)).toEqual(['Listado de hoy', 'Calendario', 'Historial', 'Estadísticas']);
    expect(tabs.length + 1).toBe(TAB_BAR_MAX);
    expect(more.map((e) => e.label)[0]).toBe('Lealtad');
    expect(tabs.length + more.length).toBe(entries.length);
  });
});
