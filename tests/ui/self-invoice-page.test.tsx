// Issue 24 (session 8, H2): the customer's self-invoice page (/facturar/{code}) — the purchase, the
// form with the SAT receiver rules the server applies, the stamping progress and the invoice.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicOrder } from '../../src/domain/contract/public-shop';
import { RECEIVER_MESSAGES } from '../../src/domain/invoicing/receiver-rules';
import { SELF_INVOICE_FORMA_PAGO_MESSAGE } from '../../src/domain/invoicing/sale-invoicing-contract';
import {
  SELF_INVOICE_PAGE_MESSAGES,
  type SelfInvoicePage,
} from '../../src/domain/invoicing/self-invoice-contract';
import { SELF_INVOICE_MESSAGES, type SelfInvoiceState } from '../../src/domain/invoicing/self-invoice-window';
import { clearLoggedInCookie, fakeApi, rejected } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

const CODE = '0123456789abcdef';
const PATH = `/v1/public/self-invoice/${CODE}`;
const LOAD = { timeout: 10_000 };

function purchase(overrides: Partial<SelfInvoicePage> = {}): SelfInvoicePage {
  return {
    business_name: 'Taquería Demo',
    order_number: 'A-1024',
    date: '2031-03-11',
    total: 96,
    lines: [
      { name: 'Taco al pastor', quantity: 3, total: 66 },
      { name: 'Agua de jamaica', quantity: 1, total: 30 },
    ],
    asks_forma_pago: false,
    state: 'available',
    message: null,
    deadline: '2031-03-31',
    remembered: null,
    invoice: null,
    failure: null,
    ...overrides,
  };
}

const page = (overrides: Partial<SelfInvoicePage> = {}) => ({ body: { data: purchase(overrides) } });

const INVOICE = {
  uuid: 'f0e1d2c3-b4a5-4697-8899-aabbccddeeff',
  email: 'ana@example.com',
  pdf_url: 'https://mostrador.example/f/pdf?sig=1',
  xml_url: 'https://mostrador.example/f/xml?sig=1',
};

/** A form field by its label's start (Mantine appends ' *' to required labels). */
const field = (label: string) => {
  const name = new RegExp(`^${label}`);
  return (screen.queryByRole('combobox', { name }) ??
    screen.getByRole('textbox', { name })) as HTMLInputElement;
};

