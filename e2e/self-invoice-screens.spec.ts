import { expect, type Page, type Route, test } from '@playwright/test';
import type { GlobalRun } from '../src/domain/invoicing/sale-invoicing-contract';
import type { SelfInvoicePage } from '../src/domain/invoicing/self-invoice-contract';
import { logInAs } from './helpers/login-page';
import { SCREEN_SIZES, SCREENSHOTS_TAG } from './helpers/screenshots';

/**
 * Screenshots of issue 24's customer page 'Facturar mi compra' (form, stamping, invoice) and the
 * 'Factura global' tab. The answers are played by the browser (page.route): the page's states
 * come one after the other here, whatever the server's PAC and clock say.
 */
const SCREENS_DIR = 'e2e/artifacts/screens';
const CODE = '0123456789abcdef';

const PURCHASE: SelfInvoicePage = {
  business_name: 'Taquería Demo Coyoacán',
  order_number: 'A-1024',
  date: '2026-11-25',
  total: 246,
  lines: [
    { name: 'Tacos al pastor - Orden de 5', quantity: 2, total: 180 },
    { name: 'Agua de horchata - Grande', quantity: 1, total: 36 },
    { name: 'Quesadilla de flor de calabaza', quantity: 1, total: 30 },
  ],
  asks_forma_pago: false,
  state: 'available',
  message: null,
  deadline: '2026-11-30',
  remembered: {
    rfc: 'EKU9003173C9',
    nombre: 'ESCUELA KEMPER URGATE',
    regimen_fiscal: '601',
    codigo_postal: '42501',
    uso_cfdi: 'G03',
  },
  invoice: null,
  failure: null,
};

/** A loyalty purchase: one 'Consumo', part paid from the wallet, the forma de pago asked. */
const LOYALTY_CODE = 'l0123456789abcdef';
const LOYALTY_PURCHASE: SelfInvoicePage = {
  ...PURCHASE,
  order_number: 'K7Q2M9XD',
  total: 155.25,
  lines: [
    { name: 'Consumo', quantity: 1, total: 180.5 },
    { name: 'Pagado con tu monedero (no se factura)', quantity: 1, total: -25.25 },
  ],
  asks_forma_pago: true,
};

const RUNS: GlobalRun[] = [
  {
    id: 8,
    periodicity: 'weekly',
    period_from: '2026-11-16',
    period_to: '2026-11-22',
    status: 'stamped',
    sales_count: 42,
    total: 10890.5,
    invoice_id: 1,
    invoice_number: 'G-12',
    failure: null,
    created_at: '2026-11-23T08:00:00Z',
  },
  {
    id: 7,
    periodicity: 'weekly',
    period_from: '2026-11-09',
    period_to: '2026-11-15',
    status: 'failed',
    sales_count: 37,
    total: 9120,
    invoice_id: null,
    invoice_number: null,
    failure: 'El PAC no respondió; se reintentará en una hora.',
    created_at: '2026-11-16T08:00:00Z',
  },
  {
    id: 6,
    periodicity: 'weekly',
    period_from: '2026-11-01',
    period_to: '2026-11-08',
    status: 'empty',
    sales_count: 0,
    total: 0,
    invoice_id: null,
    invoice_number: null,
    failure: null,
    created_at: '2026-11-09T08:00:00Z',
  },
];

const json = (route: Route, data: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(data) });

for (const viewport of SCREEN_SIZES) {
  const size = `${viewport.width}x${viewport.height}`;
  const save = (page: Page, screen: string) =>
    page.screenshot({ path: `${SCREENS_DIR}/${screen}-${size}.png`, fullPage: true });

  test.describe(`issue 24's sale invoicing at ${size} ${SCREENSHOTS_TAG}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('Facturar mi compra: the form, the stamping, the invoice', async ({ page }) => {
      let current: SelfInvoicePage = PURCHASE;
      await page.route(`**/v1/public/self-invoice/${CODE}`, (route) => {
        if (route.request().method() === 'POST') {
          current = { ...PURCHASE, state: 'issuing', message: 'Estamos timbrando tu factura.' };
          return json(route, { data: current }, 202);
        }
        return json(route, { data: current });
      });
      await page.goto(`/facturar/${CODE}`);
      await expect(page.getByRole('button', { name: 'Solicitar factura' })).toBeVisible({ timeout: 30_000 });
      await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill('ana@example.com');
      await save(page, 'self-invoice-form');

      await page.getByRole('button', { name: 'Solicitar factura' }).click();
      await expect(page.getByText('Estamos timbrando tu factura…')).toBeVisible();
      await save(page, 'self-invoice-issuing');

      current = {
        ...PURCHASE,
        state: 'invoiced',
        message: 'Esta compra ya está facturada.',
        invoice: {
          uuid: '6f1a2b3c-4d5e-4f60-8a1b-2c3d4e5f6071',
          email: 'ana@example.com',
          pdf_url: '/v1/public/invoice/x.pdf',
          xml_url: '/v1/public/invoice/x.xml',
        },
      };
      await expect(page.getByText('Te la enviamos a ana@example.com')).toBeVisible({ timeout: 30_000 });
      await save(page, 'self-invoice-invoiced');

      const notSent = 'No pudimos enviar tu factura a ana@example.com; descárgala aquí.';
      current = { ...current, invoice: current.invoice && { ...current.invoice, delivery_failure: notSent } };
      await page.reload();
      await expect(page.getByText(notSent)).toBeVisible({ timeout: 30_000 });
      await save(page, 'self-invoice-invoiced-not-sent');

      current = {
        ...PURCHASE,
        failure: 'El RFC del receptor no está en la lista de contribuyentes del SAT.',
      };
      await page.reload();
      await expect(page.getByRole('alert')).toBeVisible({ timeout: 30_000 });
      await save(page, 'self-invoice-failure');
    });

    test('Facturar mi compra of a loyalty purchase: the forma de pago asked', async ({ page }) => {
      await page.route(`**/v1/public/self-invoice/${LOYALTY_CODE}`, (route) =>
        json(route, { data: LOYALTY_PURCHASE }),
      );
      await page.goto(`/facturar/${LOYALTY_CODE}`);
      await expect(page.getByRole('button', { name: 'Solicitar factura' })).toBeVisible({ timeout: 30_000 });
      await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill('ana@example.com');
      await page.getByRole('combobox', { name: /^Forma de pago/ }).click();
      await page.getByRole('option', { name: '28 - Tarjeta de débito' }).click();
      await save(page, 'self-invoice-loyalty-form');
    });

    test('Factura global: the settings and the runs', async ({ page }) => {
      await page.route('**/v1/invoicing/sale-settings', (route) =>
        json(route, { data: { global_periodicity: 'weekly', self_invoice_grace_days: 5 } }),
      );
      await page.route('**/v1/invoicing/global-run/search', (route) =>
        json(route, { data: RUNS, pagination: { total_items: 3, limit: 20, offset: 0, count: 3 } }),
      );
      await logInAs(page, 'owner');
      await page.goto('/invoicing/global');
      await expect(page.getByText('G-12')).toBeVisible({ timeout: 30_000 });
      await save(page, 'invoicing-global');
    });
  });
}
