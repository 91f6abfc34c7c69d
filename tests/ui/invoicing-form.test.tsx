import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  contactCfdiBody,
  contactFormErrors,
  contactFormValues,
} from '../../src/features/invoicing/form/contact-values';
import {
  addDocument,
  FORM_MESSAGES,
  formTotals,
  invoiceFormErrors,
  invoicePayload,
  invoiceValues,
  newInvoiceValues,
  withContact,
  withForm,
  withMethod,
} from '../../src/features/invoicing/form/invoice-form-values';
import { withProduct } from '../../src/features/invoicing/form/product-item';
import type { InvoiceContactOption } from '../../src/features/invoicing/invoice-api';
import { backOfficeApi } from './helpers/back-office-api';
import { catalogProduct } from './helpers/catalog-product-fixture';
import { invoice, LISTED_INVOICE, page } from './helpers/invoicing-fixtures';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const LOAD = { timeout: 10_000 };
/** Types a whole value at once (typing letter by letter is slow in jsdom). */
async function fill(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(value);
}
const selectInput = (container: HTMLElement, label: string) =>
  document.getElementById(
    (within(container).getByText(label).closest('label') as HTMLLabelElement).htmlFor,
  ) as HTMLElement;
const NOW = new Date(2026, 10, 27, 10, 30);

const contact = (
  rfc: string,
  overrides: Partial<InvoiceContactOption['cfdi']> = {},
): InvoiceContactOption => ({
  id: 9,
  name: 'Cliente',
  email: null,
  email_extra: null,
  phone: null,
  cfdi: {
    nombre: 'CLIENTE SA',
    rfc,
    uso_cfdi: 'G01',
    regimen_fiscal: '601',
    forma_pago: '03',
    numero_cuenta: '1234',
    ...overrides,
  },
});
const DOC = {
  id: 5,
  number: 'A-5',
  cfdi_uuid: 'X',
  total: '100.00',
  total_payment: '0',
  imp_pagado: '100.00',
};

