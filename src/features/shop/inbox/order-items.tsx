import { List, Text } from '@mantine/core';
import type { OrderItem } from '../../../domain/contract/shop';

/** The order's lines as the cook reads them: quantity × name, chosen options, the line's notes. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  return (
    <List listStyleType="none" spacing={6} aria-label="Productos">
      {items.map((item) => (
        <List.Item key={item.id}>
          <Text fw={700} size="lg" lh={1.25}>
            {item.quantity} × {item.name}
          </Text>
          {item.modifiers.map((modifier) => (
            <Text key={`${modifier.modifier_id}-${modifier.option_id}`} size="sm" pl="md">
              {modifier.modifier_name}: {modifier.name}
            </Text>
          ))}
          {item.notes && (
            <Text size="sm" pl="md" fs="italic" c="orange.9">
              Nota: {item.notes}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}
