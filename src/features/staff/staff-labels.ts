import { STAFF_LEVEL_LABELS, type StaffRole, staffLevelOf } from '../../domain/rules/staff-roles';

/**
 * A user's fine roles summarized: the staff role whose grants they are exactly (Propietario for
 * anyone holding super-admin), else 'Personalizado'.
 */
export function staffRoleSummary(roles: readonly string[]): string {
  return STAFF_LEVEL_LABELS[staffLevelOf(roles)];
}

/** What each invitable role lets the person do, under its name in the invite dialog. */
export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  'super-admin': 'Todo el negocio, incluidos usuarios, suscripción y facturación.',
  admin: 'Administra la configuración y todas las áreas del negocio.',
  operator: 'Atiende la lista de espera, los pedidos y la lealtad.',
  viewer: 'Solo consulta la información del negocio.',
};

const USER_STATUS_LABELS: Record<string, { label: string; color: string }> = {
  active: { label: 'Activo', color: 'teal' },
  inactive: { label: 'Inactivo', color: 'gray' },
  suspended: { label: 'Suspendido', color: 'red' },
};

/** A user's status as shown: Activo, Inactivo or Suspendido. */
export function userStatusLabel(status: string): { label: string; color: string } {
  return USER_STATUS_LABELS[status] ?? { label: status, color: 'gray' };
}
