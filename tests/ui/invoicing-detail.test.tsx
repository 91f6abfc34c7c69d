import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../src/features/invoicing/invoice-api';
import { backOfficeApi } from './helpers/back-office-api';
import { invoice, LISTED_INVOICE, page, stampedInvoice } from './helpers/invoicing-fixtures';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

// The area is its own lazy chunk: a loaded machine needs more than the default second.
const LOAD = { timeout: 10_000 };

eachTestStarts({ signedIn: true });

function serveInvoice(current: () => Invoice, handlers: Parameters<typeof backOfficeApi>[1] = {}) {
  return backOfficeApi(['super-admin'], {
    'GET /v1/invoicing/invoice/41': () => ({ body: { data: current() } }),
    'POST /v1/invoicing/invoice/search': () => page([LISTED_INVOICE]),
    ...handlers,
  });
}

const openOptions = async () =>
  userEvent.click(await screen.findByRole('button', { name: 'Opciones' }, LOAD));
/** A Mantine Select's box by its label (its listbox carries the same name). */
const selectInput = (container: HTMLElement, label: string) =>
  document.getElementById(
    (within(container).getByText(label).closest('label') as HTMLLabelElement).htmlFor,
  ) as HTMLElement;
const menuItem = (name: string) => screen.getByRole('menuitem', { name }) as HTMLButtonElement;

describe('Facturas (invoicing-invoice-list-i)', { timeout: 30_000 }, () => {
  it('lists Folio, Cliente, Fecha, Total, Estatus, Timbrado and Pagado; searches on Enter by type, newest first', async () => {
    const api = serveInvoice(invoice);
    renderApp('/invoicing/invoices/i');
    const row = (await screen.findAllByText('A-41', {}, LOAD))
      .map((cell) => cell.closest('tr'))
      .find(Boolean);
    expect(within(row as HTMLElement).getByText('ANA RUIZ PEREZ')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('$1,160.00')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('$500.00')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('Timbrada')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Folio',
      'Cliente',
      'Fecha',
      'Total',
      'Estatus',
      'Timbrado',
      'Pagado',
    ]);
    await userEvent.type(screen.getByLabelText('Buscar facturas...'), 'Ana{Enter}');
    await waitFor(() =>
      expect(api.callsTo('POST', '/v1/invoicing/invoice/search').at(-1)?.body).toEqual({
        limit: 20,
        offset: 0,
        filters: {
          $and: [
            { cfdi_tipo_comprobante: { $eq: 'I' } },
            {
              $or: [
                { contact_name: { $contains: 'Ana' } },
                { contact_cfdi_nombre: { $contains: 'Ana' } },
                { number: { $contains: 'Ana' } },
              ],
            },
          ],
        },
        sort: ['-id'],
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/v1/invoicing/invoice/search').at(-1)?.body).toEqual({
        limit: 20,
        offset: 0,
        filters: { $and: [{ cfdi_tipo_comprobante: { $eq: 'I' } }] },
        sort: ['-id'],
      }),
    );
  });

  it('the credit-note list searches "Buscar notas de crédito..." and offers "Crear nota", without Pagado', async () => {
    serveInvoice(invoice);
    renderApp('/invoicing/invoices/e');
    expect(await screen.findByLabelText('Buscar notas de crédito...', {}, LOAD)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear nota' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Pagado' })).toBeNull();
  });
});

