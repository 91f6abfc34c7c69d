import { eq } from 'drizzle-orm';
import type { AccountProfile, AccountProfilePatchBody } from '../../../src/domain/contract/account';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { NotFoundError } from '../../http/errors';

const PROFILE_COLUMNS = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  work_title: users.workTitle,
  is_assignable: users.isAssignable,
};

/** The signed-in person's own profile (settings-user-account). */
export async function accountProfile(db: Db, userId: number): Promise<AccountProfile> {
  const [profile] = await db.select(PROFILE_COLUMNS).from(users).where(eq(users.id, userId)).limit(1);
  if (!profile) throw new NotFoundError();
  return profile;
}

/** Writes name, work title and assignability; an empty work title is stored as none. */
export async function updateAccountProfile(
  db: Db,
  userId: number,
  body: AccountProfilePatchBody,
  now: Date,
): Promise<AccountProfile> {
  const [profile] = await db
    .update(users)
    .set({
      name: body.name,
      ...(body.work_title === undefined ? {} : { workTitle: body.work_title || null }),
      ...(body.is_assignable === undefined ? {} : { isAssignable: body.is_assignable }),
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning(PROFILE_COLUMNS);
  if (!profile) throw new NotFoundError();
  return profile;
}
