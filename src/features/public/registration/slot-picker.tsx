import { Alert, Chip, Group, Input, Loader, Text } from '@mantine/core';
import { formatTime } from '../../../lib/format';
import { type PublicAvailabilityRequest, usePublicAvailability } from '../public-queries';

interface SlotPickerProps {
  username: string;
  request: PublicAvailabilityRequest | null;
  timeZone: string;
  value: string;
  onChange: (time: string) => void;
  error?: string;
}

/** The free times of the chosen day (the location's real availability), as chips. */
export function SlotPicker({ username, request, timeZone, value, onChange, error }: SlotPickerProps) {
  const slots = usePublicAvailability(username, request);
  const free = (slots.data ?? []).filter((slot) => slot.available_slots > 0);

  return (
    <Input.Wrapper label="Hora" required error={error}>
      {request === null ? (
        <Text size="sm" c="dimmed">
          Elige una fecha para ver los horarios.
        </Text>
      ) : slots.isPending ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">Buscando horarios…</Text>
        </Group>
      ) : slots.error ? (
        <Alert color="red" variant="light">
          Error al verificar la disponibilidad
        </Alert>
      ) : free.length === 0 ? (
        <Text size="sm" c="dimmed">
          No hay horarios disponibles para este día. Prueba con otra fecha.
        </Text>
      ) : (
        <Chip.Group value={value} onChange={(next) => onChange(String(next))}>
          <Group gap="xs" mt={4}>
            {free.map((slot) => (
              <Chip key={slot.time} value={slot.time} variant="outline">
                {formatTime(slot.time, timeZone)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
    </Input.Wrapper>
  );
}
