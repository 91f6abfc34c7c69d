import { Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format';

interface OrderTotalsListProps {
  subtotal: number;
  /** A number, or what to say while it is not known ('Comparte tu ubicación'). */
  shipping: number | string | null;
  discount?: number;
  total: number;
}

function Row({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={strong ? 700 : 400} size={strong ? 'lg' : 'sm'}>
        {label}
      </Text>
      <Text fw={strong ? 700 : 400} size={strong ? 'lg' : 'sm'} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/** Subtotal, shipping, discount and total of an order (the checkout's preview or the placed order). */
export function OrderTotalsList({ subtotal, shipping, discount = 0, total }: OrderTotalsListProps) {
  return (
    <Stack gap={4}>
      <Row label="Subtotal" value={formatMoney(subtotal)} testId="order-subtotal" />
      {shipping !== null && (
        <Row
          label="Envío"
          value={typeof shipping === 'number' ? formatMoney(shipping) : shipping}
          testId="order-shipping"
        />
      )}
      {discount > 0 && <Row label="Descuento" value={`−${formatMoney(discount)}`} testId="order-discount" />}
      <Row label="Total" value={formatMoney(total)} testId="order-total" strong />
    </Stack>
  );
}
