import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  STAFF_USER_MESSAGES,
  type StaffUser,
  type StaffUserPatchBody,
} from '../../domain/contract/staff-user';
import { isRole, type Role } from '../../domain/roles';
import { STAFF_LEVEL_LABELS, type StaffLevel, type StaffRole } from '../../domain/rules/staff-roles';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PermissionPicker } from './permission-picker';
import { STAFF_ROLE_DESCRIPTIONS } from './staff-labels';
import { patchStaffUser } from './staff-user-api';

interface StaffLevelFormProps {
  person: StaffUser;
  /** The levels this user may give (the invitation rule); 'Personalizado' comes with them. */
  levels: readonly StaffRole[];
  onChanged: (person: StaffUser) => void;
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/**
 * The person's access level at this location (02 §6: Propietario, Administrador, Operador, Visor,
 * Personalizado). 'Personalizado' shows the permissions to pick, grouped by area, starting from
 * the ones the person holds. Saving asks first.
 */
export function StaffLevelForm({ person, levels, onChanged }: StaffLevelFormProps) {
  const [chosen, setChosen] = useState<StaffLevel>(person.level);
  const [custom, setCustom] = useState<Role[]>(() =>
    person.roles.filter((role): role is Role => isRole(role) && role !== 'super-admin'),
  );
  const [confirming, setConfirming] = useState(false);
  const save = useMutation({ mutationFn: (body: StaffUserPatchBody) => patchStaffUser(person.id, body) });
  const offered: StaffLevel[] = [...levels, 'custom'];
  const noPermission = chosen === 'custom' && custom.length === 0;
  const changed =
    chosen === 'custom' ? !noPermission && !sameRoles(custom, person.roles) : chosen !== person.level;

  const run = () => {
    save.mutate(chosen === 'custom' ? { level: 'custom', roles: custom } : { level: chosen }, {
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
              description={
                level === 'custom' ? 'Elige los permisos uno por uno.' : STAFF_ROLE_DESCRIPTIONS[level]
              }
            />
          ))}
        </Stack>
      </Radio.Group>
      {chosen === 'custom' && (
        <PermissionPicker
          value={custom}
          onChange={setCustom}
          error={noPermission ? STAFF_USER_MESSAGES.rolesRequired : null}
        />
      )}
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
          {chosen === 'custom'
            ? `Personalizado (${custom.length} ${custom.length === 1 ? 'permiso' : 'permisos'})`
            : STAFF_LEVEL_LABELS[chosen]}{' '}
          en esta ubicación. Sus pantallas abiertas cambian al instante.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
