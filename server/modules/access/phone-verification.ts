import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, min, ne } from 'drizzle-orm';
import {
  ACCOUNT_ERRORS,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
} from '../../../src/domain/contract/account';
import { ACCOUNT_MESSAGES } from '../../../src/domain/rules/account-rules';
import { toE164 } from '../../../src/domain/rules/phone';
import type { Db } from '../../db/client';
import { oneTimeCodes, users } from '../../db/schema';
import { hashSessionToken } from '../../http/auth/session-token';
import { TooManyRequestsError, ValidationError } from '../../http/errors';
import { queuePlatformMessage } from '../messaging/platform-message';
import { OTP_SENDS } from './account-limits';
import { waitText } from './wait-text';

/** The SMS of a verification code (02 §5 Access). */
export function verificationSms(code: string): string {
  return `Tu código de verificación de Mostrador es ${code}. Vence en ${OTP_TTL_MINUTES} minutos.`;
}

/** Only this digest of a code is stored: bound to the phone it was sent to. */
function codeHash(phone: string, code: string): string {
  return hashSessionToken(`${phone}:${code}`);
}

type SendScope = keyof typeof OTP_SENDS;
const SCOPE_COLUMN = { phone: oneTimeCodes.phone, account: oneTimeCodes.userId, ip: oneTimeCodes.ip };

/** The 429 of a scope past its sends: for the phone, says so (it is what the user typed); always when to retry. */
function tooManySends(scope: SendScope, retryAt: Date, now: Date): TooManyRequestsError {
  const wait = `Podrás pedir otro en ${waitText(retryAt, now)}.`;
  return new TooManyRequestsError(
    scope === 'phone'
      ? `Ya enviamos ${OTP_SENDS.phone.max} códigos a este número en la última hora. ${wait}`
      : `Enviaste demasiados códigos. ${wait}`,
  );
}

/** Throws the 429 of the first scope (phone, account, IP) whose sends in its window reached its max. */
async function checkSendLimits(db: Db, values: Record<SendScope, string | number>, now: Date): Promise<void> {
  for (const scope of ['phone', 'account', 'ip'] as const) {
    const { max, windowMs } = OTP_SENDS[scope];
    const [row] = await db
      .select({ sent: count(), oldest: min(oneTimeCodes.createdAt) })
      .from(oneTimeCodes)
      .where(
        and(
          eq(SCOPE_COLUMN[scope], values[scope]),
          gt(oneTimeCodes.createdAt, new Date(now.getTime() - windowMs)),
        ),
      );
    if ((row?.sent ?? 0) >= max) {
      throw tooManySends(scope, new Date((row?.oldest ?? now).getTime() + windowMs), now);
    }
  }
}

interface CodeRequest {
  userId: number;
  /** As the body gives it (cleaned); stored E.164. */
  phone: string;
  ip: string;
  now: Date;
}

/**
 * Stores a new code for the user's phone (earlier ones stop working) and queues its SMS; returns
 * the message to deliver after the commit. A phone another account uses is a 422; too many sends
 * to the phone, by the account or from the IP a Spanish 429 saying when to retry (nothing is sent).
 */
export async function sendVerificationCode(db: Db, request: CodeRequest): Promise<number> {
  const phone = toE164(request.phone);
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, request.userId)))
    .limit(1);
  if (owner) throw ValidationError.forField('phone', ACCOUNT_ERRORS.accountExists);
  const now = request.now.getTime();
  const ip = request.ip.slice(0, 64);
  await checkSendLimits(db, { phone, account: request.userId, ip }, request.now);

  const code = randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
  return db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: request.now })
      .where(and(eq(oneTimeCodes.userId, request.userId), isNull(oneTimeCodes.consumedAt)));
    await tx.insert(oneTimeCodes).values({
      userId: request.userId,
      phone,
      codeHash: codeHash(phone, code),
      ip,
      expiresAt: new Date(now + OTP_TTL_MINUTES * 60_000),
      createdAt: request.now,
    });
    return queuePlatformMessage(tx, {
      channel: 'sms',
      to: phone,
      body: verificationSms(code),
      userId: request.userId,
      now: request.now,
    });
  });
}

type CheckOutcome = 'verified' | 'wrong' | 'dead';

function sameHash(a: string, b: string): boolean {
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/**
 * Checks a code against the user's latest one for the phone: each check spends one of its 5
 * attempts; a match marks the phone the user's, verified. Wrong → 422 on `code`; expired, spent or
 * none sent → 422 'El código expiró'.
 */
export async function verifyPhoneCode(
  db: Db,
  request: { userId: number; phone: string; code: string; now: Date },
): Promise<void> {
  const phone = toE164(request.phone);
  const outcome = await db.transaction(async (tx): Promise<CheckOutcome> => {
    const [latest] = await tx
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, request.userId),
          eq(oneTimeCodes.phone, phone),
          isNull(oneTimeCodes.consumedAt),
        ),
      )
      .orderBy(desc(oneTimeCodes.id))
      .limit(1)
      .for('update');
    if (!latest || latest.expiresAt <= request.now || latest.attempts >= OTP_MAX_ATTEMPTS) return 'dead';
    const matches = sameHash(codeHash(phone, request.code), latest.codeHash);
    await tx
      .update(oneTimeCodes)
      .set({ attempts: latest.attempts + 1, consumedAt: matches ? request.now : null })
      .where(eq(oneTimeCodes.id, latest.id));
    if (!matches) return 'wrong';
    await tx
      .update(users)
      .set({ phone, phoneVerified: true, updatedAt: request.now })
      .where(eq(users.id, request.userId));
    return 'verified';
  });
  if (outcome === 'wrong') throw ValidationError.forField('code', ACCOUNT_MESSAGES.otpWrong);
  if (outcome === 'dead') throw ValidationError.forField('code', ACCOUNT_ERRORS.otpExpired);
}
