import { expect, type Page, test } from '@playwright/test';
import { formatMoney } from '../src/lib/format';
import { signInAs } from './helpers/login-page';
import { apiSession, cardPath, completeByPhone, demoProgram, newCustomerPhone } from './helpers/loyalty-api';
import { launchWithQrCamera } from './helpers/loyalty-camera';
import {
  cashierFront,
  openCard,
  PHONE,
  programCard,
  scannerDialog,
  successDialog,
  transactionDialog,
} from './helpers/loyalty-page';

const SCREENS_DIR = 'e2e/artifacts/screens';
const TABLET = { width: 1280, height: 800 };

async function save(page: Page, screen: string, size: { width: number; height: number }): Promise<void> {
  await page.screenshot({ path: `${SCREENS_DIR}/${screen}-${size.width}x${size.height}.png` });
}

/** A back-office page once its title shows and nothing is loading. */
async function settled(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByLabel('Cargando')).toHaveCount(0);
}

test('the cashier front, the scanner and the transaction dialog on a phone', async ({ page, baseURL }) => {
  const cashier = await apiSession(baseURL!, 'cashier');
  const program = await demoProgram(baseURL!, 'cashback');
  const customer = { name: 'Ana Pantallas', phone: newCustomerPhone() };
  const first = await completeByPhone(cashier, program, customer, 500);
  const code = await openCard(page, cardPath(first.card_url));

  // The card enters the camera's view for 4 s before it can be read: the scanner is pictured live.
  const browser = await launchWithQrCamera(code, { enteringFrames: 40 });
  try {
    const front = await cashierFront(browser, baseURL!);
    await expect(programCard(front, program.name)).toBeVisible();
    await save(front, 'loyalty-front', PHONE);

    await programCard(front, program.name).getByRole('button', { name: 'Escanear QR' }).click();
    const scanner = scannerDialog(front, program.name);
    await expect(scanner.getByText('Apunta la cámara al código QR de la tarjeta del cliente.')).toBeVisible();
    await expect
      .poll(() =>
        scanner.getByLabel('Vista de la cámara').evaluate((video: HTMLVideoElement) => video.currentTime),
      )
      .toBeGreaterThan(0.3);
    await save(front, 'loyalty-scanner', PHONE);

    const dialog = transactionDialog(front, program.name);
    await expect(dialog.getByRole('group', { name: 'Cliente' })).toContainText(customer.name);
    await dialog.getByRole('textbox', { name: 'Monto de la venta' }).fill('200');
    await dialog.getByRole('textbox', { name: 'Pagar con monedero' }).fill('10');
    await expect(dialog.getByRole('button', { name: `Recibir ${formatMoney(190)}` })).toBeVisible();
    await save(front, 'loyalty-transaction', PHONE);

    await dialog.getByRole('button', { name: `Recibir ${formatMoney(190)}` }).click();
    await expect(successDialog(front).getByRole('alert')).toBeVisible();
    await save(front, 'loyalty-success', PHONE);
  } finally {
    await browser.close();
  }
});

for (const size of [TABLET, PHONE]) {
  test(`the loyalty back office and the customer's card at ${size.width}x${size.height}`, async ({
    page,
    baseURL,
  }) => {
    const owner = await apiSession(baseURL!, 'owner');
    const program = await demoProgram(baseURL!, 'cashback');
    const sale = await completeByPhone(
      owner,
      program,
      { name: 'Beto Capturas', phone: newCustomerPhone() },
      320,
    );

    await page.setViewportSize(size);
    await signInAs(page, 'owner');

    await page.goto('/loyalty/programs');
    await settled(page, 'Programas de lealtad');
    // A table on the tablet, cards on the phone: whichever is shown, and no sideways scroll.
    await expect(page.getByText(program.name).filter({ visible: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await save(page, 'loyalty-programs', size);

    await page.goto('/loyalty/transactions');
    await settled(page, 'Transacciones');
    await expect(page.getByText(sale.transaction.code).filter({ visible: true })).toBeVisible();
    await save(page, 'loyalty-transactions', size);

    await page.goto(`/loyalty/transactions/${sale.transaction.id}`);
    await settled(page, `Transacción ${sale.transaction.code}`);
    await save(page, 'loyalty-transaction-item', size);

    await page.goto('/loyalty/loyalty-report');
    await settled(page, 'Reporte de lealtad');
    await page.getByRole('combobox', { name: 'Tipo de reporte' }).click();
    await page.getByRole('option', { name: 'Cashback por cliente' }).click();
    await page.getByRole('button', { name: 'Procesar' }).click();
    await expect(page.getByRole('table').getByText(sale.transaction.contact.phone ?? '')).toBeVisible();
    await save(page, 'loyalty-report', size);

    await page.goto(cardPath(sale.card_url));
    await expect(page.getByTestId('card-code')).toHaveText(/^\d{6}$/);
    await save(page, 'loyalty-card', size);
  });
}
