import { Alert, Button, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { memo } from 'react';
import { DEFAULT_WAITLIST_SETTINGS } from '../../../domain/contract/settings';
import type { StatusData } from '../../../domain/contract/waitlist';
import { isApiError } from '../../../lib/api/api-error';
import { formatLongDate } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { OutboxConflicts } from '../offline/outbox-conflicts';
import { useOutboxOverlay } from '../offline/use-outbox-overlay';
import { useStatusData } from '../queries';
import { EntryList } from './entry-list';
import { isOpenEntry, summarizeEntries } from './entry-summary';
import { HostessBanners } from './hostess-banners';
import { HostessSkeleton } from './hostess-skeleton';
import { SummaryBar } from './summary-bar';
import { SyncStatus } from './sync-status';

/** Relative times on the list re-render every 30 s (02 §9). */
const RELATIVE_TIME_REFRESH_MS = 30_000;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function LoadError({ error, onRetry, retrying }: { error: Error; onRetry: () => void; retrying: boolean }) {
  if (isApiError(error) && error.status === 403) {
    return (
      <Alert color="gray" title="Sin acceso al listado">
        Tu usuario no tiene permiso para ver el listado de hoy. Pide acceso a quien administra el negocio.
      </Alert>
    );
  }
  return (
    <Alert color="red" title="No se pudo cargar el listado">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Button variant="light" color="red" onClick={onRetry} loading={retrying}>
          Reintentar
        </Button>
      </Stack>
    </Alert>
  );
}

interface TodayListProps {
  data: StatusData;
  noshowToleranceMins: number;
  bookingTerm: string;
  bookingsTerm: string;
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
}: TodayListProps) {
  const now = useNow(RELATIVE_TIME_REFRESH_MS);
  // Changes made offline show at once, as the server will have them once they are sent.
  const entries = useOutboxOverlay(data.entries);
  const open = entries.filter(isOpenEntry);
  const closed = entries.filter((item) => !isOpenEntry(item));
  const listProps = { now, timeZone: data.status.timezone, noshowToleranceMins, bookingTerm };

  return (
    <Stack gap="md">
      <HostessBanners status={data.status} />
      <OutboxConflicts entries={data.entries} />
      <SummaryBar summary={summarizeEntries(entries)} bookingsTerm={bookingsTerm} />
      {entries.length === 0 ? (
        <EmptyState
          icon={<IconListDetails size={32} />}
          withIndicatorBackground
          title="No hay registros para hoy."
          description="Los turnos y las reservaciones de hoy aparecerán aquí."
        />
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

/** 'Listado de hoy' (waitlist-hostess): today's waitlist entries and bookings, read-only. */
export default function HostessPage() {
  const { settings, statusData } = useStatusData();
  const waitlistSettings = settings.data?.waitlist_settings ?? DEFAULT_WAITLIST_SETTINGS;
  const settingsFailed = settings.data === undefined && settings.error !== null;
  const failed = settingsFailed ? settings : statusData;

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

      {statusData.data ? (
        <TodayList
          data={statusData.data}
          noshowToleranceMins={waitlistSettings.noshow_tolerance_mins}
          bookingTerm={waitlistSettings.l10n.booking_s}
          bookingsTerm={waitlistSettings.l10n.booking_p}
        />
      ) : failed.error ? (
        <LoadError error={failed.error} onRetry={() => void failed.refetch()} retrying={failed.isFetching} />
      ) : (
        <HostessSkeleton />
      )}
    </Stack>
  );
}
