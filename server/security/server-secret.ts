import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

export type ServerSecretName = 'sign-in-result';

const SECRET_BYTES = 32;

/** Per database: the app's processes and tests each read a secret once. */
const cache = new WeakMap<Db, Map<ServerSecretName, Promise<Uint8Array>>>();

async function loadOrCreate(db: Db, name: ServerSecretName): Promise<Uint8Array> {
  // The first process to ask creates it; every other one reads the same value.
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(SECRET_BYTES).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} is missing`);
  return new Uint8Array(Buffer.from(row.value, 'base64url'));
}

/** A key the server makes for itself on first use (32 random bytes), shared through the database. */
export function serverSecret(db: Db, name: ServerSecretName): Promise<Uint8Array> {
  const secrets = cache.get(db) ?? new Map<ServerSecretName, Promise<Uint8Array>>();
  cache.set(db, secrets);
  let secret = secrets.get(name);
  if (!secret) {
    secret = loadOrCreate(db, name);
    // A failed read is tried again on the next call.
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}
