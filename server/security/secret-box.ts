import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts the secrets a business gives us (payment providers' access tokens and client secrets)
 * so that a copy of the database alone does not hold them in plain text.
 *
 * - AES-256-GCM, a fresh 12-byte nonce per value, the 16-byte tag checked on opening.
 * - The key is derived with HKDF-SHA256 from the server's own key (APP_SECRET or
 *   DATA_DIR/app-secret.key, server/security/app-key.ts), which never lives in the database; each
 *   purpose gets its own key.
 * - `context` (e.g. company id and field name) is bound as associated data: a sealed value copied
 *   into another company's row or another field does not open.
 * - Sealed text: `v1.<nonce>.<ciphertext+tag>` in base64url, so it can sit in a JSON column.
 *
 * Changing APP_SECRET (or losing the key file) makes the stored secrets unreadable: the business
 * enters them again.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** The plain text, or null when the value is not one this key sealed for this context. */
  open(sealed: string, context: string): string | null;
}

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export function isSealed(text: string): boolean {
  return text.startsWith(`${VERSION}.`);
}

export function secretBox(appKey: Uint8Array, purpose: string): SecretBox {
  const key = Buffer.from(
    hkdfSync('sha256', appKey, new Uint8Array(0), `mostrador secret-box ${purpose}`, 32),
  );
  return {
    seal(plain, context) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}.${nonce.toString('base64url')}.${body.toString('base64url')}`;
    },
    open(sealed, context) {
      const [version, nonceText, bodyText] = sealed.split('.');
      if (version !== VERSION || !nonceText || !bodyText) return null;
      const nonce = Buffer.from(nonceText, 'base64url');
      const body = Buffer.from(bodyText, 'base64url');
      if (nonce.length !== NONCE_BYTES || body.length < TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, nonce);
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
        return Buffer.concat([
          decipher.update(body.subarray(0, body.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
