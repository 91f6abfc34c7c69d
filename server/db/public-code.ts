import { randomBytes } from 'node:crypto';

/** A random, URL-safe code for the public link of a queue item (unguessable, 16 characters). */
export function newPublicCode(): string {
  return randomBytes(12).toString('base64url');
}
