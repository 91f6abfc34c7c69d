import { Stack } from '@mantine/core';
import type { Report } from '../../../domain/contract/report';
import { ReportScreen, type ReportType } from '../../../ui/report/report-screen';
import { invoiceApi } from '../invoice-api';
import { invoicingKey } from '../invoice-queries';
import { InvoicingTabs } from '../invoicing-tabs';

export const AGING_FILE_NAME = 'invoice-receivable-aging-report';

/** A by-invoice row opens its invoice (the row carries the invoice's id). */
const invoiceLink = (row: Report['data'][number]) => {
  const id = row.invoice_id ?? row.id;
  return id === null || id === undefined ? null : `/invoicing/invoice/${id}`;
};

/** 02 §2: by customer, by invoice, by invoice stamped only (filter stamp_state = stamp). */
export const AGING_REPORT_TYPES: readonly ReportType[] = [
  {
    value: 'by-contact',
    label: 'Por cliente',
    fetchPage: (request, signal) => invoiceApi.agingPage('by-contact', false, request, signal),
  },
  {
    value: 'by-invoice',
    label: 'Por factura',
    fetchPage: (request, signal) => invoiceApi.agingPage('by-invoice', false, request, signal),
    rowLink: invoiceLink,
  },
  {
    value: 'by-invoice-stamped',
    label: 'Por factura (solo timbradas)',
    fetchPage: (request, signal) => invoiceApi.agingPage('by-invoice', true, request, signal),
    rowLink: invoiceLink,
  },
];

/** Antigüedad de saldos (invoicing-receivable-aging-report): 100 a page, CSV, a row opens its invoice in a new tab. */
export function AgingReportPage() {
  return (
    <Stack gap="md">
      <InvoicingTabs active="invoicing-receivable-aging-report" />
      <ReportScreen
        title="Antigüedad de saldos"
        reportTypes={AGING_REPORT_TYPES}
        filters={[]}
        queryKeyPrefix={invoicingKey('aging')}
        fileName={() => AGING_FILE_NAME}
      />
    </Stack>
  );
}
