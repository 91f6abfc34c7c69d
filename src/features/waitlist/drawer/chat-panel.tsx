import { Alert, Box, Button, Group, Loader, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { CHAT_MAX_LENGTH, normalizeChatText } from '../../../domain/contract/messaging';
import { messageStatusLabel } from '../../../domain/rules/message-status-label';
import { isApiError } from '../../../lib/api/api-error';
import { useChatMessages, useSendChatMessage } from '../api/queue-item';
import { useLocationId } from '../queries';
import { formatDateTime } from './format-instant';

/** The counter shows once the text is longer than this (01 §5.5, §9). */
export const CHAT_COUNTER_FROM = 90;
export const CHAT_SENT = 'Tu mensaje fue enviado.';
export const CHAT_SEND_FAILED = 'Hubo un error al enviar el mensaje. Por favor, intenta de nuevo.';

interface ChatPanelProps {
  queueId: number;
  phone: string | null;
  timeZone: string;
}

/** The alert of a refused send (01 §8 "Chat send"): errors.content or errors.no_balance, else null. */
function refusalOf(error: unknown): { message: string; noBalance: boolean } | null {
  if (!isApiError(error) || !error.errors) return null;
  const noBalance = error.errors.no_balance?.[0];
  if (noBalance) return { message: noBalance, noBalance: true };
  const content = error.errors.content?.[0];
  return content ? { message: content, noBalance: false } : null;
}

/**
 * The SMS conversation with the customer (01 §5.5, §7.5, §8): the last 25 messages, a text
 * trimmed with its newlines collapsed, sent after confirming that it goes by SMS.
 */
export function ChatPanel({ queueId, phone, timeZone }: ChatPanelProps) {
  const locationId = useLocationId();
  const messages = useChatMessages(locationId, queueId, true);
  const send = useSendChatMessage(locationId, queueId);
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const content = normalizeChatText(text);
  const tooLong = content.length > CHAT_MAX_LENGTH;
  const canSend = phone !== null && content.length > 0 && !tooLong && !send.isPending;

  const confirmSend = () => {
    setConfirming(false);
    setAlert(null);
    send.mutate(content, {
      onSuccess: () => {
        setText('');
        notifications.show({ color: 'green', message: CHAT_SENT });
      },
      onError: (error) => {
        const refusal = refusalOf(error);
        if (!refusal) {
          notifications.show({ color: 'red', message: CHAT_SEND_FAILED });
          return;
        }
        setAlert(refusal.message);
        if (refusal.noBalance) setText('');
      },
    });
  };

  return (
    <Stack gap="sm">
      <Text fw={600}>Mensajes por SMS</Text>
      {messages.isPending ? (
        <Loader size="sm" aria-label="Cargando mensajes" />
      ) : messages.isError ? (
        <Text size="sm" c="red">
          {messages.error.message}
        </Text>
      ) : messages.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Aún no hay mensajes con este cliente.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Mensajes">
          {messages.data.map((message) => (
            <Paper
              component="li"
              key={message.id}
              withBorder
              radius="md"
              p="xs"
              bg="var(--mantine-color-blue-light)"
            >
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {message.text}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(message.sent_at ?? message.created_at, timeZone)} ·{' '}
                {messageStatusLabel(message)}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}

      {alert && (
        <Alert color="orange" withCloseButton closeButtonLabel="Cerrar aviso" onClose={() => setAlert(null)}>
          {alert}
        </Alert>
      )}
      {phone === null ? (
        <Text size="sm" c="dimmed">
          Este cliente no tiene celular registrado.
        </Text>
      ) : (
        <Box>
          <Textarea
            label="Mensaje"
            placeholder="Escribe un mensaje"
            rows={3}
            value={text}
            error={tooLong ? `El mensaje debe tener menos de ${CHAT_MAX_LENGTH + 1} caracteres.` : undefined}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Group justify="space-between" mt={6}>
            <Text size="xs" c={tooLong ? 'red' : 'dimmed'} aria-live="polite">
              {content.length > CHAT_COUNTER_FROM ? `${content.length}/${CHAT_MAX_LENGTH + 1}` : ''}
            </Text>
            <Button onClick={() => setConfirming(true)} disabled={!canSend} loading={send.isPending}>
              Enviar
            </Button>
          </Group>
        </Box>
      )}

      <Modal opened={confirming} onClose={() => setConfirming(false)} title="¿Enviar el mensaje?" centered>
        <Stack gap="md">
          <Text size="sm">El mensaje se enviará por SMS al {phone}.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Volver
            </Button>
            <Button onClick={confirmSend}>Enviar SMS</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
