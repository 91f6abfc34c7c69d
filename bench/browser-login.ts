import type { BrowserContext } from '@playwright/test';

/**
 * Signs a browser context in on `origin` from inside Chromium, so the session cookies belong to
 * that host. Playwright's own request client runs in Node, which does not resolve *.localhost
 * (the orders host) as Chromium does. A throwaway page on /healthz sends the login: it loads no
 * script, so the measured page's first load is untouched.
 */
export async function signInInBrowser(
  context: BrowserContext,
  origin: string,
  login: { email: string; password: string },
): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/healthz`);
    const status = await page.evaluate(
      async (body) =>
        (
          await fetch('/v1/user/account/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      login,
    );
    if (status !== 200) throw new Error(`login as ${login.email} failed: HTTP ${status}`);
  } finally {
    await page.close();
  }
}
