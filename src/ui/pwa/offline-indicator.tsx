import { Badge, Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { AccountSettings } from '../../domain/contract/access';
import { formatSyncTime } from '../../lib/format';
import { useIsOffline } from '../../lib/online-status';
import { queryKeys } from '../../lib/query/keys';
import { useLastSyncAt } from '../../lib/query/use-last-sync';
import classes from './offline-indicator.module.css';

/**
 * 'Sin conexión' while the browser is offline or the last API call could not reach the server,
 * saying that the screen shows the last saved data and when it was synced.
 */
export function OfflineIndicator() {
  const offline = useIsOffline();
  const lastSyncAt = useLastSyncAt();
  const settings = useQueryClient().getQueryData<AccountSettings>(queryKeys.account.settings);
  if (!offline) return null;

  // Times are shown in the location's zone, like the rest of the screen.
  const timeZone = settings?.location?.timezone;
  const syncedAt = lastSyncAt === null ? null : formatSyncTime(lastSyncAt, Date.now(), timeZone);
  const detail =
    syncedAt === null
      ? 'Aún no hay datos guardados en este dispositivo.'
      : `Mostrando los últimos datos guardados (sincronizados: ${syncedAt}).`;

  return (
    <Group gap="xs" wrap="nowrap" role="status" aria-live="polite">
      <span className={classes.anchor}>
        <Badge
          color="red"
          variant="filled"
          size="lg"
          tt="none"
          leftSection={<IconWifiOff size={14} aria-hidden />}
          tabIndex={0}
          aria-description={detail}
        >
          Sin conexión
        </Badge>
        <span className={classes.detail} aria-hidden>
          {detail}
        </span>
      </span>
      {syncedAt !== null && (
        <Text size="xs" c="dimmed" visibleFrom="sm">
          Últimos datos guardados · {syncedAt}
        </Text>
      )}
    </Group>
  );
}
