import { LOGGED_IN_COOKIE } from '../domain/contract/session-cookies';
import { clearAuthToken, getAuthToken } from './api/auth-token';
import { PERSISTED_CACHE_KEY } from './query/persister';

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The login state of the shell (spec 01 §4.2): the readable flag cookie the server sets at login. */
export function isLoggedIn(): boolean {
  const flag = readCookie(LOGGED_IN_COOKIE);
  return flag !== null && flag !== '' && flag !== '0';
}

/** Whether anything of a session is left in this browser (flag cookie or bearer token). */
export function hasSessionTraces(): boolean {
  return isLoggedIn() || getAuthToken() !== null;
}

/**
 * Whether this page has held a session since it loaded or last forgot one. The flag cookie alone
 * cannot say: an answer the page cannot read (the event stream's 401 when the person lost their
 * access) clears it too, and the page must still end its session when its next request learns why.
 */
let sessionSeenOnPage = false;

export function hadSessionOnPage(): boolean {
  if (hasSessionTraces()) sessionSeenOnPage = true;
  return sessionSeenOnPage;
}

/**
 * Forgets the session on this device: the flag cookie, the bearer token and the persisted query
 * cache (another user must not see this one's data after an offline start).
 */
export function clearSession(): void {
  sessionSeenOnPage = false;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari; the value is fixed.
  document.cookie = `${LOGGED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  clearAuthToken();
  try {
    window.localStorage.removeItem(PERSISTED_CACHE_KEY);
  } catch {
    // Storage unavailable: nothing was persisted there.
  }
}
