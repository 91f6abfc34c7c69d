import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type DemoUser, demoUsers } from './demo-users';

/**
 * Signs in through the login screen the page is already on: 'Usar celular o correo', the
 * identifier, 'Continuar', the password, 'Iniciar sesión'. Resolves once the app left /login.
 */
export async function signInOnLoginScreen(page: Page, user: DemoUser): Promise<void> {
  await signInWith(page, demoUsers[user], DEMO_PASSWORD);
}

/** The same with any account's phone or e-mail and password. */
export async function signInWith(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Usar celular o correo' }).click();
  await page.getByRole('textbox', { name: 'Celular o correo electrónico' }).fill(identifier);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Signs in without the login screen, for journeys whose point comes after it: the same
 * POST /v1/user/account/login the screen sends, so the browser holds the same session cookies;
 * the caller then opens its screen (one page load instead of the login screen's and the home's).
 * The screen's own sign-in is the point of hostess.spec.ts, guard.spec.ts, first-journey,
 * google-sign-in and the access code's link. Cookies are per host: `origin` is the host to sign in
 * on (the orders host, a spec's own server), by default the context's baseURL.
 */
export async function signInAs(page: Page, user: DemoUser, origin?: string): Promise<void> {
  const credentials = { email: demoUsers[user], password: DEMO_PASSWORD };
  if (origin === undefined || !new URL(origin).hostname.endsWith('.localhost')) {
    const answer = await page.request.post(`${origin ?? ''}/v1/user/account/login`, { data: credentials });
    expect(answer.ok(), await answer.text()).toBe(true);
    return;
  }
  // Node does not resolve *.localhost (Chromium does): the page sends it from that host.
  await page.goto(`${origin}/healthz`);
  const status = await page.evaluate(async (body) => {
    const answer = await fetch('/v1/user/account/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return answer.status;
  }, credentials);
  expect(status, `sign-in of ${credentials.email} on ${origin}`).toBe(200);
}

/** Opens the login screen and signs in; the app then shows the user's home. */
export async function logInAs(page: Page, user: DemoUser): Promise<void> {
  await page.goto('/login');
  await signInOnLoginScreen(page, user);
}
