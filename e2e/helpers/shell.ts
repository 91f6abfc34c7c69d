import type { Locator, Page } from '@playwright/test';

/** The left drawer of wide screens. */
export function drawer(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Menú principal' });
}

/** The bottom tab bar of small screens (its section links sit in the page footer). */
export function tabBar(page: Page): Locator {
  return page.getByRole('contentinfo').getByRole('navigation', { name: 'Secciones' });
}

/** The labels of the drawer's section links, in order (without badges such as 'Pro'). */
export async function drawerLinkLabels(page: Page): Promise<string[]> {
  const texts = await drawer(page)
    .getByRole('navigation', { name: 'Secciones' })
    .getByRole('link')
    .allInnerTexts();
  return texts.map((text) => text.split('\n')[0]!.trim());
}
