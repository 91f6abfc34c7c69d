import { canAccess } from '../domain/roles';
import type { AppModule } from '../domain/rules/modules';
import type { WaitlistView } from './last-waitlist-view';
import { menuEntries } from './shell/menu-entries';

/** Reached by every signed-in user: the settings home holds 'Mi perfil'. */
const FALLBACK_HOME = '/settings';

/**
 * Where admin home ('/') leads: the last agenda view in the waitlist module, the inbox in the
 * shop module (spec 01 §2.1) — or, for a user whose roles do not reach that screen, the first
 * menu entry they may use (a survey kiosk account: the kiosk), so nobody lands on a screen that only says they lack permission.
 */
export function adminHomePath(module: AppModule, roles: readonly string[], lastView: WaitlistView): string {
  if (module === 'shop' && canAccess(roles, 'shop-orders')) return '/inbox';
  if (module === 'waitlist' && canAccess(roles, 'waitlist-visits')) {
    return lastView.name === 'waitlist-calendar' ? `/calendar/${lastView.view}` : '/hostess';
  }
  const first = menuEntries(module, roles)[0]?.to;
  const home = first ?? FALLBACK_HOME;
  // A survey kiosk account reaches no other screen than its settings: its tablet opens on the kiosk.
  return home === FALLBACK_HOME && canAccess(roles, 'surveys-kiosk') ? '/survey/kiosk' : home;
}
