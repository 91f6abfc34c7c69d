import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Order, OrderAction } from '../../../domain/contract/shop';
import { ORDER_ACTION_LABELS } from '../../../domain/rules/order-status';
import { AutoCancelNote, useAutoCancel } from '../../../ui/auto-cancel-countdown';

interface OrderActionConfirmDialogProps {
  order: Order;
  action: OrderAction;
  onConfirm: () => void;
  onClose: () => void;
}

/** Every change asks first; the dialog cancels itself after 10 s, counting down (02 §4). */
export default function OrderActionConfirmDialog({
  order,
  action,
  onConfirm,
  onClose,
}: OrderActionConfirmDialogProps) {
  const secondsLeft = useAutoCancel(onClose);
  const labels = ORDER_ACTION_LABELS[action];
  return (
    <Modal opened onClose={onClose} title={labels.question} centered>
      <Stack gap="md">
        <Text fw={700} size="lg">
          Pedido {order.number} · {order.contact.name}
        </Text>
        <AutoCancelNote secondsLeft={secondsLeft} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={onClose}>
            Volver
          </Button>
          <Button
            size="md"
            color={action === 'canceled' ? 'red' : 'green'}
            onClick={onConfirm}
            data-autofocus
          >
            {labels.button}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
