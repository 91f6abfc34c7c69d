import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { TooManyRequestsError } from '../../http/errors';
import type { Identifier } from './user-lookup';
import { waitText } from './wait-text';

/**
 * Failed passwords per account, whatever address they come from (the per-IP route limit does not
 * stop one account being tried from many): the first 5 are free, then the account waits 1 minute,
 * doubling with each further failure up to 30. Failures are forgotten a day after the last one.
 */
export const LOGIN_BACKOFF = {
  freeFailures: 5,
  firstWaitMinutes: 1,
  maxWaitMinutes: 30,
  forgetAfterHours: 24,
};

/** The minutes an account with `failures` failed passwords waits after its last one (0: none). */
export function backoffMinutes(failures: number): number {
  if (failures < LOGIN_BACKOFF.freeFailures) return 0;
  const doubled = LOGIN_BACKOFF.firstWaitMinutes * 2 ** (failures - LOGIN_BACKOFF.freeFailures);
  return Math.min(doubled, LOGIN_BACKOFF.maxWaitMinutes);
}

/** 429 saying when to try again (Mexico City time, the platform's zone), also as Retry-After. */
export class LoginBackoffError extends TooManyRequestsError {
  constructor(retryAt: Date, now: Date) {
    const time = retryAt.toLocaleTimeString('es-MX', {
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone: 'America/Mexico_City',
    });
    super(
      `Demasiados intentos fallidos con esta cuenta. Intenta de nuevo en ${waitText(retryAt, now)} (a las ${time}). Si olvidaste tu contraseña, puedes cambiarla.`,
      Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000)),
    );
  }
}

/** The row's key: the account when one is named, else the identifier as typed (normalized). */
export function loginFailureKey(userId: number | undefined, identifier: Identifier): string {
  if (userId !== undefined) return `user:${userId}`;
  if (identifier.email !== undefined) return `email:${identifier.email.trim().toLowerCase()}`.slice(0, 300);
  return `phone:${(identifier.phone ?? '').replace(/\D/g, '')}`;
}

const waitOf = (failures: unknown) =>
  sql`least(power(2, ${failures} - ${LOGIN_BACKOFF.freeFailures}) * ${LOGIN_BACKOFF.firstWaitMinutes}, ${LOGIN_BACKOFF.maxWaitMinutes}) * interval '1 minute'`;

/**
 * Counts an attempt before its password is checked (so parallel tries cannot all slip in before
 * the first failure is written), unless the account is waiting: then a LoginBackoffError.
 * `forgetLoginFailures` undoes it when the password was right.
 */
export async function claimLoginAttempt(db: Db, key: string, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - LOGIN_BACKOFF.forgetAfterHours * 3_600_000);
  const claimed = await db
    .insert(loginFailures)
    .values({ key, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${loginFailures.lastFailedAt} < ${forgetBefore} then 1 else ${loginFailures.failures} + 1 end`,
        lastFailedAt: now,
      },
      setWhere: sql`not (${loginFailures.failures} >= ${LOGIN_BACKOFF.freeFailures} and ${loginFailures.lastFailedAt} + ${waitOf(loginFailures.failures)} > ${now})`,
    })
    .returning({ failures: loginFailures.failures });
  if (claimed.length > 0) return;
  const [waiting] = await db
    .select({ failures: loginFailures.failures, lastFailedAt: loginFailures.lastFailedAt })
    .from(loginFailures)
    .where(eq(loginFailures.key, key));
  const lastFailedAt = waiting?.lastFailedAt ?? now;
  const retryAt = new Date(lastFailedAt.getTime() + backoffMinutes(waiting?.failures ?? 0) * 60_000);
  throw new LoginBackoffError(retryAt, now);
}

/** A right password: the account's failures are forgiven. */
export async function forgetLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
