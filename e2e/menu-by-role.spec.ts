import { type Browser, expect, test } from '@playwright/test';
import type { DemoUser } from './helpers/demo-users';
import { signInAs } from './helpers/login-page';
import { drawer, drawerLinkLabels } from './helpers/shell';

/** Signs the user in on a fresh browser context and reads the drawer's entries. */
async function menuOf(browser: Browser, user: DemoUser): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInAs(page, user);
    await page.goto('/');
    await expect(drawer(page)).toBeInViewport();
    await expect(drawer(page).getByRole('link', { name: 'Configuración' })).toBeVisible();
    return await drawerLinkLabels(page);
  } finally {
    await context.close();
  }
}

test('the reader sees fewer menu entries than the owner', async ({ browser }) => {
  const ownerMenu = await menuOf(browser, 'owner');
  const readerMenu = await menuOf(browser, 'reader');

  expect(ownerMenu).toEqual(
    expect.arrayContaining(['Listado de hoy', 'Clientes', 'Mensajes', 'Configuración', 'Facturación']),
  );
  expect(readerMenu).toEqual(expect.arrayContaining(['Historial', 'Lealtad']));
  for (const hidden of ['Listado de hoy', 'Clientes', 'Mensajes', 'Facturación']) {
    expect(readerMenu, `the reader's menu has no '${hidden}'`).not.toContain(hidden);
  }
  expect(readerMenu.length).toBeLessThan(ownerMenu.length);
});
