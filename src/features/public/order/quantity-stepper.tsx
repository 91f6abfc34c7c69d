import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { MAX_LINE_QUANTITY } from './cart-lines';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** What the quantity counts, for screen readers: 'Tacos al pastor'. */
  label: string;
}

/** 1 to 99 with − and + buttons of 44 px (touch targets). */
export function QuantityStepper({ value, onChange, label }: QuantityStepperProps) {
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={`Cantidad de ${label}`}>
      <ActionIcon
        size={44}
        variant="default"
        radius="xl"
        aria-label="Disminuir cantidad"
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <IconMinus size={18} />
      </ActionIcon>
      <Text fw={600} w={32} ta="center" aria-live="polite">
        {value}
      </Text>
      <ActionIcon
        size={44}
        variant="default"
        radius="xl"
        aria-label="Aumentar cantidad"
        disabled={value >= MAX_LINE_QUANTITY}
        onClick={() => onChange(value + 1)}
      >
        <IconPlus size={18} />
      </ActionIcon>
    </Group>
  );
}
