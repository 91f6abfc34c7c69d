import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { isUniqueViolation } from '../../http/error-handler';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import type { Tenant } from '../../http/tenancy';
import { linkCodeHash, newLinkCode } from './link-code';
import { manageableCodeHolders, staffAtLocation } from './staff-members';

export const STAFF_NOT_FOUND = 'El usuario no existe en esta ubicación.';
export const CODE_DENIED =
  'No puedes cambiar el código de acceso de esta persona: tiene permisos que tú no administras.';

/** A unique clash of two random 60-bit codes is vanishingly rare; a few tries are plenty. */
const ATTEMPTS = 5;

/**
 * POST /v1/user/staff/{id}/link-code: gives a person of the tenant's location (as listed by the
 * staff overview) a new access code and answers it: the only time anyone sees it (the database
 * keeps its keyed hash). The old one stops working at once. Anyone else is a 404, so
 * another company's user looks like a missing one. A person with rights this user does not manage
 * (an owner, or someone at another location) is a 403 (mayManageAccessCode).
 */
export async function renewLinkCode(
  db: Db,
  appKey: Uint8Array,
  tenant: Tenant,
  userId: number,
  now: Date,
): Promise<string> {
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
  return storeNewAccessCode(db, appKey, member.id, now);
}

/**
 * Gives the user a new random access code, keeps only its keyed hash, and returns the code; the
 * old one stops working at once. Each try is a savepoint, so a unique clash of two hashes (two
 * equal codes) draws again without aborting a caller's transaction.
 */
async function storeNewAccessCode(
  db: Db | Tx,
  appKey: Uint8Array,
  userId: number,
  now: Date,
): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const code = newLinkCode();
    try {
      await db.transaction(async (step) => {
        await step
          .update(users)
          .set({ linkCodeHash: linkCodeHash(appKey, code), updatedAt: now })
          .where(eq(users.id, userId));
      });
      return code;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/**
 * The user's access code stops working: on a password reset, a removal and a suspension. No new
 * code is made, since nobody would be shown it; a manager generates one when the person needs it
 * (the staff screen then says 'Sin código de acceso').
 */
export async function revokeAccessCode(db: Db | Tx, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ linkCodeHash: null, updatedAt: now }).where(eq(users.id, userId));
}

/** The active user whose access code this is (login-with-code), or undefined. */
export async function findUserByAccessCode(db: Db, appKey: Uint8Array, code: string) {
  const [user] = await db
    .select({ id: users.id, lastLocationId: users.lastLocationId })
    .from(users)
    .where(and(eq(users.linkCodeHash, linkCodeHash(appKey, code)), eq(users.status, 'active')))
    .limit(1);
  return user;
}
