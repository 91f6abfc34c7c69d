import { reloadPage } from './page-reload';
import { clearSession } from './session';
import { noteSessionEnded } from './session-ended';

/**
 * The server no longer knows this device's session (ended, expired, or the person lost their
 * access): forget it here and reload (spec 01 §8); the guard then shows the login, which says why.
 * `hadSession`: whether this page was signed in when it asked. The 401's own Set-Cookie has
 * already cleared the flag cookie, so callers decide that beforehand; without a session there is
 * no reload (it could repeat forever).
 */
export function endLostSession(hadSession: boolean): void {
  clearSession();
  if (!hadSession) return;
  noteSessionEnded();
  reloadPage();
}
