import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { QueueItem } from '../../../domain/contract/waitlist';
import { discardChange, type OutboxEntryView, retryChange } from '../../../lib/outbox/outbox-state';
import { useOutbox } from '../../../lib/outbox/use-outbox';
import { describeChange } from './change-description';

const loadDiscardDialog = () => import('./discard-change-dialog');
const DiscardChangeDialog = lazy(loadDiscardDialog);

const FAILED = 'No se pudo actualizar la cola de cambios de este dispositivo.';

function ConflictRow({
  entry,
  description,
  onDiscard,
}: {
  entry: OutboxEntryView;
  description: string;
  onDiscard: () => void;
}) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    retryChange(entry.id)
      .catch(() => notifications.show({ color: 'red', message: FAILED }))
      .finally(() => setRetrying(false));
  };
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={description}>
      <Group justify="space-between" align="center" gap="xs">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text fw={600}>{description}</Text>
          <Text size="sm" c="dimmed">
            {entry.conflict?.message}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button variant="light" onClick={retry} loading={retrying} mih={44}>
            Reintentar
          </Button>
          <Button
            variant="subtle"
            color="red"
            onClick={onDiscard}
            onPointerEnter={() => void loadDiscardDialog()}
            onFocus={() => void loadDiscardDialog()}
            mih={44}
          >
            Descartar
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** The refused changes and their 'Reintentar' and 'Descartar' (lazy chunk: see outbox-conflicts.tsx). */
export default function OutboxConflictsPanel({ entries }: { entries: readonly QueueItem[] }) {
  const { conflicts } = useOutbox();
  const [discarding, setDiscarding] = useState<{ entry: OutboxEntryView; description: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // The dialog's code loads when it is first asked for, then it stays mounted to animate closed.
  const [asked, setAsked] = useState(false);
  if (discarding !== null && !asked) setAsked(true);
  if (conflicts.length === 0) return null;

  const nameOf = (itemId: number) => entries.find((item) => item.id === itemId)?.name;
  const confirmDiscard = () => {
    if (!discarding) return;
    setBusy(true);
    discardChange(discarding.entry.id)
      .then(() => setDiscarding(null))
      .catch(() => notifications.show({ color: 'red', message: FAILED }))
      .finally(() => setBusy(false));
  };

  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title="Cambios rechazados por el servidor"
    >
      <Stack gap="xs">
        <Text size="sm">
          Estos cambios se hicieron sin conexión y el servidor no los aceptó. Reinténtalos o descártalos.
        </Text>
        <Stack
          component="ul"
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Cambios rechazados"
        >
          {conflicts.map((entry) => {
            const description = describeChange(entry.change, nameOf);
            return (
              <ConflictRow
                key={entry.id}
                entry={entry}
                description={description}
                onDiscard={() => setDiscarding({ entry, description })}
              />
            );
          })}
        </Stack>
      </Stack>
      {asked && (
        <Suspense fallback={null}>
          <DiscardChangeDialog
            description={discarding?.description ?? null}
            busy={busy}
            onConfirm={confirmDiscard}
            onClose={() => setDiscarding(null)}
          />
        </Suspense>
      )}
    </Alert>
  );
}
