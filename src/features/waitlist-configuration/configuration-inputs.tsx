import { Group, NumberInput, Select, Stack, Switch } from '@mantine/core';
import type { MinutesChoice } from '../../domain/rules/waitlist-choices';
import type { ConfigurationForm } from './configuration-form';

/** Form paths as @mantine/form names them ('booking.min_notice_mins'). */
type Path = string;

interface MinutesSelectProps {
  form: ConfigurationForm;
  path: Path;
  label: string;
  description?: string;
  choices: readonly MinutesChoice[];
}

/** One option of a choice list of 02 §9, stored as minutes. */
export function MinutesSelect({ form, path, label, description, choices }: MinutesSelectProps) {
  const input = form.getInputProps(path);
  return (
    <Select
      label={label}
      description={description}
      size="md"
      allowDeselect={false}
      data={choices.map((choice) => ({ value: String(choice.value), label: choice.label }))}
      value={input.value === null || input.value === undefined ? null : String(input.value)}
      onChange={(value) => form.setFieldValue(path, value === null ? null : Number(value))}
      error={input.error}
    />
  );
}

interface OptionalNumberProps {
  form: ConfigurationForm;
  path: Path;
  /** The switch's label; the number shows only while it is on. */
  label: string;
  description?: string;
  numberLabel: string;
  /** The value the number takes when the switch is turned on (02 §9 defaults). */
  onValue: number;
  min: number;
  max?: number;
  suffix?: string;
}

/** A setting that is off (null) or a number: a switch, and the number while it is on. */
export function OptionalNumber(props: OptionalNumberProps) {
  const { form, path, label, description, numberLabel, onValue, min, max, suffix } = props;
  const input = form.getInputProps(path);
  const on = input.value !== null && input.value !== undefined;
  return (
    <Stack gap="xs">
      <Switch
        size="md"
        label={label}
        description={description}
        checked={on}
        onChange={(event) => form.setFieldValue(path, event.currentTarget.checked ? onValue : null)}
      />
      {on && (
        <Group pl="xl">
          <NumberInput
            label={numberLabel}
            size="md"
            min={min}
            max={max}
            suffix={suffix}
            allowDecimal={false}
            {...input}
            onChange={(value) => form.setFieldValue(path, typeof value === 'number' ? value : Number.NaN)}
          />
        </Group>
      )}
    </Stack>
  );
}

/** A yes/no setting. */
export function SettingSwitch({
  form,
  path,
  label,
  description,
}: {
  form: ConfigurationForm;
  path: Path;
  label: string;
  description?: string;
}) {
  return (
    <Switch
      size="md"
      label={label}
      description={description}
      {...form.getInputProps(path, { type: 'checkbox' })}
    />
  );
}
