import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconCopy, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import {
  CONTACT_INFO_LABELS,
  SURVEY_DEFAULTS,
  SURVEY_FIELD_TYPE_LABELS,
  SURVEY_LIMITS,
  type SurveyField,
} from '../../../domain/contract/survey';
import { isSelectType, randomSurveyId, withoutOption } from '../../../domain/rules/survey-fields';
import type { SurveyFormValues } from './survey-form-values';

const STAR_CHOICES = Array.from({ length: SURVEY_LIMITS.ratingMax }, (_, index) => ({
  value: String(index + 1),
  label: index === 0 ? '1 estrella' : `${index + 1} estrellas`,
}));

interface QuestionEditorProps {
  form: UseFormReturnType<SurveyFormValues>;
  index: number;
  count: number;
  /** Active survey: the questions are shown but cannot change (01 §4.4). */
  locked: boolean;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
  onClone: () => void;
}

function OptionsEditor({ form, index, locked }: Pick<QuestionEditorProps, 'form' | 'index' | 'locked'>) {
  const field = form.getValues().fields[index] as SurveyField;
  const path = `fields.${index}`;
  const options = field.config.options ?? [];
  const setField = (next: SurveyField) => form.setFieldValue(path, next);
  return (
    <Stack gap={6}>
      {options.map((option, optionIndex) => (
        <Group key={option.id} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            style={{ flex: 1 }}
            aria-label={`Opción ${optionIndex + 1}`}
            placeholder={`Opción ${optionIndex + 1}`}
            disabled={locked}
            {...form.getInputProps(`${path}.config.options.${optionIndex}.text`)}
          />
          <Tooltip label={options.length <= 1 ? 'Borrar texto' : 'Eliminar opción'}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              disabled={locked}
              aria-label={`Eliminar opción ${optionIndex + 1}`}
              onClick={() => setField(withoutOption(field, option.id))}
            >
              <IconX size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      {form.errors[`${path}.config.options`] && (
        <Badge color="red" variant="light" tt="none" size="lg" role="alert">
          {form.errors[`${path}.config.options`]}
        </Badge>
      )}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        disabled={locked || options.length >= SURVEY_LIMITS.optionsMax}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => {
          const taken = form
            .getValues()
            .fields.flatMap((item) => [item.id, ...(item.config.options ?? []).map((o) => o.id)]);
          setField({
            ...field,
            config: { ...field.config, options: [...options, { id: randomSurveyId(taken), text: '' }] },
          });
        }}
      >
        Agregar opción
      </Button>
    </Stack>
  );
}

function ContactSubfields({ form, index, locked }: Pick<QuestionEditorProps, 'form' | 'index' | 'locked'>) {
  const field = form.getValues().fields[index] as SurveyField;
  const subfields = field.config.subfields ?? [];
  const update = (subfieldIndex: number, change: { enabled?: boolean; mandatory?: boolean }) => {
    const next = subfields.map((subfield, position) => {
      if (position !== subfieldIndex) return subfield;
      const merged = { ...subfield, ...change };
      // A hidden subfield cannot be mandatory (01 §5.2).
      return merged.enabled ? merged : { ...merged, mandatory: false };
    });
    form.setFieldValue(`fields.${index}.config.subfields`, next);
  };
  return (
    <Table withRowBorders={false} verticalSpacing={4} maw={420}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Dato</Table.Th>
          <Table.Th ta="center">Mostrar</Table.Th>
          <Table.Th ta="center">Obligatorio</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {subfields.map((subfield, subfieldIndex) => (
          <Table.Tr key={subfield.id}>
            <Table.Td>{CONTACT_INFO_LABELS[subfield.id]}</Table.Td>
            <Table.Td>
              <Checkbox
                mx="auto"
                w="fit-content"
                aria-label={`Mostrar ${CONTACT_INFO_LABELS[subfield.id]}`}
                checked={subfield.enabled}
                disabled={locked}
                onChange={(event) => update(subfieldIndex, { enabled: event.currentTarget.checked })}
              />
            </Table.Td>
            <Table.Td>
              <Checkbox
                mx="auto"
                w="fit-content"
                aria-label={`${CONTACT_INFO_LABELS[subfield.id]} obligatorio`}
                checked={subfield.mandatory}
                disabled={locked || !subfield.enabled}
                onChange={(event) => update(subfieldIndex, { mandatory: event.currentTarget.checked })}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One question of the builder: its toolbar (up, down, delete, clone), texts and its type's settings. */
export function QuestionEditor({
  form,
  index,
  count,
  locked,
  onMove,
  onDelete,
  onClone,
}: QuestionEditorProps) {
  const field = form.getValues().fields[index] as SurveyField;
  const path = `fields.${index}`;
  const number = index + 1;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm" c="dimmed">
            {number}. {SURVEY_FIELD_TYPE_LABELS[field.type]}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Subir">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Subir pregunta ${number}`}
                disabled={locked || index === 0}
                onClick={() => onMove(-1)}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Bajar">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Bajar pregunta ${number}`}
                disabled={locked || index === count - 1}
                onClick={() => onMove(1)}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Eliminar">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Eliminar pregunta ${number}`}
                disabled={locked}
                onClick={onDelete}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Duplicar">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Duplicar pregunta ${number}`}
                disabled={locked}
                onClick={onClone}
              >
                <IconCopy size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <TextInput label="Pregunta" withAsterisk disabled={locked} {...form.getInputProps(`${path}.title`)} />
        <Textarea
          label="Descripción (opcional)"
          rows={1}
          maxLength={SURVEY_LIMITS.fieldDescriptionMax}
          disabled={locked}
          value={field.description ?? ''}
          onChange={(event) => form.setFieldValue(`${path}.description`, event.currentTarget.value)}
        />
        {isSelectType(field.type) && <OptionsEditor form={form} index={index} locked={locked} />}
        {field.type === 'rating' && (
          <Select
            label="Estrellas"
            data={STAR_CHOICES}
            w={200}
            allowDeselect={false}
            disabled={locked}
            value={String(field.config.max ?? SURVEY_DEFAULTS.rating_max)}
            error={form.errors[`${path}.config.max`]}
            onChange={(value) => form.setFieldValue(`${path}.config.max`, Number(value))}
          />
        )}
        {field.type === 'contact_info' ? (
          <ContactSubfields form={form} index={index} locked={locked} />
        ) : (
          <Switch
            label="Obligatoria"
            disabled={locked}
            checked={field.config.mandatory}
            onChange={(event) => form.setFieldValue(`${path}.config.mandatory`, event.currentTarget.checked)}
          />
        )}
      </Stack>
    </Paper>
  );
}
