import { Badge } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { AccountSettings } from '../../domain/contract/access';
import { formatSyncTime } from '../../lib/format';
import { useOutbox } from '../../lib/outbox/use-outbox';
import { useOutboxSync } from '../../lib/outbox/use-outbox-sync';
import { queryKeys } from '../../lib/query/keys';
import { useLastSyncAt } from '../../lib/query/use-last-sync';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The offline outbox in the header: '3 cambios pendientes · Sincronizado 10:42', and the changes
 * the server refused. Nothing while the outbox is empty. Mounted once per shell, it also keeps
 * the outbox in sync (useOutboxSync).
 */
export function OutboxStatus() {
  useOutboxSync();
  const outbox = useOutbox();
  const lastDataAt = useLastSyncAt();
  const settings = useQueryClient().getQueryData<AccountSettings>(queryKeys.account.settings);
  const queued = outbox.queued.length;
  const conflicts = outbox.conflicts.length;
  if (queued + conflicts === 0) return null;

  const lastSyncAt = Math.max(outbox.lastSyncAt ?? 0, lastDataAt ?? 0);
  const parts = [
    queued > 0 ? plural(queued, 'cambio pendiente', 'cambios pendientes') : null,
    conflicts > 0 ? plural(conflicts, 'cambio rechazado', 'cambios rechazados') : null,
    lastSyncAt > 0
      ? `Sincronizado ${formatSyncTime(lastSyncAt, Date.now(), settings?.location?.timezone)}`
      : null,
  ].filter(Boolean);

  return (
    <Badge
      role="status"
      aria-live="polite"
      color={conflicts > 0 ? 'red' : 'yellow'}
      variant="light"
      size="lg"
      radius="sm"
      tt="none"
      leftSection={<IconCloudUpload size={14} aria-hidden />}
      maw={{ base: 180, sm: 'none' }}
    >
      {parts.join(' · ')}
    </Badge>
  );
}
