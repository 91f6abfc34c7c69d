import { expect, type Page, test } from '@playwright/test';
import { logInAs, signInAs } from './helpers/login-page';
import { SCREEN_SIZES, SCREENSHOTS_TAG } from './helpers/screenshots';

/**
 * The settings index, the staff screen with access codes and the invite dialog, at 1280x800 and
 * 390x844, into e2e/artifacts/screenshots/ (to look at: not compared to a reference); then an
 * access code's link signs its person in.
 */
const SCREENSHOT_DIR = 'e2e/artifacts/screenshots';

async function shoot(page: Page, screen: string, size: string): Promise<void> {
  // Mantine's transitions (dialogs, notifications) settle before the picture.
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${screen}-${size}.png` });
}

for (const viewport of SCREEN_SIZES) {
  const size = `${viewport.width}x${viewport.height}`;

  test.describe(`settings and staff screens at ${size} (${viewport.name})`, { tag: SCREENSHOTS_TAG }, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('Configuración, Usuarios with access codes, the invite dialog', async ({ page }) => {
      await logInAs(page, 'owner');
      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Negocio' }).getByRole('link', { name: /Usuarios/ }),
      ).toBeVisible();
      await shoot(page, 'settings-home', size);

      await page.getByRole('link', { name: /Usuarios/ }).click();
      await expect(page).toHaveURL(/\/settings\/users$/);
      const host = page.getByRole('article', { name: 'Hugo Anfitrión' });
      // A code shows only when it is made (the next test): the list says whether one exists.
      await expect(
        host.getByText(/Sin código de acceso|Su código de acceso se mostró cuando se generó/),
      ).toBeVisible();
      await shoot(page, 'settings-users-codes', size);

      await page.getByRole('button', { name: 'Invitar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invitar usuario' });
      await expect(dialog).toBeVisible();
      const send = dialog.getByRole('button', { name: 'Enviar invitación' });
      const cancel = dialog.getByRole('button', { name: 'Cancelar' });
      // Polled: the dialog's opening transition scales it for a moment.
      await expect
        .poll(async () => {
          const [sendBox, cancelBox] = [await send.boundingBox(), await cancel.boundingBox()];
          if (!sendBox || !cancelBox) return 'not shown';
          if (viewport.name === 'phone') {
            // Stacked, the primary on top, both as wide as the dialog's content.
            const stacked = sendBox.y < cancelBox.y && sendBox.width === cancelBox.width;
            return stacked && sendBox.width > 300 ? 'stacked full width' : 'other';
          }
          const sideBySide = Math.abs(sendBox.y - cancelBox.y) < 1 && sendBox.x > cancelBox.x;
          return sideBySide ? 'side by side' : 'other';
        })
        .toBe(viewport.name === 'phone' ? 'stacked full width' : 'side by side');
      await shoot(page, 'settings-user-invite', size);
    });
  });
}

test('the owner gives the host a code, shown once; its link signs the host in', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, 'owner');
  await page.goto('/settings/users');
  const host = page.getByRole('article', { name: 'Hugo Anfitrión' });
  const code = host.getByRole('group', { name: 'Código de acceso' }).locator('code');

  // No code is made until someone asks; it shows then, once.
  await expect(host.getByText('Sin código de acceso')).toBeVisible();
  await host.getByRole('button', { name: 'Generar código' }).click();
  await expect(code).toHaveText(/^[A-Z2-9]{12}$/);
  const firstCode = (await code.textContent()) ?? '';

  await host.getByRole('button', { name: 'Generar nuevo código' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Generar un nuevo código?' });
  await confirm.getByRole('button', { name: 'Generar código' }).click();
  await expect(confirm).toBeHidden();
  await expect(code).not.toHaveText(firstCode);
  await expect(code).toHaveText(/^[A-Z2-9]{12}$/);

  await host.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(page.getByText('Código de acceso copiado.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/link\?code=/);

  // Opened again, the screen says the code was shown when it was made.
  await page.reload();
  await expect(host.getByText(/Su código de acceso se mostró cuando se generó/)).toBeVisible();
  await expect(host.locator('code')).toHaveCount(0);

  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.goto(link);
  await expect(page).not.toHaveURL(/\/(link|login)/);
  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await expect(page.getByRole('menu')).toContainText('Hugo Anfitrión');
});
