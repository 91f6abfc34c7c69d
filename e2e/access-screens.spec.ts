import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ACCOUNT_ERRORS } from '../src/domain/contract/account';
import { logInAs } from './helpers/login-page';
import { apiSession } from './helpers/loyalty-api';
import { createAccount, newAccount } from './helpers/new-account';
import { linkMailedTo } from './helpers/outbox-mail';
import { SCREEN_SIZES, SCREENSHOTS_TAG } from './helpers/screenshots';

/**
 * Screenshots of every screen issue 9 adds, at 1280x800 and 390x844, into
 * e2e/artifacts/screens/ (to look at: the layouts are not compared to a reference). Each screen
 * is reached the way a user reaches it and checked for its heading before the picture is taken.
 */
const SCREENS_DIR = 'e2e/artifacts/screens';

function baseURL(): string {
  return `http://localhost:${Number(process.env.E2E_PORT ?? 8090)}`;
}

async function shoot(page: Page, screen: string, size: string): Promise<void> {
  // Mantine's transitions (dialogs, alerts) settle before the picture.
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SCREENS_DIR}/${screen}-${size}.png` });
}

/** The page's own session: a new account, its phone verified unless told otherwise. */
async function signUp(page: Page, name: string, verifyPhone = true): Promise<void> {
  await createAccount(page.request, newAccount(name), { verifyPhone });
}

/** An invitation of the demo owner to a new address; the path of its e-mailed link. */
async function invitationPath(owner: APIRequestContext, email: string): Promise<string> {
  const sent = await owner.post('/v1/user/invite', {
    data: { name: 'Invitada Prueba', email, role: 'operator' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  return linkMailedTo(email, '/invite?token=');
}

for (const viewport of SCREEN_SIZES) {
  const size = `${viewport.width}x${viewport.height}`;

  test.describe(`issue 9 screens at ${size} (${viewport.name})`, { tag: SCREENSHOTS_TAG }, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('login register sub-view, /signup, access code', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Usar celular o correo' }).click();
      await page.getByRole('textbox', { name: 'Celular o correo electrónico' }).fill('5599990000');
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
      await page.getByLabel('Contraseña', { exact: true }).fill('abc');
      await shoot(page, 'login-register', size);

      await page.goto('/signup');
      await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await shoot(page, 'signup-errors', size);

      await page.goto('/link');
      await page.getByRole('textbox', { name: 'Código de acceso' }).fill('ab-12 cd');
      await expect(page.getByRole('textbox', { name: 'Código de acceso' })).toHaveValue('AB12CD');
      await shoot(page, 'link', size);
      await page.getByRole('textbox', { name: 'Código de acceso' }).fill('');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page.getByText('Debe ingresar un código de acceso')).toBeVisible();
      await shoot(page, 'link-empty', size);
    });

    test('phone verification', async ({ page }) => {
      await signUp(page, 'Pantalla Verificación', false);
      await page.goto('/hostess');
      await expect(page).toHaveURL(/\/phone-verify/);
      await expect(page.getByRole('textbox', { name: 'Código de verificación' })).toBeVisible();
      await shoot(page, 'phone-verify', size);
      await page.getByRole('textbox', { name: 'Código de verificación' }).fill('000000');
      await expect(
        page.getByText('Código de verificación incorrecto. Por favor, intenta de nuevo.'),
      ).toBeVisible();
      await shoot(page, 'phone-verify-wrong-code', size);
    });

    test('password reset: request, sent, confirm with a bad token', async ({ page }) => {
      await page.goto('/reset-password');
      await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toBeVisible();
      await shoot(page, 'reset-request', size);
      await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('nadie@prueba.mx');
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await expect(page.getByText('Revisa tu correo')).toBeVisible();
      await shoot(page, 'reset-sent', size);

      await page.goto('/reset-password?token=no-existe');
      await page.getByLabel('Nueva contraseña', { exact: true }).fill('Nueva1234');
      await page.getByLabel('Repite la contraseña', { exact: true }).fill('Otra1234');
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
      await shoot(page, 'reset-confirm-mismatch', size);
      await page.getByLabel('Repite la contraseña', { exact: true }).fill('Nueva1234');
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await expect(page.getByText(ACCOUNT_ERRORS.resetInvalid)).toBeVisible();
      await shoot(page, 'reset-confirm-bad-token', size);
    });

    test('invitation: valid and unknown', async ({ page }) => {
      const owner = await apiSession(baseURL(), 'owner');
      const path = await invitationPath(owner, `pantalla.${viewport.name}.${Date.now()}@prueba.mx`);
      await owner.dispose();
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Has recibido una invitación' })).toBeVisible();
      await shoot(page, 'invite', size);

      await page.goto('/invite?token=no-existe');
      await expect(page.getByText('La invitación no existe o ha expirado.')).toBeVisible();
      await shoot(page, 'invite-unknown', size);
    });

    test('onboarding: welcome, location, preferences, ready', async ({ page }) => {
      await signUp(page, 'Pantalla Registro');
      await page.goto('/onboard');
      await expect(page.getByRole('button', { name: 'Registrar negocio' })).toBeVisible();
      await shoot(page, 'onboard-welcome', size);

      await page.getByRole('button', { name: 'Registrar negocio' }).click();
      await expect(page.getByRole('heading', { name: 'Tu negocio' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Nombre del negocio' }).fill('Pantallas Prueba');
      await page
        .getByRole('textbox', { name: 'Enlace personalizado' })
        .fill(`pantallas_${viewport.name}_${Date.now() % 1_000_000}`);
      await page.getByRole('textbox', { name: 'Número de WhatsApp' }).fill('5511112222');
      await page.getByRole('combobox', { name: 'Tipo de negocio' }).click();
      await page.getByRole('option', { name: 'Cafetería', exact: true }).click();
      await shoot(page, 'onboard-location', size);
      await page.getByRole('button', { name: 'Continuar' }).click();

      await expect(page.getByRole('heading', { name: '¿Cómo atiendes a tus clientes?' })).toBeVisible();
      const answer = (question: string, value: 'Sí' | 'No') =>
        page.getByRole('group', { name: question }).getByRole('button', { name: value }).click();
      await answer('¿Quieres recibir citas o reservaciones?', 'No');
      await answer('¿Quieres atender por turnos con una lista de espera?', 'No');
      await expect(page.getByText('Selecciona al menos una opción')).toBeVisible();
      await shoot(page, 'onboard-preferences-reset', size);
      await answer('¿Quieres recibir citas o reservaciones?', 'Sí');
      await answer('¿Quieres atender por turnos con una lista de espera?', 'Sí');
      await answer('¿Quieres que tus clientes se registren en línea desde tu enlace?', 'Sí');
      await answer('¿Quieres un kiosco para que tus clientes se registren en tu local?', 'No');
      await answer('¿Atiendes a grupos de personas?', 'Sí');
      await shoot(page, 'onboard-preferences', size);
      await page.getByRole('button', { name: 'Continuar' }).click();

      await expect(page.getByRole('heading', { name: '¡Tu negocio está listo!' })).toBeVisible();
      await shoot(page, 'onboard-ready', size);
    });

    test('staff: users, invite dialog, invitation sent', async ({ page }) => {
      const owner = await apiSession(baseURL(), 'owner');
      await invitationPath(owner, `pendiente.${viewport.name}.${Date.now()}@prueba.mx`);
      await owner.dispose();
      await logInAs(page, 'owner');

      await page.goto('/settings/users');
      await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Invitar' })).toBeVisible();
      await shoot(page, 'staff', size);

      await page.goto('/settings/users/invite');
      const dialog = page.getByRole('dialog', { name: 'Invitar usuario' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
      await shoot(page, 'staff-invite-errors', size);
      await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Nueva Persona');
      await dialog
        .getByRole('textbox', { name: 'Correo electrónico' })
        .fill(`nueva.${viewport.name}.${Date.now()}@prueba.mx`);
      await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
      await expect(page.getByRole('dialog', { name: 'Invitación enviada' })).toBeVisible();
      await shoot(page, 'staff-invite-sent', size);
    });
  });
}
