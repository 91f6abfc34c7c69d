import { Alert, Drawer, Loader, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DEFAULT_WAITLIST_SETTINGS } from '../../../domain/contract/settings-defaults';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { useQueueItem } from '../api/queue-item';
import { useOutboxOnlyEntry } from '../offline/use-outbox-overlay';
import { statusDataTimeZone } from '../queries';
import { ActivityTab } from './activity-tab';
import { InfoTab } from './info-tab';
import type { QueueDrawerProps } from './queue-drawer-props';

/** The drawer forgets its tab and drafts this long after closing, once it slid away (01 §9). */
export const DRAWER_RESET_DELAY_MS = 300;

type Tab = 'info' | 'activity';

/** Queue item drawer (01 §2.10): tabs 'Información' and 'Actividad y mensajes'. */
export default function QueueDrawer({ itemId, opened, onClose }: QueueDrawerProps) {
  const settingsQuery = useQuery(accountSettingsQueryOptions());
  const settings = settingsQuery.data?.waitlist_settings ?? DEFAULT_WAITLIST_SETTINGS;
  const timeZone = statusDataTimeZone(settingsQuery.data);
  // A walk-in registered offline is read from the outbox until the server has it, then by its new id.
  const outboxOnly = useOutboxOnlyEntry(itemId);
  const serverItem = useQueueItem(
    settingsQuery.data?.location?.id ?? null,
    itemId !== null && itemId < 0 ? outboxOnly.serverId : itemId,
  );
  const data = outboxOnly.entry ?? serverItem.data;
  const error = outboxOnly.entry ? null : serverItem.error;
  const mobile = useMediaQuery('(max-width: 768px)') ?? false;
  const [tab, setTab] = useState<Tab>('info');
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (opened) return;
    const timer = setTimeout(() => {
      setTab('info');
      setGeneration((value) => value + 1);
    }, DRAWER_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [opened]);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={mobile ? '100%' : 'lg'}
      title={data?.name ?? 'Registro'}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {data ? (
        <Tabs
          key={generation}
          value={tab}
          onChange={(value) => setTab(value === 'activity' ? 'activity' : 'info')}
        >
          <Tabs.List grow mb="md">
            <Tabs.Tab value="info">Información</Tabs.Tab>
            <Tabs.Tab value="activity">Actividad y mensajes</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="info">
            <InfoTab item={data} timeZone={timeZone} settings={settings} />
          </Tabs.Panel>
          <Tabs.Panel value="activity">
            {tab === 'activity' && <ActivityTab item={data} timeZone={timeZone} />}
          </Tabs.Panel>
        </Tabs>
      ) : error ? (
        <Alert color="red">{error.message}</Alert>
      ) : (
        <Loader size="sm" aria-label="Cargando registro" />
      )}
    </Drawer>
  );
}
