import { Alert, Group, Select, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { isCalendarView } from '../../../app/last-waitlist-view';
import { DEFAULT_WAITLIST_SETTINGS } from '../../../domain/contract/settings-defaults';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { useAgendaDialogs } from '../agenda-dialogs';
import { AgendaToolbar } from '../agenda-toolbar';
import { useEmployees } from '../api/lookups';
import { toCalendarEvents } from './calendar-events';
import { calendarTimeRange, slotDuration } from './calendar-hours';
import { type CalendarRange, useCalendarItems } from './calendar-queries';

/** FullCalendar is the heaviest part of the agenda: its own chunk, behind a skeleton. */
const AgendaCalendar = lazy(() => import('./agenda-calendar'));

/** Search debounce of 02 §9. */
export const CALENDAR_SEARCH_DEBOUNCE_MS = 300;

/**
 * Calendar (waitlist-calendar, view day|week|month): the bookings of the visible range, coloured
 * by state, filtered by employee and by number. A free slot opens the register dialog for a
 * booking at that time; a booking opens its drawer.
 */
export default function CalendarPage() {
  const { openBooking, openItem, dialogs } = useAgendaDialogs();
  const params = useParams({ strict: false }) as { view?: string };
  const view = isCalendarView(params.view) ? params.view : 'month';
  const settings = useQuery(accountSettingsQueryOptions()).data;
  const locationId = settings?.location?.id ?? null;
  const waitlistSettings = settings?.waitlist_settings ?? DEFAULT_WAITLIST_SETTINGS;

  const [range, setRange] = useState<CalendarRange | null>(null);
  const [employeeId, setEmployeeId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [number] = useDebouncedValue(search, CALENDAR_SEARCH_DEBOUNCE_MS);

  const employees = useEmployees(locationId, locationId !== null);
  const items = useCalendarItems(locationId, range, { employeeId, number });
  const events = useMemo(() => toCalendarEvents(items.data ?? []), [items.data]);
  const timeRange = useMemo(
    () => calendarTimeRange(settings?.location_hours ?? []),
    [settings?.location_hours],
  );

  const employeeData = (employees.data ?? []).map((employee) => ({
    value: String(employee.id),
    label: employee.name,
  }));

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Calendario
      </Title>
      <AgendaToolbar current={{ name: 'waitlist-calendar', view }} />
      <Group gap="sm" align="flex-end">
        {employeeData.length > 0 && (
          <Select
            label="Persona"
            placeholder="Todas"
            data={employeeData}
            value={employeeId === null ? null : String(employeeId)}
            onChange={(value) => setEmployeeId(value === null ? null : Number(value))}
            clearable
            w={220}
          />
        )}
        <TextInput
          label="Buscar"
          placeholder="Número o nombre"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={260}
        />
      </Group>
      {items.error && (
        <Alert color="red" title="No se pudo cargar el calendario">
          {items.error.message}
        </Alert>
      )}
      <Suspense fallback={<Skeleton h={600} radius="md" aria-label="Cargando calendario" />}>
        <AgendaCalendar
          view={view}
          events={events}
          slotDuration={slotDuration(waitlistSettings.booking.block_frequency_mins)}
          slotMinTime={timeRange.slotMinTime}
          slotMaxTime={timeRange.slotMaxTime}
          onRangeChange={setRange}
          onSelectSlot={openBooking}
          onOpenItem={openItem}
        />
      </Suspense>
      {dialogs}
    </Stack>
  );
}
