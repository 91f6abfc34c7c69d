import { type APIRequestContext, expect, test } from '@playwright/test';
import { CARD_CHECK_SECS } from '../src/domain/contract/loyalty';
import { amountReceived, cashbackEarned } from '../src/domain/rules/loyalty-wallet';
import { SUCCESS_MESSAGES } from '../src/features/loyalty/front/success-text';
import { formatMoney } from '../src/lib/format';
import {
  apiSession,
  cardPath,
  completeByPhone,
  createProgram,
  demoProgram,
  messageCreditsLeft,
  newCustomerPhone,
} from './helpers/loyalty-api';
import { cameraUse, launchWithQrCamera } from './helpers/loyalty-camera';
import {
  cashierFront,
  openCard,
  programCard,
  scannerDialog,
  successDialog,
  transactionDialog,
} from './helpers/loyalty-page';

// The cashier's phone films the customer's card: each test reads the code off the customer's
// card page, writes a fake camera filming that code's QR, and launches its own Chromium with it.

const TIME_ZONE = 'America/Mexico_City';
/** Camera start, the decoder's first download, the read and prepare, on a busy two-core machine. */
const SCAN_TIMEOUT_MS = 20_000;

/**
 * The success alert's wording about the WhatsApp message: the demo's monthly message credits are
 * shared by every browser spec, so what it must say depends on whether one is left.
 */
async function expectedMessage(cashier: APIRequestContext, sent: string): Promise<string> {
  return (await messageCreditsLeft(cashier)) > 0 ? sent : SUCCESS_MESSAGES.noBalance;
}

/** 'Premio disponible hasta el 23 de diciembre' for a reward granted now, in the page's zone. */
function rewardUntil(redeemDays: number): string {
  const date = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', timeZone: TIME_ZONE });
  return `Premio disponible hasta el ${date.format(Date.now() + redeemDays * 86_400_000)}`;
}

test('the cashier scans the card QR, pays part with the wallet, and the card shows the new balance', async ({
  page,
  baseURL,
}) => {
  const cashier = await apiSession(baseURL!, 'cashier');
  const program = await demoProgram(baseURL!, 'cashback');
  const customer = { name: 'Lucía Escaneo', phone: newCustomerPhone() };
  const first = await completeByPhone(cashier, program, customer, 500);
  const balance = first.progress.user_balance;
  expect(balance).toBeGreaterThan(10);

  const path = cardPath(first.card_url);
  // The card page's clock: its next check comes when the test moves it on, not up to 10 s later.
  await page.clock.install();
  const code = await openCard(page, path);
  await expect(page.getByText(`Saldo ${formatMoney(balance)}`)).toBeVisible();

  const sale = 200;
  const wallet = 10;
  const received = amountReceived(sale, wallet);
  const { percentage, max_earn_amount } = program.configuration;
  const after = balance - wallet + cashbackEarned(percentage ?? 0, received, max_earn_amount);

  const browser = await launchWithQrCamera(code);
  try {
    const front = await cashierFront(browser, baseURL!);
    await programCard(front, program.name).getByRole('button', { name: 'Escanear QR' }).click();
    await expect(scannerDialog(front, program.name)).toBeVisible();

    const dialog = transactionDialog(front, program.name);
    await expect(dialog.getByRole('group', { name: 'Cliente' })).toContainText(customer.name, {
      timeout: SCAN_TIMEOUT_MS,
    });
    await expect(dialog.getByText(`Saldo disponible ${formatMoney(balance)}`)).toBeVisible();
    await expect(scannerDialog(front, program.name)).toBeHidden();
    expect(await cameraUse(front)).toEqual({ opened: 1, liveTracks: 0 });

    await dialog.getByRole('textbox', { name: 'Monto de la venta' }).fill(String(sale));
    await dialog.getByRole('textbox', { name: 'Pagar con monedero' }).fill(String(wallet));
    const balanceMessage = await expectedMessage(cashier, SUCCESS_MESSAGES.balance);
    await dialog.getByRole('button', { name: `Recibir ${formatMoney(received)}` }).click();

    const success = successDialog(front);
    await expect(success.getByRole('alert')).toContainText(balanceMessage);
    await expect(success.getByText(`Saldo disponible ${formatMoney(after)}`)).toBeVisible();
    await success.getByRole('button', { name: 'Listo' }).click();
    await expect(success).toBeHidden();
  } finally {
    await browser.close();
  }

  // The customer's open page catches up by itself (it asks every CARD_CHECK_SECS): the new balance,
  // the movement, and a new code in place of the one spent with the wallet.
  await page.clock.runFor(CARD_CHECK_SECS * 1000);
  const catchUp = { timeout: (CARD_CHECK_SECS + 5) * 1000 };
  await expect(page.getByText(`Saldo ${formatMoney(after)}`)).toBeVisible(catchUp);
  const movements = page.getByRole('list', { name: 'Movimientos recientes' });
  await expect(movements.getByText(`−${formatMoney(wallet)} del monedero`)).toBeVisible();
  await expect(page.getByTestId('card-code')).not.toHaveText(code, catchUp);
});

