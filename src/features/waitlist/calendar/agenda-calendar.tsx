import esLocale from '@fullcalendar/core/locales/es';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { ActionIcon, Box, Button, Group, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { CalendarView } from '../../../app/last-waitlist-view';
import classes from './agenda-calendar.module.css';
import type { CalendarEvent } from './calendar-events';
import type { CalendarRange } from './calendar-queries';

/** Our views → FullCalendar's. */
const FULLCALENDAR_VIEWS: Record<CalendarView, string> = {
  day: 'timeGridDay',
  week: 'timeGridWeek',
  month: 'dayGridMonth',
};

/** The calendar's title follows navigation after this pause (02 §9). */
export const TITLE_DEBOUNCE_MS = 250;

export interface AgendaCalendarProps {
  view: CalendarView;
  events: CalendarEvent[];
  slotDuration: string;
  slotMinTime: string;
  slotMaxTime: string;
  onRangeChange: (range: CalendarRange) => void;
  /** A click on a free day or time slot (register a booking there); slots are inert without it. */
  onSelectSlot?: (date: Date) => void;
  /** A click on a booking (open its drawer); events are inert without it. */
  onOpenItem?: (id: number) => void;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** FullCalendar (its own lazy chunk) with Spanish labels, weeks from Monday and our navigation bar. */
export default function AgendaCalendar({
  view,
  events,
  slotDuration,
  slotMinTime,
  slotMaxTime,
  onRangeChange,
  onSelectSlot,
  onOpenItem,
}: AgendaCalendarProps) {
  const calendarRef = useRef<FullCalendar>(null);
  const [title, setTitle] = useState('');
  const [debouncedTitle] = useDebouncedValue(title, TITLE_DEBOUNCE_MS);
  const api = () => calendarRef.current?.getApi();

  useEffect(() => {
    const calendar = calendarRef.current?.getApi();
    if (calendar && calendar.view.type !== FULLCALENDAR_VIEWS[view])
      calendar.changeView(FULLCALENDAR_VIEWS[view]);
  }, [view]);

  return (
    <Box className={classes.calendar}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="default" size="lg" aria-label="Anterior" onClick={() => api()?.prev()}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon variant="default" size="lg" aria-label="Siguiente" onClick={() => api()?.next()}>
            <IconChevronRight size={18} />
          </ActionIcon>
          <Button variant="default" onClick={() => api()?.today()}>
            Ir a hoy
          </Button>
        </Group>
        <Title order={2} size="h4" aria-live="polite">
          {capitalize(debouncedTitle)}
        </Title>
      </Group>
      <FullCalendar
        ref={calendarRef}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        locale={esLocale}
        initialView={FULLCALENDAR_VIEWS[view]}
        headerToolbar={false}
        firstDay={1}
        height="auto"
        allDaySlot={false}
        nowIndicator
        slotDuration={slotDuration}
        slotMinTime={slotMinTime}
        slotMaxTime={slotMaxTime}
        dayMaxEvents={4}
        eventDisplay="block"
        events={events}
        datesSet={(arg) => {
          setTitle(arg.view.title);
          onRangeChange({ start: arg.start.toISOString(), end: arg.end.toISOString() });
        }}
        dateClick={onSelectSlot ? (arg) => onSelectSlot(arg.date) : undefined}
        eventClick={
          onOpenItem
            ? (arg) => {
                arg.jsEvent.preventDefault();
                onOpenItem(Number(arg.event.id));
              }
            : undefined
        }
      />
    </Box>
  );
}
