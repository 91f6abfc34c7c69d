import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOYALTY_MESSAGES, type LoyaltyTransaction } from '../../src/domain/contract/loyalty';
import { LoyaltyReportPage } from '../../src/features/loyalty/report/loyalty-report-page';
import { accountSettingsQueryOptions } from '../../src/lib/query/account-queries';
import { createQueryClient } from '../../src/lib/query/query-client';
import { backOfficeApi } from './helpers/back-office-api';
import { captureDownloads } from './helpers/downloads';
import { fakeApi, type Reply } from './helpers/fake-api';
import { accountSettings } from './helpers/fixtures';
import { phoneCard } from './helpers/phone-card';
import { renderApp } from './helpers/render-app';
import { eachTestStarts } from './helpers/session-hooks';

const SEARCH = '/v1/loyalty/transaction/search';

function transaction(overrides: Partial<LoyaltyTransaction> = {}): LoyaltyTransaction {
  return {
    id: 40,
    code: 'LT-0040',
    status: 'active',
    // 13:05 in Mexico City (19:05 in UTC).
    created_at: '2026-11-23T19:05:00.000Z',
    type: 'cashback',
    sale_amount: 120,
    reference: null,
    input_method: 'code',
    program: { id: 1, name: 'Monedero Taquería' },
    contact: { id: 3, name: 'Lucía Hernández', phone: '+525512345678' },
    user: { id: 5, name: 'Carla Caja' },
    cashback: { amount: 5, used: 20, percentage: 5 },
    stampcard: null,
    canceled_at: null,
    ...overrides,
  };
}

const STAMP = transaction({
  id: 39,
  code: 'LT-0039',
  type: 'stampcard',
  sale_amount: 80,
  reference: 'Mesa 4',
  program: { id: 2, name: 'Tarjeta del taco' },
  cashback: null,
  stampcard: { current_quantity: 3, required_quantity: 5, completed: false, redeemed_reward: false },
});

function serve(
  handlers: Record<string, (body: unknown) => Reply> = {},
  roles: string[] = ['loyalty-employee'],
) {
  return backOfficeApi(roles, handlers);
}

/** A page of the search: `total` transactions, ids counting down from 100. */
function searchPage(body: unknown, total: number): Reply {
  const { offset, limit } = body as { offset: number; limit: number };
  const count = Math.max(0, Math.min(limit, total - offset));
  const rows = Array.from({ length: count }, (_, index) => {
    const id = 100 - offset - index;
    const base = id % 2 === 0 ? transaction() : STAMP;
    return { ...base, id, code: `LT-${String(id).padStart(4, '0')}` };
  });
  return { body: { data: rows, pagination: { total_items: total, limit, offset, count } } };
}

eachTestStarts({ signedIn: true });

afterEach(() => {
  vi.useRealTimers();
});

// The first case loads the loyalty chunk and renders 20 rows: slow on a shared 2-core machine.
describe('loyalty transactions list (loyalty-transaction-list)', { timeout: 15_000 }, () => {
  it('shows code, status, local date, type, progress, sale amount and reference, 20 a page, newest first', async () => {
    const api = serve({ [`POST ${SEARCH}`]: (body) => searchPage(body, 21) });
    renderApp('/loyalty/transactions');

    // Tablets and desktops get the table (phones get cards, hidden there by CSS).
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const first = (await within(table).findByText('LT-0100')).closest('tr') as HTMLElement;
    expect(api.callsTo('POST', SEARCH)[0]?.body).toEqual({ sort: ['-id'], limit: 20, offset: 0 });
    expect(within(first).getByText('Activa')).toBeTruthy();
    expect(within(first).getByText(/1:05/)).toBeTruthy();
    expect(within(first).getByText('Monedero (cashback)')).toBeTruthy();
    expect(within(first).getByText('$5.00 (5%)')).toBeTruthy();
    expect(within(first).getByText('$120.00')).toBeTruthy();
    expect(within(first).getByText('Ninguna')).toBeTruthy();
    const stamp = within(table).getByText('LT-0099').closest('tr') as HTMLElement;
    expect(within(stamp).getByText('Tarjeta de sellos')).toBeTruthy();
    expect(within(stamp).getByText('3 de 5')).toBeTruthy();
    expect(within(stamp).getByText('Mesa 4')).toBeTruthy();
    expect(within(table).getAllByRole('link', { name: /^Abrir transacción/ })).toHaveLength(20);
    expect(screen.getByText('21 transacciones')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await within(table).findByText('LT-0080')).toBeTruthy();
    expect(api.callsTo('POST', SEARCH).at(-1)?.body).toEqual({ sort: ['-id'], limit: 20, offset: 20 });
    expect(within(table).getAllByRole('link', { name: /^Abrir transacción/ })).toHaveLength(1);
  });

  it('on a phone each transaction is a card with its progress, date and reference', async () => {
    serve({ [`POST ${SEARCH}`]: (body) => searchPage(body, 2) });
    renderApp('/loyalty/transactions');
    await screen.findByRole('table', {}, { timeout: 5000 });
    const card = phoneCard('link', 'Abrir transacción LT-0099');
    expect(within(card).getByText('Tarjeta de sellos · 3 de 5')).toBeTruthy();
    expect(within(card).getByText(/1:05.*· Referencia: Mesa 4/)).toBeTruthy();
    expect(within(card).getByText('$80.00')).toBeTruthy();
  });

  it('a row opens the transaction’s detail', async () => {
    serve({
      [`POST ${SEARCH}`]: (body) => searchPage(body, 1),
      'GET /v1/loyalty/transaction/100': () => ({
        body: { data: transaction({ id: 100, code: 'LT-0100' }) },
      }),
    });
    const { router } = renderApp('/loyalty/transactions');
    const links = await screen.findAllByRole('link', { name: 'Abrir transacción LT-0100' });
    await userEvent.click(links[0] as HTMLElement);

    await waitFor(() => expect(router.state.location.pathname).toBe('/loyalty/transactions/100'));
    expect(await screen.findByRole('heading', { name: 'Transacción LT-0100' })).toBeTruthy();
  });
});