describe('invoice form rules (02 §4, §5, §9)', () => {
  it('defaults: MXN, rate 1, form 99 and PPD for I; PUE and CP01 for P; one concept with a random 8-character key', () => {
    const income = newInvoiceValues('I', NOW);
    expect(income).toMatchObject({ currency_code: 'MXN', exchange_rate: '1', cfdi_forma_pago: '99' });
    expect(income.cfdi_metodo_pago).toBe('PPD');
    expect(income.cfdi_uso_cfdi).toBe('G03');
    expect(income.items[0]?.key).toMatch(/^[a-z0-9]{8}$/);
    expect(newInvoiceValues('I', NOW).items[0]?.key).not.toBe(income.items[0]?.key);
    const payment = newInvoiceValues('P', NOW);
    expect(payment.cfdi_metodo_pago).toBe('PUE');
    expect(invoicePayload(payment).cfdi_uso_cfdi).toBe('CP01');
  });

  it('form 99 → PPD, any other → PUE; choosing PPD empties the form', () => {
    const values = newInvoiceValues('I', NOW);
    expect(withForm(values, '03')).toMatchObject({ cfdi_forma_pago: '03', cfdi_metodo_pago: 'PUE' });
    expect(withForm(withForm(values, '03'), '99')).toMatchObject({
      cfdi_forma_pago: '99',
      cfdi_metodo_pago: 'PPD',
    });
    expect(withMethod(withForm(values, '03'), 'PPD')).toMatchObject({
      cfdi_forma_pago: null,
      cfdi_metodo_pago: 'PPD',
    });
  });

  it('the customer fills use, regime, form and account and clears payments and related CFDI', () => {
    const values = { ...newInvoiceValues('I', NOW), doctos: [DOC], related: [DOC] };
    const next = withContact(values, contact('AAA010101AAA'), NOW);
    expect(next).toMatchObject({
      cfdi_uso_cfdi: 'G01',
      cfdi_regimen_fiscal_receptor: '601',
      cfdi_forma_pago: '03',
      cfdi_metodo_pago: 'PUE',
      cta_beneficiario: '1234',
      doctos: [],
      related: [],
      global: null,
    });
  });

  it('global information only for XAXX010101000 / XEXX010101000, starting at this month and year', () => {
    const values = newInvoiceValues('I', NOW);
    expect(withContact(values, contact('XAXX010101000'), NOW).global).toEqual({
      periodicidad: '04',
      meses: '11',
      ano: 2026,
    });
    expect(withContact(values, contact('XEXX010101000'), NOW).global).not.toBeNull();
    const generic = withContact(values, contact('XAXX010101000'), NOW);
    expect(withContact(generic, contact('AAA010101AAA'), NOW).global).toBeNull();
    const old = { ...generic, global: { periodicidad: '04' as const, meses: '11', ano: 2023 } };
    expect(invoiceFormErrors(old, NOW)['global.ano']).toBe(
      'El año debe ser el actual o uno de los dos anteriores.',
    );
  });

  it("adding a CFDI twice is refused: 'El CFDI ya ha sido agregado.'", () => {
    const once = addDocument([], DOC);
    expect(once).toEqual({ list: [DOC] });
    expect(addDocument('list' in once ? once.list : [], { ...DOC })).toEqual({
      error: 'El CFDI ya ha sido agregado.',
    });
  });

  it('quantities, prices, discounts and the exchange rate are at least 0', () => {
    const values = newInvoiceValues('I', NOW);
    const item = values.items[0] as (typeof values.items)[number];
    const bad = {
      ...withContact(values, contact('AAA010101AAA'), NOW),
      exchange_rate: '-1',
      items: [{ ...item, name: 'X', quantity: '-2', price_input: '-5', discount: '-1' }],
    };
    expect(invoiceFormErrors(bad, NOW)).toEqual({
      exchange_rate: FORM_MESSAGES.minZero,
      'items.0.quantity': FORM_MESSAGES.minZero,
      'items.0.price_input': FORM_MESSAGES.minZero,
      'items.0.discount': FORM_MESSAGES.minZero,
    });
  });

  it('live totals with the domain maths: two concepts, one with IVA and ISR withheld', () => {
    const values = newInvoiceValues('I', NOW);
    const item = values.items[0] as (typeof values.items)[number];
    const totals = formTotals({
      ...values,
      items: [
        { ...item, name: 'A', quantity: '2', price_input: '500', tax_id: 'iva16', discount: '100' },
        {
          ...item,
          key: 'bbbbbbbb',
          name: 'B',
          quantity: '1',
          price_input: '1000',
          tax_id: 'honorarios',
          discount: '0',
        },
      ],
    });
    // A: 1000 − 100 = 900, IVA 144. B: 1000, IVA 160 − IVA ret 106.67 − ISR 100.
    expect(totals).toEqual({ subtotal: '2000.00', discount: '100.00', tax: '97.33', total: '1997.33' });
  });

  it("a copy: new keys, ' (Copia)' after each concept's name, today's date", () => {
    const copy = invoiceValues(invoice(), 'copy', NOW);
    expect(copy.items[0]?.name).toBe('Consultoría (Copia)');
    expect(copy.items[0]?.key).toMatch(/^[a-z0-9]{8}$/);
    expect(copy.items[0]?.id).toBeNull();
    expect(copy.date).toBe('2026-11-27T10:30');
    const edit = invoiceValues(invoice(), 'edit', NOW);
    expect(edit.items[0]?.name).toBe('Consultoría');
    // The box shows the saved instant in this device's time; the API gets it back as that instant.
    expect(invoicePayload(edit).date).toBe('2026-11-20T17:30:00.000Z');
    expect(invoicePayload(copy).date).toBe(NOW.toISOString());
  });

  it('the same customer with its fiscal data edited keeps the payments and related CFDI', () => {
    const chosen = withContact(newInvoiceValues('P', NOW), contact('AAA010101AAA'), NOW);
    const withDocs = { ...chosen, doctos: [DOC], related: [DOC] };
    const edited = withContact(withDocs, contact('AAA010101AAA', { regimen_fiscal: '626' }), NOW);
    expect(edited).toMatchObject({ doctos: [DOC], related: [DOC], cfdi_regimen_fiscal_receptor: '626' });
    expect(withContact(withDocs, { ...contact('AAA010101AAA'), id: 10 }, NOW)).toMatchObject({
      doctos: [],
      related: [],
    });
  });

  it('a catalog product fills the concept: name, SAT keys, its tax and its price (taxes included)', () => {
    const values = newInvoiceValues('I', NOW);
    const item = values.items[0] as (typeof values.items)[number];
    const filled = withProduct({ ...item, tax_id: null }, catalogProduct({ price: 116 }));
    expect(filled.taxMatched).toBe(true);
    expect(filled.item).toMatchObject({
      product_id: 3,
      name: 'Banquete para 40 personas',
      clave_prod_serv: '90101501',
      clave_unidad: 'E48',
      tax_id: 'iva16',
      price_input: '116',
      final_price: true,
    });
    expect(formTotals({ ...values, items: [filled.item] })).toMatchObject({
      subtotal: '100.00',
      total: '116.00',
    });
    const payload = invoicePayload({ ...values, items: [filled.item] });
    expect(payload.items[0]).toMatchObject({
      product_id: 3,
      clave_prod_serv: '90101501',
      clave_unidad: 'E48',
    });
    const beer = withProduct(item, catalogProduct({ ieps_percent: 26.5 }));
    expect(beer.item.tax_id).toBe('ieps26.5-iva16');
    // IEPS 53 % is none of the invoice's taxes: the concept keeps its tax and takes the pre-tax price.
    const other = withProduct(item, catalogProduct({ ieps_percent: 53, pre_tax_price: '65.3595' }));
    expect(other.taxMatched).toBe(false);
    expect(other.item).toMatchObject({ tax_id: 'iva16', price_input: '65.3595', final_price: false });
  });

  it("a new customer's fiscal data are checked like the server's receiver rules", () => {
    const values = {
      ...contactFormValues(null),
      name: 'Universidad',
      cfdi_nombre: 'UNIVERSIDAD ROBOTICA ESPAÑOLA',
      cfdi_rfc: 'URE180429TM5',
      cfdi_regimen_fiscal: '605',
      cfdi_codigo_postal: '8699',
    };
    expect(contactFormErrors(values)).toEqual({
      cfdi_rfc: 'El RFC no es válido: su dígito verificador no corresponde.',
      cfdi_codigo_postal: 'El código postal debe tener 5 dígitos.',
    });
    const fixed = { ...values, cfdi_rfc: 'ure180429tm6', cfdi_codigo_postal: '86991' };
    expect(contactFormErrors(fixed)).toEqual({
      cfdi_regimen_fiscal: 'El régimen fiscal no corresponde al tipo de persona del RFC.',
    });
    expect(contactFormErrors({ ...fixed, cfdi_regimen_fiscal: '601' })).toEqual({});
    expect(contactCfdiBody({ ...fixed, cfdi_regimen_fiscal: '601' })).toEqual({
      cfdi_nombre: 'UNIVERSIDAD ROBOTICA ESPAÑOLA',
      cfdi_rfc: 'URE180429TM6',
      cfdi_regimen_fiscal: '601',
      cfdi_uso_cfdi: 'G03',
      cfdi_codigo_postal: '86991',
      cfdi_forma_pago: null,
      cfdi_numero_cuenta: null,
    });
  });
});

