import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { MESSAGES } from '../../../src/domain/contract/access';
import { ACCOUNT_ERRORS, type Invitation, NewPasswordSchema } from '../../../src/domain/contract/account';
import type { Role } from '../../../src/domain/roles';
import { ACCOUNT_MESSAGES } from '../../../src/domain/rules/account-rules';
import { toE164 } from '../../../src/domain/rules/phone';
import { STAFF_ROLE_GRANTS, type StaffRole } from '../../../src/domain/rules/staff-roles';
import type { Db, Tx } from '../../db/client';
import { companies, invitations, locations, memberships, users } from '../../db/schema';
import { hashSessionToken } from '../../http/auth/session-token';
import { NotFoundError, ValidationError } from '../../http/errors';
import { hashPassword } from '../../security/password';
import { checkPasswordWithBackoff } from './account-password';
import { loginFailureKey } from './login-backoff';

/** POST /v1/user/invite/{token}/accept's body, as validated. */
export interface AcceptBody {
  name: string;
  email: string;
  phone: string | null;
  password: string;
}

interface PendingInvitation {
  id: number;
  companyId: number;
  locationId: number;
  email: string;
  role: StaffRole;
}

const notFound = () => new NotFoundError(ACCOUNT_ERRORS.invitationNotFound);

/** A pending invitation's condition: this token, not accepted, not expired. */
const pending = (token: string, now: Date) =>
  and(
    eq(invitations.tokenHash, hashSessionToken(token)),
    isNull(invitations.acceptedAt),
    gt(invitations.expiresAt, now),
  );

/** GET /v1/user/invite/{token}: the pending invitation, or 404 (unknown, used and expired look the same). */
export async function readInvitation(db: Db, token: string, now: Date): Promise<Invitation> {
  const [row] = await db
    .select({
      name: invitations.name,
      email: invitations.email,
      role: invitations.role,
      location_name: locations.name,
      company_name: companies.name,
    })
    .from(invitations)
    .innerJoin(locations, eq(locations.id, invitations.locationId))
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(pending(token, now))
    .limit(1);
  if (!row) throw notFound();
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, row.email)).limit(1);
  return { ...row, existing_account: account !== undefined };
}

/**
 * Accepts an invitation for its own e-mail only (another one is a 422 on `email`): the account with
 * that e-mail is linked after its password is checked (422 on `password`); otherwise a new account
 * is created (the password by the hint rule, the phone unverified, a new access code). Either way
 * the e-mail counts as verified: the link reached it. The
 * membership at the invited location gets the invited role's grants (added to any it had), the
 * invitation is spent, and the location becomes the user's last one, so the sign-in opens there.
 * Returns the user.
 */
export async function acceptInvitation(
  db: Db,
  input: { token: string; body: AcceptBody; now: Date },
): Promise<{ id: number; lastLocationId: number }> {
  const { token, body, now } = input;
  const [invitation] = await db
    .select({
      id: invitations.id,
      companyId: invitations.companyId,
      locationId: invitations.locationId,
      email: invitations.email,
      role: invitations.role,
    })
    .from(invitations)
    .where(pending(token, now))
    .limit(1);
  if (!invitation) throw notFound();
  if (body.email !== invitation.email) {
    throw ValidationError.forField('email', ACCOUNT_ERRORS.invitationEmailMismatch);
  }
  const existing = await existingAccount(db, body, now);
  const passwordHash = existing ? null : await newAccountPasswordHash(db, body);
  const userId = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(invitations)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(invitations.id, invitation.id),
          isNull(invitations.acceptedAt),
          gt(invitations.expiresAt, now),
        ),
      )
      .returning({ id: invitations.id });
    if (!spent) throw notFound();
    const id = existing ?? (await insertUser(tx, body, passwordHash ?? '', now));
    await tx.update(invitations).set({ acceptedUserId: id }).where(eq(invitations.id, invitation.id));
    await grantRole(tx, id, invitation);
    await tx
      .update(users)
      .set({
        lastLocationId: invitation.locationId,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(users.id, id));
    return id;
  });
  return { id: userId, lastLocationId: invitation.locationId };
}

/**
 * The id of the active account with the body's e-mail when its password matches; null when there
 * is none. The password counts against the account like a failed login (a waiting account: 429).
 */
async function existingAccount(db: Db, body: AcceptBody, now: Date): Promise<number | null> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(eq(users.email, body.email))
    .limit(1);
  if (!user) return null;
  const failureKey = loginFailureKey(user.id, {});
  const matches = await checkPasswordWithBackoff(db, failureKey, body.password, user.passwordHash, now);
  if (!matches || user.status !== 'active')
    throw ValidationError.forField('password', MESSAGES.wrongCredentials);
  return user.id;
}

/** The new account's password hash, once the password follows the hint rule and the phone is free. */
async function newAccountPasswordHash(db: Db, body: AcceptBody): Promise<string> {
  if (!v.is(NewPasswordSchema, body.password)) {
    throw ValidationError.forField('password', ACCOUNT_MESSAGES.passwordHint);
  }
  if (body.phone !== null) {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, toE164(body.phone)))
      .limit(1);
    if (owner) throw ValidationError.forField('phone', ACCOUNT_ERRORS.accountExists);
  }
  return hashPassword(body.password);
}

async function insertUser(tx: Tx, body: AcceptBody, passwordHash: string, now: Date): Promise<number> {
  const [user] = await tx
    .insert(users)
    .values({
      name: body.name,
      email: body.email,
      phone: body.phone === null ? null : toE164(body.phone),
      passwordHash,
      phoneVerified: false,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Another sign-up took the e-mail or phone a moment ago.
  if (!user) throw ValidationError.forField('email', ACCOUNT_ERRORS.accountExists);
  return user.id;
}

/** The invited role's grants at the location, added to the roles the user already has there. */
async function grantRole(tx: Tx, userId: number, invitation: PendingInvitation): Promise<void> {
  const grants = STAFF_ROLE_GRANTS[invitation.role];
  const [membership] = await tx
    .select({ id: memberships.id, roles: memberships.roles })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.locationId, invitation.locationId)))
    .limit(1);
  if (!membership) {
    await tx.insert(memberships).values({
      companyId: invitation.companyId,
      userId,
      locationId: invitation.locationId,
      roles: [...grants],
    });
    return;
  }
  const roles: Role[] = [...new Set([...membership.roles, ...grants])];
  await tx.update(memberships).set({ roles }).where(eq(memberships.id, membership.id));
}
