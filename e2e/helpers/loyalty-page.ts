import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { signInAs } from './login-page';
import { watchCamera } from './loyalty-camera';

export const PHONE = { width: 390, height: 844 };

/** The front's card of one program (its 'Escanear QR' and 'Teléfono o código' buttons). */
export function programCard(page: Page, programName: string): Locator {
  return page.getByRole('article', { name: programName });
}

/** The transaction dialog, titled with the program's name. */
export function transactionDialog(page: Page, programName: string): Locator {
  return page.getByRole('dialog', { name: programName });
}

export function scannerDialog(page: Page, programName: string): Locator {
  return page.getByRole('dialog', { name: `Escanear QR · ${programName}` });
}

export function successDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Transacción realizada' });
}

/** The cashier's front (/loyalty) on a phone of `browser` (one with the fake camera), camera use recorded. */
export async function cashierFront(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
  });
  const page = await context.newPage();
  await watchCamera(page);
  await signInAs(page, 'cashier');
  await page.goto('/loyalty');
  return page;
}

/** Opens the customer's card page on their phone; the code it shows. */
export async function openCard(page: Page, path: string): Promise<string> {
  await page.setViewportSize(PHONE);
  await page.goto(path);
  const code = page.getByTestId('card-code');
  await expect(code).toHaveText(/^\d{6}$/);
  return (await code.textContent()) ?? '';
}
