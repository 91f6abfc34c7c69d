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
  /** The person has a code (made earlier; the server keeps only its hash, so it is not shown again). */
  hasCode: boolean;
  /** After a new code: the list reads the users again. */
  onRenewed: () => void;
}

/**
 * A user's access code (02 §3 Business user link_code) for those who manage users. The server
 * answers a code only when it makes one, so the code and its copy buttons show right after
 * 'Generar código' / 'Generar nuevo código' (asked first: the old one stops working), until the
 * screen is left; otherwise the row says that the code was shown when it was made.
 */
export function AccessCode({ userId, name, hasCode, onRenewed }: AccessCodeProps) {
  const [confirming, setConfirming] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const renew = useMutation({ mutationFn: () => renewLinkCode(userId) });
  const run = () =>
    renew.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(false);
        setShown(result.link_code);
        onRenewed();
      },
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });

  if (!hasCode && shown === null) {
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
    <Stack gap={6}>
      {shown === null ? (
        <Text size="sm" c="dimmed">
          Su código de acceso se mostró cuando se generó. Si se perdió, genera uno nuevo.
        </Text>
      ) : (
        <>
          <Group gap="xs" wrap="wrap" role="group" aria-label="Código de acceso">
            <Text size="sm" c="dimmed">
              Código de acceso
            </Text>
            <Code fz="sm">{shown}</Code>
            <Button
              size="sm"
              variant="light"
              leftSection={<IconCopy size={16} />}
              onClick={() => void copyToClipboard(shown, ACCESS_CODE_COPY_MESSAGES)}
            >
              Copiar código
            </Button>
            <Button
              size="sm"
              variant="light"
              leftSection={<IconLink size={16} />}
              onClick={() => void copyToClipboard(accessLinkUrl(shown), ACCESS_CODE_COPY_MESSAGES)}
            >
              Copiar enlace
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            Cópialo ahora: por seguridad no se vuelve a mostrar.
          </Text>
        </>
      )}
      <Group>
        <Button
          size="sm"
          variant="subtle"
          leftSection={<IconRefresh size={16} />}
          onClick={() => setConfirming(true)}
        >
          Generar nuevo código
        </Button>
      </Group>
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
    </Stack>
  );
}
