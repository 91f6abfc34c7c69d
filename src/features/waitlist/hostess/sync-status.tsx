import { Group, Loader, Text } from '@mantine/core';
import { formatElapsed, formatSyncTime } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';

/** After this long without a successful refresh the line turns orange (DESIGN §6). */
const STALE_AFTER_MS = 90_000;

interface SyncStatusProps {
  /** dataUpdatedAt of the list (ms), 0 when it never loaded. */
  updatedAt: number;
  fetching: boolean;
  /** The location's zone, so the time matches the list's times. */
  timeZone?: string;
}

/** 'Actualizado hace N s · 2:30 p.m.': always visible, so a stalled screen says so. */
export function SyncStatus({ updatedAt, fetching, timeZone }: SyncStatusProps) {
  const now = useNow(1000);
  if (updatedAt === 0) return null;
  const stale = now - updatedAt > STALE_AFTER_MS;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c={stale ? 'orange.8' : 'dimmed'} fw={stale ? 600 : 400}>
        Actualizado {formatElapsed(updatedAt, now)} · {formatSyncTime(updatedAt, now, timeZone)}
      </Text>
      {fetching && <Loader size={12} aria-label="Actualizando" />}
    </Group>
  );
}
