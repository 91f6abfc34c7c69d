import { Stack, Text } from '@mantine/core';
import Decimal from 'decimal.js';
import type { ReactNode } from 'react';
import { AmountLine, DetailFields, DetailSection } from '../../../ui/detail-section';
import { PlainTable, plainTableClasses } from '../../../ui/plain-table';
import { PlainTableRow } from '../../../ui/plain-table-row';
import type { Invoice } from '../invoice-api';
import { formatAmount, formatInvoiceDate } from '../invoice-format';
import { optionLabel, SAT_OPTIONS } from '../sat-options';

const invoiceLink = (id: number) => `/invoicing/invoice/${id}`;

/** Datos generales: issue date and time, status, number. */
export function GeneralSection({ invoice }: { invoice: Invoice }) {
  return (
    <DetailSection title="Datos generales">
      <DetailFields
        fields={[
          { label: 'Fecha de emisión', value: formatInvoiceDate(invoice.date) },
          { label: 'Estatus', value: invoice.state_name },
          { label: 'Folio', value: invoice.number },
        ]}
      />
    </DetailSection>
  );
}

/** Cliente: the CFDI name, or the contact's name in brackets; RFC or 'No asignado'; use and regime. */
export function CustomerSection({ invoice }: { invoice: Invoice }) {
  const contact = invoice.contact;
  const name = contact?.cfdi.nombre || (contact?.name ? `[${contact.name}]` : '—');
  return (
    <DetailSection title="Cliente">
      <DetailFields
        fields={[
          { label: 'Nombre o razón social', value: name },
          { label: 'RFC', value: contact?.cfdi.rfc || 'No asignado' },
          ...(invoice.cfdi.tipo_comprobante === 'P'
            ? []
            : [{ label: 'Uso del CFDI', value: optionLabel(SAT_OPTIONS.usosCfdi, invoice.cfdi.uso_cfdi) }]),
          {
            label: 'Régimen fiscal',
            value: optionLabel(SAT_OPTIONS.regimenes, invoice.cfdi.regimen_fiscal_receptor),
          },
        ]}
      />
    </DetailSection>
  );
}

/** Pago: form, method, payment date, received and pending (total − received), beneficiary account for P. */
export function PaymentSection({ invoice }: { invoice: Invoice }) {
  const isPayment = invoice.cfdi.tipo_comprobante === 'P';
  const pending = new Decimal(invoice.total || 0).minus(invoice.total_payment || 0);
  return (
    <DetailSection title="Pago">
      <DetailFields
        fields={[
          { label: 'Forma de pago', value: optionLabel(SAT_OPTIONS.formasPago, invoice.cfdi.forma_pago) },
          { label: 'Método de pago', value: optionLabel(SAT_OPTIONS.metodosPago, invoice.cfdi.metodo_pago) },
          {
            label: 'Fecha de pago',
            value: isPayment
              ? formatInvoiceDate(invoice.cfdi_pago20?.fecha_pago ?? invoice.cfdi.fecha_pago)
              : null,
          },
          ...(isPayment
            ? [{ label: 'Cuenta beneficiaria', value: invoice.cfdi_pago20?.cta_beneficiario || null }]
            : [
                { label: 'Pagos recibidos', value: formatAmount(invoice.total_payment) },
                { label: 'Pendiente', value: formatAmount(pending.toString()) },
              ]),
        ]}
      />
    </DetailSection>
  );
}

/** Conceptos (I and E): a row opens its product. */
export function ItemsSection({ invoice }: { invoice: Invoice }) {
  return (
    <DetailSection title="Conceptos">
      {invoice.items.length === 0 ? (
        <Text c="dimmed">No hay conceptos en esta factura.</Text>
      ) : (
        <PlainTable
          columns={['Concepto', 'Cantidad', 'Precio', 'Descuento', 'Impuestos', 'Importe']}
          endColumns={['Cantidad', 'Precio', 'Descuento', 'Impuestos', 'Importe']}
          minWidth={620}
          wraps
        >
          {invoice.items.map((item) => {
            const cells: ReactNode = (
              <>
                <td className={plainTableClasses.end}>{String(item.quantity)}</td>
                <td className={plainTableClasses.end}>{formatAmount(item.price_unit)}</td>
                <td className={plainTableClasses.end}>{formatAmount(item.discount)}</td>
                <td className={plainTableClasses.end}>{formatAmount(item.tax)}</td>
                <td className={plainTableClasses.end}>{formatAmount(item.total)}</td>
              </>
            );
            return item.product_id ? (
              <PlainTableRow
                key={item.id}
                open={{ to: `/invoicing/product/${item.product_id}` }}
                label={`Abrir ${item.name}`}
                title={item.name}
              >
                {cells}
              </PlainTableRow>
            ) : (
              <tr key={item.id}>
                <td>
                  <Text fw={700}>{item.name}</Text>
                </td>
                {cells}
              </tr>
            );
          })}
        </PlainTable>
      )}
    </DetailSection>
  );
}

