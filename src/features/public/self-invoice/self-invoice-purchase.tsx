import { Group, Stack, Text } from '@mantine/core';
import type { SelfInvoicePage } from '../../../domain/invoicing/self-invoice-contract';
import { formatMoney } from '../../../lib/format';
import { formatSpanishDay } from './self-invoice-date';

/** What was bought: ticket number and day, its lines and the total. */
export function SelfInvoicePurchase({ page }: { page: SelfInvoicePage }) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Ticket {page.order_number} · {formatSpanishDay(page.date)}
      </Text>
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Productos">
        {page.lines.map((line, index) => (
          // Lines have no id here; their order is the ticket's.
          // biome-ignore lint/suspicious/noArrayIndexKey: the ticket's lines never reorder
          <Group key={index} component="li" justify="space-between" wrap="nowrap" align="flex-start">
            <Text style={{ minWidth: 0 }}>
              {line.quantity} × {line.name}
            </Text>
            <Text style={{ flex: 'none' }}>{formatMoney(line.total)}</Text>
          </Group>
        ))}
      </Stack>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>Total</Text>
        <Text fw={700} data-testid="self-invoice-total">
          {formatMoney(page.total)}
        </Text>
      </Group>
    </Stack>
  );
}
