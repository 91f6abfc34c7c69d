import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { isUniqueViolation } from '../../http/error-handler';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import type { Tenant } from '../../http/tenancy';
import { newLinkCode } from './link-code';
import { manageableCodeHolders, staffAtLocation } from './staff-members';

export const STAFF_NOT_FOUND = 'El usuario no existe en esta ubicación.';
export const CODE_DENIED =
  'No puedes cambiar el código de acceso de esta persona: tiene permisos que tú no administras.';

/** A unique clash of two random 60-bit codes is vanishingly rare; a few tries are plenty. */
const ATTEMPTS = 5;

/**
 * POST /v1/user/staff/{id}/link-code: gives a person of the tenant's location (as listed by the
 * staff overview) a new access code; the old one stops working at once. Anyone else is a 404, so
 * another company's user looks like a missing one. A person with rights this user does not manage
 * (an owner, or someone at another location) is a 403 (mayManageAccessCode).
 */
export async function renewLinkCode(db: Db, tenant: Tenant, userId: number, now: Date): Promise<string> {
  const [member] = await db
    .select({ id: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(users.id, userId), staffAtLocation(tenant.locationId)))
    .limit(1);
  if (!member) throw new NotFoundError(STAFF_NOT_FOUND);
  if (!(await manageableCodeHolders(db, tenant.userId, [member.id])).has(member.id)) {
    throw new ForbiddenError(CODE_DENIED);
  }
  return rotateAccessCode(db, member.id, now);
}

/**
 * Gives the user a new random access code and returns it; the old one stops working at once.
 * Renewal shows it; a password reset, a removal or a suspension rotates it without showing it to
 * anyone, so a code that may have been seen no longer signs in. Inside a transaction each try is
 * a savepoint, so a unique clash does not abort the caller's transaction.
 */
export async function rotateAccessCode(db: Db | Tx, userId: number, now: Date): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const code = newLinkCode();
    try {
      await db.transaction(async (step) => {
        await step.update(users).set({ linkCode: code, updatedAt: now }).where(eq(users.id, userId));
      });
      return code;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}
