import type { AccountSettings } from '../../../src/domain/contract/access';
import { accountSettings } from './fixtures';

/** A new account: signed in, phone not verified yet, no location. */
export function newAccountSettings(overrides: Partial<AccountSettings['user']> = {}): AccountSettings {
  const base = accountSettings({ location: null, roles: [], waitlist_settings: null });
  return accountSettings({
    location: null,
    roles: [],
    waitlist_settings: null,
    user: {
      ...base.user,
      id: 40,
      name: 'Lucía Prueba',
      email: null,
      phone: '+525512345678',
      phone_verified: false,
      email_verified: false,
      ...overrides,
    },
  });
}

/** The answer of a call that signs in: the server sets the cookies (played here). */
export const SIGNED_IN = { body: { data: { token: 't', expires_at: '2030-01-01T00:00:00Z' } } };
