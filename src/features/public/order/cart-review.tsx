import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatMoney } from '../../../lib/format';
import type { PricedLine } from './cart-lines';
import { QuantityStepper } from './quantity-stepper';
import type { Cart } from './use-cart';

/** The cart's lines: what was chosen, its price, the quantity to change and a remove button. */
export function CartReview({ lines, cart }: { lines: PricedLine[]; cart: Cart }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Tu pedido">
      {lines.map(({ line, description, total }) => (
        <Stack key={line.key} gap={4} component="li">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600}>{description}</Text>
              {line.notes && (
                <Text size="sm" c="dimmed">
                  {line.notes}
                </Text>
              )}
            </Stack>
            <Text fw={600} style={{ flex: 'none' }}>
              {formatMoney(total)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <QuantityStepper
              value={line.quantity}
              onChange={(quantity) => cart.setQuantity(line.key, quantity)}
              label={description}
            />
            <ActionIcon
              size={44}
              variant="subtle"
              color="red"
              aria-label={`Quitar ${description}`}
              onClick={() => cart.remove(line.key)}
            >
              <IconTrash size={20} />
            </ActionIcon>
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
