import { describe, expect, it } from 'vitest';
import type { Role } from '../../src/domain/roles';
import {
  invitableStaffRoles,
  mayChangeStaff,
  rolesOfLevel,
  STAFF_LEVEL_LABELS,
  STAFF_ROLES,
  staffLevelOf,
} from '../../src/domain/rules/staff-roles';

describe('staff access levels (02 §6): fine roles ↔ level, both ways', () => {
  it.each(STAFF_ROLES)('the roles of %s read back as %s', (level) => {
    expect(staffLevelOf(rolesOfLevel(level, []))).toBe(level);
  });

  it.each<[string, readonly string[], string]>([
    ['an owner, whatever else is held', ['waitlist-hostess', 'super-admin'], 'Propietario'],
    ['exactly the operator grants, in any order', [...rolesOfLevel('operator', [])].reverse(), 'Operador'],
    ['one reader role only', ['waitlist-reader'], 'Personalizado'],
    ['the viewer grants plus one more', [...rolesOfLevel('viewer', []), 'waitlist-hostess'], 'Personalizado'],
    ['the admin grants less one', rolesOfLevel('admin', []).slice(1), 'Personalizado'],
    ['nothing', [], 'Personalizado'],
  ])('%s → %s', (_case, roles, label) => {
    expect(STAFF_LEVEL_LABELS[staffLevelOf(roles)]).toBe(label);
  });

  it('Personalizado gives exactly the chosen permissions, once each', () => {
    const chosen: Role[] = ['waitlist-hostess', 'contact-reader', 'waitlist-hostess'];
    expect(rolesOfLevel('custom', chosen)).toEqual(['waitlist-hostess', 'contact-reader']);
    expect(staffLevelOf(rolesOfLevel('custom', chosen))).toBe('custom');
  });

  it('choosing Propietario sets only that role', () => {
    expect(rolesOfLevel('super-admin', ['waitlist-hostess'])).toEqual(['super-admin']);
  });
});

describe('who gives and changes staff roles', () => {
  it('owners invite any role, user managers all but Propietario, others none', () => {
    expect(invitableStaffRoles(['super-admin'])).toEqual([...STAFF_ROLES]);
    expect(invitableStaffRoles(['user-manager'])).toEqual(['admin', 'operator', 'viewer']);
    expect(invitableStaffRoles(['waitlist-manager', 'user-reader'])).toEqual([]);
  });

  it('only an owner touches an owner or makes one', () => {
    expect(mayChangeStaff(['user-manager'], ['waitlist-hostess'], ['waitlist-reader'])).toBe(true);
    expect(mayChangeStaff(['user-manager'], ['super-admin'])).toBe(false);
    expect(mayChangeStaff(['user-manager'], ['waitlist-hostess'], ['super-admin'])).toBe(false);
    expect(mayChangeStaff(['super-admin'], ['super-admin'])).toBe(true);
    expect(mayChangeStaff(['user-reader'], ['waitlist-hostess'])).toBe(false);
  });
});
