import { ActionIcon, Button, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { HourOverrideEntry } from '../../domain/contract/hours';
import { isClosedDay } from '../../domain/rules/hours-rules';
import { ConfirmLeave } from '../../ui/confirm-leave';
import { type HoursScope, hoursQueryOptions, useSaveHours } from './hours-api';
import { HoursLoaded } from './hours-loaded';
import { submitHours } from './hours-submit';
import {
  newOverrideDay,
  type OverrideDaysValues,
  overrideDaysBody,
  overrideDaysErrors,
  overrideDaysValues,
  toggledRanges,
} from './override-days-form';
import { TimeRangeInputs } from './time-range-inputs';

interface EditorProps {
  scope: HoursScope;
}

/** Special dates (Especiales / Horarios especiales): each date open with its ranges, or closed. */
export function HourOverridesEditor({ scope }: EditorProps) {
  return (
    <HoursLoaded
      query={useQuery(hoursQueryOptions('hour-overrides', scope))}
      title="No se pudieron cargar los horarios especiales"
    >
      {(saved) => <HourOverridesForm scope={scope} saved={saved} />}
    </HoursLoaded>
  );
}

function HourOverridesForm({ scope, saved }: EditorProps & { saved: HourOverrideEntry[] }) {
  const form = useForm<OverrideDaysValues>({
    initialValues: overrideDaysValues(saved),
    validate: overrideDaysErrors,
  });
  const save = useSaveHours('hour-overrides', scope);
  const { days } = form.getValues();

  return (
    <Stack gap="md">
      <ConfirmLeave dirty={form.isDirty()} />
      {days.length === 0 && (
        <Text c="dimmed" size="sm">
          Sin horarios especiales. Agrega una fecha para abrir con otro horario o cerrar ese día.
        </Text>
      )}
      {days.map((day, index) => {
        const closed = isClosedDay(day.ranges);
        const rangesError = form.errors[`days.${index}.ranges`];
        return (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: a new date has no id; the index is its place in the form.
            key={index}
            component="article"
            aria-label={`Día especial ${index + 1}`}
            withBorder
            radius="md"
            p="md"
          >
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Group gap="md" align="flex-end">
                  <TextInput
                    type="date"
                    label="Fecha"
                    value={day.date}
                    error={form.errors[`days.${index}.date`]}
                    onChange={(event) => form.setFieldValue(`days.${index}.date`, event.currentTarget.value)}
                    w={170}
                  />
                  <Switch
                    label={closed ? 'Cerrado' : 'Abierto'}
                    checked={!closed}
                    onChange={(event) =>
                      form.setFieldValue(`days.${index}.ranges`, toggledRanges(!event.currentTarget.checked))
                    }
                    mb={8}
                  />
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Quitar fecha ${index + 1}`}
                  onClick={() => form.removeListItem('days', index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
              {!closed &&
                day.ranges.map((range, rangeIndex) => {
                  const path = `days.${index}.ranges.${rangeIndex}`;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no id in the form.
                    <Group key={rangeIndex} gap="xs" align="flex-start" wrap="nowrap">
                      <TimeRangeInputs
                        open={range.open_time}
                        close={range.close_time}
                        openError={form.errors[`${path}.open_time`]}
                        closeError={form.errors[`${path}.close_time`]}
                        onOpen={(time) => form.setFieldValue(`${path}.open_time`, time)}
                        onClose={(time) => form.setFieldValue(`${path}.close_time`, time)}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        mt={28}
                        aria-label={`Quitar horario ${rangeIndex + 1}`}
                        onClick={() => form.removeListItem(`days.${index}.ranges`, rangeIndex)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  );
                })}
              {rangesError && (
                <Text size="xs" c="red">
                  {rangesError}
                </Text>
              )}
              {!closed && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() =>
                    form.insertListItem(`days.${index}.ranges`, { open_time: '', close_time: '' })
                  }
                  style={{ alignSelf: 'flex-start' }}
                >
                  Agregar horario
                </Button>
              )}
            </Stack>
          </Paper>
        );
      })}
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => form.insertListItem('days', newOverrideDay())}
        >
          Agregar fecha
        </Button>
        <Button
          size="lg"
          loading={save.isPending}
          onClick={() =>
            submitHours<OverrideDaysValues, HourOverrideEntry[]>(
              form,
              save,
              overrideDaysBody,
              overrideDaysValues,
            )
          }
        >
          Guardar
        </Button>
      </Group>
    </Stack>
  );
}
