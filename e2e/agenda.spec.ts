import { expect, test } from '@playwright/test';
import { logInAs } from './helpers/login-page';

/**
 * Booking from the calendar (issue 6): a click on a free slot opens the register dialog with the
 * booking preset there (the lead wires CalendarPage's onSelectSlot to the register dialog), the
 * booking is saved and shows on the calendar in the pending colour.
 */
test('the host books a free slot from the calendar and sees it there', async ({ page }) => {
  const name = `Reserva Calendario ${Date.now() % 100_000}`;
  await logInAs(page, 'host');
  await page.goto('/calendar/day');
  await expect(page.getByRole('heading', { name: 'Calendario', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();

  const lane = page.locator('.fc-timegrid-slot-lane[data-time="13:00:00"]');
  await expect(lane).toBeVisible();
  await lane.click();

  const dialog = page.getByRole('dialog', { name: /Nueva reservación/ });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('group', { name: 'Tamaño del grupo' })
    .getByRole('button', { name: '2', exact: true })
    .click();
  await dialog.getByRole('button', { name: 'Nuevo cliente' }).click();
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Celular' }).fill('5587654321');
  // The clicked time comes preselected when it is free; otherwise take the first free one.
  const times = dialog.getByRole('group', { name: 'Horarios disponibles' }).getByRole('button');
  if ((await dialog.locator('[aria-pressed="true"]').count()) === 0) await times.first().click();
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog).toBeHidden();

  const event = page.locator('.fc-event', { hasText: name });
  await expect(event).toBeVisible();
  await expect(event).toHaveCSS('background-color', 'rgb(33, 150, 243)');
});

test('the view switch keeps the view in the URL and / returns to the last one', async ({ page }) => {
  await logInAs(page, 'host');
  await page.goto('/calendar/month');
  await page.getByRole('radio', { name: 'Semana' }).check({ force: true });
  await expect(page).toHaveURL(/\/calendar\/week$/);
  await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/calendar\/week$/);
  await page.goto('/visits');
  await expect(page).toHaveURL(/\/calendar\/week$/);
});
