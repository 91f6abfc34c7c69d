import { expect, test } from '@playwright/test';
import { amountReceived, cashbackEarned } from '../src/domain/rules/loyalty-wallet';
import { formatMoney } from '../src/lib/format';
import { signInAs } from './helpers/login-page';
import {
  apiSession,
  cardPath,
  completeByPhone,
  demoProgram,
  newCustomerPhone,
  publicCard,
} from './helpers/loyalty-api';
import { PHONE, programCard, successDialog, transactionDialog } from './helpers/loyalty-page';

// Issue 17 §6: at the counter, amounts typed with cents ('100.00', '20.00') and sent with Enter
// (no blur) were read as empty: withdraw_amount 0 went out and the wallet was not charged.
test('the cashier types the sale and the wallet with cents, presses Enter, and the wallet is charged', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000); // a sale, a login and a transaction on a shared two-core machine
  const cashier = await apiSession(baseURL!, 'cashier');
  const program = await demoProgram(baseURL!, 'cashback');
  const first = await completeByPhone(
    cashier,
    program,
    { name: 'Marta Centavos', phone: newCustomerPhone() },
    500,
  );
  const balance = first.progress.user_balance;
  expect(balance).toBeGreaterThan(20);
  const path = cardPath(first.card_url);
  const code = (await publicCard(cashier, path)).code ?? '';
  expect(code).toMatch(/^\d{6}$/);

  const sale = 100;
  const wallet = 20;
  const received = amountReceived(sale, wallet);
  const { percentage, max_earn_amount } = program.configuration;
  const earned = cashbackEarned(percentage ?? 0, received, max_earn_amount);
  const after = balance - wallet + earned;

  await page.setViewportSize(PHONE);
  await signInAs(page, 'cashier');
  await page.goto('/loyalty');
  await programCard(page, program.name).getByRole('button', { name: 'Teléfono o código' }).click();
  const codeBox = page
    .getByRole('dialog', { name: `Teléfono o código · ${program.name}` })
    .getByRole('textbox', { name: 'Teléfono o código' });
  await codeBox.fill(code);
  await codeBox.press('Enter');

  const dialog = transactionDialog(page, program.name);
  await expect(dialog.getByText(`Saldo disponible ${formatMoney(balance)}`)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Monto de la venta' }).pressSequentially('100.00');
  const walletBox = dialog.getByRole('textbox', { name: 'Pagar con monedero' });
  await walletBox.pressSequentially('20.00');
  // While the wallet box still has the focus, the button and the cashback already count it.
  await expect(walletBox).toBeFocused();
  await expect(dialog.getByRole('button', { name: `Recibir ${formatMoney(received)}` })).toBeVisible();
  await expect(dialog.getByText(`Gana ${formatMoney(earned)} de cashback`)).toBeVisible();
  await walletBox.press('Enter');

  const success = successDialog(page);
  await expect(success.getByText(`Saldo disponible ${formatMoney(after)}`)).toBeVisible();
  const card = await publicCard(cashier, path);
  expect(card.progress.user_balance).toBeCloseTo(after, 2);
  expect(card.recent[0]).toMatchObject({ sale_amount: sale, used: wallet });
});
