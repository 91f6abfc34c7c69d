import { and, count, eq, gt, isNull, min } from 'drizzle-orm';
import { ACCOUNT_ERRORS, EMAIL_VERIFY_TTL_HOURS } from '../../../src/domain/contract/account';
import type { Db } from '../../db/client';
import { emailVerificationTokens, users } from '../../db/schema';
import { hashSessionToken, newSessionToken } from '../../http/auth/session-token';
import { TooManyRequestsError, ValidationError } from '../../http/errors';
import { queuePlatformMessage } from '../messaging/platform-message';
import { EMAIL_VERIFY_RESENDS } from './account-limits';
import { waitText } from './wait-text';

/** The e-mail with the verification link. */
export function verificationEmail(name: string, link: string) {
  return {
    subject: 'Confirma tu correo de Mostrador',
    body: [
      `Hola, ${name}:`,
      '',
      'Abre este enlace para confirmar que este correo es tuyo:',
      '',
      link,
      '',
      `El enlace vence en ${EMAIL_VERIFY_TTL_HOURS} horas y sirve una sola vez. Si no creaste una cuenta en Mostrador, ignora este correo.`,
    ].join('\n'),
  };
}

/**
 * Stores a hashed single-use token bound to the address and queues the e-mail with
 * `{origin}/verify-email?token=…`; returns the message to deliver after the commit.
 */
export async function queueEmailVerification(
  db: Db,
  request: { userId: number; name: string; email: string; origin: string; now: Date },
): Promise<number> {
  const token = newSessionToken();
  const link = `${request.origin}/verify-email?token=${encodeURIComponent(token)}`;
  const { subject, body } = verificationEmail(request.name, link);
  return db.transaction(async (tx) => {
    await tx.insert(emailVerificationTokens).values({
      userId: request.userId,
      email: request.email,
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(request.now.getTime() + EMAIL_VERIFY_TTL_HOURS * 3_600_000),
      createdAt: request.now,
    });
    return queuePlatformMessage(tx, {
      channel: 'email',
      to: request.email,
      subject,
      body,
      userId: request.userId,
      now: request.now,
    });
  });
}

/** Throws a 429 saying when to retry once the account or the address had its links of the window. */
async function checkResendLimits(db: Db, user: { id: number; email: string }, now: Date): Promise<void> {
  const scopes = [
    { limit: EMAIL_VERIFY_RESENDS.account, where: eq(emailVerificationTokens.userId, user.id) },
    { limit: EMAIL_VERIFY_RESENDS.address, where: eq(emailVerificationTokens.email, user.email) },
  ];
  for (const { limit, where } of scopes) {
    const [row] = await db
      .select({ sent: count(), oldest: min(emailVerificationTokens.createdAt) })
      .from(emailVerificationTokens)
      .where(and(where, gt(emailVerificationTokens.createdAt, new Date(now.getTime() - limit.windowMs))));
    if ((row?.sent ?? 0) >= limit.max) {
      const retryAt = new Date((row?.oldest ?? now).getTime() + limit.windowMs);
      throw new TooManyRequestsError(
        `Ya te enviamos varios enlaces a este correo. Podrás pedir otro en ${waitText(retryAt, now)}.`,
      );
    }
  }
}

/**
 * A new verification link for the signed-in user's unverified e-mail (422 on `email` when there is
 * none or it is verified; 429 past the limits). Earlier links keep working until they expire: a
 * late first e-mail must not be a dead link, and every link goes to the same address. Returns the
 * message to deliver after the commit and the address.
 */
export async function resendEmailVerification(
  db: Db,
  request: { userId: number; origin: string; now: Date },
): Promise<{ messageId: number; email: string }> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, request.userId));
  if (!user?.email) throw ValidationError.forField('email', ACCOUNT_ERRORS.emailMissing);
  if (user.verifiedAt) throw ValidationError.forField('email', ACCOUNT_ERRORS.emailAlreadyVerified);
  const email = user.email;
  await checkResendLimits(db, { id: user.id, email }, request.now);
  const messageId = await queueEmailVerification(db, { ...request, name: user.name, email });
  return { messageId, email };
}

/**
 * Spends a verification token and marks the e-mail verified, when the account still has the
 * address the link was sent to; an unknown, used, expired or outdated token is a 422 on `token`.
 * Returns the user's id.
 */
export async function confirmEmailVerification(
  db: Db,
  request: { token: string; now: Date },
): Promise<number> {
  const userId = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: request.now })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, hashSessionToken(request.token)),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, request.now),
        ),
      )
      .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
    if (!spent) return null;
    const [verified] = await tx
      .update(users)
      .set({ emailVerifiedAt: request.now, updatedAt: request.now })
      .where(and(eq(users.id, spent.userId), eq(users.email, spent.email), isNull(users.emailVerifiedAt)))
      .returning({ id: users.id, email: users.email });
    if (verified) return verified.id;
    // Already verified (a second link) is fine; an address changed since the link is not.
    const [same] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, spent.userId), eq(users.email, spent.email)));
    return same?.id ?? null;
  });
  if (userId === null) throw ValidationError.forField('token', ACCOUNT_ERRORS.emailVerifyInvalid);
  return userId;
}
