// Issue 24 (session 8, H2): the 'Factura global' tab — the business's sale-invoicing settings and the
// automatic factura global's runs.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type GlobalRun, SALE_INVOICING_MESSAGES } from '../../src/domain/invoicing/sale-invoicing-contract';
import { backOfficeApi } from './helpers/back-office-api';
import { captureDownloads } from './helpers/downloads';
import { type Reply, rejected } from './helpers/fake-api';
import { page } from './helpers/invoicing-fixtures';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const LOAD = { timeout: 10_000 };
const SETTINGS = 'GET /v1/invoicing/sale-settings';
const RUNS = 'POST /v1/invoicing/global-run/search';

const settings = (global_periodicity: string | null = null, self_invoice_grace_days = 0) => ({
  body: { data: { global_periodicity, self_invoice_grace_days } },
});

const STAMPED: GlobalRun = {
  id: 7,
  periodicity: 'weekly',
  period_from: '2026-11-16',
  period_to: '2026-11-22',
  status: 'stamped',
  sales_count: 12,
  total: 3480.5,
  invoice_id: 91,
  invoice_number: 'G-12',
  failure: null,
  created_at: '2026-11-23T08:00:00Z',
};

const FAILED: GlobalRun = {
  ...STAMPED,
  id: 8,
  periodicity: 'daily',
  period_from: '2026-11-23',
  period_to: '2026-11-23',
  status: 'failed',
  sales_count: 3,
  total: 300,
  invoice_id: null,
  invoice_number: null,
  failure: 'El PAC no respondió.',
};

/** A form field by its label's start. */
const field = (label: string) => {
  const name = new RegExp(`^${label}`);
  return (screen.queryByRole('combobox', { name }) ??
    screen.getByRole('textbox', { name })) as HTMLInputElement;
};

eachTestStarts({ signedIn: true });

