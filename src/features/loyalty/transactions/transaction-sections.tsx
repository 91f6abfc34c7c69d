import type { ReactNode } from 'react';
import {
  LOYALTY_PROGRAM_TYPE_LABELS,
  LOYALTY_TRANSACTION_STATUS_LABELS,
  type LoyaltyTransaction,
} from '../../../domain/contract/loyalty';
import { formatMoney } from '../../../lib/format';
import { DetailFields, DetailSection } from '../../../ui/detail-section';
import { formatDateTime } from '../../../ui/report/report-format';
import { transactionReference } from './transaction-text';

/** A titled section of label-over-value pairs; fields without a value are left out. */
function Section({ title, fields }: { title: string; fields: { label: string; value: ReactNode }[] }) {
  return (
    <DetailSection title={title}>
      <DetailFields fields={fields} />
    </DetailSection>
  );
}

interface TransactionSectionProps {
  transaction: LoyaltyTransaction;
  timeZone: string;
}

/** 'Información general' (01 §2.4): type, date, status, customer, sale amount, code, reference. */
export function TransactionGeneralSection({ transaction, timeZone }: TransactionSectionProps) {
  return (
    <Section
      title="Información general"
      fields={[
        { label: 'Tipo', value: LOYALTY_PROGRAM_TYPE_LABELS[transaction.type] },
        { label: 'Programa', value: transaction.program.name },
        { label: 'Fecha', value: formatDateTime(transaction.created_at, timeZone) },
        { label: 'Estado', value: LOYALTY_TRANSACTION_STATUS_LABELS[transaction.status] },
        {
          label: 'Cancelada el',
          value: transaction.canceled_at ? formatDateTime(transaction.canceled_at, timeZone) : null,
        },
        { label: 'Cliente', value: transaction.contact.name },
        { label: 'Teléfono', value: transaction.contact.phone },
        { label: 'Monto de la venta', value: formatMoney(transaction.sale_amount) },
        { label: 'Código', value: transaction.code },
        { label: 'Referencia', value: transactionReference(transaction.reference) },
        { label: 'Registrada por', value: transaction.user?.name ?? null },
      ]}
    />
  );
}

/** 'Tarjeta de sellos': stamps required and obtained, and whether the sale completed or redeemed a card. */
export function StampcardSection({ stampcard }: { stampcard: NonNullable<LoyaltyTransaction['stampcard']> }) {
  return (
    <Section
      title="Tarjeta de sellos"
      fields={[
        { label: 'Cantidad requerida', value: String(stampcard.required_quantity) },
        { label: 'Cantidad obtenida', value: String(stampcard.current_quantity) },
        { label: 'Tarjeta', value: stampcard.completed ? 'Completó la tarjeta' : null },
        { label: 'Premio', value: stampcard.redeemed_reward ? 'Canjeó un premio' : null },
      ]}
    />
  );
}

/** 'Monedero': cashback obtained, wallet used and the percentage applied. */
export function CashbackSection({ cashback }: { cashback: NonNullable<LoyaltyTransaction['cashback']> }) {
  return (
    <Section
      title="Monedero"
      fields={[
        { label: 'Monto obtenido', value: formatMoney(cashback.amount) },
        { label: 'Monto usado', value: formatMoney(cashback.used) },
        { label: 'Porcentaje', value: `${cashback.percentage}%` },
      ]}
    />
  );
}
