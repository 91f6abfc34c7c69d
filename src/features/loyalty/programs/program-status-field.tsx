import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import {
  LOYALTY_PROGRAM_STATUS_LABELS,
  LOYALTY_PROGRAM_STATUSES,
  type LoyaltyProgramStatus,
} from '../../../domain/contract/loyalty';

const STATUS_DESCRIPTIONS: Record<LoyaltyProgramStatus, string> = {
  active: 'Clientes nuevos y existentes acumulan y canjean.',
  limited: 'Los clientes que ya tienen tarjeta siguen acumulando; no se suman clientes nuevos.',
  canceled: 'El programa deja de registrar transacciones.',
};

export const CANCEL_PROGRAM_WARNING =
  'El progreso de los clientes se perderá y el programa no podrá reactivarse.';

interface ProgramStatusFieldProps {
  value: LoyaltyProgramStatus;
  onChange: (status: LoyaltyProgramStatus) => void;
  error?: ReactNode;
}

/** 'Estado' (edit only): Activo, Limitado or Cancelado; Cancelado is final, so it asks first. */
export function ProgramStatusField({ value, onChange, error }: ProgramStatusFieldProps) {
  const [asking, setAsking] = useState(false);
  return (
    <Stack gap="xs">
      <Radio.Group
        label="Estado"
        value={value}
        error={error}
        onChange={(next) => {
          if (next === 'canceled') setAsking(true);
          else onChange(next as LoyaltyProgramStatus);
        }}
      >
        <Stack gap="xs" mt="xs">
          {LOYALTY_PROGRAM_STATUSES.map((status) => (
            <Radio
              key={status}
              value={status}
              label={LOYALTY_PROGRAM_STATUS_LABELS[status]}
              description={STATUS_DESCRIPTIONS[status]}
            />
          ))}
        </Stack>
      </Radio.Group>
      {asking && (
        <Alert color="red" title="¿Cancelar el programa?" role="alertdialog">
          <Stack gap="sm">
            <Text size="sm">{CANCEL_PROGRAM_WARNING}</Text>
            <Group gap="sm">
              <Button variant="default" onClick={() => setAsking(false)}>
                Mantener
              </Button>
              <Button
                color="red"
                onClick={() => {
                  setAsking(false);
                  onChange('canceled');
                }}
              >
                Sí, cancelar el programa
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
