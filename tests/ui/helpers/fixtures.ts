import type { AccountSettings, AllowedLocation } from '../../../src/domain/contract/access';
import { DEFAULT_WAITLIST_SETTINGS } from '../../../src/domain/contract/settings';
import type { SubscriptionInfo } from '../../../src/domain/contract/subscription';
import type { QueueItem, StatusData } from '../../../src/domain/contract/waitlist';

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
  last_auto_recharge: null,
};

let nextQueueItemId = 1;

/** A plain pending waitlist entry created 30 minutes before `createdAt`'s default (now). */
export function queueItem(overrides: Partial<QueueItem> & Pick<QueueItem, 'name'>): QueueItem {
  const id = overrides.id ?? nextQueueItemId++;
  return {
    id,
    type: 'waitlist',
    phone: '+525523456700',
    contact_id: null,
    status: 'pending',
    status_name: 'En espera',
    group_size: 2,
    initial_group_size: 2,
    notes: null,
    booking_date: null,
    booking_date_end: null,
    duration_mins: null,
    product: null,
    assigned_user: null,
    confirmation_request: null,
    checked_in_at: null,
    ready_at: null,
    canceled_at: null,
    notified_at: null,
    rescheduled_at: null,
    created_at: new Date(Date.now() - 30 * 60_000).toISOString(),
    booking_reminder_at: null,
    table_num: null,
    quoted_wait_mins: null,
    payment_status: 'none',
    payment_status_name: 'Sin pago',
    payment_data: null,
    url: `http://localhost:8080/q/${id}`,
    ...overrides,
  };
}

/** The host stand's status-data answer: reception on at the host's location on 22 Nov 2025. */
export function statusData(
  entries: QueueItem[],
  serverTime: string,
  status: Partial<StatusData['status']> = {},
): StatusData {
  return {
    status: {
      enabled: true,
      setup_complete: true,
      has_balance: true,
      timezone: 'America/Mexico_City',
      date: '2025-11-22',
      server_time: serverTime,
      ...status,
    },
    entries,
  };
}
