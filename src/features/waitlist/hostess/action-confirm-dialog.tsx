import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { QueueAction } from '../../../domain/contract/queue-actions';
import type { QueueItem } from '../../../domain/contract/waitlist';
import { QUEUE_ACTION_LABELS } from '../../../domain/rules/queue-actions';
import { AutoCancelNote, useAutoCancel } from '../../../ui/auto-cancel-countdown';

const QUESTIONS: Record<QueueAction, string> = {
  ready: '¿Marcar como listo?',
  complete: '¿Completar el registro?',
  cancel: '¿Cancelar el registro?',
  notify: '¿Notificar al cliente?',
  'request-confirmation': '¿Solicitar confirmación?',
};

function explanation(item: QueueItem, action: QueueAction): string {
  switch (action) {
    case 'ready':
      return item.type === 'booking'
        ? 'Se enviará un recordatorio al cliente.'
        : 'Se avisará al cliente que su mesa está lista.';
    case 'complete':
      return 'El cliente fue atendido; el registro sale de la lista activa.';
    case 'cancel':
      return 'El registro se cancelará y se avisará al cliente.';
    case 'notify':
      return 'Se enviará al cliente un mensaje de que su turno está próximo.';
    case 'request-confirmation':
      return 'Se enviará al cliente un mensaje para que confirme si sigue en camino.';
  }
}

interface ActionConfirmDialogProps {
  item: QueueItem;
  action: QueueAction;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action; closes by itself after 10 s, counting down (01 §9). */
export default function ActionConfirmDialog({ item, action, onConfirm, onClose }: ActionConfirmDialogProps) {
  const secondsLeft = useAutoCancel(onClose);

  return (
    <Modal opened onClose={onClose} title={QUESTIONS[action]} centered>
      <Stack gap="md">
        <Text fw={600}>{item.name}</Text>
        <Text size="sm">{explanation(item, action)}</Text>
        <AutoCancelNote secondsLeft={secondsLeft} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Volver
          </Button>
          <Button color={action === 'cancel' ? 'red' : 'green'} onClick={onConfirm} data-autofocus>
            {QUEUE_ACTION_LABELS[action]}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
