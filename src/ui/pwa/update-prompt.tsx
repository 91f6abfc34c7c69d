import { Affix, Button, Group, Notification, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { usePendingUpdate } from '../../lib/pwa/update-store';

/**
 * 'Nueva versión disponible': shown while a new service worker waits. 'Actualizar' lets it take
 * over and reloads; 'Más tarde' hides the prompt until the next start.
 */
export function UpdatePrompt() {
  const applyUpdate = usePendingUpdate();
  const [dismissed, setDismissed] = useState(false);
  const [updating, setUpdating] = useState(false);
  if (!applyUpdate || dismissed) return null;

  return (
    <Affix position={{ top: 72, right: 16 }} zIndex={400}>
      <Notification
        title="Nueva versión disponible"
        icon={<IconRefresh size={18} />}
        withCloseButton={false}
        role="status"
        w={340}
        maw="calc(100vw - 32px)"
        withBorder
      >
        <Text size="sm">Actualiza para usar la versión más reciente de Mostrador.</Text>
        <Group mt="sm" gap="sm">
          <Button
            loading={updating}
            onClick={() => {
              setUpdating(true);
              applyUpdate();
            }}
          >
            Actualizar
          </Button>
          <Button variant="subtle" color="gray" onClick={() => setDismissed(true)}>
            Más tarde
          </Button>
        </Group>
      </Notification>
    </Affix>
  );
}
