import { and, eq } from 'drizzle-orm';
import { mayManageAccessCode } from '../../../src/domain/rules/access-codes';
import type { Db } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { isUniqueViolation } from '../../http/error-handler';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import type { Tenant } from '../../http/tenancy';
import { newLinkCode } from './link-code';
import { codeRoles, ownersAmong, staffAtLocation } from './staff-members';

export const STAFF_NOT_FOUND = 'El usuario no existe en esta ubicación.';
export const OWNER_CODE_DENIED = 'Solo un propietario puede cambiar el código de acceso de un propietario.';

/** A unique clash of two random 60-bit codes is vanishingly rare; a few tries are plenty. */
const ATTEMPTS = 5;

/**
 * POST /v1/user/staff/{id}/link-code: gives a person of the tenant's location (as listed by the
 * staff overview) a new access code; the old one stops working at once. Anyone else is a 404, so
 * another company's user looks like a missing one; an owner's code is only for owners (403).
 */
export async function renewLinkCode(db: Db, tenant: Tenant, userId: number, now: Date): Promise<string> {
  const [member] = await db
    .select({ id: users.id, roles: memberships.roles })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(users.id, userId), staffAtLocation(tenant.locationId)))
    .limit(1);
  if (!member) throw new NotFoundError(STAFF_NOT_FOUND);
  const isOwner = (await ownersAmong(db, [member.id])).has(member.id);
  if (!mayManageAccessCode(tenant.roles, codeRoles(member.roles, isOwner))) {
    throw new ForbiddenError(OWNER_CODE_DENIED);
  }
  for (let attempt = 1; ; attempt += 1) {
    const code = newLinkCode();
    try {
      await db.update(users).set({ linkCode: code, updatedAt: now }).where(eq(users.id, member.id));
      return code;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}
