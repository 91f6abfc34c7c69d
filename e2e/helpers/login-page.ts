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

/** Opens the login screen and signs in; the app then shows the user's home. */
export async function logInAs(page: Page, user: DemoUser): Promise<void> {
  await page.goto('/login');
  await signInOnLoginScreen(page, user);
}
