import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  LOYALTY_PROGRAM_TYPE_LABELS,
  LOYALTY_PROGRAM_TYPES,
  type LoyaltyProgramType,
} from '../../../domain/contract/loyalty';

const TYPE_DESCRIPTIONS: Record<LoyaltyProgramType, string> = {
  cashback: 'El cliente acumula un porcentaje de cada compra y lo usa para pagar después.',
  stampcard: 'El cliente junta un sello por compra y al completar la tarjeta gana un premio.',
};

interface ProgramTypeFieldProps {
  value: LoyaltyProgramType | '';
  onChange: (type: LoyaltyProgramType) => void;
  error?: ReactNode;
  /** The type is fixed once the program exists. */
  disabled: boolean;
}

/** 'Tipo de programa' as two cards: 'Monedero (cashback)' or 'Tarjeta de sellos'; none at first. */
export function ProgramTypeField({ value, onChange, error, disabled }: ProgramTypeFieldProps) {
  return (
    <Radio.Group
      label="Tipo de programa"
      value={value}
      onChange={(next) => onChange(next as LoyaltyProgramType)}
      error={error}
      withAsterisk={!disabled}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
        {LOYALTY_PROGRAM_TYPES.map((type) => (
          <Radio.Card key={type} value={type} disabled={disabled} radius="md" p="sm">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator disabled={disabled} />
              <Stack gap={2}>
                <Text fw={600}>{LOYALTY_PROGRAM_TYPE_LABELS[type]}</Text>
                <Text size="xs" c="dimmed">
                  {TYPE_DESCRIPTIONS[type]}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
