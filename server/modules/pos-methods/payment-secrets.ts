import {
  PAYMENT_SECRET_SETTINGS,
  type PaymentSettings,
  SECRET_MASK_PREFIX,
} from '../../../src/domain/contract/payment-method';
import { type SecretBox, secretBox } from '../../security/secret-box';

type Settings = Record<string, string | null | undefined>;
type SecretName = (typeof PAYMENT_SECRET_SETTINGS)[number];

const isSecret = (name: string): name is SecretName =>
  (PAYMENT_SECRET_SETTINGS as readonly string[]).includes(name);

/** What a stored secret is answered as: '••••' and its last 4 characters, never the rest. */
export function maskSecret(plain: string): string {
  return `${SECRET_MASK_PREFIX}${plain.slice(-4)}`;
}

/**
 * The payment methods' secrets (access_token, client_secret) in the `settings` column: sealed
 * with the server's key (server/security/secret-box.ts), bound to the company and the field.
 */
export class PaymentSecrets {
  private readonly box: SecretBox;

  constructor(appKey: Uint8Array) {
    this.box = secretBox(appKey, 'payment-method-settings');
  }

  private context(companyId: number, name: string): string {
    return `payment_methods:${companyId}:${name}`;
  }

  /** The stored settings' secrets in plain text (a value that no longer opens is left out). */
  open(companyId: number, stored: Record<string, string>): Settings {
    const plain: Settings = {};
    for (const [name, value] of Object.entries(stored)) {
      if (!isSecret(name)) plain[name] = value;
      else {
        const opened = this.box.open(value, this.context(companyId, name));
        if (opened !== null) plain[name] = opened;
      }
    }
    return plain;
  }

  /**
   * The sent settings with each secret sent back masked replaced by the stored one: the edit form
   * shows '••••1234' and saving it unchanged keeps the key.
   */
  unmask(sent: Settings, storedPlain: Settings): Settings {
    const resolved: Settings = { ...sent };
    for (const name of PAYMENT_SECRET_SETTINGS) {
      const value = sent[name];
      const stored = storedPlain[name];
      if (typeof value === 'string' && typeof stored === 'string' && value === maskSecret(stored)) {
        resolved[name] = stored;
      }
    }
    return resolved;
  }

  /** Checked settings → the column's value: secrets sealed, empty values left out. */
  seal(companyId: number, settings: Settings): Record<string, string> {
    const stored: Record<string, string> = {};
    for (const [name, value] of Object.entries(settings)) {
      if (value === null || value === undefined || value === '') continue;
      stored[name] = isSecret(name) ? this.box.seal(value, this.context(companyId, name)) : value;
    }
    return stored;
  }

  /** The column's value as the API answers it: secrets masked. */
  view(companyId: number, stored: Record<string, string>): PaymentSettings {
    const plain = this.open(companyId, stored);
    return Object.fromEntries(
      Object.entries(plain).map(([name, value]) => [
        name,
        isSecret(name) && value ? maskSecret(value) : value,
      ]),
    );
  }
}
