import { expect, test } from '@playwright/test';
import { createAccount, newAccount } from './helpers/new-account';
import { SCREEN_SIZES } from './helpers/screenshots';

const SCREENS_DIR = 'e2e/artifacts/screens';
/** A long business name, as owners type them. */
const LONG_NAME = 'Taquería y Antojitos Mexicanos La Esquina de Coyoacán';

/**
 * A new owner's first look at the host stand (issue 17 point 11): a business that answered No to
 * bookings is offered none, and its long name truncates in the header instead of pushing the
 * live badge and the user's avatar off a phone's screen.
 */
for (const viewport of SCREEN_SIZES) {
  const size = `${viewport.width}x${viewport.height}`;

  test(`a new business without bookings, with a long name, at ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await createAccount(page.request, newAccount('Dueña Larga'));
    const categories = await page.request.get('/v1/business/category');
    const categoryId = (await categories.json()).data[0].id as number;
    const username = `esquina_${viewport.width}_${Date.now() % 1_000_000}`;
    const created = await page.request.post('/v1/business/onboard/location', {
      data: { name: LONG_NAME, username, phone: '5511112222', category_id: categoryId },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const answered = await page.request.post('/v1/business/onboard/settings', {
      data: {
        booking_enabled: false,
        queue_enabled: true,
        link_enabled: true,
        kiosk_enabled: false,
        group_size_max: 8,
      },
    });
    expect(answered.ok(), await answered.text()).toBe(true);

    await page.goto('/hostess');
    await expect(page.getByRole('heading', { name: 'Listado de hoy' })).toBeVisible();
    await expect(page.getByText('No hay registros para hoy.')).toBeVisible();
    await expect(page.getByText('Los turnos de hoy aparecerán aquí.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Registrar', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nueva reservación' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: /^Reservaciones/ })).toHaveCount(0);

    const avatar = page.getByRole('button', { name: /^Menú de usuario/ });
    await expect(avatar).toBeVisible();
    const box = await avatar.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await expect(page.getByText('En vivo', { exact: true })).toBeInViewport({ ratio: 1 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
    await page.screenshot({ path: `${SCREENS_DIR}/new-business-long-name-${size}.png` });
  });
}