describe('Factura global (invoicing-global)', { timeout: 30_000 }, () => {
  it('is a tab of invoicing with the settings card and the runs table', async () => {
    const api = backOfficeApi(['super-admin'], {
      [SETTINGS]: () => settings('weekly', 5),
      [RUNS]: () => page([FAILED, STAMPED], 2),
    });
    renderApp('/invoicing/global');
    const card = await screen.findByRole('region', { name: 'Facturación de ventas' }, LOAD);
    expect(await within(card).findByDisplayValue('Semanal')).toBeTruthy();
    expect(field('Días para autofacturar después del mes de compra').value).toBe('5');
    expect(screen.getByRole('tab', { name: 'Factura global', selected: true })).toBeTruthy();

    await screen.findByText('G-12', {}, LOAD);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Periodo',
      'Estatus',
      'Tickets',
      'Total',
      'Factura',
      '',
    ]);
    const [failed, stamped] = screen.getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(stamped as HTMLElement).getByText('16 nov 2026 – 22 nov 2026')).toBeTruthy();
    expect(within(stamped as HTMLElement).getByText('Semanal')).toBeTruthy();
    expect(within(stamped as HTMLElement).getByText('Timbrada')).toBeTruthy();
    expect(within(stamped as HTMLElement).getByText('$3,480.50')).toBeTruthy();
    expect(
      within(stamped as HTMLElement)
        .getByRole('link', { name: 'G-12' })
        .getAttribute('href'),
    ).toBe('/invoicing/invoice/91');
    expect(within(failed as HTMLElement).getByText('23 nov 2026')).toBeTruthy();
    expect(within(failed as HTMLElement).getByText('Falló')).toBeTruthy();
    expect(within(failed as HTMLElement).getByText('El PAC no respondió.')).toBeTruthy();
    expect(within(failed as HTMLElement).getByText('—')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/invoicing/global-run/search')[0]?.body).toEqual({ limit: 20, offset: 0 });
  });

  it("an empty record says 'Aún no se ha emitido ninguna factura global.'", async () => {
    backOfficeApi(['super-admin'], { [SETTINGS]: () => settings(), [RUNS]: () => page([]) });
    renderApp('/invoicing/global');
    expect(await screen.findByText('Aún no se ha emitido ninguna factura global.', {}, LOAD)).toBeTruthy();
    expect(await screen.findByDisplayValue('No emitir factura global')).toBeTruthy();
  });

  it('shows a failed load of the runs', async () => {
    backOfficeApi(['super-admin'], {
      [SETTINGS]: () => settings(),
      // A 4xx is shown at once (a 5xx is retried first).
      [RUNS]: () => ({ status: 403, body: { message: 'No tienes permiso para ver la facturación.' } }),
    });
    renderApp('/invoicing/global');
    expect(await screen.findByText('No se pudieron cargar las facturas globales', {}, LOAD)).toBeTruthy();
    expect(screen.getByText('No tienes permiso para ver la facturación.')).toBeTruthy();
  });

  it('saves the periodicity and the days with a notice; refuses days out of 0–30 and shows the 422 under its field', async () => {
    let answer: () => Reply = () => settings('monthly', 10);
    const api = backOfficeApi(['super-admin'], {
      [SETTINGS]: () => settings(),
      [RUNS]: () => page([]),
      'PUT /v1/invoicing/sale-settings': () => answer(),
    });
    renderApp('/invoicing/global');
    await screen.findByDisplayValue('No emitir factura global', {}, LOAD);
    await userEvent.click(field('Periodicidad de la factura global'));
    await userEvent.click(await screen.findByRole('option', { name: 'Mensual' }));
    const days = field('Días para autofacturar después del mes de compra');
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(SALE_INVOICING_MESSAGES.graceDays)).toBeTruthy();
    expect(api.callsTo('PUT', '/v1/invoicing/sale-settings')).toHaveLength(0);

    await userEvent.clear(days);
    await userEvent.type(days, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Configuración de facturación guardada.')).toBeTruthy();
    expect(api.callsTo('PUT', '/v1/invoicing/sale-settings')[0]?.body).toEqual({
      global_periodicity: 'monthly',
      self_invoice_grace_days: 10,
    });

    answer = () => rejected('global_periodicity', SALE_INVOICING_MESSAGES.periodicity);
    await userEvent.click(field('Periodicidad de la factura global'));
    await userEvent.click(await screen.findByRole('option', { name: 'No emitir factura global' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(SALE_INVOICING_MESSAGES.periodicity)).toBeTruthy();
    expect(api.callsTo('PUT', '/v1/invoicing/sale-settings')[1]?.body).toEqual({
      global_periodicity: null,
      self_invoice_grace_days: 10,
    });
  });

  it("'Descargar CSV' saves the run's tickets under the server's file name", async () => {
    const downloads = captureDownloads();
    const api = backOfficeApi(['super-admin'], {
      [SETTINGS]: () => settings('weekly'),
      [RUNS]: () => page([STAMPED]),
      'GET /v1/invoicing/global-run/7/sales.csv': () => ({
        body: 'Ticket,Fecha,Subtotal,Impuestos,Total\r\nA-1,2026-11-16,100,16,116\r\n',
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="factura-global-2026-11-16.csv"',
        },
      }),
    });
    renderApp('/invoicing/global');
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Descargar CSV del periodo 16 nov 2026 – 22 nov 2026' },
        LOAD,
      ),
    );
    await waitFor(() => expect(downloads.names()).toEqual(['factura-global-2026-11-16.csv']));
    expect(await downloads.files[0]?.text()).toContain('A-1,2026-11-16,100,16,116');
    expect(api.callsTo('GET', '/v1/invoicing/global-run/7/sales.csv')).toHaveLength(1);
    downloads.restore();
  });

  it("is for the owner only: a business manager opening it gets 'Sin acceso' and none of its data", async () => {
    const api = backOfficeApi(['business-manager'], { [SETTINGS]: () => settings(), [RUNS]: () => page([]) });
    renderApp('/invoicing/global');
    expect(await screen.findByText('Sin acceso', {}, LOAD)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Factura global' })).toBeNull();
    expect(api.callsTo('GET', '/v1/invoicing/sale-settings')).toHaveLength(0);
    expect(api.callsTo('POST', '/v1/invoicing/global-run/search')).toHaveLength(0);
  });
});
