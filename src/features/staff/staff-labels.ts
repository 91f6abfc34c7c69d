import {
  STAFF_ROLE_GRANTS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
} from '../../domain/rules/staff-roles';

/** Roles that match no staff role exactly (02 §6 'Personalizado'). */
const CUSTOM_LABEL = 'Personalizado';

/**
 * A user's fine roles summarized: the staff role whose grants they are exactly (Propietario for
 * anyone holding super-admin), else 'Personalizado'.
 */
export function staffRoleSummary(roles: readonly string[]): string {
  if (roles.includes('super-admin')) return STAFF_ROLE_LABELS['super-admin'];
  const held = new Set(roles);
  const match = STAFF_ROLES.find((role) => {
    const grants = STAFF_ROLE_GRANTS[role];
    return grants.length === held.size && grants.every((grant) => held.has(grant));
  });
  return match ? STAFF_ROLE_LABELS[match] : CUSTOM_LABEL;
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
