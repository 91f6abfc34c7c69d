import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_ERRORS, RESET_TOKEN_TTL_MINUTES } from '../../../src/domain/contract/account';
import type { Db } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import { hashSessionToken, newSessionToken } from '../../http/auth/session-token';
import { ValidationError } from '../../http/errors';
import { announceSessionEnd } from '../../live/live-messages';
import { hashPassword } from '../../security/password';
import { queuePlatformMessage } from '../messaging/platform-message';
import { revokeAccessCode } from './staff-link-code';

/** The e-mail with the reset link (02 §2 account-reset). */
export function resetEmail(name: string, link: string) {
  return {
    subject: 'Cambia tu contraseña de Mostrador',
    body: [
      `Hola, ${name}:`,
      '',
      'Recibimos una solicitud para cambiar la contraseña de tu cuenta de Mostrador. Abre este enlace para elegir una nueva:',
      '',
      link,
      '',
      `El enlace vence en ${RESET_TOKEN_TTL_MINUTES} minutos y sirve una sola vez. Si no lo solicitaste, ignora este correo: tu contraseña no cambia.`,
    ].join('\n'),
  };
}

/**
 * For an active account with this e-mail: stores a hashed single-use token (1 hour) and queues
 * the e-mail with `{origin}/reset-password?token=…`; returns the message to deliver after the
 * commit, or null when there is no such account (the caller answers the same either way).
 */
export async function requestPasswordReset(
  db: Db,
  request: { email: string; origin: string; now: Date },
): Promise<number | null> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.email, request.email), eq(users.status, 'active')))
    .limit(1);
  if (!user?.email) return null;
  const email = user.email;
  const token = newSessionToken();
  const link = `${request.origin}/reset-password?token=${encodeURIComponent(token)}`;
  const { subject, body } = resetEmail(user.name, link);
  return db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(request.now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
      createdAt: request.now,
    });
    return queuePlatformMessage(tx, {
      channel: 'email',
      to: email,
      subject,
      body,
      userId: user.id,
      now: request.now,
    });
  });
}

/**
 * Spends a reset token and sets the new password: the token and every other one of the user's
 * open ones stop working, every session of the user ends (the caller forgets them in its cache),
 * and the e-mail counts as verified (the link reached it). Returns the user's id; an unknown, used
 * or expired token is a 422 on `token`.
 */
export async function confirmPasswordReset(
  db: Db,
  request: { token: string; password: string; now: Date },
): Promise<number> {
  const passwordHash = await hashPassword(request.password);
  const userId = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: request.now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashSessionToken(request.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, request.now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) return null;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: request.now })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${request.now.toISOString()}::timestamptz)`,
        updatedAt: request.now,
      })
      .where(eq(users.id, spent.userId));
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, spent.userId))
      .returning({ id: sessions.id });
    for (const session of ended) await announceSessionEnd(tx, session.id);
    await revokeAccessCode(tx, spent.userId, request.now);
    return spent.userId;
  });
  if (userId === null) throw ValidationError.forField('token', ACCOUNT_ERRORS.resetInvalid);
  return userId;
}
