import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconListDetails, IconUserPlus } from '@tabler/icons-react';
import { lazy, memo, Suspense, useCallback, useEffect, useState } from 'react';
import { DEFAULT_WAITLIST_SETTINGS } from '../../../domain/contract/settings-defaults';
import type { QueueItem, StatusData } from '../../../domain/contract/waitlist';
import { takesBookings } from '../../../domain/rules/takes-bookings';
import { formatLongDate } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { afterFirstScreen } from '../../../lib/when-idle';
import { LightSwitch } from '../../../ui/light-switch';
import { LoadError } from '../../../ui/load-error';
import { AgendaToolbar } from '../agenda-toolbar';
import { LazyQueueDrawer } from '../drawer/lazy-queue-drawer';
import { OutboxConflicts } from '../offline/outbox-conflicts';
import { useOutboxOverlay } from '../offline/use-outbox-overlay';
import { useStatusData } from '../queries';
import { LazyRegisterDialog } from '../register/lazy-register-dialog';
import type { RequestAction } from './entry-actions';
import { EntryList } from './entry-list';
import { isOpenEntry, summarizeEntries } from './entry-summary';
import { type HostNotice, HostNoticeAlert } from './host-notice';
import { HostessBanners } from './hostess-banners';
import { HostessSkeleton } from './hostess-skeleton';
import { loadActionConfirm, loadSetupIncomplete, preloadHostStand } from './lazy-chunks';
import { SummaryBar } from './summary-bar';
import { SyncStatus } from './sync-status';
import { useEntryActions } from './use-entry-actions';
import { useReception } from './use-reception';

const ActionConfirmDialog = lazy(loadActionConfirm);
const SetupIncompleteDialog = lazy(loadSetupIncomplete);

const HOSTESS_VIEW = { name: 'waitlist-hostess' } as const;

/** Relative times on the list re-render every 30 s (02 §9). */
const RELATIVE_TIME_REFRESH_MS = 30_000;

