import { Alert, Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { LoyaltyComplete } from '../../../domain/contract/loyalty';
import { formatMoney } from '../../../lib/format';
import { SUCCESS_TITLE, successLines } from './success-text';

interface SuccessDialogProps {
  result: LoyaltyComplete;
  onClose: () => void;
}

function progressLine({ transaction, progress }: LoyaltyComplete): string {
  if (transaction.type === 'cashback') return `Saldo disponible ${formatMoney(progress.user_balance)}`;
  return `${progress.current_quantity} de ${progress.required_quantity ?? 0} en la tarjeta actual`;
}

/** 'Transacción realizada' (01 §8): what the customer is told by WhatsApp, and where they stand. */
export function SuccessDialog({ result, onClose }: SuccessDialogProps) {
  const noMessage = result.message !== 'queued';
  return (
    <Modal opened onClose={onClose} title={SUCCESS_TITLE} centered>
      <Stack gap="md">
        <Alert color={noMessage ? 'yellow' : 'teal'} icon={<IconCircleCheck />} role="alert">
          <Stack gap={4}>
            {successLines(result).map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </Stack>
        </Alert>
        <Text fw={600}>{progressLine(result)}</Text>
        <Anchor href={result.card_url} target="_blank" rel="noopener">
          Ver la tarjeta del cliente
        </Anchor>
        <Button size="lg" onClick={onClose} data-autofocus>
          Listo
        </Button>
      </Stack>
    </Modal>
  );
}
