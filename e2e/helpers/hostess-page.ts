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

/** The dialog that asks before an action (it cancels itself after 10 s). */
export function actionConfirmDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ hasText: 'Se cancelará en' });
}

/**
 * Runs one action on an entry the way the host does: the main green button or the entry's menu,
 * then the confirmation dialog's button of the same name.
 */
export async function runEntryAction(page: Page, name: string, action: string): Promise<void> {
  const entry = hostessEntry(page, name);
  const main = entry.getByRole('button', { name: action, exact: true });
  if (await main.isVisible()) await main.click();
  else {
    await entry.getByRole('button', { name: `Más acciones de ${name}` }).click();
    await page.getByRole('menuitem', { name: action, exact: true }).click();
  }
  const dialog = actionConfirmDialog(page);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The register dialog ('Registrar turno' or 'Nueva …'). */
export function registerDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: /^(Registrar turno|Nueva )/ });
}

/** The queue item drawer of one customer. */
export function queueDrawer(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name });
}
