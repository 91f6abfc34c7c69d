import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { OauthProvider } from '../../../src/domain/contract/account';
import type { Db } from '../../db/client';
import { oauthSignIns, userIdentities, users } from '../../db/schema';
import { resultInvalid } from './oauth-result';

/** A completed provider sign-in whose result may still be used. */
export interface UsableSignIn {
  id: number;
  provider: OauthProvider;
  subject: string;
  email: string;
  emailVerified: boolean;
}

export interface IdentityUser {
  id: number;
  lastLocationId: number | null;
  status: string;
  /** False when found by the provider's verified e-mail: the identity still has to be linked. */
  linked: boolean;
}

/** The sign-in a result names, completed with an identity, unused and unexpired; else a 422 on `jwt`. */
export async function usableSignIn(db: Db, signInId: number, now: Date): Promise<UsableSignIn> {
  const [row] = await db
    .select({
      id: oauthSignIns.id,
      provider: oauthSignIns.provider,
      subject: oauthSignIns.subject,
      email: oauthSignIns.email,
      emailVerified: oauthSignIns.emailVerified,
    })
    .from(oauthSignIns)
    .where(
      and(
        eq(oauthSignIns.id, signInId),
        isNotNull(oauthSignIns.completedAt),
        isNull(oauthSignIns.usedAt),
        gt(oauthSignIns.resultExpiresAt, now),
      ),
    );
  if (!row?.subject || !row.email) throw resultInvalid();
  return { ...row, subject: row.subject, email: row.email, emailVerified: row.emailVerified === true };
}

/**
 * The user a provider identity signs in: the one it is linked to, else (the provider verified the
 * address) the user whose e-mail is verified too: nobody proved an unverified address, and
 * whoever typed it at sign-up must not receive the Google account's owner. Null when there is none.
 */
export async function identityUser(db: Db, signIn: UsableSignIn): Promise<IdentityUser | null> {
  const columns = { id: users.id, lastLocationId: users.lastLocationId, status: users.status };
  const [linked] = await db
    .select(columns)
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, signIn.provider), eq(userIdentities.subject, signIn.subject)));
  if (linked) return { ...linked, linked: true };
  if (!signIn.emailVerified) return null;
  const [byEmail] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.email, signIn.email), isNotNull(users.emailVerifiedAt)));
  return byEmail ? { ...byEmail, linked: false } : null;
}

/** Links the provider identity to a user; false when it already belongs to someone. */
export async function linkIdentity(
  db: Db,
  userId: number,
  signIn: UsableSignIn,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(userIdentities)
    .values({
      userId,
      provider: signIn.provider,
      subject: signIn.subject,
      email: signIn.email,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: userIdentities.id });
  return inserted.length > 0;
}

/** Spends the result (once: of two racing calls, one finds nothing); else a 422 on `jwt`. */
export async function spendSignIn(db: Db, signInId: number, now: Date): Promise<void> {
  const spent = await db
    .update(oauthSignIns)
    .set({ usedAt: now })
    .where(and(eq(oauthSignIns.id, signInId), isNull(oauthSignIns.usedAt)))
    .returning({ id: oauthSignIns.id });
  if (spent.length === 0) throw resultInvalid();
}
