import { describe, expect, it } from 'vitest';
import { adminHomePath } from '../../src/app/admin-home';
import type { WaitlistView } from '../../src/app/last-waitlist-view';

const HOSTESS: WaitlistView = { name: 'waitlist-hostess' };
const WEEK: WaitlistView = { name: 'waitlist-calendar', view: 'week' };

describe('admin home (/)', () => {
  it.each([
    ['owner, waitlist module, default view', 'waitlist', ['super-admin'], HOSTESS, '/hostess'],
    ['host, last view the week calendar', 'waitlist', ['waitlist-hostess'], WEEK, '/calendar/week'],
    ['manager, default view', 'waitlist', ['waitlist-manager'], HOSTESS, '/hostess'],
    [
      'reader: the history, the first screen it reaches',
      'waitlist',
      ['waitlist-reader', 'loyalty-reader'],
      HOSTESS,
      '/items',
    ],
    ['loyalty employee only: loyalty', 'waitlist', ['loyalty-employee'], WEEK, '/loyalty'],
    ['kitchen, shop module: the inbox', 'shop', ['menu-employee'], HOSTESS, '/inbox'],
    ['owner, shop module: the inbox', 'shop', ['super-admin'], HOSTESS, '/inbox'],
    ['host on the orders host: first reachable', 'shop', ['waitlist-hostess'], HOSTESS, '/settings'],
    ['no roles at all: the settings home with "Mi perfil"', 'waitlist', [], HOSTESS, '/settings'],
    ['survey kiosk only: the kiosk', 'waitlist', ['survey-kiosk'], HOSTESS, '/survey/kiosk'],
  ] as const)('%s → %s', (_who, module, roles, lastView, path) => {
    expect(adminHomePath(module, roles, lastView)).toBe(path);
  });
});
