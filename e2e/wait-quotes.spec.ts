import { expect, type Page, test } from '@playwright/test';
import { hostessEntry, hostessHeading } from './helpers/hostess-page';
import { signInAs } from './helpers/login-page';

const QUOTE = /Espera estimada para tu grupo: (\d+) min\./;

async function pickGroupSize(page: Page, size: string): Promise<void> {
  await page
    .getByLabel(/Tamaño del grupo/)
    .first()
    .click();
  await page.getByRole('option', { name: size }).click();
}

/** The minutes the registration page quotes for the party size chosen. */
async function shownQuote(page: Page): Promise<string> {
  const alert = page.getByText(QUOTE);
  await expect(alert).toBeVisible();
  return QUOTE.exec((await alert.textContent()) ?? '')?.[1] ?? '';
}

/**
 * Issue 19: the public page quotes the party size chosen (a party of 6 does not wait behind the
 * couples), and the party's turn page and the host's list then show that same number.
 */
test('a party of 6 and a party of 2 get their own quote, the one their turn page and the host see', async ({
  browser,
}) => {
  const name = `Grupo Seis ${Date.now() % 100_000}`;
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await customer.newPage();
  await phone.goto('/r/taqueria-demo/registro');
  await expect(phone.getByRole('heading', { name: 'Taquería Demo' })).toBeVisible();
  await expect(phone.getByText(QUOTE)).toHaveCount(0);

  await pickGroupSize(phone, '2 personas');
  const forTwo = await shownQuote(phone);
  await pickGroupSize(phone, '6 personas');
  await expect(phone.getByText(`Espera estimada para tu grupo: ${forTwo} min.`)).toHaveCount(0);
  const forSix = await shownQuote(phone);
  expect(forSix).not.toBe(forTwo);

  await phone.getByRole('textbox', { name: /Nombre/ }).fill(name);
  await phone.getByRole('textbox', { name: /Celular/ }).fill('5512346606');
  await phone.getByRole('button', { name: 'Anotarme en la lista' }).click();
  await expect(phone).toHaveURL(/\/t\/[A-Za-z0-9_-]+$/);
  await expect(phone.getByText(`Espera estimada: ${forSix} min`)).toBeVisible();
  await customer.close();

  const host = await browser.newContext();
  const tablet = await host.newPage();
  await signInAs(tablet, 'host');
  await tablet.goto('/hostess');
  await expect(hostessHeading(tablet)).toBeVisible();
  await expect(hostessEntry(tablet, name)).toContainText(`Cotizado ~${forSix} min`);
  await host.close();
});