const LOAD_FORBIDDEN = {
  title: 'Sin acceso al listado',
  message:
    'Tu usuario no tiene permiso para ver el listado de hoy. Pide acceso a quien administra el negocio.',
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface TodayListProps {
  data: StatusData;
  noshowToleranceMins: number;
  bookingTerm: string;
  /** The bookings counter's label; null when the location takes no bookings (no counter). */
  bookingsTerm: string | null;
  onOpen: (item: QueueItem) => void;
  onAction: RequestAction;
}

/**
 * Memoized: the page re-renders whenever the window gains or loses focus (polling follows focus),
 * which includes the page being hidden on every reload; the list itself changes only with its data.
 */
const TodayList = memo(function TodayList({
  data,
  noshowToleranceMins,
  bookingTerm,
  bookingsTerm,
  onOpen,
  onAction,
}: TodayListProps) {
  const now = useNow(RELATIVE_TIME_REFRESH_MS);
  // Changes made offline show at once, as the server will have them once they are sent.
  const entries = useOutboxOverlay(data.entries);
  const open = entries.filter(isOpenEntry);
  const closed = entries.filter((item) => !isOpenEntry(item));
  const listProps = {
    now,
    timeZone: data.status.timezone,
    noshowToleranceMins,
    bookingTerm,
    onOpen,
    onAction,
  };

  return (
    <Stack gap="md">
      <OutboxConflicts entries={data.entries} />
      <SummaryBar summary={summarizeEntries(entries)} bookingsTerm={bookingsTerm} />
      {entries.length === 0 ? (
        // Plain components already on screen: Mantine's EmptyState would add its own chunk.
        <Stack align="center" gap={6} py="xl" ta="center">
          <IconListDetails size={32} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text fw={600}>No hay registros para hoy.</Text>
          <Text size="sm" c="dimmed">
            {bookingsTerm === null
              ? 'Los turnos de hoy aparecerán aquí.'
              : 'Los turnos y las reservaciones de hoy aparecerán aquí.'}
          </Text>
        </Stack>
      ) : (
        <>
          {open.length > 0 && <EntryList label="Registros activos" entries={open} {...listProps} />}
          {closed.length > 0 && (
            <Stack gap="xs">
              <Title order={2} size="h4" c="dimmed">
                Finalizados
              </Title>
              <EntryList label="Registros finalizados" entries={closed} {...listProps} />
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
});

type RegisterState = { opened: boolean; type: QueueItem['type'] };
type DrawerState = { itemId: number | null; opened: boolean };

/** 'Listado de hoy' (waitlist-hostess): today's waitlist entries and bookings, and their actions. */
export default function HostessPage() {
  const { settings, statusData } = useStatusData();
  const waitlistSettings = settings.data?.waitlist_settings ?? DEFAULT_WAITLIST_SETTINGS;
  const bookings = takesBookings(waitlistSettings);
  const settingsFailed = settings.data === undefined && settings.error !== null;
  const failed = settingsFailed ? settings : statusData;
  const status = statusData.data?.status;

  const [notice, setNotice] = useState<HostNotice | null>(null);
  const actions = useEntryActions(setNotice);
  const reception = useReception(setNotice);
  const [register, setRegister] = useState<RegisterState>({ opened: false, type: 'waitlist' });
  const [drawer, setDrawer] = useState<DrawerState>({ itemId: null, opened: false });
  const openDrawer = useCallback((item: QueueItem) => setDrawer({ itemId: item.id, opened: true }), []);
  const closeDrawer = useCallback(() => setDrawer((current) => ({ ...current, opened: false })), []);
  const closeRegister = useCallback(() => setRegister((current) => ({ ...current, opened: false })), []);

  // Once the list has shown (not while the first screen is still loading), the menus' and dialogs'
  // code loads in the background so they open at once, offline too.
  const listShown = statusData.data !== undefined;
  useEffect(() => {
    if (listShown) return afterFirstScreen(preloadHostStand);
  }, [listShown]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Listado de hoy
          </Title>
          {statusData.data && (
            <Text c="dimmed">{capitalize(formatLongDate(statusData.data.status.date))}</Text>
          )}
        </Stack>
        <SyncStatus
          updatedAt={statusData.dataUpdatedAt}
          fetching={statusData.isFetching}
          timeZone={statusData.data?.status.timezone}
        />
      </Group>

      <AgendaToolbar current={HOSTESS_VIEW} />

      <Group justify="space-between" gap="sm">
        <LightSwitch
          label="Recepción activa"
          checked={status?.enabled ?? false}
          disabled={!status || reception.pending}
          onChange={(event) => status && reception.setEnabled(event.currentTarget.checked, status)}
        />
        <Group gap="sm">
          {bookings && (
            <Button
              variant="default"
              leftSection={<IconCalendarPlus size={18} aria-hidden />}
              onClick={() => setRegister({ opened: true, type: 'booking' })}
            >
              Nueva {waitlistSettings.l10n.booking_s.toLowerCase()}
            </Button>
          )}
          <Button
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={() => setRegister({ opened: true, type: 'waitlist' })}
          >
            Registrar
          </Button>
        </Group>
      </Group>

      {notice && <HostNoticeAlert notice={notice} onClose={() => setNotice(null)} />}
      {status && (
        <HostessBanners
          status={status}
          onEnableReception={() => reception.setEnabled(true, status)}
          enabling={reception.pending}
        />
      )}

      {statusData.data ? (
        <TodayList
          data={statusData.data}
          noshowToleranceMins={waitlistSettings.noshow_tolerance_mins}
          bookingTerm={waitlistSettings.l10n.booking_s}
          bookingsTerm={bookings ? waitlistSettings.l10n.booking_p : null}
          onOpen={openDrawer}
          onAction={actions.request}
        />
      ) : failed.error ? (
        <LoadError
          title="No se pudo cargar el listado"
          error={failed.error}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
          forbidden={LOAD_FORBIDDEN}
        />
      ) : (
        <HostessSkeleton />
      )}

      <Suspense fallback={null}>
        {actions.confirmation && (
          <ActionConfirmDialog
            item={actions.confirmation.item}
            action={actions.confirmation.action}
            onConfirm={actions.confirm}
            onClose={actions.dismiss}
          />
        )}
        {reception.setupIncomplete && <SetupIncompleteDialog onClose={reception.closeSetupIncomplete} />}
      </Suspense>
      <LazyRegisterDialog opened={register.opened} type={register.type} onClose={closeRegister} />
      <LazyQueueDrawer itemId={drawer.itemId} opened={drawer.opened} onClose={closeDrawer} />
    </Stack>
  );
}
