import * as v from 'valibot';
import { ROLES } from '../roles';
import { STAFF_LEVELS } from '../rules/staff-roles';

/** A person's access at their company (02 §2 Staff, settings-user-item 'Información'). */

export const STAFF_USER_MESSAGES = {
  levelRequired: 'Elige un nivel de acceso.',
  rolesRequired: 'Elige al menos un permiso.',
  roleUnknown: 'Permiso desconocido.',
  customOwner: 'Para dar todos los permisos elige el nivel Propietario.',
  statusInvalid: 'Elige Activo o Suspendido.',
  nothingToChange: 'Indica el nivel de acceso o el estado.',
  scopeInvalid: 'Elige quitarlo de esta ubicación o de todas.',
  lastOwner: 'La ubicación debe conservar al menos un propietario activo.',
  selfSuspend: 'No puedes suspender tu propia cuenta.',
  notFound: 'El usuario no existe en esta ubicación.',
  denied: 'No puedes cambiar el acceso de esta persona: tiene permisos que tú no administras.',
} as const;

export const STAFF_EDIT_STATUSES = ['active', 'suspended'] as const;

/** PATCH /v1/business/user/{id}: the level at the current location, and/or the account's status. */
export const StaffUserPatchBodySchema = v.pipe(
  v.object({
    level: v.optional(v.picklist(STAFF_LEVELS, STAFF_USER_MESSAGES.levelRequired)),
    /** The chosen permissions of 'Personalizado'. */
    roles: v.optional(
      v.array(v.picklist(ROLES, STAFF_USER_MESSAGES.roleUnknown), STAFF_USER_MESSAGES.rolesRequired),
    ),
    status: v.optional(v.picklist(STAFF_EDIT_STATUSES, STAFF_USER_MESSAGES.statusInvalid)),
  }),
  v.forward(
    v.check(
      (body) => body.level !== undefined || body.status !== undefined,
      STAFF_USER_MESSAGES.nothingToChange,
    ),
    ['level'],
  ),
  v.forward(
    v.check(
      (body) => body.level !== 'custom' || (body.roles?.length ?? 0) > 0,
      STAFF_USER_MESSAGES.rolesRequired,
    ),
    ['roles'],
  ),
  v.forward(
    v.check(
      (body) => body.level !== 'custom' || !body.roles?.includes('super-admin'),
      STAFF_USER_MESSAGES.customOwner,
    ),
    ['roles'],
  ),
);
export type StaffUserPatchBody = v.InferOutput<typeof StaffUserPatchBodySchema>;

export const STAFF_REMOVAL_SCOPES = ['location', 'company'] as const;

/** DELETE /v1/business/user/{id}?scope=location|company: out of this location, or of every one of the company. */
export const StaffUserRemoveQuerySchema = v.object({
  scope: v.optional(v.picklist(STAFF_REMOVAL_SCOPES, STAFF_USER_MESSAGES.scopeInvalid), 'location'),
});

/** GET /v1/business/user/{id}: who, their level here, and where else in the company they belong. */
export const StaffUserSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  status: v.string(),
  work_title: v.nullable(v.string()),
  level: v.picklist(STAFF_LEVELS),
  roles: v.array(v.string()),
  /** The company's locations where the person belongs (this one included), with their level there. */
  locations: v.array(v.object({ id: v.number(), name: v.string(), level: v.picklist(STAFF_LEVELS) })),
  /** This user may change the person's level here and remove them from this location. */
  editable: v.boolean(),
  /** This user may suspend the person and remove them from every location (manages them everywhere). */
  account_editable: v.boolean(),
  is_self: v.boolean(),
});
export type StaffUser = v.InferOutput<typeof StaffUserSchema>;
