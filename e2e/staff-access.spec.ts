import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { hostessHeading } from './helpers/hostess-page';
import { signInAs } from './helpers/login-page';
import { ServerProcess } from './helpers/server-process';

// A server of its own: the host loses their access here, which the shared server's other specs need.
const port = Number(process.env.E2E_PORT ?? 8090) + 107;
const dataDir = mkdtempSync(join(tmpdir(), 'mostrador-e2e-staff-'));
const server = new ServerProcess(port, dataDir);
const HOST = 'Hugo Anfitrión';
const SCREENSHOT_DIR = 'e2e/artifacts/screenshots';

test.use({ baseURL: server.url });
test.beforeAll(async () => {
  test.setTimeout(360_000); // without the run's demo template a first start runs initdb and seeds
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function openHostDetail(page: Page): Promise<void> {
  await page.goto('/settings/users');
  await page.getByRole('article', { name: HOST }).getByRole('link', { name: HOST }).click();
  await expect(page.getByRole('heading', { level: 1, name: HOST })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Información' })).toBeVisible();
}

const SIZES = [
  [1280, 800],
  [390, 844],
] as const;

test("the staff detail's 'Información' tab at 1280x800 and 390x844", async ({ page }) => {
  await signInAs(page, 'owner');
  // As it opens, then with 'Personalizado' chosen (the permissions to pick, grouped by area).
  for (const custom of [false, true]) {
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await openHostDetail(page);
      if (custom) {
        await page.getByRole('radio', { name: /Personalizado/ }).check();
        await expect(page.getByRole('group', { name: 'Lista de espera' })).toBeVisible();
      }
      await page.waitForTimeout(300);
      await page.screenshot({
        path: `${SCREENSHOT_DIR}/settings-user-item${custom ? '-custom' : ''}-${width}x${height}.png`,
        fullPage: true,
      });
    }
  }
  await page.getByRole('button', { name: 'Quitar de esta ubicación' }).click();
  await expect(page.getByRole('dialog', { name: '¿Quitar de esta ubicación?' })).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/settings-user-item-remove-390x844.png` });
  await page.getByRole('button', { name: 'Cancelar' }).click();
});

test("the owner makes the host a Visor: the host's open tablet loses its actions at once; removed, it returns to the login", async ({
  browser,
}) => {
  const tabletContext = await browser.newContext();
  const ownerContext = await browser.newContext();
  try {
    const tablet = await tabletContext.newPage();
    await signInAs(tablet, 'host');
    await tablet.goto('/hostess');
    await expect(hostessHeading(tablet)).toBeVisible();
    await expect(tablet.getByText('En vivo', { exact: true })).toBeVisible();

    const owner = await ownerContext.newPage();
    await signInAs(owner, 'owner');
    await openHostDetail(owner);
    await owner.getByRole('radio', { name: 'Visor' }).check();
    await owner.getByRole('button', { name: 'Guardar nivel' }).click();
    await owner
      .getByRole('dialog', { name: '¿Cambiar el nivel de acceso?' })
      .getByRole('button', { name: 'Cambiar nivel' })
      .click();
    await expect(owner.getByText('Nivel de acceso actualizado.')).toBeVisible();

    // The host stand's register and turn actions give way without anyone touching the tablet (the
    // guard lets the address stay, 01 §4.2 rule 6; the screen says the level has no access).
    await expect(tablet.getByRole('alert').filter({ hasText: 'Sin acceso' })).toBeVisible({ timeout: 5_000 });
    await expect(tablet.getByRole('button', { name: 'Registrar', exact: true })).toHaveCount(0);
    await expect(tablet).not.toHaveURL(/\/login/);

    await owner.getByRole('button', { name: 'Quitar de esta ubicación' }).click();
    await owner
      .getByRole('dialog', { name: '¿Quitar de esta ubicación?' })
      .getByRole('button', { name: 'Quitar acceso' })
      .click();
    await expect(owner).toHaveURL(/\/settings\/users$/);
    await expect(owner.getByRole('article', { name: HOST })).toHaveCount(0);

    // Nobody touches the tablet: it returns to the login and says why.
    await expect(tablet).toHaveURL(/\/login/, { timeout: 5_000 });
    await expect(tablet.getByText('Tu acceso a este negocio terminó.')).toBeVisible();
  } finally {
    await tabletContext.close();
    await ownerContext.close();
  }
});
