import { Checkbox, Group, NumberInput, Radio, Rating, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  CONTACT_INFO_LABELS,
  type ContactInfoSubfield,
  SURVEY_DEFAULTS,
  SURVEY_LIMITS,
  type SurveyAnswer,
  type SurveyField,
} from '../../../domain/contract/survey';

interface SurveyQuestionProps {
  field: SurveyField;
  value: SurveyAnswer | undefined;
  onChange: (value: SurveyAnswer) => void;
  /** Spanish errors by path (`answers.{id}`, `answers.{id}.{subfield}`). */
  errors: Record<string, string[]>;
}

const errorOf = (errors: Record<string, string[]>, path: string) => errors[path]?.[0];

function ContactQuestion({ field, value, onChange, errors }: SurveyQuestionProps) {
  const current = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  return (
    <Stack gap="xs">
      {(field.config.subfields ?? [])
        .filter((subfield) => subfield.enabled)
        .map((subfield) => (
          <TextInput
            key={subfield.id}
            label={CONTACT_INFO_LABELS[subfield.id]}
            withAsterisk={subfield.mandatory}
            type={subfield.id === 'email' ? 'email' : subfield.id === 'phone' ? 'tel' : 'text'}
            autoComplete={AUTOCOMPLETE[subfield.id]}
            maxLength={SURVEY_LIMITS.contactValueMax}
            value={current[subfield.id] ?? ''}
            error={errorOf(errors, `answers.${field.id}.${subfield.id}`)}
            onChange={(event) => onChange({ ...current, [subfield.id]: event.currentTarget.value })}
          />
        ))}
    </Stack>
  );
}

const AUTOCOMPLETE: Record<ContactInfoSubfield, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  phone: 'tel',
  email: 'email',
  company: 'organization',
};

/** One question of the survey, with the input its type asks for. */
export function SurveyQuestion(props: SurveyQuestionProps) {
  const { field, value, onChange, errors } = props;
  const error = errorOf(errors, `answers.${field.id}`);
  const mandatory = field.type !== 'contact_info' && field.config.mandatory;
  const label = (
    <Text fw={600} component="span">
      {field.title}
      {mandatory && (
        <Text component="span" c="red" aria-hidden>
          {' *'}
        </Text>
      )}
    </Text>
  );
  const input = (() => {
    switch (field.type) {
      case 'select_single':
        return (
          <Radio.Group value={typeof value === 'string' ? value : ''} onChange={onChange} error={error}>
            <Stack gap="xs" mt={4}>
              {(field.config.options ?? []).map((option) => (
                <Radio key={option.id} value={option.id} label={option.text} />
              ))}
            </Stack>
          </Radio.Group>
        );
      case 'select_multi':
        return (
          <Checkbox.Group value={Array.isArray(value) ? value : []} onChange={onChange} error={error}>
            <Stack gap="xs" mt={4}>
              {(field.config.options ?? []).map((option) => (
                <Checkbox key={option.id} value={option.id} label={option.text} />
              ))}
            </Stack>
          </Checkbox.Group>
        );
      case 'rating':
        return (
          <Stack gap={4}>
            <Rating
              count={field.config.max ?? SURVEY_DEFAULTS.rating_max}
              size="lg"
              value={typeof value === 'number' ? value : 0}
              onChange={onChange}
              getSymbolLabel={(stars) => (stars === 1 ? '1 estrella' : `${stars} estrellas`)}
              aria-label={field.title}
            />
            {error && (
              <Text c="red" size="sm">
                {error}
              </Text>
            )}
          </Stack>
        );
      case 'yes_no':
        return (
          <Radio.Group
            value={value === true ? 'yes' : value === false ? 'no' : ''}
            onChange={(choice) => onChange(choice === 'yes')}
            error={error}
          >
            <Group gap="lg" mt={4}>
              <Radio value="yes" label="Sí" />
              <Radio value="no" label="No" />
            </Group>
          </Radio.Group>
        );
      case 'number':
        return (
          <NumberInput
            aria-label={field.title}
            value={typeof value === 'number' ? value : ''}
            onChange={(next) => onChange(typeof next === 'number' ? next : null)}
            error={error}
            inputMode="decimal"
          />
        );
      case 'text':
        return (
          <TextInput
            aria-label={field.title}
            maxLength={SURVEY_LIMITS.textMax}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.currentTarget.value)}
            error={error}
          />
        );
      case 'long_text':
        return (
          <Textarea
            aria-label={field.title}
            rows={4}
            maxLength={SURVEY_LIMITS.longTextMax}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.currentTarget.value)}
            error={error}
          />
        );
      case 'contact_info':
        return <ContactQuestion {...props} />;
    }
  })();
  return (
    <Stack gap={4} role="group" aria-label={field.title}>
      {label}
      {field.description && (
        <Text size="sm" c="dimmed">
          {field.description}
        </Text>
      )}
      {input}
    </Stack>
  );
}
