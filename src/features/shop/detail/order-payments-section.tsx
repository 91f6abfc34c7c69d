import { Table, Text } from '@mantine/core';
import type { OrderDetails } from '../../../domain/contract/shop';
import { formatMoney } from '../../../lib/format';
import { DetailSection } from '../../../ui/detail-section';
import { formatDateTime } from '../../../ui/report/report-format';

interface OrderPaymentsSectionProps {
  payments: OrderDetails['payments'];
  timeZone: string;
}

/** 'Pagos': when, how and how much each payment was; a message when none was recorded. */
export function OrderPaymentsSection({ payments, timeZone }: OrderPaymentsSectionProps) {
  return (
    <DetailSection title="Pagos">
      {payments.length === 0 ? (
        <Text c="dimmed">No hay pagos registrados en este pedido.</Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Método</Table.Th>
                <Table.Th ta="right">Monto</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>{formatDateTime(payment.paid_at, timeZone)}</Table.Td>
                  <Table.Td>{payment.method.name}</Table.Td>
                  <Table.Td ta="right">{formatMoney(payment.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </DetailSection>
  );
}