describe('Factura (invoicing-invoice-item)', { timeout: 30_000 }, () => {
  it('a draft: no Enviar; Timbrar and Editar enabled, Cancelar and the downloads disabled; every section', async () => {
    serveInvoice(invoice);
    renderApp('/invoicing/invoice/41');
    expect(await screen.findByRole('heading', { name: 'Factura A-41' }, LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Facturas' }).getAttribute('href')).toBe('/invoicing/invoices/i');
    const customer = screen.getByRole('region', { name: 'Cliente' });
    expect(within(customer).getByText('ANA RUIZ PEREZ')).toBeTruthy();
    expect(within(customer).getByText('G03 - Gastos en general.')).toBeTruthy();
    const payment = screen.getByRole('region', { name: 'Pago' });
    expect(within(payment).getByText('$660.00')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Conceptos' })).getByText('Consultoría')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Timbrado' })).toBeNull();

    await openOptions();
    expect(menuItem('Timbrar').disabled).toBe(false);
    expect(menuItem('Editar').disabled).toBe(false);
    expect(menuItem('Crear copia').disabled).toBe(false);
    expect(menuItem('Cancelar').disabled).toBe(true);
    expect(menuItem('Descargar PDF').disabled).toBe(true);
    expect(menuItem('Descargar XML').disabled).toBe(true);
  });

  it('a stamped one: Enviar with WhatsApp and e-mail; Cancelar and downloads enabled, Timbrar and Editar not', async () => {
    serveInvoice(stampedInvoice);
    renderApp('/invoicing/invoice/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }, LOAD));
    expect(screen.getByRole('menuitem', { name: 'WhatsApp' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Correo electrónico' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(
      within(screen.getByRole('region', { name: 'Timbrado' })).getByText(
        stampedInvoice().cfdi.uuid as string,
      ),
    ).toBeTruthy();
    await openOptions();
    expect(menuItem('Timbrar').disabled).toBe(true);
    expect(menuItem('Editar').disabled).toBe(true);
    expect(menuItem('Cancelar').disabled).toBe(false);
    expect(menuItem('Descargar PDF').disabled).toBe(false);
    expect(menuItem('Descargar XML').disabled).toBe(false);
  });

  it('Timbrar: loading, then the reason of a refusal; a success says so and reloads the invoice', async () => {
    let current = invoice();
    let release: () => void = () => undefined;
    let refuse = true;
    const api = serveInvoice(() => current, {
      'POST /v1/invoicing/invoice/41/stamp': () =>
        new Promise((resolve) => {
          release = () => {
            if (refuse)
              resolve({
                body: { data: { stamped: false, reason: 'CFDI40147: El RFC del receptor no existe.' } },
              });
            else {
              current = stampedInvoice();
              resolve({ body: { data: { stamped: true } } });
            }
          };
        }),
    });
    renderApp('/invoicing/invoice/41');
    await openOptions();
    await userEvent.click(menuItem('Timbrar'));
    const dialog = await screen.findByRole('dialog', { name: 'Timbrar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Timbrar' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Timbrar' }).getAttribute('data-loading')).toBe(
        'true',
      ),
    );
    release();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'CFDI40147: El RFC del receptor no existe.',
    );

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Timbrar' }));
    release();
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'El comprobante se timbró correctamente.',
    );
    await waitFor(() => expect(api.callsTo('GET', '/v1/invoicing/invoice/41').length).toBeGreaterThan(1));
    expect(await screen.findByRole('region', { name: 'Timbrado' })).toBeTruthy();
  });

  it('Cancelar: the reason is required; reason 01 needs the replacing invoice; an error shows the returned status', async () => {
    const api = serveInvoice(stampedInvoice, {
      'POST /v1/invoicing/invoice/search': () =>
        page([
          LISTED_INVOICE,
          { ...LISTED_INVOICE, id: 42, number: 'A-42', cfdi_uuid: 'AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE' },
        ]),
      'POST /v1/invoicing/invoice/41/cancel': () => ({
        body: { data: { canceled: false, status: 'No cancelable' } },
      }),
    });
    renderApp('/invoicing/invoice/41');
    await openOptions();
    await userEvent.click(menuItem('Cancelar'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar comprobante' });
    const submit = () =>
      userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar comprobante' }));
    await submit();
    expect(within(dialog).getByText('Selecciona el motivo de la cancelación.')).toBeTruthy();

    await userEvent.click(selectInput(dialog, 'Motivo de cancelación'));
    await userEvent.click(within(dialog).getByRole('option', { name: /^01 - / }));
    await submit();
    expect(within(dialog).getByText('Debe seleccionar una factura')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/invoicing/invoice/41/cancel')).toHaveLength(0);

    await userEvent.click(selectInput(dialog, 'Comprobante que lo sustituye'));
    await userEvent.click(await within(dialog).findByRole('option', { name: /A-42/ }));
    await submit();
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No cancelable');
    expect(api.callsTo('POST', '/v1/invoicing/invoice/41/cancel')[0]?.body).toEqual({
      motivo: '01',
      folio_sustitucion: 'AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE',
    });
  });

  it('Enviar por correo: recipient and addresses required, each address checked; sends the list', async () => {
    const api = serveInvoice(stampedInvoice, {
      'POST /v1/invoicing/invoice/41/send-email': () => ({ body: { data: { sent: true } } }),
    });
    renderApp('/invoicing/invoice/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }, LOAD));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Correo electrónico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar por correo' });
    const name = within(dialog).getByLabelText('Nombre del destinatario');
    const emails = within(dialog).getByLabelText('Correos electrónicos');
    await userEvent.clear(name);
    await userEvent.clear(emails);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(within(dialog).getByText('El nombre del destinatario es requerido')).toBeTruthy();
    expect(within(dialog).getByText('El correo electrónico es requerido')).toBeTruthy();
    await userEvent.type(name, 'Ana');
    await userEvent.type(emails, 'ana@correo.mx, no-es-correo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(within(dialog).getByText('Uno o más correos electrónicos son inválidos')).toBeTruthy();
    await userEvent.clear(emails);
    await userEvent.type(emails, 'ana@correo.mx, conta@correo.mx');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/v1/invoicing/invoice/41/send-email')[0]?.body).toEqual({
        emails: ['ana@correo.mx', 'conta@correo.mx'],
        recipient_name: 'Ana',
        message: '',
      }),
    );
  });
});
