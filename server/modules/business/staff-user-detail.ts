import type { StaffUser } from '../../../src/domain/contract/staff-user';
import { mayChangeStaff, staffLevelOf } from '../../../src/domain/rules/staff-roles';
import type { Db } from '../../db/client';
import type { Tenant } from '../../http/tenancy';
import { manageableCodeHolders } from '../access/staff-members';
import { findStaffPerson } from './staff-person';

/** GET /v1/business/user/{id}: the person's 'Información' tab, with what this user may change. */
export async function staffUserDetail(db: Db, tenant: Tenant, userId: number): Promise<StaffUser> {
  const person = await findStaffPerson(db, tenant, userId);
  const isSelf = person.id === tenant.userId;
  const manageable = await manageableCodeHolders(db, tenant.userId, [person.id]);
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    phone: person.phone,
    status: person.status,
    work_title: person.workTitle,
    level: staffLevelOf(person.roles),
    roles: person.roles,
    locations: person.memberships.map((row) => ({
      id: row.locationId,
      name: row.name,
      level: staffLevelOf(row.roles),
    })),
    editable: mayChangeStaff(tenant.roles, person.roles),
    account_editable: !isSelf && manageable.has(person.id),
    is_self: isSelf,
  };
}
