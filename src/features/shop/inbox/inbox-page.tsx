import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { IconChefHat } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { OrderDisplayStatus } from '../../../domain/rules/order-status';
import { useNow } from '../../../lib/use-now';
import { afterFirstScreen } from '../../../lib/when-idle';
import { LoadError } from '../../../ui/load-error';
// The header's 'Sin conexión' indicator loads with the inbox: it shows when the network is gone,
// the one moment a lazy load of it fails where no service worker holds it (issue 17 point 8).
import '../../../ui/pwa/offline-indicator';
import { saveShopStatus } from '../api/inbox-shop-status';
import { useInboxStatusData } from '../inbox-queries';
import { ConnectionLostAlert, UpdatedAgo } from './connection-status';
import classes from './inbox.module.css';
import { InboxBanners } from './inbox-banners';
import { activeTab, inboxTabs, ordersByDisplayStatus } from './inbox-tab-state';
import { InboxTabs } from './inbox-tabs';
import { InboxToolbar } from './inbox-toolbar';
import {
  loadOrderActionConfirm,
  loadScreenSettingsDialog,
  loadSetupIncomplete,
  loadWaitTimeDialog,
  preloadInbox,
} from './lazy-chunks';
import { OrderCard } from './order-card';
import { ReceivedOrdersOverlay } from './received-orders-overlay';
import { useAgeThresholds } from './screen-settings';
import { SoundUnlockPrompt } from './sound-unlock-prompt';
import { useConnectionLost } from './use-connection-lost';
import { useIdleAlert } from './use-idle-alert';
import { useLoopingSound, useSoundLocked } from './use-looping-sound';
import { useOrderActions } from './use-order-actions';
import { useReceptionMode } from './use-reception-mode';
import { useWakeLock } from './use-wake-lock';

const OrderActionConfirmDialog = lazy(loadOrderActionConfirm);
const WaitTimeDialog = lazy(loadWaitTimeDialog);
const ShopSetupIncompleteDialog = lazy(loadSetupIncomplete);
const ScreenSettingsDialog = lazy(loadScreenSettingsDialog);

/** Card times ('hace 6 min') and colours re-render every 60 s (02 §9). */
const RELATIVE_TIME_REFRESH_MS = 60_000;

const LOAD_FORBIDDEN = {
  title: 'Sin acceso a los pedidos',
  message: 'Tu usuario no tiene permiso para ver los pedidos. Pide acceso a quien administra el negocio.',
};

function EmptyTab() {
  return (
    <Stack align="center" gap={6} py="xl" ta="center">
      <IconChefHat size={36} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text fw={600}>No hay pedidos aquí.</Text>
      <Text size="sm" c="dimmed">
        Los pedidos nuevos aparecen solos y suena la alerta.
      </Text>
    </Stack>
  );
}

/**
 * 'Pedidos' (menu-order-list): the kitchen's inbox of active orders, by status, with their actions.
 * It rings while received orders wait, covers the screen after a quiet minute, keeps the screen
 * awake and says when it stops hearing from the server.
 */
