import type { Locator, Page } from '@playwright/test';

/** The 'Listado de hoy' screen (waitlist-hostess). */
export function hostessHeading(page: Page): Locator {
  return page.getByRole('heading', { name: 'Listado de hoy', level: 1 });
}

/** Every entry of today's list: the active ones and the finished ones. */
export function hostessEntries(page: Page): Locator {
  return page.getByRole('list', { name: /^Registros (activos|finalizados)$/ }).getByRole('listitem');
}

/** One entry of today's list, found by the customer's name. */
export function hostessEntry(page: Page, name: string): Locator {
  return hostessEntries(page).filter({ hasText: name });
}

/** The entries that show a label (Presente, Cancelado, …) as its own badge. */
export function hostessEntriesLabelled(page: Page, label: string): Locator {
  return hostessEntries(page).filter({ has: page.getByText(label, { exact: true }) });
}
