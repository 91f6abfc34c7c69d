const TOKEN_KEY = 'mostrador-token';

function storages(): Storage[] {
  try {
    return [window.sessionStorage, window.localStorage];
  } catch {
    // Storage access can throw (privacy modes, sandboxed frames): no token then.
    return [];
  }
}

/**
 * Keeps a bearer token for the API client. The session cookie already authenticates the browser;
 * the token is for contexts without cookies. `remember` keeps it across browser restarts.
 */
export function setAuthToken(token: string, options: { remember?: boolean } = {}): void {
  clearAuthToken();
  const [session, local] = storages();
  (options.remember ? local : session)?.setItem(TOKEN_KEY, token);
}

export function getAuthToken(): string | null {
  for (const storage of storages()) {
    const token = storage.getItem(TOKEN_KEY);
    if (token) return token;
  }
  return null;
}

export function clearAuthToken(): void {
  for (const storage of storages()) storage.removeItem(TOKEN_KEY);
}
