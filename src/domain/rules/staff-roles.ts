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
