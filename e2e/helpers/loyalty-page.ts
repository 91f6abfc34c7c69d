import type { Locator, Page } from '@playwright/test';

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

/** The 6 digits printed under the card page's QR. */
export async function cardCode(page: Page): Promise<string> {
  return (await page.getByTestId('card-code').textContent()) ?? '';
}
