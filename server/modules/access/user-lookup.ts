import { eq } from 'drizzle-orm';
import { toE164 } from '../../../src/domain/rules/phone';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export interface Identifier {
  email?: string | undefined;
  phone?: string | undefined;
}

/** The user an e-mail (stored lower-case) or phone (stored E.164; 10 digits get +52) names. */
export async function findUserByIdentifier(db: Db, identifier: Identifier) {
  const condition =
    identifier.email !== undefined
      ? eq(users.email, identifier.email.trim().toLowerCase())
      : eq(users.phone, toE164(identifier.phone ?? ''));
  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      status: users.status,
      lastLocationId: users.lastLocationId,
    })
    .from(users)
    .where(condition)
    .limit(1);
  return user;
}
