import Decimal from 'decimal.js';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import {
  AGING_BUCKETS,
  agingBucketOf,
  type ReceivableAgingBody,
} from '../../../src/domain/contract/invoicing-aging';
import type { Report, ReportHeader } from '../../../src/domain/contract/report';
import type { Db } from '../../db/client';
import { contacts, invoices } from '../../db/schema';
import { ofCompany } from '../../http/tenancy';
import { invoiceNumber } from './invoice-view';
import type { CompanyTenant } from './invoicing-deps';

const DAY_MS = 86_400_000;

const header = (key: string, title: string, type: ReportHeader['type'], sum = false): ReportHeader => ({
  key,
  title,
  type,
  align: type === 'money' || type === 'number' ? 'right' : 'left',
  hidden: key.endsWith('_id'),
  aggregate: sum ? { type: 'sum', value: null } : null,
});

/** Income invoices with a pending balance, not canceled, each with its bucket. */
async function pendingInvoices(db: Db, tenant: CompanyTenant, body: ReceivableAgingBody, now: Date) {
  const rows = await db
    .select({ invoice: invoices, contactName: contacts.name })
    .from(invoices)
    .leftJoin(contacts, eq(contacts.id, invoices.contactId))
    .where(
      and(
        ofCompany(invoices.companyId, tenant),
        eq(invoices.tipoComprobante, 'I'),
        or(isNull(invoices.stampState), ne(invoices.stampState, 'cancel')),
        gt(sql`${invoices.total} - ${invoices.totalPayment}`, 0),
        body.filters.stamp_state === 'stamp' ? eq(invoices.stampState, 'stamp') : undefined,
      ),
    )
    .orderBy(invoices.date, invoices.id);
  return rows.map(({ invoice, contactName }) => {
    const days = Math.max(0, Math.floor((now.getTime() - invoice.date.getTime()) / DAY_MS));
    return {
      invoice,
      contactName: contactName ?? '',
      days,
      bucket: agingBucketOf(days),
      pending: new Decimal(invoice.total).minus(invoice.totalPayment),
    };
  });
}

type Pending = Awaited<ReturnType<typeof pendingInvoices>>[number];

const bucketValues = (rows: readonly Pending[]) =>
  Object.fromEntries(
    AGING_BUCKETS.map((bucket) => [
      bucket.key,
      rows
        .filter((row) => row.bucket === bucket.key)
        .reduce((total, row) => total.plus(row.pending), new Decimal(0))
        .toNumber(),
    ]),
  );

function page(headers: ReportHeader[], data: Report['data'], body: ReceivableAgingBody): Report {
  const rows = data.slice(body.offset, body.offset + body.limit);
  const totals = headers.map((column) =>
    column.aggregate
      ? {
          ...column,
          aggregate: {
            type: 'sum' as const,
            value: data
              .reduce((total, row) => total.plus(Number(row[column.key] ?? 0)), new Decimal(0))
              .toNumber(),
          },
        }
      : column,
  );
  return {
    headers: totals,
    pagination: { total_items: data.length, limit: body.limit, offset: body.offset, count: rows.length },
    data: rows,
  };
}

const bucketHeaders = () => AGING_BUCKETS.map((bucket) => header(bucket.key, bucket.title, 'money', true));

/** By invoice: each pending invoice with its balance in its age's column. */
export async function agingByInvoice(db: Db, tenant: CompanyTenant, body: ReceivableAgingBody, now: Date) {
  const rows = await pendingInvoices(db, tenant, body, now);
  const headers = [
    header('invoice_id', 'Factura', 'number'),
    header('number', 'Folio', 'string'),
    header('contact_name', 'Cliente', 'string'),
    header('date', 'Fecha', 'datetime'),
    header('days', 'Días', 'number'),
    header('total', 'Total', 'money', true),
    header('pending', 'Saldo', 'money', true),
    ...bucketHeaders(),
  ];
  const data = rows.map((row) => ({
    invoice_id: row.invoice.id,
    number: invoiceNumber(row.invoice),
    contact_name: row.contactName,
    date: row.invoice.date.toISOString(),
    days: row.days,
    total: Number(row.invoice.total),
    pending: row.pending.toNumber(),
    ...bucketValues([row]),
  }));
  return page(headers, data, body);
}

/** By customer: the pending balances of each customer's invoices, summed per age. */
export async function agingByContact(db: Db, tenant: CompanyTenant, body: ReceivableAgingBody, now: Date) {
  const rows = await pendingInvoices(db, tenant, body, now);
  const byContact = new Map<number | null, Pending[]>();
  for (const row of rows)
    byContact.set(row.invoice.contactId, [...(byContact.get(row.invoice.contactId) ?? []), row]);
  const headers = [
    header('contact_id', 'Cliente', 'number'),
    header('contact_name', 'Cliente', 'string'),
    header('invoices', 'Facturas', 'number', true),
    header('pending', 'Saldo', 'money', true),
    ...bucketHeaders(),
  ];
  const data = [...byContact.entries()]
    .map(([contactId, list]) => ({
      contact_id: contactId,
      contact_name: list[0]?.contactName ?? '',
      invoices: list.length,
      pending: list.reduce((total, row) => total.plus(row.pending), new Decimal(0)).toNumber(),
      ...bucketValues(list),
    }))
    .sort((a, b) => b.pending - a.pending);
  return page(headers, data, body);
}
