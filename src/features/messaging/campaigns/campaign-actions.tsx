import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Campaign } from '../../../domain/contract/campaigns';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useCampaignAction } from '../messaging-queries';

const CONFIRM = {
  start: {
    title: 'Iniciar campaña',
    text: 'Se enviará un mensaje a cada cliente de la campaña y cada mensaje usará créditos. ¿Quieres iniciarla?',
    label: 'Iniciar campaña',
    done: 'La campaña se inició.',
  },
  stop: {
    title: 'Detener campaña',
    text: 'No se enviarán más mensajes de esta campaña hasta que la inicies de nuevo. ¿Quieres detenerla?',
    label: 'Detener campaña',
    done: 'La campaña se detuvo.',
  },
} as const;

/** The view's toolbar (01 §2.9, §4.6): 'Editar campaña' when editable, start or stop with confirmation. */
export function CampaignActions({ campaign, canWrite }: { campaign: Campaign; canWrite: boolean }) {
  const action = useCampaignAction(campaign.id);
  const [asking, setAsking] = useState<'start' | 'stop' | null>(null);
  if (!canWrite) return null;
  const main = campaign.can_stop ? 'stop' : campaign.can_activate ? 'start' : null;
  const confirm = asking ? CONFIRM[asking] : null;
  return (
    <Group gap="sm">
      {campaign.is_editable ? (
        <Button variant="default" component={Link} to={`/messaging/campaigns/${campaign.id}/edit`}>
          Editar campaña
        </Button>
      ) : (
        <Button variant="default" disabled>
          Editar campaña
        </Button>
      )}
      {main ? (
        <Button color={main === 'stop' ? 'red' : undefined} onClick={() => setAsking(main)}>
          {CONFIRM[main].label}
        </Button>
      ) : null}
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm?.title ?? ''}
        confirmLabel={confirm?.label ?? ''}
        danger={asking === 'stop'}
        loading={action.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          const done = CONFIRM[asking].done;
          action.mutate(asking, {
            onSuccess: () => {
              setAsking(null);
              notifications.show({ color: 'green', message: done });
            },
            onError: (error) => notifications.show({ color: 'red', message: error.message }),
          });
        }}
      >
        {confirm?.text}
      </ConfirmDialog>
    </Group>
  );
}
