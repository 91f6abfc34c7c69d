import { ActionIcon, Button, Checkbox, Chip, Group, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DAYS_OF_WEEK, HOURS_TYPES, type HoursEntry } from '../../domain/contract/hours';
import { ConfirmLeave } from '../../ui/confirm-leave';
import { type HoursScope, hoursQueryOptions, useSaveHours } from './hours-api';
import { DAY_LABELS, HOURS_TYPE_LABELS } from './hours-labels';
import { HoursLoaded } from './hours-loaded';
import { submitHours } from './hours-submit';
import {
  newHoursEntry,
  type RegularHoursValues,
  regularHoursErrors,
  regularHoursValues,
} from './regular-hours-form';
import { TimeRangeInputs } from './time-range-inputs';

interface EditorProps {
  scope: HoursScope;
}

/** The weekly hours of the location or, with scope.userId, of one person (no service types then). */
export function RegularHoursEditor({ scope }: EditorProps) {
  return (
    <HoursLoaded
      query={useQuery(hoursQueryOptions('hours', scope))}
      title="No se pudieron cargar los horarios"
    >
      {(saved) => <RegularHoursForm scope={scope} saved={saved} />}
    </HoursLoaded>
  );
}

function RegularHoursForm({ scope, saved }: EditorProps & { saved: HoursEntry[] }) {
  const withTypes = scope.userId === null;
  const form = useForm<RegularHoursValues>({
    initialValues: regularHoursValues(saved),
    validate: (values) => regularHoursErrors(values, withTypes),
  });
  const save = useSaveHours('hours', scope);
  const { hours } = form.getValues();

  return (
    <Stack gap="md">
      <ConfirmLeave dirty={form.isDirty()} />
      {hours.length === 0 && (
        <Text c="dimmed" size="sm">
          Sin horario regular. Agrega uno para abrir la agenda.
        </Text>
      )}
      {hours.map((entry, index) => (
        <Paper
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id until saved; the index is their place in the form.
          key={index}
          component="article"
          aria-label={`Horario ${index + 1}`}
          withBorder
          radius="md"
          p="md"
        >
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <TimeRangeInputs
                open={entry.open_time}
                close={entry.close_time}
                openError={form.errors[`hours.${index}.open_time`]}
                closeError={form.errors[`hours.${index}.close_time`]}
                onOpen={(time) => form.setFieldValue(`hours.${index}.open_time`, time)}
                onClose={(time) => form.setFieldValue(`hours.${index}.close_time`, time)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Quitar horario ${index + 1}`}
                onClick={() => form.removeListItem('hours', index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Días
              </Text>
              <Chip.Group
                multiple
                value={entry.days_of_week}
                onChange={(days) =>
                  form.setFieldValue(
                    `hours.${index}.days_of_week`,
                    DAYS_OF_WEEK.filter((day) => days.includes(day)),
                  )
                }
              >
                <Group gap={6}>
                  {DAYS_OF_WEEK.map((day) => (
                    <Chip key={day} value={day} size="sm" aria-label={DAY_LABELS[day].long}>
                      {DAY_LABELS[day].short}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {form.errors[`hours.${index}.days_of_week`] && (
                <Text size="xs" c="red">
                  {form.errors[`hours.${index}.days_of_week`]}
                </Text>
              )}
            </Stack>
            {withTypes && (
              <Checkbox.Group
                label="Tipo de atención"
                value={entry.types}
                error={form.errors[`hours.${index}.types`]}
                onChange={(types) =>
                  form.setFieldValue(
                    `hours.${index}.types`,
                    HOURS_TYPES.filter((type) => types.includes(type)),
                  )
                }
              >
                <Group gap="md" mt={4}>
                  {HOURS_TYPES.map((type) => (
                    <Checkbox key={type} value={type} label={HOURS_TYPE_LABELS[type]} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          </Stack>
        </Paper>
      ))}
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => form.insertListItem('hours', newHoursEntry(withTypes))}
        >
          Agregar horario
        </Button>
        <Button
          size="lg"
          loading={save.isPending}
          onClick={() =>
            submitHours<RegularHoursValues, HoursEntry[]>(
              form,
              save,
              (values) => values.hours,
              regularHoursValues,
            )
          }
        >
          Guardar
        </Button>
      </Group>
    </Stack>
  );
}