export default function InboxPage() {
  const { settings, statusData } = useInboxStatusData();
  const data = statusData.data;
  const failed = settings.data === undefined && settings.error !== null ? settings : statusData;
  const now = useNow(RELATIVE_TIME_REFRESH_MS);
  const [thresholds, saveThresholds] = useAgeThresholds();
  const actions = useOrderActions();
  const reception = useReceptionMode();
  const [chosenTab, setChosenTab] = useState<OrderDisplayStatus | null>(null);
  const [dialog, setDialog] = useState<'wait-time' | 'screen-settings' | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const [detailError, setDetailError] = useState<string | null>(null);
  const onDetailFailed = useCallback((error: Error) => setDetailError(error.message), []);

  const orders = data?.list ?? [];
  const groups = useMemo(() => ordersByDisplayStatus(orders), [orders]);
  const tabs = inboxTabs(groups);
  const tab = activeTab(chosenTab, tabs, groups);
  const receivedCount = groups.received.length;

  // Heard from the server: the last successful status-data (a live hint refetches it at once).
  const heardAt = statusData.dataUpdatedAt;
  const connectionLost = useConnectionLost(heardAt);

  // One sound at a time: a lost connection (orders may be missing) outranks the received orders'
  // chime, whose cards stay on screen and whose fullscreen alert still comes.
  const alertSound = useLoopingSound('order-alert', receivedCount > 0 && !connectionLost);
  const alarmSound = useLoopingSound('connection-alarm', connectionLost);
  const soundLocked = useSoundLocked();
  const idleAlert = useIdleAlert(receivedCount > 0);
  useWakeLock();

  const shown = data !== undefined;
  useEffect(() => {
    if (shown) return afterFirstScreen(preloadInbox);
  }, [shown]);

  const dismissIdleAlert = () => {
    idleAlert.dismiss();
    setChosenTab('received');
  };

  return (
    <Stack
      gap="md"
      data-alert-sound={alertSound}
      data-connection-alarm={connectionLost ? alarmSound : 'off'}
      data-testid="kitchen-inbox"
    >
      <Group justify="space-between" align="center" gap="xs">
        <Title order={1} size="h2">
          Pedidos
        </Title>
        {data && (
          <InboxToolbar
            status={data.status}
            receptionPending={reception.pending}
            onReceptionMode={(mode) => reception.change(mode, data.status)}
            onWaitTime={() => setDialog('wait-time')}
            onScreenSettings={() => setDialog('screen-settings')}
          />
        )}
      </Group>

      {detailError && (
        <Alert
          color="red"
          title="No se pudo cargar el detalle del pedido"
          withCloseButton
          closeButtonLabel="Cerrar aviso"
          onClose={() => setDetailError(null)}
        >
          {detailError}
        </Alert>
      )}
      {data && (
        <InboxBanners
          status={data.status}
          orders={orders}
          now={now}
          onOpenReception={() => reception.change('on', data.status)}
          opening={reception.pending}
        />
      )}

      {/* What must stay in sight while the cards scroll: the sound prompt, the connection, the tabs. */}
      <Stack gap="xs" className={classes.stickyBar}>
        {soundLocked && <SoundUnlockPrompt />}
        {connectionLost && <ConnectionLostAlert updatedAt={heardAt} />}
        <Group justify="space-between" gap="xs" wrap="wrap">
          {data && <InboxTabs tabs={tabs} groups={groups} active={tab} onChange={setChosenTab} />}
          <UpdatedAgo updatedAt={heardAt} fetching={statusData.isFetching} />
        </Group>
      </Stack>

      {data ? (
        <div id="inbox-tab-panel" role="tabpanel" aria-labelledby={`inbox-tab-${tab}`}>
          {groups[tab].length === 0 ? (
            <EmptyTab />
          ) : (
            <div className={classes.grid}>
              {groups[tab].map((order) => (
                <OrderCard
                  key={order.id}
                  order={order}
                  now={now}
                  timeZone={data.status.timezone}
                  thresholds={thresholds}
                  onAction={actions.request}
                  onDetailFailed={onDetailFailed}
                />
              ))}
            </div>
          )}
        </div>
      ) : failed.error ? (
        <LoadError
          title="No se pudieron cargar los pedidos"
          error={failed.error}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
          forbidden={LOAD_FORBIDDEN}
        />
      ) : (
        <Text c="dimmed">Cargando pedidos…</Text>
      )}

      {idleAlert.shown && (
        <ReceivedOrdersOverlay
          count={receivedCount}
          connectionLost={connectionLost}
          onDismiss={dismissIdleAlert}
        />
      )}

      <Suspense fallback={null}>
        {actions.confirmation && (
          <OrderActionConfirmDialog
            order={actions.confirmation.order}
            action={actions.confirmation.action}
            onConfirm={actions.confirm}
            onClose={actions.dismiss}
          />
        )}
        {dialog === 'wait-time' && data && (
          <WaitTimeDialog status={data.status} onSave={saveShopStatus} onClose={closeDialog} />
        )}
        {dialog === 'screen-settings' && (
          <ScreenSettingsDialog thresholds={thresholds} onSave={saveThresholds} onClose={closeDialog} />
        )}
        {reception.setupIncomplete && <ShopSetupIncompleteDialog onClose={reception.closeSetupIncomplete} />}
      </Suspense>
    </Stack>
  );
}
