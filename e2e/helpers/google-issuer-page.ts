import { expect, type Page } from '@playwright/test';

/**
 * The local OpenID Connect issuer's 'Elige una cuenta' page (scripts/local-oidc-issuer.ts, started
 * by e2e/start-server.ts), standing in for Google's: the page is there after 'Continuar con Google'.
 */
export async function chooseGoogleAccount(
  page: Page,
  account: { name: string; email: string },
): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Elige una cuenta' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre' }).fill(account.name);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(account.email);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** 'Cancelar' on the issuer's page: the provider answers error=access_denied. */
export async function cancelGoogleAccountChoice(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Elige una cuenta' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancelar' }).click();
}
