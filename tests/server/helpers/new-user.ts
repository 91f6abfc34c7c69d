// A signed-up user with no business yet (what the sign-up call leaves), for onboarding and invitations.
import type { Db } from '../../../server/db/client';
import { users } from '../../../server/db/schema';
import { hashPassword } from '../../../server/security/password';

export const NEW_USER_PASSWORD = 'Nueva1234';

export async function addNewUser(db: Db, email: string, phone: string | null = null): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({
      email,
      phone,
      name: 'Dueña Nueva',
      passwordHash: await hashPassword(NEW_USER_PASSWORD),
      phoneVerified: true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('fixture: user not inserted');
  return user.id;
}
