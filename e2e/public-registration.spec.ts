import { expect, test } from '@playwright/test';
import { hostessEntry, hostessHeading } from './helpers/hostess-page';
import { signInAs } from './helpers/login-page';

/**
 * A customer joins today's waitlist from the online registration page (no login), lands on the
 * turn page, and the host sees the entry on 'Listado de hoy'.
 */
test('a customer joins the waitlist online and the entry shows on Listado de hoy', async ({ browser }) => {
  const name = `Cliente En Línea ${Date.now() % 100_000}`;
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await customer.newPage();
  await phone.goto('/r/taqueria-demo/registro');
  await expect(phone.getByRole('heading', { name: 'Taquería Demo' })).toBeVisible();
  await expect(phone.getByRole('navigation')).toHaveCount(0);

  await phone.getByRole('textbox', { name: /Nombre/ }).fill(name);
  await phone.getByRole('textbox', { name: /Celular/ }).fill('5512349876');
  await phone
    .getByLabel(/Tamaño del grupo/)
    .first()
    .click();
  await phone.getByRole('option', { name: '3 personas' }).click();
  await phone.getByRole('button', { name: 'Anotarme en la lista' }).click();

  await expect(phone).toHaveURL(/\/t\/[A-Za-z0-9_-]+$/);
  await expect(phone.getByText(`Hola, ${name}`)).toBeVisible();
  await expect(phone.getByText(/grupos? antes que tú|Eres el siguiente/)).toBeVisible();
  await customer.close();

  const host = await browser.newContext();
  const tablet = await host.newPage();
  await signInAs(tablet, 'host');
  await tablet.goto('/hostess');
  await expect(hostessHeading(tablet)).toBeVisible();
  await expect(hostessEntry(tablet, name)).toBeVisible();
  await expect(hostessEntry(tablet, name)).toContainText('3');
  await host.close();
});
