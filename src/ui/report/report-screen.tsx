import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconFileAnalytics, IconPlayerPlay } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { REPORT_PAGE_SIZE, type Report } from '../../domain/contract/report';
import { saveFile } from '../../lib/api/save-file';
import { csvFile, reportToCsv } from './report-csv';
import { type ReportFilterField, ReportFilterInput, type ReportFilterValues } from './report-filters';
import { ReportTable } from './report-table';

export type { ReportFilterField, ReportFilterValues } from './report-filters';

export interface ReportPageRequest {
  filters: ReportFilterValues;
  offset: number;
  limit: number;
}

/** A kind of report the screen can run (e.g. visits by date): its call, one page at a time. */
export interface ReportType {
  value: string;
  label: string;
  fetchPage: (request: ReportPageRequest, signal?: AbortSignal) => Promise<Report>;
  /** Where a row leads, opened in a new tab (the receivable-aging report's invoices); none by default. */
  rowLink?: (row: Report['data'][number]) => string | null;
}

export interface ReportScreenProps {
  title: string;
  reportTypes: readonly ReportType[];
  /** The type selected at first; with a single type, that one. */
  defaultType?: string | null;
  filters: readonly ReportFilterField[];
  initialFilters?: ReportFilterValues;
  /** Cache key prefix of the results (the area's live prefix and the location). */
  queryKeyPrefix: readonly unknown[];
  /** The downloaded file's name for the submitted filters, without '.csv'. */
  fileName: (filters: ReportFilterValues) => string;
  /** Runs the report with the initial filters as the screen opens (the survey responses, 01 §2.7). */
  processOnOpen?: boolean;
}

export const REPORT_MESSAGES = {
  noType: 'No se ha seleccionado un tipo de reporte',
  idle: 'Selecciona los filtros para mostrar los resultados',
  empty: 'No hay resultados',
  emptyHint: 'Intenta cambiando los filtros',
} as const;

interface Submitted {
  type: string;
  filters: ReportFilterValues;
}

/** Rows for a CSV: every page of the submitted report, not only the one on screen. */
async function fetchAllRows(type: ReportType, filters: ReportFilterValues, shown: Report): Promise<Report> {
  const total = shown.pagination.total_items;
  if (shown.pagination.offset === 0 && shown.data.length >= total) return shown;
  const rows: Report['data'] = [];
  while (rows.length < total) {
    const page = await type.fetchPage({ filters, offset: rows.length, limit: REPORT_PAGE_SIZE });
    if (page.data.length === 0) break;
    rows.push(...page.data);
  }
  return { ...shown, data: rows };
}

function Message({ title, hint }: { title: string; hint?: string }) {
  return (
    <Center mih={220}>
      <Stack align="center" gap={4} ta="center">
        <IconFileAnalytics size={40} stroke={1.3} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text fw={600}>{title}</Text>
        {hint && <Text c="dimmed">{hint}</Text>}
      </Stack>
    </Center>
  );
}

/**
 * The generic report screen of 01 §2.6: filters, 'Procesar', 'Descargar CSV', a paged table
 * (100 rows a page) with footer figures, and the idle, empty and no-type messages of 01 §8.
 */
export function ReportScreen({
  title,
  reportTypes,
  defaultType,
  filters,
  initialFilters = {},
  queryKeyPrefix,
  fileName,
  processOnOpen = false,
}: ReportScreenProps) {
  const [typeValue, setTypeValue] = useState<string | null>(
    defaultType ?? (reportTypes.length === 1 ? (reportTypes[0]?.value ?? null) : null),
  );
  const [values, setValues] = useState<ReportFilterValues>(initialFilters);
  const [submitted, setSubmitted] = useState<Submitted | null>(() =>
    processOnOpen && typeValue !== null ? { type: typeValue, filters: { ...initialFilters } } : null,
  );
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const submittedType = reportTypes.find((type) => type.value === submitted?.type);

  const result = useQuery({
    queryKey: [...queryKeyPrefix, submitted, page],
    enabled: submittedType !== undefined,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      if (!submittedType || !submitted) throw new Error(REPORT_MESSAGES.noType);
      const request = {
        filters: submitted.filters,
        offset: (page - 1) * REPORT_PAGE_SIZE,
        limit: REPORT_PAGE_SIZE,
      };
      return submittedType.fetchPage(request, signal);
    },
  });

  const process = () => {
    if (typeValue === null) return;
    setSubmitted({ type: typeValue, filters: { ...values } });
    setPage(1);
  };

  const download = async () => {
    if (!submittedType || !submitted || !result.data) return;
    setDownloading(true);
    try {
      const whole = await fetchAllRows(submittedType, submitted.filters, result.data);
      saveFile(csvFile(reportToCsv(whole.headers, whole.data)), `${fileName(submitted.filters)}.csv`);
    } finally {
      setDownloading(false);
    }
  };

  const report = submittedType ? result.data : undefined;
  const pages = report ? Math.max(1, Math.ceil(report.pagination.total_items / REPORT_PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" gap="sm">
          {reportTypes.length > 1 && (
            <Select
              label="Tipo de reporte"
              data={reportTypes.map((type) => ({ value: type.value, label: type.label }))}
              value={typeValue}
              onChange={setTypeValue}
              w={{ base: '100%', sm: 320 }}
            />
          )}
          {filters.map((field) => (
            <ReportFilterInput
              key={field.key}
              field={field}
              value={values[field.key] ?? ''}
              onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
            />
          ))}
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            onClick={process}
            disabled={typeValue === null}
            loading={result.isFetching}
          >
            Procesar
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => void download()}
            disabled={!report || report.data.length === 0}
            loading={downloading}
          >
            Descargar CSV
          </Button>
        </Group>
      </Paper>

      {typeValue === null ? (
        <Message title={REPORT_MESSAGES.noType} />
      ) : !submitted ? (
        <Message title={REPORT_MESSAGES.idle} />
      ) : result.error && !report ? (
        <Alert color="red" title="No se pudo generar el reporte">
          {result.error.message}
        </Alert>
      ) : !report ? (
        <Center mih={220}>
          <Loader aria-label="Cargando" />
        </Center>
      ) : report.data.length === 0 ? (
        <Message title={REPORT_MESSAGES.empty} hint={REPORT_MESSAGES.emptyHint} />
      ) : (
        <Stack gap="sm">
          <ReportTable report={report} rowLink={submittedType?.rowLink} />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {report.pagination.total_items === 1
                ? '1 resultado'
                : `${report.pagination.total_items} resultados`}
            </Text>
            {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
