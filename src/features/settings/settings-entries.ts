import { ROUTE_PATHS, ROUTE_TITLES } from '../../app/route-names';
import { type Area, canAccess } from '../../domain/roles';
import type { AppModule } from '../../domain/rules/modules';

/** The settings screens the index links to: none needs a parameter. */
export type SettingsRoute =
  | 'waitlist-configuration-registration'
  | 'waitlist-configuration-notifications'
  | 'waitlist-service-home'
  | 'menu-settings-general'
  | 'shop-product-list'
  | 'menu-paymentMethod-list'
  | 'menu-deliveryMethod-list'
  | 'settings-automation-list'
  | 'settings-location-profile'
  | 'settings-location-hours'
  | 'settings-user-list'
  | 'settings-user-account'
  | 'settings-subscription-home';

interface SettingsEntryDef {
  route: SettingsRoute;
  description: string;
  /** Shown in this module only (02 §2: Servicios and Mensajes y notificaciones in waitlist mode, Productos and Métodos de entrega in shop mode). */
  module?: AppModule;
}

/** The groups of the settings index (02 §2), in order, each with its entries in order. */
const SETTINGS_GROUPS: readonly { title: string; entries: readonly SettingsEntryDef[] }[] = [
  {
    title: 'Operación',
    entries: [
      {
        route: 'waitlist-configuration-registration',
        description: 'Registro en línea, reservaciones y lista de espera.',
        module: 'waitlist',
      },
      {
        route: 'menu-settings-general',
        description: 'Recepción de pedidos y tiempos de entrega.',
        module: 'shop',
      },
      {
        route: 'waitlist-configuration-notifications',
        description: 'Avisos a tus clientes y a tu equipo.',
        module: 'waitlist',
      },
      { route: 'waitlist-service-home', description: 'Lo que ofreces y cuánto dura.', module: 'waitlist' },
      { route: 'shop-product-list', description: 'Productos, categorías y modificadores.', module: 'shop' },
      { route: 'menu-paymentMethod-list', description: 'Cómo te pagan tus clientes.' },
      { route: 'menu-deliveryMethod-list', description: 'Entrega a domicilio y sus costos.', module: 'shop' },
      { route: 'settings-automation-list', description: 'Acciones automáticas cuando algo sucede.' },
    ],
  },
  {
    title: 'Negocio',
    entries: [
      { route: 'settings-location-profile', description: 'Tu página pública: datos, enlaces y diseño.' },
      { route: 'settings-location-hours', description: 'Horario regular y días especiales.' },
      { route: 'settings-user-list', description: 'Quién usa el sistema, sus roles y códigos de acceso.' },
    ],
  },
  {
    title: 'Cuenta',
    entries: [
      { route: 'settings-user-account', description: 'Tu nombre, contacto y contraseña.' },
      { route: 'settings-subscription-home', description: 'Tu plan y tus créditos para mensajes.' },
    ],
  },
];

/** What the router says of a settings screen: its roles area, and whether it is still 'en construcción'. */
export interface SettingsRouteInfo {
  area?: Area;
  comingSoon: boolean;
}

export interface SettingsEntry {
  route: SettingsRoute;
  title: string;
  description: string;
  to: (typeof ROUTE_PATHS)[SettingsRoute];
  comingSoon: boolean;
}

/**
 * The settings index of a module for the user's roles: the entries whose area the roles reach
 * (the guard's and the menu's check), in their groups; groups left empty are dropped.
 */
export function settingsIndex(
  module: AppModule,
  roles: readonly string[],
  routeInfo: (route: SettingsRoute) => SettingsRouteInfo,
): { title: string; entries: SettingsEntry[] }[] {
  return SETTINGS_GROUPS.map((group) => ({
    title: group.title,
    entries: group.entries.flatMap((entry) => {
      if (entry.module !== undefined && entry.module !== module) return [];
      const info = routeInfo(entry.route);
      if (info.area !== undefined && !canAccess(roles, info.area)) return [];
      return [
        {
          route: entry.route,
          title: ROUTE_TITLES[entry.route],
          description: entry.description,
          to: ROUTE_PATHS[entry.route],
          comingSoon: info.comingSoon,
        },
      ];
    }),
  })).filter((group) => group.entries.length > 0);
}
