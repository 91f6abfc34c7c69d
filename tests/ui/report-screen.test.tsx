import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Report, ReportHeader } from '../../src/domain/contract/report';
import WaitlistReportPage from '../../src/features/waitlist/stats/waitlist-report-page';
import { accountSettingsQueryOptions } from '../../src/lib/query/account-queries';
import { createQueryClient } from '../../src/lib/query/query-client';
import { ReportScreen } from '../../src/ui/report/report-screen';
import { captureDownloads } from './helpers/downloads';
import { fakeApi } from './helpers/fake-api';
import { accountSettings } from './helpers/fixtures';

const NOW = Date.parse('2025-11-22T20:00:00Z'); // Saturday 14:00 in Mexico City
const REPORT_PATH = '/v1/waitlist/reporting/by-date';

const HEADERS: ReportHeader[] = [
  { key: 'date', title: 'Fecha', type: 'date', align: 'left', hidden: false, aggregate: null },
  {
    key: 'visits',
    title: 'Visitas',
    type: 'number',
    align: 'right',
    hidden: false,
    aggregate: { type: 'count', value: 150 },
  },
  {
    key: 'avg_wait',
    title: 'Espera promedio',
    type: 'minutes',
    align: 'right',
    hidden: false,
    aggregate: { type: 'avg', value: 65 },
  },
  {
    key: 'paid',
    title: 'Pagado',
    type: 'money',
    align: 'right',
    hidden: false,
    aggregate: { type: 'sum', value: 12345.5 },
  },
  { key: 'accuracy', title: 'Precisión', type: 'percent', align: 'right', hidden: false, aggregate: null },
  { key: 'internal', title: 'Interno', type: 'string', align: 'left', hidden: true, aggregate: null },
];

function rows(from: number, count: number): Report['data'] {
  return Array.from({ length: count }, (_, index) => ({
    date: `2025-11-${String(((from + index) % 28) + 1).padStart(2, '0')}`,
    visits: from + index,
    avg_wait: 12,
    paid: 100,
    accuracy: 0.25,
    internal: 'no se muestra',
  }));
}

/** A report of `total` rows served 100 at a time, as the server pages it. */
function reportServer(total: number) {
  return fakeApi({
    [`POST ${REPORT_PATH}`]: (body) => {
      const { offset, limit } = body as { offset: number; limit: number };
      const data = rows(offset, Math.max(0, Math.min(limit, total - offset)));
      return {
        body: {
          headers: HEADERS,
          pagination: { total_items: total, limit, offset, count: data.length },
          data,
        },
      };
    },
  });
}

function renderWithProviders(ui: React.ReactNode) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  client.setQueryData(accountSettingsQueryOptions().queryKey, accountSettings());
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('generic report screen (01 §2.6)', () => {
  it('says no report type is selected and cannot process until one is', async () => {
    const api = reportServer(3);
    const fetchPage = vi.fn();
    renderWithProviders(
      <ReportScreen
        title="Reportes"
        reportTypes={[
          { value: 'a', label: 'Por fecha', fetchPage },
          { value: 'b', label: 'Por cliente', fetchPage },
        ]}
        filters={[]}
        queryKeyPrefix={['test']}
        fileName={() => 'reporte'}
      />,
    );
    expect(screen.getByText('No se ha seleccionado un tipo de reporte')).toBeTruthy();
    expect(button('Procesar').disabled).toBe(true);
    expect(fetchPage).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });

  it('waits for Procesar with the idle message, then asks for today by default (02 §9)', async () => {
    const api = reportServer(3);
    renderWithProviders(<WaitlistReportPage />);
    expect(screen.getByText('Selecciona los filtros para mostrar los resultados')).toBeTruthy();
    expect(input('Desde').value).toBe('2025-11-22');
    expect(input('Hasta').value).toBe('2025-11-22');
    expect(api.callsTo('POST', REPORT_PATH)).toHaveLength(0);

    await user().click(screen.getByRole('button', { name: 'Procesar' }));
    await screen.findByRole('table');
    expect(api.callsTo('POST', REPORT_PATH)[0]?.body).toEqual({
      offset: 0,
      limit: 100,
      filters: { date_from: '2025-11-22', date_to: '2025-11-22' },
    });
  });

  it('formats cells by header type, hides hidden columns and shows the footer aggregates', async () => {
    reportServer(1);
    renderWithProviders(<WaitlistReportPage />);
    await user().click(screen.getByRole('button', { name: 'Procesar' }));
    const table = await screen.findByRole('table');

    const headers = within(table)
      .getAllByRole('columnheader')
      .slice(0, 5)
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Fecha', 'Visitas', 'Espera promedio', 'Pagado', 'Precisión']);
    expect(within(table).queryByText('Interno')).toBeNull();
    expect(within(table).queryByText('no se muestra')).toBeNull();

    const [, body, footer] = within(table).getAllByRole('rowgroup');
    const cells = within(body as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe('1 nov 2025');
    expect(cells[1]).toBe('0');
    expect(cells[2]).toBe('12 min');
    expect(cells[3]).toBe('$100.00');
    expect(cells[4]).toMatch(/^25\s?%$/);

    const totals = within(footer as HTMLElement)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(totals).toEqual(['', '150', '1 h 5 min', '$12,345.50', '']);
  });

  it('says there are no results and suggests changing the filters', async () => {
    reportServer(0);
    renderWithProviders(<WaitlistReportPage />);
    await user().click(screen.getByRole('button', { name: 'Procesar' }));
    expect(await screen.findByText('No hay resultados')).toBeTruthy();
    expect(screen.getByText('Intenta cambiando los filtros')).toBeTruthy();
    expect(button('Descargar CSV').disabled).toBe(true);
  });

  it('pages 100 rows at a time', async () => {
    const api = reportServer(150);
    renderWithProviders(<WaitlistReportPage />);
    await user().click(screen.getByRole('button', { name: 'Procesar' }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 100 + 1);
    expect(screen.getByText('150 resultados')).toBeTruthy();

    await user().click(screen.getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(1 + 50 + 1),
    );
    expect(api.callsTo('POST', REPORT_PATH).map((call) => (call.body as { offset: number }).offset)).toEqual([
      0, 100,
    ]);
  });

  it('downloads every row of the result as CSV, with the footer figures', async () => {
    const api = reportServer(150);
    const downloads = captureDownloads();
    renderWithProviders(<WaitlistReportPage />);
    await user().click(screen.getByRole('button', { name: 'Procesar' }));
    await screen.findByRole('table');

    await user().click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    expect(downloads.names()[0]).toBe('reporte-de-visitas-2025-11-22-a-2025-11-22.csv');

    const text = await (downloads.files[0] as Blob).text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Fecha,Visitas,Espera promedio,Pagado,Precisión');
    expect(lines[1]).toBe('2025-11-01,0,12,100,0.25');
    expect(lines).toHaveLength(1 + 150 + 1);
    expect(lines.at(-1)).toBe(',Cantidad: 150,Promedio: 65,Total: 12345.5,');
    // The page on screen (offset 0) plus the page it did not show.
    expect(api.callsTo('POST', REPORT_PATH).map((call) => (call.body as { offset: number }).offset)).toEqual([
      0, 0, 100,
    ]);
  });
});
