import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffUser } from '../../domain/contract/staff-user';
import { STAFF_LEVEL_LABELS, type StaffLevel, type StaffRole } from '../../domain/rules/staff-roles';
import { ConfirmDialog } from './confirm-dialog';
import { STAFF_ROLE_DESCRIPTIONS } from './staff-labels';
import { patchStaffUser } from './staff-user-api';

interface StaffLevelFormProps {
  person: StaffUser;
  /** The levels this user may give (the invitation rule). */
  levels: readonly StaffRole[];
  onChanged: (person: StaffUser) => void;
}

/**
 * The person's access level at this location (02 §6: Propietario, Administrador, Operador, Visor;
 * 'Personalizado' shows when their permissions match none). Saving asks first.
 */
export function StaffLevelForm({ person, levels, onChanged }: StaffLevelFormProps) {
  const [chosen, setChosen] = useState<StaffLevel>(person.level);
  const [confirming, setConfirming] = useState(false);
  const save = useMutation({ mutationFn: (level: StaffRole) => patchStaffUser(person.id, { level }) });
  const offered: StaffLevel[] = person.level === 'custom' ? [...levels, 'custom'] : [...levels];
  const changed = chosen !== person.level && chosen !== 'custom';

  const run = () => {
    if (chosen === 'custom') return;
    save.mutate(chosen, {
      onSuccess: (next) => {
        setConfirming(false);
        notifications.show({ color: 'teal', message: 'Nivel de acceso actualizado.' });
        onChanged(next);
      },
      onError: (error) => {
        setConfirming(false);
        notifications.show({ color: 'red', message: error.message });
      },
    });
  };

  return (
    <Stack gap="sm">
      <Radio.Group
        label="Nivel de acceso en esta ubicación"
        value={chosen}
        onChange={(value) => setChosen(value as StaffLevel)}
      >
        <Stack gap="xs" mt={6}>
          {offered.map((level) => (
            <Radio
              key={level}
              value={level}
              label={STAFF_LEVEL_LABELS[level]}
              disabled={level === 'custom'}
              description={
                level === 'custom' ? 'Permisos elegidos uno por uno.' : STAFF_ROLE_DESCRIPTIONS[level]
              }
            />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end">
        <Button disabled={!changed} onClick={() => setConfirming(true)}>
          Guardar nivel
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="¿Cambiar el nivel de acceso?"
        confirmLabel="Cambiar nivel"
        loading={save.isPending}
        onConfirm={run}
        onClose={() => setConfirming(false)}
      >
        <Text size="sm">
          <strong>{person.name}</strong> pasará de {STAFF_LEVEL_LABELS[person.level]} a{' '}
          {STAFF_LEVEL_LABELS[chosen]} en esta ubicación. Sus pantallas abiertas cambian al instante.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
