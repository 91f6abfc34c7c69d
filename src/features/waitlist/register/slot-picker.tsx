import '@mantine/dates/styles.css';
// Mantine's date picker formats with dayjs: its Spanish names load with the picker, not with the app.
import 'dayjs/locale/es';
import { Button, Input, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { AvailabilityBody } from '../../../domain/contract/availability';
import { zonedDate } from '../../../domain/rules/zoned-time';
import { formatTime } from '../../../lib/format';
import { useAvailability } from '../api/booking';
import { useLocationId } from '../queries';

export const AVAILABILITY_ERROR = 'Error al verificar la disponibilidad';

interface SlotPickerProps {
  /** The location's zone: dates and times are the location's. */
  timeZone: string;
  /** The local date shown ('YYYY-MM-DD'), null before one is chosen. */
  day: string | null;
  onDayChange: (day: string | null) => void;
  /** The chosen start (ISO 8601 with offset). */
  value: string | null;
  onChange: (time: string | null) => void;
  /** What the availability depends on besides the date. */
  query: Omit<AvailabilityBody, 'from' | 'to'>;
  error?: string;
}

const sameInstant = (a: string | null, b: string) => a !== null && Date.parse(a) === Date.parse(b);

/**
 * A booking's date and time (01 §7.6): a date, then the free starts of that date from the
 * availability call. A failed call shows 'Error al verificar la disponibilidad' (01 §8).
 */
export function SlotPicker({ timeZone, day, onDayChange, value, onChange, query, error }: SlotPickerProps) {
  const locationId = useLocationId();
  const availability = useAvailability(locationId, day ? { from: day, ...query } : null);
  const failed = availability.isError;

  useEffect(() => {
    if (failed) notifications.show({ color: 'red', message: AVAILABILITY_ERROR });
  }, [failed]);

  return (
    <Stack gap="xs">
      <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
        <DatePickerInput
          label="Fecha"
          placeholder="Selecciona una fecha"
          leftSection={<IconCalendar size={18} aria-hidden />}
          minDate={zonedDate(new Date(), timeZone)}
          value={day}
          valueFormat="dddd D [de] MMMM"
          onChange={(next) => {
            onDayChange(next);
            onChange(null);
          }}
        />
      </DatesProvider>
      <Input.Wrapper label="Hora" error={error}>
        {day === null ? (
          <Text size="sm" c="dimmed">
            Elige una fecha para ver los horarios.
          </Text>
        ) : availability.isPending ? (
          <Loader size="sm" aria-label="Cargando horarios" />
        ) : failed ? (
          <Text size="sm" c="red">
            {AVAILABILITY_ERROR}
          </Text>
        ) : availability.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No hay horarios disponibles en esta fecha.
          </Text>
        ) : (
          <SimpleGrid
            cols={{ base: 3, xs: 4, sm: 5 }}
            spacing={6}
            role="group"
            aria-label="Horarios disponibles"
          >
            {availability.data.map((slot) => {
              const selected = sameInstant(value, slot.time);
              return (
                <Button
                  key={slot.time}
                  size="sm"
                  variant={selected ? 'filled' : 'default'}
                  aria-pressed={selected}
                  onClick={() => onChange(slot.time)}
                >
                  {formatTime(slot.time, timeZone)}
                </Button>
              );
            })}
          </SimpleGrid>
        )}
      </Input.Wrapper>
    </Stack>
  );
}
