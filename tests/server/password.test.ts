import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { hashPassword, PASSWORD_COST, verifyPassword } from '../../server/security/password';
import { NEW_PASSWORD, signUp } from './helpers/account-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';
import { TEST_PASSWORD_COST } from './setup-password-cost';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('password hashing', () => {
  it("uses OWASP's scrypt cost (N=2^17, r=8, p=1) in a process that does not lower it", async () => {
    expect(PASSWORD_COST).toEqual({ N: 131_072, r: 8, p: 1 });
    const script =
      "import { hashPassword } from './server/security/password.ts'; console.log(await hashPassword('Clave1234'));";
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      script,
    ]);
    expect(stdout.trim()).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
  });

  it('rehashes an older, cheaper hash at the next successful login, and the password keeps working', async () => {
    const email = 'antigua@cafeteria.mx';
    await signUp(t.app, { email });
    const oldHash = await hashPassword(NEW_PASSWORD, { N: 1024, r: 8, p: 1 });
    await t.app.deps.platformDb.update(users).set({ passwordHash: oldHash }).where(eq(users.email, email));
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/v1/user/account/login', payload: { email, password } });

    expect((await login('Equivocada1')).statusCode).toBe(422);
    const [untouched] = await t.app.deps.platformDb.select().from(users).where(eq(users.email, email));
    expect(untouched?.passwordHash).toBe(oldHash);

    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
    const [rehashed] = await t.app.deps.platformDb.select().from(users).where(eq(users.email, email));
    const { N, r, p } = TEST_PASSWORD_COST;
    expect(rehashed?.passwordHash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$`));
    expect(await verifyPassword(NEW_PASSWORD, rehashed?.passwordHash ?? '')).toBe(true);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
  });
});
