import { expect, type Page, test } from '@playwright/test';
import { signInAs } from './helpers/login-page';

/**
 * Booking from the calendar (issue 6): a click on a free slot opens the register dialog with the
 * booking preset there; the booking is saved and shows on the calendar in the pending colour; its
 * drawer reschedules it.
 */
test('the host books a free slot from the calendar, sees it there and reschedules it', async ({ page }) => {
  const name = `Reserva Calendario ${Date.now() % 100_000}`;
  await signInAs(page, 'host');
  await page.goto('/calendar/day');
  await expect(page.getByRole('heading', { name: 'Calendario', level: 1 })).toBeVisible();
  // Two and a half weeks ahead: past the demo's seeded bookings, inside the 30-day booking window.
  for (let day = 0; day < 17; day++) await page.getByRole('button', { name: 'Siguiente' }).click();

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
  const booked = await bookingNamed(page, name);

  // Reschedule it from its drawer to another free time of the same day.
  await event.click();
  const drawer = page.getByRole('dialog', { name: new RegExp(name) });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Reprogramar' }).click();
  const slots = drawer.getByRole('group', { name: 'Horarios disponibles' }).getByRole('button');
  await expect(slots.first()).toBeVisible();
  await drawer
    .getByRole('group', { name: 'Horarios disponibles' })
    .locator('[aria-pressed="false"]')
    .last()
    .click();
  await drawer.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect.poll(async () => (await bookingNamed(page, name)).booking_date).not.toBe(booked.booking_date);
  const moved = await bookingNamed(page, name);
  expect(moved.rescheduled_at).not.toBeNull();
});

/** The booking as the server has it, through the host's own session. */
async function bookingNamed(page: Page, name: string) {
  return page.evaluate(async (search) => {
    const response = await fetch('/v1/waitlist/queue/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filters: { name: { $eq: search } }, limit: 1 }),
    });
    const { data } = (await response.json()) as {
      data: { booking_date: string | null; rescheduled_at: string | null }[];
    };
    if (!data[0]) throw new Error(`${search} is not on the server`);
    return data[0];
  }, name);
}

test('the view switch keeps the view in the URL and / returns to the last one', async ({ page }) => {
  await signInAs(page, 'host');
  await page.goto('/calendar/month');
  await page.getByRole('radio', { name: 'Semana' }).check({ force: true });
  await expect(page).toHaveURL(/\/calendar\/week$/);
  await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/calendar\/week$/);
  await page.goto('/visits');
  await expect(page).toHaveURL(/\/calendar\/week$/);
});