eachTestStarts({ signedIn: true });

describe('Nueva factura / Editar / Copiar (invoicing-invoice-create, -edit, -copy)', {
  timeout: 30_000,
}, () => {
  it('a payment hides the CFDI use; an invoice shows it; submit says Guardar', async () => {
    backOfficeApi(['super-admin'], {
      'POST /v1/invoicing/contact/search': () => page([]),
      'POST /v1/invoicing/invoice/search': () => page([]),
    });
    renderApp('/invoicing/invoice/create/p');
    expect(await screen.findByRole('heading', { name: 'Pago', level: 1 }, LOAD)).toBeTruthy();
    expect(screen.queryByText('Uso del CFDI')).toBeNull();
    expect(screen.getByRole('region', { name: 'Facturas pagadas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy();
  });

  it("the copy's title ends in ' (Copia)', its button says 'Guardar copia'; saving goes to the new invoice replacing the form", async () => {
    const api = backOfficeApi(['super-admin'], {
      'GET /v1/invoicing/invoice/41/for-copy': () => ({ body: { data: invoice() } }),
      'POST /v1/invoicing/invoice': () => ({ body: { data: invoice({ id: 77, number: 'A-77' }) } }),
      'GET /v1/invoicing/invoice/77': () => ({ body: { data: invoice({ id: 77, number: 'A-77' }) } }),
      'POST /v1/invoicing/contact/search': () => page([]),
      'POST /v1/invoicing/invoice/search': () => page([]),
    });
    const { router } = renderApp('/invoicing/invoice/41/copy/i');
    expect(await screen.findByRole('heading', { name: 'Factura A-41 (Copia)' }, LOAD)).toBeTruthy();
    const concept = screen.getByRole('group', { name: 'Concepto 1' });
    expect((within(concept).getByLabelText('Concepto') as HTMLInputElement).value).toBe(
      'Consultoría (Copia)',
    );
    const totals = screen.getByRole('region', { name: 'Totales' });
    expect(within(totals).getByText('$1,160.00')).toBeTruthy();
    await userEvent.clear(within(concept).getByLabelText('Cantidad'));
    await userEvent.type(within(concept).getByLabelText('Cantidad'), '2');
    expect(within(totals).getByText('$2,320.00')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Guardar copia' }));
    expect(await screen.findByRole('heading', { name: 'Factura A-77' }, LOAD)).toBeTruthy();
    const body = api.callsTo('POST', '/v1/invoicing/invoice')[0]?.body as {
      items: { quantity: string; total: string }[];
    };
    expect(body.items[0]).toMatchObject({ quantity: '2', total: '2320.00' });
    expect(router.history.location.pathname).toBe('/invoicing/invoice/77');
    // Replaced, not pushed: Back does not return to the saved form.
    expect(router.history.length).toBe(1);
  });

  it("editing says 'Guardar cambios' and refuses a negative price", async () => {
    const api = backOfficeApi(['super-admin'], {
      'GET /v1/invoicing/invoice/41/for-edit': () => ({ body: { data: invoice() } }),
      'POST /v1/invoicing/contact/search': () => page([]),
      'POST /v1/invoicing/invoice/search': () => page([]),
    });
    renderApp('/invoicing/invoice/41/edit/i');
    const concept = await screen.findByRole('group', { name: 'Concepto 1' }, LOAD);
    await userEvent.clear(within(concept).getByLabelText('Precio unitario'));
    await userEvent.type(within(concept).getByLabelText('Precio unitario'), '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(concept).findByText('El valor mínimo es 0.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('PATCH', '/v1/invoicing/invoice/41')).toHaveLength(0));
  });

  it('creates a customer from the form, then edits its fiscal data; the invoice takes them', {
    timeout: 60_000,
  }, async () => {
    const saved = (overrides: Partial<InvoiceContactOption['cfdi']> = {}) =>
      ({
        ...contact('URE180429TM6', {
          nombre: 'UNIVERSIDAD ROBOTICA ESPAÑOLA',
          uso_cfdi: 'G03',
          forma_pago: null,
          numero_cuenta: null,
          codigo_postal: '86991',
          ...overrides,
        }),
        id: 12,
        name: 'Universidad',
      }) as InvoiceContactOption;
    let answer = saved();
    const api = backOfficeApi(['super-admin'], {
      'POST /v1/invoicing/contact/search': () => page([]),
      'POST /v1/product/product/search': () => page([]),
      'POST /v1/contact/contact': () => ({ status: 201, body: { data: { id: 12, name: 'Universidad' } } }),
      'PUT /v1/invoicing/contact/12/cfdi': () => ({ body: { data: answer } }),
    });
    renderApp('/invoicing/invoice/create/i');
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo cliente' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    await fill(within(dialog).getByLabelText('Nombre del cliente'), 'Universidad');
    await fill(within(dialog).getByLabelText(/^Razón social/), 'UNIVERSIDAD ROBOTICA ESPAÑOLA');
    await fill(within(dialog).getByLabelText('RFC'), 'URE180429TM5');
    await fill(within(dialog).getByLabelText('Código postal'), '86991');
    await userEvent.click(selectInput(dialog, 'Régimen fiscal'));
    await userEvent.click(await within(dialog).findByRole('option', { name: /^601 - / }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cliente' }));
    expect(
      within(dialog).getByText('El RFC no es válido: su dígito verificador no corresponde.'),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/v1/contact/contact')).toHaveLength(0);

    await fill(within(dialog).getByLabelText('RFC'), 'URE180429TM6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cliente' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo cliente' })).toBeNull());
    expect(api.callsTo('POST', '/v1/contact/contact')[0]?.body).toEqual({ name: 'Universidad' });
    expect(api.callsTo('PUT', '/v1/invoicing/contact/12/cfdi')[0]?.body).toMatchObject({
      cfdi_rfc: 'URE180429TM6',
      cfdi_regimen_fiscal: '601',
      cfdi_codigo_postal: '86991',
    });
    const receiver = screen.getByRole('region', { name: 'Receptor' });
    expect((selectInput(receiver, 'Cliente') as HTMLInputElement).value).toBe(
      'UNIVERSIDAD ROBOTICA ESPAÑOLA · URE180429TM6',
    );
    expect((selectInput(receiver, 'Régimen fiscal') as HTMLInputElement).value).toMatch(/^601 - /);

    answer = saved({ uso_cfdi: 'G01' });
    await userEvent.click(within(receiver).getByRole('button', { name: 'Datos fiscales' }));
    const edit = await screen.findByRole('dialog', { name: 'Datos fiscales del cliente' });
    expect(within(edit).queryByLabelText('Nombre del cliente')).toBeNull();
    expect((within(edit).getByLabelText('RFC') as HTMLInputElement).value).toBe('URE180429TM6');
    await userEvent.click(within(edit).getByRole('button', { name: 'Guardar cliente' }));
    await waitFor(() =>
      expect((selectInput(receiver, 'Uso del CFDI') as HTMLInputElement).value).toMatch(/^G01 - /),
    );
    // Edited, not created again.
    expect(api.callsTo('POST', '/v1/contact/contact')).toHaveLength(1);
    expect(api.callsTo('PUT', '/v1/invoicing/contact/12/cfdi')).toHaveLength(2);
  });

  it("a concept's product fills its name, price with taxes, tax and SAT keys", async () => {
    const api = backOfficeApi(['super-admin'], {
      'POST /v1/invoicing/contact/search': () => page([]),
      'POST /v1/product/product/search': () =>
        page([{ id: 3, name: 'Banquete para 40 personas', sku: 'BAN-40', price: 116, status: 'active' }]),
      'GET /v1/product/product/3': () => ({ body: { data: catalogProduct() } }),
    });
    renderApp('/invoicing/invoice/create/i');
    const concept = await screen.findByRole('group', { name: 'Concepto 1' }, LOAD);
    await userEvent.click(selectInput(concept, 'Producto'));
    await userEvent.click(await screen.findByRole('option', { name: 'Banquete para 40 personas · $116.00' }));
    await waitFor(() =>
      expect((within(concept).getByLabelText('Concepto') as HTMLInputElement).value).toBe(
        'Banquete para 40 personas',
      ),
    );
    expect((within(concept).getByLabelText('Precio unitario') as HTMLInputElement).value).toBe('116');
    expect((within(concept).getByLabelText('El precio incluye impuestos') as HTMLInputElement).checked).toBe(
      true,
    );
    expect((selectInput(concept, 'Impuestos') as HTMLInputElement).value).toBe('IVA 16 %');
    expect(within(concept).getByText('Clave SAT 90101501 · Unidad E48')).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Totales' });
    expect(within(totals).getByText('$116.00')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/product/product/search')[0]?.body).toMatchObject({
      filters: { $and: [{ status: { $eq: 'active' } }] },
    });
  });

  it("the paid invoices are the chosen customer's stamped ones, and another customer empties them", async () => {
    const other = { ...contact('BBB010101BB1', { nombre: 'OTRO SA' }), id: 10 };
    const api = backOfficeApi(['super-admin'], {
      'POST /v1/invoicing/contact/search': () => page([contact('AAA010101AAA'), other]),
      'POST /v1/invoicing/invoice/search': () => page([LISTED_INVOICE]),
    });
    renderApp('/invoicing/invoice/create/p');
    const paid = await screen.findByRole('region', { name: 'Facturas pagadas' }, LOAD);
    expect((selectInput(paid, 'Agregar factura') as HTMLInputElement).disabled).toBe(true);
    const receiver = screen.getByRole('region', { name: 'Receptor' });
    await userEvent.click(selectInput(receiver, 'Cliente'));
    await userEvent.click(await screen.findByRole('option', { name: 'CLIENTE SA · AAA010101AAA' }));
    await waitFor(() =>
      expect((selectInput(paid, 'Agregar factura') as HTMLInputElement).disabled).toBe(false),
    );
    await userEvent.click(selectInput(paid, 'Agregar factura'));
    await userEvent.click(await screen.findByRole('option', { name: /^A-41/ }));
    expect(await within(paid).findByText('A-41')).toBeTruthy();
    expect((within(paid).getByLabelText('Importe pagado de A-41') as HTMLInputElement).value).toBe('660.00');
    const searched = api.callsTo('POST', '/v1/invoicing/invoice/search')[0]?.body as { filters: unknown };
    expect(searched.filters).toEqual({
      $and: [
        { cfdi_tipo_comprobante: { $eq: 'I' } },
        { contact_id: { $eq: 9 } },
        { cfdi_stamp_state: { $eq: 'stamp' } },
      ],
    });

    await userEvent.click(selectInput(receiver, 'Cliente'));
    await userEvent.click(await screen.findByRole('option', { name: 'OTRO SA · BBB010101BB1' }));
    await waitFor(() => expect(within(paid).queryByText('A-41')).toBeNull());
  });
});
