import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { REGISTRATION_MESSAGES } from '../../../domain/contract/queue-registration';
import type { WaitlistSettings } from '../../../domain/contract/settings';
import type { QueueItem } from '../../../domain/contract/waitlist';
import { type DurationOption, durationLabel, durationOptions } from '../../../domain/rules/duration-options';
import { zonedDate } from '../../../domain/rules/zoned-time';
import { isApiError } from '../../../lib/api/api-error';
import { useServices } from '../api/lookups';
import { useReschedule } from '../api/queue-changes';
import { newIntentKey } from '../api/queued-answer';
import { NO_BALANCE_NOTICE } from '../hostess/host-notice';
import { useLocationId } from '../queries';
import { SlotPicker } from '../register/slot-picker';
import { SAVED_MESSAGE } from './notes-editor';

interface RescheduleFormProps {
  item: QueueItem;
  timeZone: string;
  blockFrequencyMins: WaitlistSettings['booking']['block_frequency_mins'];
  onDone: () => void;
}

/** The booking's own duration stays choosable even when it is not a step of today's settings. */
function withCurrent(options: DurationOption[], current: number | null): DurationOption[] {
  if (current === null || options.some((option) => option.value === current)) return options;
  return [...options, { value: current, label: durationLabel(current) }].sort((a, b) => a.value - b.value);
}

/** The first field message of a refused reschedule, else its message. */
function failureText(error: Error): string {
  const errors = isApiError(error) ? error.errors : undefined;
  const first = errors ? Object.values(errors).flat()[0] : undefined;
  return first ?? error.message;
}

/**
 * A booking's new date, time and duration (01 §4.7, §7.6): slots from the availability call that
 * ignores this booking itself (reschedule_item_id).
 */
export function RescheduleForm({ item, timeZone, blockFrequencyMins, onDone }: RescheduleFormProps) {
  const [day, setDay] = useState<string | null>(
    item.booking_date ? zonedDate(new Date(item.booking_date), timeZone) : null,
  );
  const [time, setTime] = useState<string | null>(item.booking_date);
  const [duration, setDuration] = useState<string | null>(
    item.duration_mins ? String(item.duration_mins) : null,
  );
  const [error, setError] = useState<string | null>(null);
  const reschedule = useReschedule();
  const services = useServices(useLocationId(), item.product !== null);
  const serviceDuration = services.data?.find((service) => service.id === item.product?.id)?.duration_mins;
  const durations = withCurrent(durationOptions(serviceDuration, blockFrequencyMins), item.duration_mins);

  const submit = () => {
    if (!time) return setError(REGISTRATION_MESSAGES.bookingDate);
    if (!duration) return setError(REGISTRATION_MESSAGES.duration);
    const unchanged =
      item.booking_date !== null &&
      Date.parse(time) === Date.parse(item.booking_date) &&
      Number(duration) === item.duration_mins;
    if (unchanged) return setError(REGISTRATION_MESSAGES.noChanges);
    setError(null);
    reschedule.mutate(
      { item, bookingDate: time, durationMins: Number(duration), idempotencyKey: newIntentKey() },
      {
        onSuccess: (outcome) => {
          notifications.show({ color: 'green', message: SAVED_MESSAGE });
          if (!outcome.queued && outcome.data.message === 'no_balance') {
            notifications.show({ color: 'orange', message: NO_BALANCE_NOTICE.message });
          }
          onDone();
        },
        onError: (failure) => setError(failureText(failure)),
      },
    );
  };

  return (
    <Stack gap="sm">
      <SlotPicker
        timeZone={timeZone}
        day={day}
        onDayChange={setDay}
        value={time}
        onChange={setTime}
        query={{
          group_size: item.group_size,
          duration_mins: duration ? Number(duration) : null,
          product_id: item.product?.id ?? null,
          assigned_user_id: item.assigned_user?.id ?? null,
          reschedule_item_id: item.id,
        }}
      />
      <Select
        label="Duración"
        placeholder="Selecciona la duración"
        data={durations.map((option) => ({ value: String(option.value), label: option.label }))}
        value={duration}
        onChange={setDuration}
      />
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          Volver
        </Button>
        <Button onClick={submit} loading={reschedule.isPending}>
          Guardar
        </Button>
      </Group>
    </Stack>
  );
}
