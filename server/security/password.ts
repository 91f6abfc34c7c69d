import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost: N (CPU and memory), r (block size), p (parallelism). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's guidance for scrypt (N=2^17, r=8, p=1: 128 MiB and a few hundred ms per hash). */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

let currentCost: ScryptCost = PASSWORD_COST;

/**
 * The cost of new hashes from now on: the server's and db:seed's config.passwordCost (PASSWORD_HASH_COST,
 * lowered only by the e2e server) and the server tests' setup, so hundreds of sign-ins stay fast.
 * password.test.ts checks that a plain process hashes at PASSWORD_COST.
 */
export function setPasswordCost(cost: ScryptCost): void {
  currentCost = cost;
}

function derive(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

const maxmem = ({ N, r }: ScryptCost) => 256 * N * r + 1024 * 1024;

/** Hashes a password as `scrypt$N$r$p$salt$hash` (salt and hash in base64), at the current cost. */
export async function hashPassword(plain: string, cost: ScryptCost = currentCost): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(plain, salt, KEY_LENGTH, { ...cost, maxmem: maxmem(cost) });
  return [PREFIX, cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when plain matches a hash made by hashPassword; false for a wrong password or a malformed hash. */
export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  const parts = hash.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (!N || !r || !p || salt.length === 0 || expected.length === 0) return false;
  const key = await derive(plain, salt, expected.length, { N, r, p, maxmem: maxmem({ N, r, p }) }).catch(
    () => null,
  );
  return key !== null && timingSafeEqual(key, expected);
}

/** A hash made at another cost than today's: the next successful sign-in stores a new one. */
export function needsRehash(hash: string): boolean {
  const [, N, r, p] = hash.split('$').map(Number);
  return N !== currentCost.N || r !== currentCost.r || p !== currentCost.p;
}
