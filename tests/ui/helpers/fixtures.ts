import type { AccountSettings, AllowedLocation } from '../../../src/domain/contract/access';
import { DEFAULT_WAITLIST_SETTINGS } from '../../../src/domain/contract/settings';
import type { SubscriptionInfo } from '../../../src/domain/contract/subscription';

export function accountSettings(overrides: Partial<AccountSettings> = {}): AccountSettings {
  return {
    user: {
      id: 1,
      email: 'dueno@taqueria.demo',
      phone: '5500000001',
      name: 'Ana Dueña',
      phone_verified: true,
      email_verified: true,
    },
    roles: ['super-admin'],
    location: {
      id: 1,
      company_id: 1,
      username: 'taqueria-demo',
      url: 'http://localhost:8080/r/taqueria-demo',
      thumb_url: null,
      image_url: null,
      name: 'Taquería Demo',
      timezone: 'America/Mexico_City',
    },
    location_hours: [],
    waitlist_settings: DEFAULT_WAITLIST_SETTINGS,
    shop_settings: null,
    links: [],
    ...overrides,
  };
}

/** The demo host (waitlist-hostess) at Taquería Demo. */
export function hostAccountSettings(): AccountSettings {
  const owner = accountSettings();
  return accountSettings({
    user: {
      ...owner.user,
      id: 2,
      email: 'anfitrion@taqueria.demo',
      phone: '5512345678',
      name: 'Hugo Anfitrión',
    },
    roles: ['waitlist-hostess'],
  });
}

export const ALLOWED_LOCATIONS: AllowedLocation[] = [
  {
    id: 1,
    name: 'Taquería Demo',
    company_id: 1,
    company_name: 'Taquería Demo S.A. de C.V.',
    username: 'taqueria-demo',
    is_current: true,
  },
  {
    id: 2,
    name: 'Taquería Demo Coyoacán',
    company_id: 1,
    company_name: 'Taquería Demo S.A. de C.V.',
    username: 'taqueria-demo-coyoacan',
    is_current: false,
  },
  {
    id: 7,
    name: 'Café Norte',
    company_id: 3,
    company_name: 'Café Norte S.C.',
    username: 'cafe-norte',
    is_current: false,
  },
];

export const FREE_SUBSCRIPTION: SubscriptionInfo = {
  plan: {
    id: 1,
    name: 'Gratis',
    type: 'free',
    description: null,
    price_monthly: 0,
    price_yearly: 0,
    credits_month: [{ type_plural: 'Mensajes', quantity: 100 }],
    recommended: false,
    stripe_monthly_url: null,
    stripe_yearly_url: null,
  },
  subscription: null,
  billing_portal_url: null,
  credits: [{ type_plural: 'Mensajes', used: 70, total: 100, format: 'number' }],
};
