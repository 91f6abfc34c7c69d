import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import type { LoyaltyTransaction } from '../../../domain/contract/loyalty';
import { useCancelTransaction } from './transaction-queries';

export const TRANSACTION_CANCELED_MESSAGE = 'Transacción cancelada';

interface CancelTransactionButtonProps {
  transaction: LoyaltyTransaction;
  /** The user may transact ('loyalty-transact'). */
  allowed: boolean;
}

/**
 * 'Cancelar transacción' (01 §4.3): only for an active one; asks first, since it cannot be undone;
 * a refusal of the server (its balance already spent, …) shows in the dialog.
 */
export function CancelTransactionButton({ transaction, allowed }: CancelTransactionButtonProps) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelTransaction(transaction.id);
  const close = () => {
    setAsking(false);
    cancel.reset();
  };
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        notifications.show({ color: 'green', message: TRANSACTION_CANCELED_MESSAGE });
      },
    });

  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconBan size={16} />}
        disabled={!allowed || transaction.status !== 'active'}
        onClick={() => setAsking(true)}
      >
        Cancelar transacción
      </Button>
      <Modal opened={asking} onClose={close} title="¿Cancelar la transacción?" centered>
        <Stack gap="md">
          <Text>
            Esta acción es irreversible: se revierte lo que la transacción {transaction.code} sumó o usó en el
            programa del cliente.
          </Text>
          {cancel.error && (
            <Alert color="red" title="No se pudo cancelar">
              {cancel.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Volver
            </Button>
            <Button color="red" onClick={confirm} loading={cancel.isPending} data-autofocus>
              Sí, cancelar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
