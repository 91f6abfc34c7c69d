import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Report } from '../../src/domain/contract/report';
import type { ShopSummary } from '../../src/domain/contract/shop';
import ShopReportPage from '../../src/features/shop/stats/shop-report-page';
import ShopStatsPage from '../../src/features/shop/stats/shop-stats-page';
import { accountSettingsQueryOptions } from '../../src/lib/query/account-queries';
import { createQueryClient } from '../../src/lib/query/query-client';
import { captureDownloads } from './helpers/downloads';
import { fakeApi } from './helpers/fake-api';
import { accountSettings } from './helpers/fixtures';

vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  // The stats page's link to the report; no router is needed to check the figures.
  Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a>,
}));

const NOW = Date.parse('2025-11-23T03:30:00Z'); // Saturday 21:30 in Mexico City, already Sunday in UTC
const TODAY = '2025-11-22';
const BY_CONTACT = '/v1/pos/reporting/sales-by-contact';

const SUMMARY: ShopSummary = {
  values: [
    { key: 'orders', title: 'Pedidos', type: 'number', value: 12 },
    { key: 'total', title: 'Ventas', type: 'money', value: 1234.5 },
    { key: 'average_ticket', title: 'Ticket promedio', type: 'money', value: 102.88 },
  ],
};

/** The by-contact report of `total` customers, served 100 at a time. */
function byContact(offset: number, limit: number, total: number): Report {
  const count = Math.max(0, Math.min(limit, total - offset));
  return {
    headers: [
      { key: 'name', title: 'Cliente', type: 'string', align: 'left', hidden: false, aggregate: null },
      {
        key: 'total',
        title: 'Total',
        type: 'money',
        align: 'right',
        hidden: false,
        aggregate: { type: 'sum', value: 15000 },
      },
    ],
    pagination: { total_items: total, limit, offset, count },
    data: Array.from({ length: count }, (_, index) => ({
      name: `Cliente ${offset + index + 1}`,
      total: 100,
    })),
  };
}

function renderPage(ui: ReactNode) {
  const client = createQueryClient();
  client.setQueryData(accountSettingsQueryOptions().queryKey, accountSettings());
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('shop stats (menu-order-stats)', () => {
  it("asks for today in the location's zone and shows each figure in its format", async () => {
    const api = fakeApi({ 'POST /v1/pos/reporting/summary': () => ({ body: { data: SUMMARY } }) });
    renderPage(<ShopStatsPage />);

    expect(await screen.findByText('$1,234.50')).toBeTruthy();
    expect(screen.getByText('Ventas')).toBeTruthy();
    expect(screen.getByText('Pedidos').nextElementSibling?.textContent).toBe('12');
    expect(api.callsTo('POST', '/v1/pos/reporting/summary')[0]?.body).toEqual({
      filters: { date_from: TODAY, date_to: TODAY },
    });
    expect(screen.getByRole('link', { name: 'Reporte de ventas' }).getAttribute('href')).toBe(
      '/stats/shop-report',
    );
  });
});

describe('shop sales report (menu-order-report)', () => {
  it('needs a report type, then runs sales by customer for today and pages 100 at a time', async () => {
    const api = fakeApi({
      [`POST ${BY_CONTACT}`]: (body) => {
        const { offset, limit } = body as { offset: number; limit: number };
        return { body: byContact(offset, limit, 150) };
      },
    });
    renderPage(<ShopReportPage />);
    expect(screen.getByText('No se ha seleccionado un tipo de reporte')).toBeTruthy();

    await user().click(screen.getByRole('combobox', { name: 'Tipo de reporte' }));
    await user().click(await screen.findByRole('option', { name: 'Ventas por cliente' }));
    await user().click(screen.getByRole('button', { name: 'Procesar' }));

    const table = await screen.findByRole('table');
    expect(within(table).getByText('Cliente 1')).toBeTruthy();
    expect(within(table).getByText('$15,000.00')).toBeTruthy();
    expect(api.callsTo('POST', BY_CONTACT)[0]?.body).toEqual({
      offset: 0,
      limit: 100,
      filters: { date_from: TODAY, date_to: TODAY },
    });

    await user().click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Cliente 101')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST', BY_CONTACT).at(-1)?.body).toMatchObject({ offset: 100 }));
  });

  it('downloads the result as shop-sales-report.csv', async () => {
    fakeApi({ [`POST ${BY_CONTACT}`]: () => ({ body: byContact(0, 100, 3) }) });
    const downloads = captureDownloads();
    renderPage(<ShopReportPage />);
    await user().click(screen.getByRole('combobox', { name: 'Tipo de reporte' }));
    await user().click(await screen.findByRole('option', { name: 'Ventas por cliente' }));
    await user().click(screen.getByRole('button', { name: 'Procesar' }));
    await screen.findByRole('table');

    await user().click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    expect(downloads.names()[0]).toBe('shop-sales-report.csv');
    downloads.restore();
  });
});
