/**
 * The route guard of spec 01 §4.2, as a pure decision. Rules, in order:
 * 1. A logged-in user without loaded settings has them fetched.
 * 2. A user whose phone is not verified goes to phone-verify.
 * 3. A user without a location goes to select-location (from=start), unless already on
 *    onboarding or select-location. Before that the settings are read again from the server
 *    when only the saved copy said so (issue 17 §10: a copy saved before onboarding ended lacks
 *    the new location), and an account with no location at all goes straight to onboarding's
 *    form (02 §2 'No locations leads to onboard-home', issue 17 §11).
 * 4. A route that needs auth sends a visitor to login (next_url = the requested path).
 * 5. A guest-only route sends a logged-in user to the admin home.
 * 6. A missing role leaves the route allowed (the menu hides the entry instead).
 * Customers' pages (a business's registration page, a turn page) are outside the app: no rule
 * applies to them, so a signed-in member of staff opening such a link sees it as a customer would.
 */

export interface GuardInput {
  isLoggedIn: boolean;
  settingsLoaded: boolean;
  phoneVerified: boolean;
  hasLocation: boolean;
  /** The settings were read from the server during this navigation, not only restored. */
  settingsConfirmed: boolean;
  /** Whether the account may work on any location; null until asked (rule 3 asks). */
  anyLocation: boolean | null;
  routeNeedsAuth: boolean;
  routeGuestOnly: boolean;
  /** A customer's public page (registration, turn): always allowed. */
  routeIsCustomerPage: boolean;
  /** Spec name of the route being entered, e.g. 'waitlist-hostess'. */
  routeName: string;
  /** Whether the user holds a role for the route's area; never blocks (rule 6). */
  hasRouteRole: boolean;
  /** Path plus search of the requested URL, kept as next_url for the login. */
  requestedUrl: string;
}

export type GuardTarget =
  | 'account-phone-verify'
  | 'account-location-select'
  | 'onboard-location'
  | 'account-login'
  | 'admin-home';

export type GuardDecision =
  | { type: 'load-settings' }
  | { type: 'refresh-settings' }
  | { type: 'load-locations' }
  | { type: 'redirect'; to: GuardTarget; search?: Record<string, string> }
  | { type: 'allow' };

const ADMIN_HOME_URL = '/';
const PHONE_VERIFY_ROUTE = 'account-phone-verify';
/** Routes a user without a location may stay on (rule 3). */
const LOCATION_FREE_ROUTES: ReadonlySet<string> = new Set(['onboard-home', 'account-location-select']);

const ALLOW: GuardDecision = { type: 'allow' };

export function decideRoute(input: GuardInput): GuardDecision {
  if (input.routeIsCustomerPage) return ALLOW;
  if (input.isLoggedIn) {
    if (!input.settingsLoaded) return { type: 'load-settings' };
    if (!input.phoneVerified) {
      return input.routeName === PHONE_VERIFY_ROUTE ? ALLOW : { type: 'redirect', to: PHONE_VERIFY_ROUTE };
    }
    if (!input.hasLocation && !LOCATION_FREE_ROUTES.has(input.routeName)) return withoutLocation(input);
  }
  if (input.routeNeedsAuth && !input.isLoggedIn) {
    const search = input.requestedUrl === ADMIN_HOME_URL ? undefined : { next_url: input.requestedUrl };
    return search
      ? { type: 'redirect', to: 'account-login', search }
      : { type: 'redirect', to: 'account-login' };
  }
  if (input.routeGuestOnly && input.isLoggedIn) return { type: 'redirect', to: 'admin-home' };
  return ALLOW;
}

function withoutLocation(input: GuardInput): GuardDecision {
  if (!input.settingsConfirmed) return { type: 'refresh-settings' };
  if (input.anyLocation === null) return { type: 'load-locations' };
  return input.anyLocation
    ? { type: 'redirect', to: 'account-location-select', search: { from: 'start' } }
    : { type: 'redirect', to: 'onboard-location' };
}

/** Toast text for a guard result the router does not know (spec 01 §8). */
export function unknownGuardResultMessage(reason: string): string {
  return `Error desconocido: ${reason}.`;
}

/**
 * A next_url is followed only when it is a path on this origin (never `//host` or a scheme),
 * so a crafted login link cannot send the user elsewhere.
 */
export function safeNextUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\')) return null;
  return value;
}
