import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileInvoice } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { GLOBAL_PERIODICITY_LABELS } from '../../../domain/invoicing/global-invoice-period';
import { GLOBAL_RUN_STATUS_LABELS, type GlobalRun } from '../../../domain/invoicing/sale-invoicing-contract';
import { isApiError } from '../../../lib/api/api-error';
import { formatMoney } from '../../../lib/format';
import { plainTableClasses } from '../../../ui/plain-table';
import { formatInvoiceDate } from '../invoice-format';
import { PagedTable } from '../paged-table';
import { globalInvoicingApi } from './global-api';
import { useGlobalRunPage } from './global-queries';

const STATUS_COLORS: Record<GlobalRun['status'], string> = {
  issuing: 'blue',
  stamped: 'green',
  failed: 'red',
  empty: 'gray',
};

const period = (run: GlobalRun) =>
  run.period_from === run.period_to
    ? formatInvoiceDate(run.period_from)
    : `${formatInvoiceDate(run.period_from)} – ${formatInvoiceDate(run.period_to)}`;

/** The tickets a run covered, as a CSV file. */
function DownloadSales({ run }: { run: GlobalRun }) {
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      await globalInvoicingApi.downloadSales(run.id);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: isApiError(error) ? error.message : 'No se pudo descargar el CSV.',
      });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconDownload size={16} />}
      loading={loading}
      onClick={() => void download()}
      aria-label={`Descargar CSV del periodo ${period(run)}`}
    >
      Descargar CSV
    </Button>
  );
}

function RunRow({ run }: { run: GlobalRun }) {
  return (
    <tr>
      <td>
        <Text fw={600}>{period(run)}</Text>
        <Text size="sm" c="dimmed">
          {GLOBAL_PERIODICITY_LABELS[run.periodicity]}
        </Text>
      </td>
      <td>
        <Stack gap={2} align="flex-start">
          <Badge color={STATUS_COLORS[run.status]} variant="light" tt="none">
            {GLOBAL_RUN_STATUS_LABELS[run.status]}
          </Badge>
          {run.failure && (
            <Text size="xs" c="red">
              {run.failure}
            </Text>
          )}
        </Stack>
      </td>
      <td className={plainTableClasses.end}>{run.sales_count}</td>
      <td className={plainTableClasses.end}>{formatMoney(run.total)}</td>
      <td>
        {run.invoice_id === null ? (
          '—'
        ) : (
          <Anchor component={Link} to={`/invoicing/invoice/${run.invoice_id}`}>
            {run.invoice_number ?? 'Ver factura'}
          </Anchor>
        )}
      </td>
      <td>{run.sales_count > 0 && <DownloadSales run={run} />}</td>
    </tr>
  );
}

/** The automatic factura global's runs, newest first, 20 a page. */
export function GlobalRunsTable() {
  const [page, setPage] = useState(1);
  const runs = useGlobalRunPage(page);
  return (
    <PagedTable
      query={runs}
      page={page}
      onPage={setPage}
      errorTitle="No se pudieron cargar las facturas globales"
      empty={{
        icon: <IconFileInvoice size={32} />,
        title: 'Aún no se ha emitido ninguna factura global.',
        description: 'Elige una periodicidad arriba: se emitirá al cerrar cada periodo.',
      }}
      noun={['factura global', 'facturas globales']}
      columns={['Periodo', 'Estatus', 'Tickets', 'Total', 'Factura', '']}
      endColumns={['Tickets', 'Total']}
      minWidth={640}
      row={(run) => <RunRow key={run.id} run={run} />}
    />
  );
}