test('a stamp card reaching its required quantity grants the reward, shown on the card page', async ({
  page,
  baseURL,
}) => {
  const owner = await apiSession(baseURL!, 'owner');
  const program = await createProgram(owner, {
    type: 'stampcard',
    name: `Tacos al pastor ${Date.now() % 100_000}`,
    conditions: null,
    validity_days: 365,
    redeem_days: 30,
    max_transacts_day: 10,
    min_purchase: 0,
    style_name_singular: 'Taco',
    style_name_plural: 'Tacos',
    style_icon: '🌮',
    filters: { product_ids: [], category_ids: [] },
    configuration: { percentage: null, max_earn_amount: null, required_quantity: 2 },
  });
  const cashier = await apiSession(baseURL!, 'cashier');
  const customer = { name: 'Mario Sellos', phone: newCustomerPhone() };
  const first = await completeByPhone(cashier, program, customer, 90);
  expect(first.progress.current_quantity).toBe(1);

  const path = cardPath(first.card_url);
  const code = await openCard(page, path);
  await expect(page.getByRole('img', { name: '1 de 2 tacos' })).toBeVisible();

  const browser = await launchWithQrCamera(code);
  try {
    const front = await cashierFront(browser, baseURL!);
    await programCard(front, program.name).getByRole('button', { name: 'Escanear QR' }).click();
    const dialog = transactionDialog(front, program.name);
    await expect(dialog.getByRole('group', { name: 'Cliente' })).toContainText(customer.name, {
      timeout: SCAN_TIMEOUT_MS,
    });
    await expect(dialog.getByRole('img', { name: '1 de 2 tacos' })).toBeVisible();
    expect((await cameraUse(front)).liveTracks).toBe(0);

    await dialog.getByRole('textbox', { name: 'Monto de la venta' }).fill('120');
    const rewardMessage = await expectedMessage(cashier, SUCCESS_MESSAGES.reward);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    const success = successDialog(front);
    await expect(success.getByRole('alert')).toContainText(rewardMessage);
    await success.getByRole('button', { name: 'Listo' }).click();
  } finally {
    await browser.close();
  }

  await page.reload();
  await expect(page.getByText(rewardUntil(30))).toBeVisible();
  await expect(page.getByRole('img', { name: '0 de 2 tacos' })).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/screens/loyalty-card-reward-390x844.png', fullPage: true });
});

test('a QR that is not a card code is refused, and closing the scanner releases the camera', async ({
  baseURL,
}) => {
  const program = await demoProgram(baseURL!, 'cashback');
  const browser = await launchWithQrCamera('https://example.com/menu');
  try {
    const front = await cashierFront(browser, baseURL!);
    await programCard(front, program.name).getByRole('button', { name: 'Escanear QR' }).click();
    const scanner = scannerDialog(front, program.name);
    await expect(scanner.getByRole('alert')).toHaveText(
      'No se pudo leer el código. Acerca la tarjeta o escribe el código.',
    );
    expect(await cameraUse(front)).toEqual({ opened: 1, liveTracks: 1 });
    await scanner.getByRole('button', { name: 'Cancelar' }).click();
    await expect(scanner).toBeHidden();
    expect(await cameraUse(front)).toEqual({ opened: 1, liveTracks: 0 });
  } finally {
    await browser.close();
  }
});
