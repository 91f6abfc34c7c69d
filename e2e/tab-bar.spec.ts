import { expect, type Page, test } from '@playwright/test';
import { signInAs } from './helpers/login-page';
import { tabBar } from './helpers/shell';

/** The tab labels the bar cuts short with an ellipsis (wider than the room they have). */
function cutLabels(page: Page): Promise<string[]> {
  return tabBar(page).evaluate((nav) =>
    [...nav.querySelectorAll('a, button')]
      .map((tab) => tab.querySelector('span'))
      .filter((label): label is HTMLSpanElement => label !== null && label.scrollWidth > label.clientWidth)
      .map((label) => label.textContent ?? ''),
  );
}

// Phones from the common 360 px Android width to a 390 px iPhone: each tab a fifth of it.
for (const width of [360, 390]) {
  test(`every tab's label shows whole at ${width} px, whichever tab is open`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAs(page, 'owner');
    await page.goto('/hostess');
    for (const name of ['Listado de hoy', 'Calendario', 'Historial', 'Estadísticas']) {
      const tab = tabBar(page).getByRole('link', { name });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-current', 'page');
      expect(await cutLabels(page), `with '${name}' open`).toEqual([]);
    }
  });
}