describe('loyalty transaction detail (loyalty-transaction-item)', { timeout: 15_000 }, () => {
  it('a cashback sale shows the general data and the wallet section', async () => {
    serve({ 'GET /v1/loyalty/transaction/40': () => ({ body: { data: transaction() } }) });
    renderApp('/loyalty/transactions/40');

    const general = await screen.findByRole('region', { name: 'Información general' });
    const value = (section: HTMLElement, label: string) =>
      within(section).getByText(label).nextElementSibling?.textContent;
    expect(value(general, 'Tipo')).toBe('Monedero (cashback)');
    expect(value(general, 'Estado')).toBe('Activa');
    expect(value(general, 'Cliente')).toBe('Lucía Hernández');
    expect(value(general, 'Monto de la venta')).toBe('$120.00');
    expect(value(general, 'Código')).toBe('LT-0040');
    expect(value(general, 'Referencia')).toBe('Ninguna');
    expect(value(general, 'Fecha')).toMatch(/1:05/);
    const wallet = screen.getByRole('region', { name: 'Monedero' });
    expect(value(wallet, 'Monto obtenido')).toBe('$5.00');
    expect(value(wallet, 'Monto usado')).toBe('$20.00');
    expect(value(wallet, 'Porcentaje')).toBe('5%');
    expect(screen.queryByRole('region', { name: 'Tarjeta de sellos' })).toBeNull();
  });

  it('a stamp card sale shows required and obtained stamps and that it completed the card', async () => {
    const completed = {
      ...STAMP,
      stampcard: { current_quantity: 5, required_quantity: 5, completed: true, redeemed_reward: false },
    };
    serve({ 'GET /v1/loyalty/transaction/39': () => ({ body: { data: completed } }) });
    renderApp('/loyalty/transactions/39');

    const stamps = await screen.findByRole('region', { name: 'Tarjeta de sellos' });
    expect(within(stamps).getByText('Cantidad requerida').nextElementSibling?.textContent).toBe('5');
    expect(within(stamps).getByText('Cantidad obtenida').nextElementSibling?.textContent).toBe('5');
    expect(within(stamps).getByText('Completó la tarjeta')).toBeTruthy();
    expect(within(stamps).queryByText('Canjeó un premio')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Monedero' })).toBeNull();
    const general = screen.getByRole('region', { name: 'Información general' });
    expect(within(general).getByText('Referencia').nextElementSibling?.textContent).toBe('Mesa 4');
  });

  it('"Cancelar transacción" is disabled for a canceled transaction and for a reader', async () => {
    serve({
      'GET /v1/loyalty/transaction/40': () => ({
        body: { data: transaction({ status: 'canceled', canceled_at: '2026-11-23T20:00:00.000Z' }) },
      }),
    });
    const canceled = renderApp('/loyalty/transactions/40');
    const button = await screen.findByRole('button', { name: 'Cancelar transacción' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    canceled.unmount();
    vi.unstubAllGlobals();

    serve({ 'GET /v1/loyalty/transaction/40': () => ({ body: { data: transaction() } }) }, [
      'loyalty-reader',
    ]);
    renderApp('/loyalty/transactions/40');
    await screen.findByRole('heading', { name: 'Transacción LT-0040' });
    expect((screen.getByRole('button', { name: 'Cancelar transacción' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('an active one asks first, saying it is irreversible, then says "Transacción cancelada"', async () => {
    let stored = transaction();
    const api = serve({
      'GET /v1/loyalty/transaction/40': () => ({ body: { data: stored } }),
      'POST /v1/loyalty/transaction/40/cancel': () => {
        stored = transaction({ status: 'canceled', canceled_at: '2026-11-23T20:00:00.000Z' });
        return { body: { data: stored } };
      },
    });
    renderApp('/loyalty/transactions/40');
    const button = await screen.findByRole('button', { name: 'Cancelar transacción' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(button);

    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar la transacción?' });
    expect(dialog.textContent).toContain('irreversible');
    expect(api.callsTo('POST', '/v1/loyalty/transaction/40/cancel')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar' }));

    expect(await screen.findByText('Transacción cancelada')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/loyalty/transaction/40/cancel')).toHaveLength(1);
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Cancelar transacción' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    const general = screen.getByRole('region', { name: 'Información general' });
    expect(within(general).getByText('Estado').nextElementSibling?.textContent).toBe('Cancelada');
  });

  it('shows the server’s refusal in Spanish and leaves the transaction active', async () => {
    serve({
      'GET /v1/loyalty/transaction/40': () => ({ body: { data: transaction() } }),
      'POST /v1/loyalty/transaction/40/cancel': () => ({
        status: 422,
        body: { message: LOYALTY_MESSAGES.cancelSpent, code: 'VALIDATION_ERROR' },
      }),
    });
    renderApp('/loyalty/transactions/40');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar transacción' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar la transacción?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar' }));

    expect(await within(dialog).findByText(LOYALTY_MESSAGES.cancelSpent)).toBeTruthy();
    expect(screen.queryByText('Transacción cancelada')).toBeNull();
  });

  it('a transaction that is not there says "Transacción no encontrada" with a way back', async () => {
    serve();
    renderApp('/loyalty/transactions/999');
    expect(await screen.findByRole('heading', { name: 'Transacción no encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a transacciones' }).getAttribute('href')).toBe(
      '/loyalty/transactions',
    );
  });
});

describe('loyalty report (loyalty-report)', () => {
  const NOW = Date.parse('2025-11-23T03:30:00Z'); // Saturday 21:30 in Mexico City, already Sunday in UTC

  function renderReport() {
    const client = createQueryClient();
    client.setQueryData(accountSettingsQueryOptions().queryKey, accountSettings());
    return render(
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <LoyaltyReportPage />
        </QueryClientProvider>
      </MantineProvider>,
    );
  }

  it('offers the four report types, defaults to today from 00:00 to 23:59 in the location’s zone, and downloads loyalty-transaction-report.csv', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const api = fakeApi({
      'POST /v1/loyalty/reporting/stampcard-by-user': () => ({
        body: {
          headers: [
            { key: 'name', title: 'Cliente', type: 'string', align: 'left', hidden: false, aggregate: null },
          ],
          pagination: { total_items: 1, limit: 100, offset: 0, count: 1 },
          data: [{ name: 'Lucía Hernández' }],
        },
      }),
    });
    renderReport();

    expect(screen.getByRole('heading', { name: 'Reporte de lealtad' })).toBeTruthy();
    expect((screen.getByLabelText('Desde') as HTMLInputElement).value).toBe('2025-11-22T00:00');
    expect((screen.getByLabelText('Hasta') as HTMLInputElement).value).toBe('2025-11-22T23:59');
    const typeInput = screen
      .getAllByLabelText('Tipo de reporte')
      .find((element) => element.tagName === 'INPUT') as HTMLElement;
    await userEvent.click(typeInput);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Cashback por fecha',
      'Cashback por cliente',
      'Sellos por fecha',
      'Sellos por cliente',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Sellos por cliente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Procesar' }));

    expect(await screen.findByText('Lucía Hernández')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/loyalty/reporting/stampcard-by-user')[0]?.body).toEqual({
      offset: 0,
      limit: 100,
      filters: { date_from: '2025-11-22T00:00', date_to: '2025-11-22T23:59' },
    });

    const downloads = captureDownloads();
    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    expect(downloads.names()[0]).toBe('loyalty-transaction-report.csv');
    downloads.restore();
  });
});
