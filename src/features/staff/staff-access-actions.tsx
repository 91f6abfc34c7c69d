import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock, IconLockOpen, IconUserMinus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { StaffUser } from '../../domain/contract/staff-user';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { patchStaffUser, removeStaffUser } from './staff-user-api';

type Action = 'remove-location' | 'remove-company' | 'suspend' | 'reactivate';

interface StaffAccessActionsProps {
  person: StaffUser;
  onChanged: (person: StaffUser) => void;
  /** After a removal: the person is no longer at this location. */
  onRemoved: () => void;
}

const ASKS: Record<
  Action,
  { title: string; confirm: string; danger: boolean; says: (name: string) => ReactNode }
> = {
  'remove-location': {
    title: '¿Quitar de esta ubicación?',
    confirm: 'Quitar acceso',
    danger: true,
    says: (name) => (
      <>
        <strong>{name}</strong> dejará de tener acceso a esta ubicación. Sus sesiones aquí se cierran al
        instante y su código de acceso cambia.
      </>
    ),
  },
  'remove-company': {
    title: '¿Quitar de todas las ubicaciones?',
    confirm: 'Quitar de todas',
    danger: true,
    says: (name) => (
      <>
        <strong>{name}</strong> dejará de tener acceso a todas las ubicaciones del negocio. Sus sesiones se
        cierran al instante y su código de acceso cambia.
      </>
    ),
  },
  suspend: {
    title: '¿Suspender la cuenta?',
    confirm: 'Suspender',
    danger: true,
    says: (name) => (
      <>
        <strong>{name}</strong> no podrá iniciar sesión hasta que reactives su cuenta. Todas sus sesiones se
        cierran al instante y su código de acceso cambia.
      </>
    ),
  },
  reactivate: {
    title: '¿Reactivar la cuenta?',
    confirm: 'Reactivar',
    danger: false,
    says: (name) => (
      <>
        <strong>{name}</strong> podrá volver a iniciar sesión con su contraseña. Para entrar con código,
        genérale uno nuevo.
      </>
    ),
  },
};

/** Taking access away (each asked first): out of this location, of every location, or suspended. */
export function StaffAccessActions({ person, onChanged, onRemoved }: StaffAccessActionsProps) {
  const [asking, setAsking] = useState<Action | null>(null);
  const act = useMutation({
    mutationFn: async (action: Action) => {
      if (action === 'remove-location') return removeStaffUser(person.id, 'location');
      if (action === 'remove-company') return removeStaffUser(person.id, 'company');
      onChanged(await patchStaffUser(person.id, { status: action === 'suspend' ? 'suspended' : 'active' }));
    },
  });
  const run = () => {
    if (!asking) return;
    act.mutate(asking, {
      onSuccess: () => {
        const removed = asking === 'remove-location' || asking === 'remove-company';
        setAsking(null);
        notifications.show({ color: 'teal', message: removed ? 'Acceso retirado.' : 'Cuenta actualizada.' });
        if (removed) onRemoved();
      },
      onError: (error) => {
        setAsking(null);
        notifications.show({ color: 'red', message: error.message });
      },
    });
  };
  const ask = asking ? ASKS[asking] : null;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Quien deja de trabajar en el negocio pierde el acceso al instante: sus pantallas abiertas vuelven al
        inicio de sesión.
      </Text>
      <Group gap="sm">
        <Button
          variant="outline"
          color="red"
          leftSection={<IconUserMinus size={16} aria-hidden />}
          onClick={() => setAsking('remove-location')}
        >
          Quitar de esta ubicación
        </Button>
        {person.locations.length > 1 && (
          <Button
            variant="outline"
            color="red"
            leftSection={<IconUserMinus size={16} aria-hidden />}
            onClick={() => setAsking('remove-company')}
          >
            Quitar de todas las ubicaciones
          </Button>
        )}
        {person.account_editable &&
          (person.status === 'suspended' ? (
            <Button
              variant="light"
              leftSection={<IconLockOpen size={16} aria-hidden />}
              onClick={() => setAsking('reactivate')}
            >
              Reactivar cuenta
            </Button>
          ) : (
            <Button
              variant="light"
              color="red"
              leftSection={<IconLock size={16} aria-hidden />}
              onClick={() => setAsking('suspend')}
            >
              Suspender cuenta
            </Button>
          ))}
      </Group>
      {ask && (
        <ConfirmDialog
          opened
          title={ask.title}
          confirmLabel={ask.confirm}
          danger={ask.danger}
          loading={act.isPending}
          onConfirm={run}
          onClose={() => setAsking(null)}
        >
          {ask.says(person.name)}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
