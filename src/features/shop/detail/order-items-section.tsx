import { Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { OrderItem } from '../../../domain/contract/shop';
import { formatMoney } from '../../../lib/format';
import { DetailSection } from '../../../ui/detail-section';

function modifierText(modifier: OrderItem['modifiers'][number]): string {
  return modifier.price > 0 ? `${modifier.name} (+${formatMoney(modifier.price)})` : modifier.name;
}

/** One product line: quantity and name, its modifiers and notes; unit price and line total on the right. */
function OrderItemLine({ item }: { item: OrderItem }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
      <Stack gap={2}>
        <Text fw={600}>
          {item.quantity} × {item.name}
        </Text>
        {item.modifiers.length > 0 && (
          <Text size="sm" c="dimmed">
            {item.modifiers.map(modifierText).join(', ')}
          </Text>
        )}
        {item.notes && (
          <Text size="sm" fs="italic">
            Nota: {item.notes}
          </Text>
        )}
      </Stack>
      <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
        <Text fw={600}>{formatMoney(item.total)}</Text>
        <Text size="xs" c="dimmed">
          {formatMoney(item.price_unit)} c/u
        </Text>
        {item.discount > 0 && (
          <Text size="xs" c="dimmed">
            Descuento -{formatMoney(item.discount)}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** 'Productos': every line of the order. */
export function OrderItemsSection({ items }: { items: readonly OrderItem[] }) {
  return (
    <DetailSection title="Productos">
      {items.length === 0 ? (
        <Text c="dimmed">Este pedido no tiene productos.</Text>
      ) : (
        <Stack gap="sm">
          {items.map((item, index) => (
            <Fragment key={item.id}>
              {index > 0 && <Divider />}
              <OrderItemLine item={item} />
            </Fragment>
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}
