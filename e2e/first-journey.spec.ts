import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import type { AllowedLocation } from '../src/domain/contract/access';
import { hostessHeading } from './helpers/hostess-page';
import { signInWith } from './helpers/login-page';
import { linkMailedTo } from './helpers/outbox-mail';
import { smsCount } from './helpers/recorded-messages';
import { answerPreference, registerBusiness, registerByPhone, verifyPhone } from './helpers/sign-up-page';

/**
 * The first journey of a new business (issue 9): an owner registers by phone on the login
 * screen, verifies the phone with the SMS code, registers 'Cafetería La Prueba', answers the
 * preferences, copies the customers' link (which works), reaches an empty 'Listado de hoy',
 * invites a host by e-mail; the host accepts from the e-mailed link and sees only that
 * location's list, forgets the password and resets it from the e-mailed link.
 * Every run uses new phones, addresses and a new custom link, so a reused server works too.
 */
const run = `${Date.now() % 1_000_000}`;
const owner = { name: 'Marta Prueba', phone: `55${run.padStart(8, '0')}`, password: 'Prueba123' };
const business = { name: 'Cafetería La Prueba', username: `la_prueba_${run}`, whatsapp: '5587654321' };
const host = {
  name: 'Hugo Invitado',
  email: `anfitrion.${run}@prueba.mx`,
  phone: `57${run.padStart(8, '0')}`,
  password: 'Anfitrion1',
};
const newHostPassword = 'Nueva1234';

async function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 800 } });
}

test('a new owner registers, sets up the business, invites a host who accepts and resets the password', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerContext = await newContext(browser);
  await ownerContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await ownerContext.newPage();

  await test.step('registers by phone and verifies it with the SMS code', async () => {
    const sentBefore = smsCount(owner.phone);
    await registerByPhone(page, owner);
    await verifyPhone(page, owner.phone, sentBefore);
    // Without any location the guard opens onboarding's business form straight away (02 §4).
    await expect(page).toHaveURL(/\/onboard\/location/);
    await expect(page.getByRole('heading', { name: 'Tus negocios' })).toHaveCount(0);
  });

  let registrationUrl = '';
  await test.step("registers 'Cafetería La Prueba' and answers the preferences", async () => {
    await registerBusiness(page, { ...business, category: 'Cafetería' });
    const answer = (question: string, value: 'Sí' | 'No') => answerPreference(page, question, value);
    await answer('¿Quieres recibir citas o reservaciones?', 'No');
    await answer('¿Quieres atender por turnos con una lista de espera?', 'Sí');
    await answer('¿Quieres que tus clientes se registren en línea desde tu enlace?', 'Sí');
    await answer('¿Quieres un kiosco para que tus clientes se registren en tu local?', 'No');
    await answer('¿Atiendes a grupos de personas?', 'Sí');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByRole('heading', { name: '¡Tu negocio está listo!' })).toBeVisible();
    await page.getByRole('button', { name: 'Copiar enlace' }).click();
    await expect(page.getByText('Enlace copiado.')).toBeVisible();
    registrationUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(registrationUrl).toMatch(new RegExp(`/r/${business.username}/registro$`));
  });

  await test.step('the copied link opens the public registration page', async () => {
    const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await customer.newPage();
    await phone.goto(new URL(registrationUrl).pathname);
    await expect(phone.getByRole('heading', { name: business.name })).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Anotarme en la lista' })).toBeVisible();
    await customer.close();
  });

  await test.step("'Comenzar' leads to an empty 'Listado de hoy'", async () => {
    await page.getByRole('button', { name: 'Comenzar' }).click();
    await expect(hostessHeading(page)).toBeVisible();
    await expect(page.getByText('No hay registros para hoy.')).toBeVisible();
  });

  await test.step('invites a host by e-mail', async () => {
    await page.goto('/settings/users');
    await page.getByRole('button', { name: 'Invitar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill(host.name);
    await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(host.email);
    await expect(dialog.getByRole('radio', { name: /Operador/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect(page.getByRole('dialog', { name: 'Invitación enviada' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
  });

  const hostContext = await newContext(browser);
  const hostPage = await hostContext.newPage();
  await test.step('the host opens the e-mailed invitation, accepts and sees only that list', async () => {
    await hostPage.goto(await linkMailedTo(host.email, '/invite?token='));
    await expect(hostPage.getByRole('heading', { name: 'Has recibido una invitación' })).toBeVisible();
    await expect(
      hostPage.getByText(/Te invitan a colaborar en Cafetería La Prueba como Operador/),
    ).toBeVisible();
    await expect(hostPage.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(host.email);
    await expect(hostPage.getByRole('textbox', { name: 'Nombre y apellido' })).toHaveValue(host.name);
    await hostPage.getByRole('textbox', { name: /^Celular/ }).fill(host.phone);
    await hostPage.getByLabel('Contraseña', { exact: true }).fill(host.password);
    const sentBefore = smsCount(host.phone);
    await hostPage.getByRole('button', { name: 'Aceptar invitación' }).click();
    // Every new account verifies its phone first.
    await verifyPhone(hostPage, host.phone, sentBefore);
    await expect(hostessHeading(hostPage)).toBeVisible();
    await expect(hostPage.getByRole('button', { name: /^Ubicación: Cafetería La Prueba\./ })).toBeVisible();
    await expect(hostPage.getByText('No hay registros para hoy.')).toBeVisible();
    const allowed = await hostPage.request.get('/v1/user/account/allowed-locations');
    const locations = ((await allowed.json()) as { data: AllowedLocation[] }).data;
    expect(locations.map((location) => location.username)).toEqual([business.username]);
  });

  await test.step('the host resets a forgotten password from the e-mailed link', async () => {
    await hostContext.clearCookies();
    await hostPage.goto('/login');
    await hostPage.getByRole('button', { name: 'Usar celular o correo' }).click();
    await hostPage.getByRole('textbox', { name: 'Celular o correo electrónico' }).fill(host.email);
    await hostPage.getByRole('button', { name: 'Continuar' }).click();
    await hostPage.getByRole('link', { name: 'Problemas con la contraseña?' }).click();
    await hostPage.getByRole('textbox', { name: 'Correo electrónico' }).fill(host.email);
    await hostPage.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(hostPage.getByText('Revisa tu correo')).toBeVisible();

    await hostPage.goto(await linkMailedTo(host.email, '/reset-password?token='));
    await hostPage.getByLabel('Nueva contraseña', { exact: true }).fill(newHostPassword);
    await hostPage.getByLabel('Repite la contraseña', { exact: true }).fill(newHostPassword);
    await hostPage.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(hostPage.getByText('Contraseña actualizada')).toBeVisible();
    await hostPage.getByRole('link', { name: 'Iniciar sesión' }).click();

    await signInWith(hostPage, host.email, newHostPassword);
    await expect(hostessHeading(hostPage)).toBeVisible();
  });

  await hostContext.close();
  await ownerContext.close();
});
