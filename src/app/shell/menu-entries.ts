import { type Area, canAccess } from '../../domain/roles';
import type { AppModule } from '../../domain/rules/modules';
import type { RouteName } from '../route-names';

/** Paths the menu links to: none needs a parameter. */
export type MenuPath =
  | '/hostess'
  | '/calendar/{-$view}'
  | '/items'
  | '/stats'
  | '/inbox'
  | '/orders'
  | '/loyalty'
  | '/survey/forms'
  | '/customers/items'
  | '/messaging/campaigns'
  | '/settings/automations'
  | '/settings'
  | '/invoicing/invoices/i';

/** One drawer / tab-bar entry. Pure data: the icon is chosen by `key` in the UI. */
export interface MenuEntry {
  key: string;
  label: string;
  /** A shorter label for the phone's tab bar, where the full one does not fit. */
  tabLabel?: string;
  route: RouteName;
  to: MenuPath;
  /** URL prefix of the entry's section, to mark it active on its sub-screens. */
  section: string;
  area: Area;
  badge?: 'Pro';
}

const WAITLIST_ENTRIES: readonly MenuEntry[] = [
  {
    key: 'hostess',
    label: 'Listado de hoy',
    tabLabel: 'Hoy',
    route: 'waitlist-hostess',
    to: '/hostess',
    section: '/hostess',
    area: 'waitlist-visits',
  },
  {
    key: 'calendar',
    label: 'Calendario',
    route: 'waitlist-calendar',
    to: '/calendar/{-$view}',
    section: '/calendar',
    area: 'waitlist-visits',
  },
  {
    key: 'visits',
    label: 'Historial',
    route: 'waitlist-items',
    to: '/items',
    section: '/items',
    area: 'waitlist-items',
  },
  {
    key: 'stats',
    label: 'Estadísticas',
    route: 'waitlist-stats',
    to: '/stats',
    section: '/stats',
    area: 'stats',
  },
];

const SHOP_ENTRIES: readonly MenuEntry[] = [
  {
    key: 'orders',
    label: 'Pedidos',
    route: 'menu-order-list',
    to: '/inbox',
    section: '/inbox',
    area: 'shop-orders',
  },
  {
    key: 'history',
    label: 'Historial',
    route: 'menu-order-history',
    to: '/orders',
    section: '/orders',
    area: 'shop-orders',
  },
  {
    key: 'stats',
    label: 'Estadísticas',
    route: 'menu-order-stats',
    to: '/stats',
    section: '/stats',
    area: 'stats',
  },
];

const SHARED_ENTRIES: readonly MenuEntry[] = [
  {
    key: 'loyalty',
    label: 'Lealtad',
    route: 'loyalty-home',
    to: '/loyalty',
    section: '/loyalty',
    area: 'loyalty-front',
    badge: 'Pro',
  },
  {
    key: 'surveys',
    label: 'Encuestas',
    route: 'survey-form-list',
    to: '/survey/forms',
    section: '/survey',
    area: 'surveys',
    badge: 'Pro',
  },
  {
    key: 'customers',
    label: 'Clientes',
    route: 'contact-contact-list',
    to: '/customers/items',
    section: '/customers',
    area: 'customers',
  },
  {
    key: 'messaging',
    label: 'Mensajes',
    route: 'messaging-campaign-list',
    to: '/messaging/campaigns',
    section: '/messaging',
    area: 'messaging',
  },
  {
    key: 'automations',
    label: 'Automatización',
    route: 'settings-automation-list',
    to: '/settings/automations',
    section: '/settings/automations',
    area: 'automations',
  },
  {
    key: 'settings',
    label: 'Configuración',
    route: 'settings-home',
    to: '/settings',
    section: '/settings',
    area: 'profile',
  },
  {
    key: 'invoicing',
    label: 'Facturación',
    route: 'invoicing-invoice-list-i',
    to: '/invoicing/invoices/i',
    section: '/invoicing',
    area: 'invoicing',
  },
];

/** Menu of a module, without the entries the roles cannot reach (spec 01 §6). */
export function menuEntries(module: AppModule, roles: readonly string[]): MenuEntry[] {
  const own = module === 'shop' ? SHOP_ENTRIES : WAITLIST_ENTRIES;
  return [...own, ...SHARED_ENTRIES].filter((entry) => canAccess(roles, entry.area));
}

/** The entry whose section holds the path (the longest section wins), or null. */
export function activeMenuKey(pathname: string, entries: readonly MenuEntry[]): string | null {
  let best: MenuEntry | null = null;
  for (const entry of entries) {
    const inSection = pathname === entry.section || pathname.startsWith(`${entry.section}/`);
    if (inSection && (!best || entry.section.length > best.section.length)) best = entry;
  }
  return best?.key ?? null;
}

/** The bottom tab bar holds at most 5 buttons: all entries, or the first 4 plus 'Más'. */
export const TAB_BAR_MAX = 5;

export function splitForTabBar(entries: readonly MenuEntry[]): { tabs: MenuEntry[]; more: MenuEntry[] } {
  if (entries.length <= TAB_BAR_MAX) return { tabs: [...entries], more: [] };
  return { tabs: entries.slice(0, TAB_BAR_MAX - 1), more: entries.slice(TAB_BAR_MAX - 1) };
}
