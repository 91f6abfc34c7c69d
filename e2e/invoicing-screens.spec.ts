import { expect, type Page, test } from '@playwright/test';
import { TEST_CSD_UPLOAD } from '../tests/server/helpers/cfdi-fixtures';
import { logInAs } from './helpers/login-page';
import { SCREEN_SIZES, SCREENSHOTS_TAG } from './helpers/screenshots';

/**
 * The invoicing screens with a stamped invoice (list, detail, form, aging report, certificates) and
 * the product page with the catalog drawer its 'Editar en el catálogo' opens,
 * at 1280x800 and 390x844, into e2e/artifacts/screenshots/ (to look at: not compared to a
 * reference). The setup goes through the API (SAT's test CSD, the issuer, a customer with fiscal
 * data, an invoice stamped by the sandbox PAC) for each size.
 */
const SCREENSHOT_DIR = 'e2e/artifacts/screenshots';
const CUSTOMER = 'Universidad Robótica (pantallas)';
/** The customer's name on the invoice (its CFDI name), as the lists show it. */
const CFDI_NAME = 'UNIVERSIDAD ROBOTICA ESPAÑOLA';

/** The whole page, or only the viewport (`fullPage` false: a drawer over a list). */
async function shoot(page: Page, screen: string, size: string, fullPage = true): Promise<void> {
  // Mantine's transitions (dialogs, notifications) settle before the picture.
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${screen}-${size}.png`, fullPage });
}

/** A new invoice of two concepts for the screens' customer, stamped by the sandbox PAC. */
async function stampedInvoice(page: Page): Promise<number> {
  const api = page.request;
  const certificates = await api.post('/v1/invoicing/sat-certificate/search', { data: { limit: 1 } });
  if (((await certificates.json()).data as unknown[]).length === 0)
    expect((await api.post('/v1/invoicing/sat-certificate', { data: TEST_CSD_UPLOAD })).ok()).toBe(true);
  await api.put('/v1/invoicing/issuer', {
    data: { regimen_fiscal: '601', lugar_expedicion: '42501', serie_i: 'F' },
  });
  const contact = await api.post('/v1/contact/contact', { data: { name: CUSTOMER } });
  const contactId = (await contact.json()).data.id as number;
  await api.put(`/v1/invoicing/contact/${contactId}/cfdi`, {
    data: {
      cfdi_nombre: CFDI_NAME,
      cfdi_rfc: 'URE180429TM6',
      cfdi_regimen_fiscal: '601',
      cfdi_uso_cfdi: 'G03',
      cfdi_codigo_postal: '86991',
    },
  });
  const created = await api.post('/v1/invoicing/invoice', {
    data: {
      cfdi_tipo_comprobante: 'I',
      contact_id: contactId,
      cfdi_metodo_pago: 'PPD',
      cfdi_forma_pago: '99',
      cfdi_uso_cfdi: 'G03',
      cfdi_regimen_fiscal_receptor: '601',
      items: [
        { name: 'Banquete para 40 personas', quantity: 1, price_input: '12500', tax_id: 'iva16' },
        { name: 'Pastel de tres leches', quantity: 2, price_input: '850', tax_id: 'iva16' },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = (await created.json()).data.id as number;
  const stamped = await api.post(`/v1/invoicing/invoice/${id}/stamp`);
  expect(stamped.ok(), await stamped.text()).toBe(true);
  return id;
}

for (const viewport of SCREEN_SIZES) {
  const size = `${viewport.width}x${viewport.height}`;

  test.describe(`invoicing screens at ${size} (${viewport.name})`, { tag: SCREENSHOTS_TAG }, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('Facturas, a stamped invoice, the form, Antigüedad de saldos, Certificados', async ({ page }) => {
      test.setTimeout(120_000);
      await logInAs(page, 'owner');
      const id = await stampedInvoice(page);

      await page.goto('/invoicing');
      await expect(page.getByText(/^\d+ facturas?$/)).toBeVisible();
      await shoot(page, 'invoicing-invoice-list', size);

      await page.goto(`/invoicing/invoice/${id}`);
      await expect(page.getByRole('region', { name: 'Timbrado' })).toBeVisible();
      await shoot(page, 'invoicing-invoice-item', size);

      await page.goto('/invoicing/invoice/create/i');
      await expect(page.getByRole('button', { name: 'Guardar', exact: true })).toBeVisible();
      await shoot(page, 'invoicing-invoice-create', size);

      await page.goto('/invoicing/receivable-aging');
      await page.getByLabel('Tipo de reporte', { exact: true }).first().click();
      await page.getByRole('option', { name: 'Por factura (solo timbradas)' }).click();
      await page.getByRole('button', { name: 'Procesar' }).click();
      await expect(page.getByRole('row').filter({ hasText: CUSTOMER }).first()).toBeAttached();
      await shoot(page, 'invoicing-receivable-aging', size);

      await page.goto('/invoicing/certificates');
      await expect(page.getByText('30001000000500003416')).toBeVisible();
      await shoot(page, 'invoicing-certificates', size);
    });

    test("Producto, and 'Editar en el catálogo' opening that product's drawer", async ({ page }) => {
      test.setTimeout(120_000);
      await logInAs(page, 'owner');
      const search = await page.request.post('/v1/product/product/search', {
        data: { type: 'physical', limit: 1 },
      });
      const product = ((await search.json()).data as { id: number; name: string }[])[0];
      if (!product) throw new Error('The demo has no shop product');
      await page.goto(`/invoicing/product/${product.id}`);
      await expect(page.getByRole('region', { name: 'Datos para facturar' })).toBeVisible();
      await shoot(page, 'invoicing-product-item', size);

      await page.getByRole('link', { name: 'Editar en el catálogo' }).click();
      const drawer = page.getByRole('dialog', { name: product.name });
      await expect(drawer.getByLabel(/^Nombre/).first()).toHaveValue(product.name);
      await expect(page).toHaveURL(new RegExp(`/settings/products\\?producto=${product.id}$`));
      await shoot(page, 'invoicing-product-catalog-drawer', size, false);
      await drawer.getByRole('button', { name: 'Cancelar' }).click();
      await expect(page).toHaveURL(/\/settings\/products$/);
    });
  });
}
