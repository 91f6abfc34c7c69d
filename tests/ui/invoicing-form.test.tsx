import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
import type { InvoiceContactOption } from '../../src/features/invoicing/invoice-api';
import { backOfficeApi } from './helpers/back-office-api';
import { invoice, page } from './helpers/invoicing-fixtures';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const LOAD = { timeout: 10_000 };
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
});