async function choose(label: string, option: string) {
  await userEvent.click(field(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const optionNames = async (label: string) => {
  await userEvent.click(field(label));
  const names = (await screen.findAllByRole('option')).map((option) => option.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  return names;
};

async function fillMoral() {
  await userEvent.type(field('RFC'), 'eku9003173c9');
  await userEvent.type(field('Nombre o razón social'), 'ESCUELA KEMPER URGATE');
  await choose('Régimen fiscal', '601 - General de Ley Personas Morales');
  await userEvent.type(field('Código postal'), '42501');
  await choose('Uso de CFDI', 'G03 - Gastos en general.');
  await userEvent.type(field('Correo electrónico'), 'ana@example.com');
}

const SENT = {
  rfc: 'EKU9003173C9',
  nombre: 'ESCUELA KEMPER URGATE',
  regimen_fiscal: '601',
  codigo_postal: '42501',
  uso_cfdi: 'G03',
  email: 'ana@example.com',
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  clearLoggedInCookie();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Facturar mi compra (/facturar/{code})', { timeout: 60_000 }, () => {
  it('shows the business, ticket, day, lines, total and the deadline in Spanish', async () => {
    fakeApi({ [`GET ${PATH}`]: () => page() });
    renderApp(`/facturar/${CODE}`);
    expect(await screen.findByRole('heading', { name: 'Facturar mi compra' }, LOAD)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Taquería Demo' })).toBeTruthy();
    expect(screen.getByText('Ticket A-1024 · 11 de marzo de 2031')).toBeTruthy();
    const lines = within(screen.getByRole('list', { name: 'Productos' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '3 × Taco al pastor$66.00',
      '1 × Agua de jamaica$30.00',
    ]);
    expect(screen.getByTestId('self-invoice-total').textContent).toBe('$96.00');
    expect(screen.getByText('Puedes facturar esta compra hasta el 31 de marzo de 2031.')).toBeTruthy();
    expect(document.title).toContain('Facturar mi compra');
  });

  it.each<Exclude<SelfInvoiceState, 'available' | 'issuing' | 'invoiced'>>([
    'pending',
    'canceled',
    'in_global',
    'expired',
  ])('state %s shows its message and no form', async (state) => {
    fakeApi({ [`GET ${PATH}`]: () => page({ state, message: SELF_INVOICE_MESSAGES[state] }) });
    renderApp(`/facturar/${CODE}`);
    expect(await screen.findByText(SELF_INVOICE_MESSAGES[state], {}, LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Solicitar factura' })).toBeNull();
  });

  it('an unknown code says so; too many tries shows the server’s message', async () => {
    fakeApi({
      [`GET ${PATH}`]: () => ({ status: 404, body: { message: SELF_INVOICE_PAGE_MESSAGES.notFound } }),
    });
    const { unmount } = renderApp(`/facturar/${CODE}`);
    expect(await screen.findByText(SELF_INVOICE_PAGE_MESSAGES.notFound, {}, LOAD)).toBeTruthy();
    unmount();
    fakeApi({
      [`GET ${PATH}`]: () => ({ status: 429, body: { message: SELF_INVOICE_PAGE_MESSAGES.tooManyTries } }),
    });
    renderApp(`/facturar/${CODE}`);
    expect(await screen.findByText(SELF_INVOICE_PAGE_MESSAGES.tooManyTries, {}, LOAD)).toBeTruthy();
  });

  it('a link cut or mistyped into no code at all reads as an unknown purchase, not as invalid data', async () => {
    fakeApi({
      'GET /v1/public/self-invoice/0123456789': () => ({
        status: 422,
        body: {
          message: 'Los datos enviados no son válidos.',
          code: 'VALIDATION_ERROR',
          errors: { code: [SELF_INVOICE_PAGE_MESSAGES.notFound] },
        },
      }),
    });
    renderApp('/facturar/0123456789');
    expect(await screen.findByText(SELF_INVOICE_PAGE_MESSAGES.notFound, {}, LOAD)).toBeTruthy();
    expect(screen.queryByText('Los datos enviados no son válidos.')).toBeNull();
  });

  it('checks every field like the server before sending anything', async () => {
    const api = fakeApi({ [`GET ${PATH}`]: () => page() });
    renderApp(`/facturar/${CODE}`);
    await screen.findByRole('button', { name: 'Solicitar factura' }, LOAD);
    await userEvent.type(field('RFC'), 'EKU9003173C8');
    await userEvent.type(field('Código postal'), '425');
    await userEvent.type(field('Correo electrónico'), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar factura' }));
    expect(screen.getByText(RECEIVER_MESSAGES.rfcDigit)).toBeTruthy();
    expect(screen.getByText(SELF_INVOICE_PAGE_MESSAGES.nombre)).toBeTruthy();
    expect(screen.getByText(RECEIVER_MESSAGES.regimen)).toBeTruthy();
    expect(screen.getByText(RECEIVER_MESSAGES.codigoPostal)).toBeTruthy();
    expect(screen.getByText(RECEIVER_MESSAGES.uso)).toBeTruthy();
    expect(screen.getByText(SELF_INVOICE_PAGE_MESSAGES.email)).toBeTruthy();
    expect(api.callsTo('POST', PATH)).toHaveLength(0);

    await userEvent.clear(field('RFC'));
    expect(screen.queryByText(RECEIVER_MESSAGES.rfcDigit)).toBeNull();
    await userEvent.type(field('RFC'), 'eku9003');
    expect(field('RFC').value).toBe('EKU9003');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar factura' }));
    expect(screen.getByText(RECEIVER_MESSAGES.rfcShape)).toBeTruthy();
  });

  it('offers only the régimenes of the RFC’s kind of person and the uses of the chosen régimen', async () => {
    fakeApi({ [`GET ${PATH}`]: () => page() });
    renderApp(`/facturar/${CODE}`);
    await screen.findByRole('button', { name: 'Solicitar factura' }, LOAD);
    expect(field('Régimen fiscal').disabled).toBe(true);
    expect(field('Uso de CFDI').disabled).toBe(true);

    await userEvent.type(field('RFC'), 'EKU9003173C9');
    const moral = await optionNames('Régimen fiscal');
    expect(moral.map((name) => name.slice(0, 3))).toEqual([
      '601',
      '603',
      '610',
      '620',
      '622',
      '623',
      '624',
      '626',
    ]);

    await userEvent.clear(field('RFC'));
    await userEvent.type(field('RFC'), 'CACX7605101P8');
    const fisica = (await optionNames('Régimen fiscal')).map((name) => name.slice(0, 3));
    expect(fisica).toContain('605');
    expect(fisica).not.toContain('601');

    await choose('Régimen fiscal', '605 - Sueldos y Salarios e Ingresos Asimilados a Salarios');
    const usos = (await optionNames('Uso de CFDI')).map((name) => name.split(' - ')[0]);
    expect(usos).toContain('D01');
    expect(usos).not.toContain('G03');

    await choose('Uso de CFDI', 'D01 - Honorarios médicos, dentales y gastos hospitalarios.');
    await userEvent.clear(field('RFC'));
    await userEvent.type(field('RFC'), 'XAXX010101000');
    expect(field('Régimen fiscal').value).toBe('');
    expect(field('Uso de CFDI').value).toBe('');
    expect(await optionNames('Régimen fiscal')).toEqual(['616 - Sin obligaciones fiscales']);
    await choose('Régimen fiscal', '616 - Sin obligaciones fiscales');
    expect(await optionNames('Uso de CFDI')).toEqual(['S01 - Sin efectos fiscales.']);
  });

  it('fills the form from the data remembered by phone, and shows the server’s 422 under its field', async () => {
    const api = fakeApi({
      [`GET ${PATH}`]: () =>
        page({
          remembered: {
            rfc: 'EKU9003173C9',
            nombre: 'ESCUELA KEMPER URGATE',
            regimen_fiscal: '601',
            codigo_postal: '42501',
            uso_cfdi: 'G03',
          },
        }),
      [`POST ${PATH}`]: () => rejected('codigo_postal', 'El código postal no corresponde al RFC.'),
    });
    renderApp(`/facturar/${CODE}`);
    await screen.findByRole('button', { name: 'Solicitar factura' }, LOAD);
    expect(field('RFC').value).toBe('EKU9003173C9');
    expect(field('Régimen fiscal').value).toBe('601 - General de Ley Personas Morales');
    expect(field('Uso de CFDI').value).toBe('G03 - Gastos en general.');
    await userEvent.type(field('Correo electrónico'), 'ana@example.com{Enter}');
    expect(await screen.findByText('El código postal no corresponde al RFC.')).toBeTruthy();
    expect(api.callsTo('POST', PATH)[0]?.body).toEqual(SENT);
  });

  it('says when the server refuses for too many tries', async () => {
    fakeApi({
      [`GET ${PATH}`]: () => page(),
      [`POST ${PATH}`]: () => ({ status: 429, body: { message: SELF_INVOICE_PAGE_MESSAGES.businessBusy } }),
    });
    renderApp(`/facturar/${CODE}`);
    await screen.findByRole('button', { name: 'Solicitar factura' }, LOAD);
    await fillMoral();
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar factura' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SELF_INVOICE_PAGE_MESSAGES.businessBusy);
  });

  it('sends, shows the stamping progress, asks again every 2.5 s and shows the invoice', async () => {
    let current = purchase();
    const api = fakeApi({
      [`GET ${PATH}`]: () => ({ body: { data: current } }),
      [`POST ${PATH}`]: () => {
        current = purchase({ state: 'issuing', message: SELF_INVOICE_MESSAGES.issuing });
        return { status: 202, body: { data: current } };
      },
    });
    renderApp(`/facturar/${CODE}`);
    await screen.findByRole('button', { name: 'Solicitar factura' }, LOAD);
    await fillMoral();
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar factura' }));
    expect(await screen.findByText('Estamos timbrando tu factura…')).toBeTruthy();
    expect(api.callsTo('POST', PATH)[0]?.body).toEqual(SENT);
    const gets = api.callsTo('GET', PATH).length;

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_500);
    });
    expect(api.callsTo('GET', PATH).length).toBe(gets + 1);
    expect(screen.getByText('Estamos timbrando tu factura…')).toBeTruthy();

    current = purchase({ state: 'invoiced', message: SELF_INVOICE_MESSAGES.invoiced, invoice: INVOICE });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_500);
    });
    expect(await screen.findByText('Te la enviamos a ana@example.com')).toBeTruthy();
    expect(screen.getByTestId('self-invoice-uuid').textContent).toBe(INVOICE.uuid);
    expect(screen.getByRole('link', { name: 'Descargar PDF' }).getAttribute('href')).toBe(INVOICE.pdf_url);
    expect(screen.getByRole('link', { name: 'Descargar XML' }).getAttribute('href')).toBe(INVOICE.xml_url);

    const polled = api.callsTo('GET', PATH).length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(api.callsTo('GET', PATH).length).toBe(polled);
  });

  it('an invoice whose e-mail could not be sent says so next to its downloads', async () => {
    const failure = 'No pudimos enviar tu factura a ana@example.com; descárgala aquí.';
    fakeApi({
      [`GET ${PATH}`]: () =>
        page({
          state: 'invoiced',
          message: SELF_INVOICE_MESSAGES.invoiced,
          invoice: { ...INVOICE, delivery_failure: failure },
        }),
    });
    renderApp(`/facturar/${CODE}`);
    expect(await screen.findByText(failure, {}, LOAD)).toBeTruthy();
    expect(screen.queryByText('Te la enviamos a ana@example.com')).toBeNull();
    expect(screen.getByRole('link', { name: 'Descargar PDF' }).getAttribute('href')).toBe(INVOICE.pdf_url);
  });

  it('a failed stamp brings the form back with the data typed and the failure above it', async () => {
    let current = purchase();
    fakeApi({
      [`GET ${PATH}`]: () => ({ body: { data: current } }),
      [`POST ${PATH}`]: () => {
        current = purchase({ state: 'issuing', message: SELF_INVOICE_MESSAGES.issuing });
        return { status: 202, body: { data: current } };
      },
    });
    renderApp(`/facturar/${CODE}`);
    await screen.findByRole('button', { name: 'Solicitar factura' }, LOAD);
    await fillMoral();
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar factura' }));
    await screen.findByText('Estamos timbrando tu factura…');

    current = purchase({ failure: 'El RFC del receptor no está en la lista de contribuyentes del SAT.' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_500);
    });
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain(
      'El RFC del receptor no está en la lista de contribuyentes del SAT.',
    );
    expect(field('RFC').value).toBe('EKU9003173C9');
    expect(field('Nombre o razón social').value).toBe('ESCUELA KEMPER URGATE');
    expect(field('Régimen fiscal').value).toBe('601 - General de Ley Personas Morales');
    expect(field('Código postal').value).toBe('42501');
    expect(field('Uso de CFDI').value).toBe('G03 - Gastos en general.');
    expect(field('Correo electrónico').value).toBe('ana@example.com');
  });
});

describe("'Facturar mi compra' on the order page (/pedido/{code})", { timeout: 30_000 }, () => {
  const order = (self_invoice_url: string | null): PublicOrder => ({
    number: 'A-1024',
    business: { name: 'Taquería Demo', username: 'taqueria', phone: null },
    stage: 'Entregado',
    canceled: false,
    completed: true,
    delivery_type: 'pickup',
    delivery_type_name: 'Para recoger',
    placed_at: '2031-03-11T15:00:00-06:00',
    scheduled_to: null,
    estimated_at: null,
    items: [],
    subtotal: 96,
    shipping: 0,
    discount: 0,
    total: 96,
    payment_method_name: null,
    self_invoice_url,
  });

  it('links to the self-invoice page when the server gives its address, and not otherwise', async () => {
    const url = `https://mostrador.example/facturar/${CODE}`;
    fakeApi({ 'GET /v1/public/order/Ab3x9Kq2': () => ({ body: { data: order(url) } }) });
    const { unmount } = renderApp('/pedido/Ab3x9Kq2');
    const link = await screen.findByRole('link', { name: 'Facturar mi compra' }, LOAD);
    expect(link.getAttribute('href')).toBe(url);
    unmount();

    fakeApi({ 'GET /v1/public/order/Ab3x9Kq2': () => ({ body: { data: order(null) } }) });
    renderApp('/pedido/Ab3x9Kq2');
    await screen.findByText('Pedido A-1024', {}, LOAD);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Facturar mi compra' })).toBeNull());
  });

  it('asks the forma de pago only for a loyalty purchase: required, from the customer’s forms, sent', async () => {
    fakeApi({ [`GET ${PATH}`]: () => page() });
    const { unmount } = renderApp(`/facturar/${CODE}`);
    await screen.findByRole('button', { name: 'Solicitar factura' }, LOAD);
    expect(screen.queryByRole('combobox', { name: /^Forma de pago/ })).toBeNull();
    unmount();

    const loyalty = {
      order_number: 'K7Q2M9XD',
      total: 155.25,
      lines: [
        { name: 'Consumo', quantity: 1, total: 180.5 },
        { name: 'Pagado con tu monedero (no se factura)', quantity: 1, total: -25.25 },
      ],
      asks_forma_pago: true,
    };
    const api = fakeApi({
      [`GET ${PATH}`]: () => page(loyalty),
      [`POST ${PATH}`]: () => ({ status: 202, body: { data: purchase({ ...loyalty, state: 'issuing' }) } }),
    });
    renderApp(`/facturar/${CODE}`);
    await screen.findByRole('button', { name: 'Solicitar factura' }, LOAD);
    const lines = within(screen.getByRole('list', { name: 'Productos' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '1 × Consumo$180.50',
      '1 × Pagado con tu monedero (no se factura)-$25.25',
    ]);
    const forms = (await optionNames('Forma de pago')).map((name) => name.split(' - ')[0]);
    expect(forms).toEqual(['01', '02', '03', '04', '05', '06', '08', '28', '29', '31']);
    await fillMoral();
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar factura' }));
    expect(screen.getByText(SELF_INVOICE_FORMA_PAGO_MESSAGE)).toBeTruthy();
    expect(api.callsTo('POST', PATH)).toHaveLength(0);

    await choose('Forma de pago', '28 - Tarjeta de débito');
    expect(screen.queryByText(SELF_INVOICE_FORMA_PAGO_MESSAGE)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar factura' }));
    await waitFor(() => expect(api.callsTo('POST', PATH)).toHaveLength(1));
    expect(api.callsTo('POST', PATH)[0]?.body).toEqual({ ...SENT, forma_pago: '28' });
  });
});
