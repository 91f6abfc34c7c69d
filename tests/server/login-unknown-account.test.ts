import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../server/db/schema';
import { verifyPassword } from '../../server/security/password';
import { DEMO, startTestApp, type TestApp } from './helpers/test-app';

// Every password check is recorded (and still done for real), to see what an unknown account's
// login verifies. A mock carries over in a shared module cache: this file runs isolated.
vi.mock('../../server/security/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/security/password')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  vi.mocked(verifyPassword).mockClear();
});

const login = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v1/user/account/login', payload });

/** `scrypt$N$r$p`: what a verification costs, the same for every hash with the same prefix. */
const costOf = (hash: string) => hash.split('$').slice(0, 4).join('$');

async function ownerHash(): Promise<string> {
  const [owner] = await t.database.db.select().from(users).where(eq(users.email, DEMO.owner));
  return owner?.passwordHash ?? '';
}

describe('a login for an account that does not exist', () => {
  it('verifies the typed password once, against a hash of the same cost as a real account’s', async () => {
    expect((await login({ email: DEMO.owner, password: DEMO.password })).statusCode).toBe(200);
    const real = await ownerHash();
    vi.mocked(verifyPassword).mockClear();

    const unknownAccounts: Record<string, string>[] = [
      { email: 'nadie@taqueria.demo', password: 'incorrecta' },
      { phone: '5500000000', password: 'incorrecta' },
    ];
    for (const payload of unknownAccounts) {
      vi.mocked(verifyPassword).mockClear();
      expect((await login(payload)).statusCode).toBe(422);
      expect(vi.mocked(verifyPassword).mock.calls).toHaveLength(1);
      const [typed, against] = vi.mocked(verifyPassword).mock.calls[0] ?? [];
      expect(typed).toBe('incorrecta');
      expect(against).not.toBe(real);
      expect(costOf(against ?? '')).toBe(costOf(real));
    }
  });

  it('does the same work as a wrong password for a real account: one verification, of its own hash', async () => {
    expect((await login({ email: DEMO.owner, password: 'incorrecta' })).statusCode).toBe(422);
    expect(vi.mocked(verifyPassword).mock.calls).toEqual([['incorrecta', await ownerHash()]]);
  });
});
