import { NumberInput, Select, Text, Textarea, TextInput } from '@mantine/core';
import type { AutomationField } from '../../domain/contract/automations';
import { usePrograms } from '../loyalty/programs/program-queries';
import { useActiveSurveys } from '../surveys/api/active-surveys';

type Value = string | number | null;

interface FieldProps {
  field: AutomationField;
  value: Value;
  onChange: (value: Value) => void;
  error?: string;
  disabled?: boolean;
}

const asText = (value: Value) => (value === null ? '' : String(value));

function SurveyRelation(props: FieldProps) {
  const surveys = useActiveSurveys().data ?? [];
  return (
    <RelationSelect
      {...props}
      options={surveys.map((survey) => ({ value: survey.id, text: survey.title }))}
    />
  );
}

function ProgramRelation(props: FieldProps) {
  const programs = (usePrograms().data ?? []).filter(
    (program) => program.status === 'active' && program.type === 'stampcard',
  );
  return (
    <RelationSelect
      {...props}
      options={programs.map((program) => ({ value: program.id, text: program.name }))}
    />
  );
}

function RelationSelect({
  field,
  value,
  onChange,
  error,
  disabled,
  options,
}: FieldProps & {
  options: { value: number; text: string }[];
}) {
  return (
    <Select
      label={field.title}
      description={field.hint ?? undefined}
      size="md"
      allowDeselect={false}
      disabled={disabled}
      data={options.map((option) => ({ value: String(option.value), label: option.text }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      error={error}
    />
  );
}

/** One config field of a preset by its type (02 §3); an unknown type says '[Not implemented]'. */
export function ConfigFieldInput(props: FieldProps) {
  const { field, value, onChange, error, disabled } = props;
  const common = {
    label: field.title,
    description: field.hint ?? undefined,
    size: 'md',
    error,
    disabled,
  } as const;
  switch (field.type) {
    case 'select':
      return (
        <Select
          {...common}
          allowDeselect={false}
          data={(field.options ?? []).map((option) => ({ value: String(option.value), label: option.text }))}
          value={value === null ? null : String(value)}
          onChange={(next) => {
            const option = (field.options ?? []).find((choice) => String(choice.value) === next);
            onChange(option ? option.value : null);
          }}
        />
      );
    case 'relation':
      if (field.relation?.name === 'survey_form') return <SurveyRelation {...props} />;
      if (field.relation?.name === 'loyalty_program') return <ProgramRelation {...props} />;
      // 02 §5: an unsupported relation name is only logged.
      console.warn(`automation field ${field.name}: unsupported relation ${field.relation?.name}`);
      return null;
    case 'decimal':
      return (
        <NumberInput
          {...common}
          min={field.min ?? undefined}
          max={field.max ?? undefined}
          step={field.step ?? undefined}
          value={value ?? ''}
          onChange={(next) => onChange(next === '' ? null : Number(next))}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          rows={4}
          maxLength={field.max ?? undefined}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'text':
    case 'email':
    case 'time':
      return (
        <TextInput
          {...common}
          type={field.type === 'text' ? 'text' : field.type}
          maxLength={field.max ?? undefined}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    default:
      return <Text size="sm">{field.title}: [Not implemented]</Text>;
  }
}
