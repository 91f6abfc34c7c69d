/** Fine-grained role values of spec 01 §6. */
export const ROLES = [
  'super-admin',
  'user-manager',
  'user-reader',
  'loyalty-manager',
  'loyalty-employee',
  'loyalty-reader',
  'contact-manager',
  'contact-reader',
  'business-manager',
  'business-reader',
  'messaging-manager',
  'messaging-reader',
  'automation-manager',
  'automation-reader',
  'survey-manager',
  'survey-reader',
  'survey-kiosk',
  'subscription-manager',
  'subscription-reader',
  'waitlist-manager',
  'waitlist-hostess',
  'waitlist-reader',
  'waitlist-kiosk',
  'menu-manager',
  'menu-employee',
  'menu-reader',
] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Who may use each area (spec 01 §6 and 02 §6). super-admin passes every check.
 * The client hides menu entries with it; the server enforces it on every call.
 * An empty list means "any logged-in user".
 */
export const AREA_ACCESS = {
  'loyalty-front': ['loyalty-manager', 'loyalty-reader', 'loyalty-employee'],
  /** Registering and cancelling sales: readers only look. */
  'loyalty-transact': ['loyalty-manager', 'loyalty-employee'],
  'loyalty-programs': ['loyalty-manager', 'loyalty-reader'],
  'loyalty-programs-write': ['loyalty-manager'],
  stats: ['business-manager', 'business-reader'],
  surveys: ['survey-manager', 'survey-reader'],
  'surveys-write': ['survey-manager'],
  /** The kiosk screen that only takes responses (01 §6 survey-kiosk). */
  'surveys-kiosk': ['survey-manager', 'survey-kiosk'],
  customers: ['contact-manager', 'contact-reader'],
  'customers-write': ['contact-manager'],
  messaging: ['messaging-manager', 'messaging-reader'],
  'messaging-write': ['messaging-manager'],
  /** Writing to one customer (the contact's and the queue item's chat). */
  'messages-send': ['messaging-manager', 'contact-manager', 'waitlist-manager', 'waitlist-hostess'],
  /** Reading messages: the message log and the chats. */
  'messages-read': [
    'messaging-manager',
    'messaging-reader',
    'contact-manager',
    'contact-reader',
    'waitlist-manager',
    'waitlist-hostess',
  ],
  'waitlist-visits': ['waitlist-manager', 'waitlist-hostess'],
  'waitlist-items': ['waitlist-manager', 'waitlist-reader', 'waitlist-hostess'],
  'waitlist-configuration': ['waitlist-manager'],
  'shop-orders': ['menu-manager', 'menu-reader', 'menu-employee'],
  /** Changing an order's status, reception modes and wait times: readers only look. */
  'shop-orders-write': ['menu-manager', 'menu-employee'],
  'shop-settings': ['menu-manager'],
  /** Products, services, categories and modifiers (02 §6 "not shown": the shop and waitlist staff read, managers edit). */
  catalog: [
    'menu-manager',
    'menu-employee',
    'menu-reader',
    'waitlist-manager',
    'waitlist-hostess',
    'business-manager',
    'business-reader',
  ],
  'catalog-write': ['menu-manager', 'waitlist-manager', 'business-manager'],
  users: ['user-manager', 'user-reader'],
  'users-write': ['user-manager'],
  'business-settings': ['business-manager'],
  /** The business profile and its public page (02 §6 "not shown": like the business settings, readers look). */
  'business-profile': ['business-manager', 'business-reader'],
  'business-profile-write': ['business-manager'],
  subscription: ['subscription-manager', 'subscription-reader'],
  'subscription-write': ['subscription-manager'],
  automations: ['automation-manager', 'automation-reader'],
  'automations-write': ['automation-manager'],
  invoicing: [],
  profile: [],
} as const satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof AREA_ACCESS;

/** Areas that only the owner (super-admin) may reach. */
const SUPER_ADMIN_ONLY: ReadonlySet<Area> = new Set<Area>(['invoicing']);

export function canAccess(roles: readonly string[], area: Area): boolean {
  if (roles.includes('super-admin')) return true;
  if (SUPER_ADMIN_ONLY.has(area)) return false;
  const allowed: readonly string[] = AREA_ACCESS[area];
  return allowed.length === 0 || allowed.some((role) => roles.includes(role));
}
