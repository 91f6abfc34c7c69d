import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import type { App } from '../../../server/http/app-types';
import { linkCodeHash } from '../../../server/modules/access/link-code';

/** Gives the user this access code, stored as the server stores one (its keyed hash). */
export async function giveAccessCode(app: App, userId: number, code: string): Promise<void> {
  await app.deps.platformDb
    .update(users)
    .set({ linkCodeHash: linkCodeHash(app.deps.appKey, code) })
    .where(eq(users.id, userId));
}

/** POST /v1/user/account/login-with-code from its own address (the per-IP limit stays out of the way). */
let nextAddress = 1;
export function loginWithCode(app: App, code: string) {
  return app.inject({
    method: 'POST',
    url: '/v1/user/account/login-with-code',
    remoteAddress: `10.70.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`,
    payload: { link_code: code },
  });
}
