import { Group, Text } from '@mantine/core';
import type { PriceText } from './plan-price';

/** A plan's price as the plan cards and 'Suscripción' show it: amount, period, the yearly charge. */
export function PlanPriceLines({ price, billedSize }: { price: PriceText; billedSize: 'xs' | 'sm' }) {
  return (
    <>
      <Group gap={6} align="baseline">
        <Text fw={700} size="xl">
          {price.amount}
        </Text>
        <Text size="sm" c="dimmed">
          {price.period}
        </Text>
      </Group>
      {price.billed && (
        <Text size={billedSize} c="dimmed">
          Pago anual de {price.billed}
        </Text>
      )}
    </>
  );
}
