import { ROLES, type Role } from '../roles';

/** The staff scheme of invitations (02 §6): each grants a set of the fine roles of 01 §6. */
export const STAFF_ROLES = ['super-admin', 'admin', 'operator', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  'super-admin': 'Propietario',
  admin: 'Administrador',
  operator: 'Operador',
  viewer: 'Visor',
};

const MANAGERS = ROLES.filter((role) => role.endsWith('-manager'));
const READERS = ROLES.filter((role) => role.endsWith('-reader'));

/** The fine roles each staff role grants at the invited location. */
export const STAFF_ROLE_GRANTS: Record<StaffRole, readonly Role[]> = {
  'super-admin': ['super-admin'],
  admin: MANAGERS,
  operator: ['waitlist-hostess', 'menu-employee', 'loyalty-employee', 'contact-reader', 'messaging-reader'],
  viewer: READERS,
};

/** Who invites: owners give any staff role; user managers (admins) give all but Propietario. */
export function invitableStaffRoles(inviter: readonly Role[]): StaffRole[] {
  if (inviter.includes('super-admin')) return [...STAFF_ROLES];
  if (inviter.includes('user-manager')) return ['admin', 'operator', 'viewer'];
  return [];
}

/** The access levels of staff editing (02 §6): the invitation roles plus 'Personalizado'. */
export const STAFF_LEVELS = [...STAFF_ROLES, 'custom'] as const;
export type StaffLevel = (typeof STAFF_LEVELS)[number];

export const STAFF_LEVEL_LABELS: Record<StaffLevel, string> = {
  ...STAFF_ROLE_LABELS,
  custom: 'Personalizado',
};

/**
 * The level of a set of fine roles: Propietario for anyone holding super-admin, else the staff
 * role whose grants they are exactly, else 'custom'.
 */
export function staffLevelOf(roles: readonly string[]): StaffLevel {
  if (roles.includes('super-admin')) return 'super-admin';
  const held = new Set(roles);
  const match = STAFF_ROLES.find((role) => {
    const grants = STAFF_ROLE_GRANTS[role];
    return grants.length === held.size && grants.every((grant) => held.has(grant));
  });
  return match ?? 'custom';
}

/** The fine roles a level gives: its grants, or the chosen permissions for 'Personalizado'. */
export function rolesOfLevel(level: StaffLevel, custom: readonly Role[]): Role[] {
  return level === 'custom' ? [...new Set(custom)] : [...STAFF_ROLE_GRANTS[level]];
}

/**
 * Whether someone with `viewer` roles at a location may change or remove a person holding `person`
 * there, giving them `next` (the same rule as invitations): users-write, and only an owner touches
 * an owner or makes one.
 */
export function mayChangeStaff(
  viewer: readonly string[],
  person: readonly string[],
  next: readonly string[] = [],
): boolean {
  if (viewer.includes('super-admin')) return true;
  if (!viewer.includes('user-manager')) return false;
  return !person.includes('super-admin') && !next.includes('super-admin');
}