/** Totales: currency and rate, subtotal, discount, tax, total; a payment shows only its total. */
export function TotalsSection({ invoice }: { invoice: Invoice }) {
  const isPayment = invoice.cfdi.tipo_comprobante === 'P';
  return (
    <DetailSection title="Totales">
      <Stack gap={4}>
        {!isPayment && (
          <>
            <AmountLine
              label="Moneda"
              value={`${optionLabel(SAT_OPTIONS.monedas, invoice.currency_code)} (tipo de cambio ${invoice.exchange_rate})`}
            />
            <AmountLine label="Subtotal" value={formatAmount(invoice.subtotal)} />
            <AmountLine label="Descuento" value={formatAmount(invoice.discount)} />
            <AmountLine label="Impuestos" value={formatAmount(invoice.tax)} />
          </>
        )}
        <AmountLine
          label="Total"
          value={formatAmount(isPayment ? (invoice.cfdi_pago20?.monto ?? invoice.total) : invoice.total)}
          strong
        />
      </Stack>
    </DetailSection>
  );
}

interface LinkedRow {
  id: number;
  number: string;
  cells: ReactNode[];
}

/** A table of other documents (paid invoices, payments, related CFDI): a row opens that document. */
function LinkedTable({
  title,
  columns,
  rows,
  before,
}: {
  title: string;
  columns: string[];
  rows: LinkedRow[];
  before?: ReactNode;
}) {
  return (
    <DetailSection title={title}>
      {before}
      <PlainTable columns={['Folio', ...columns]} minWidth={0} wraps>
        {rows.map((row) => (
          <PlainTableRow
            key={row.id}
            open={{ to: invoiceLink(row.id) }}
            label={`Abrir ${row.number}`}
            title={row.number}
          >
            {row.cells.map((cell, index) => (
              <td key={columns[index]}>{cell}</td>
            ))}
          </PlainTableRow>
        ))}
      </PlainTable>
    </DetailSection>
  );
}

/** The other documents of an invoice: paid invoices (P), payments received, related CFDI. */
export function LinkedSections({ invoice }: { invoice: Invoice }) {
  const doctos = invoice.cfdi_pago20?.doctos ?? [];
  const related = invoice.cfdi_relacionados;
  return (
    <>
      {invoice.cfdi.tipo_comprobante === 'P' && doctos.length > 0 && (
        <LinkedTable
          title="Facturas pagadas"
          columns={['UUID', 'Total', 'Importe pagado']}
          rows={doctos.map((docto) => ({
            id: docto.id,
            number: docto.number,
            cells: [docto.cfdi_uuid ?? '—', formatAmount(docto.total), formatAmount(docto.imp_pagado)],
          }))}
        />
      )}
      {invoice.payments_in.length > 0 && (
        <LinkedTable
          title="Pagos recibidos"
          columns={['Fecha', 'Importe pagado', 'Timbrado']}
          rows={invoice.payments_in.map((payment) => ({
            id: payment.id,
            number: payment.number,
            cells: [
              formatInvoiceDate(payment.date),
              formatAmount(payment.imp_pagado),
              payment.stamp_state_name ?? '—',
            ],
          }))}
        />
      )}
      {related && related.ids.length > 0 && (
        <LinkedTable
          title="CFDI relacionados"
          before={
            <Text size="sm">
              Tipo de relación: {optionLabel(SAT_OPTIONS.tiposRelacion, related.tipo_relacion)}
            </Text>
          }
          columns={['UUID']}
          rows={related.ids.map((document) => ({
            id: document.id,
            number: document.number,
            cells: [document.cfdi_uuid ?? '—'],
          }))}
        />
      )}
    </>
  );
}

/** Timbrado, once the CFDI has a UUID: stamp state, date and UUID. */
export function StampSection({ invoice }: { invoice: Invoice }) {
  if (!invoice.cfdi.uuid) return null;
  return (
    <DetailSection title="Timbrado">
      <DetailFields
        fields={[
          { label: 'Estado', value: invoice.cfdi.stamp_state_name },
          { label: 'Fecha de timbrado', value: formatInvoiceDate(invoice.cfdi.stamp_date) },
          { label: 'UUID', value: <Text style={{ wordBreak: 'break-all' }}>{invoice.cfdi.uuid}</Text> },
        ]}
      />
    </DetailSection>
  );
}
