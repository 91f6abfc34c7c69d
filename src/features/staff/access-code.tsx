import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconKey, IconLink, IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { copyToClipboard } from '../../lib/clipboard';
import { ACCESS_CODE_COPY_MESSAGES, accessLinkUrl } from './access-link';
import { renewLinkCode } from './staff-api';

interface AccessCodeProps {
  userId: number;
  name: string;
  code: string | null;
  /** After a new code: the list reads the users again. */
  onRenewed: () => void;
}

/**
 * A user's access code (02 §3 Business user link_code) for those who manage users: the code to
 * copy, its direct link, and 'Nuevo código' (asked first: the old one stops working).
 */
export function AccessCode({ userId, name, code, onRenewed }: AccessCodeProps) {
  const [confirming, setConfirming] = useState(false);
  const renew = useMutation({ mutationFn: () => renewLinkCode(userId) });
  const run = () =>
    renew.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        onRenewed();
      },
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });

  if (code === null) {
    return (
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Sin código de acceso
        </Text>
        <Button
          size="sm"
          variant="light"
          leftSection={<IconKey size={16} />}
          loading={renew.isPending}
          onClick={run}
        >
          Generar código
        </Button>
      </Group>
    );
  }

  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label="Código de acceso">
      <Text size="sm" c="dimmed">
        Código de acceso
      </Text>
      <Code fz="sm">{code}</Code>
      <Button
        size="sm"
        variant="light"
        leftSection={<IconCopy size={16} />}
        onClick={() => void copyToClipboard(code, ACCESS_CODE_COPY_MESSAGES)}
      >
        Copiar código
      </Button>
      <Button
        size="sm"
        variant="light"
        leftSection={<IconLink size={16} />}
        onClick={() => void copyToClipboard(accessLinkUrl(code), ACCESS_CODE_COPY_MESSAGES)}
      >
        Copiar enlace
      </Button>
      <Button
        size="sm"
        variant="subtle"
        leftSection={<IconRefresh size={16} />}
        onClick={() => setConfirming(true)}
      >
        Nuevo código
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="¿Generar un nuevo código?"
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            El código actual de <strong>{name}</strong> dejará de funcionar y tendrás que compartirle el
            nuevo.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
            <Button onClick={run} loading={renew.isPending} data-autofocus>
              Generar código
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
