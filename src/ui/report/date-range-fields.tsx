import { Group, TextInput } from '@mantine/core';

export interface DateRange {
  /** Local dates of the location, inclusive: 'YYYY-MM-DD'. */
  date_from: string;
  date_to: string;
}

interface DateRangeFieldsProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
}

/** 'Desde' and 'Hasta' of a stats page, on the device's own date picker; one cannot pass the other. */
export function DateRangeFields({ value, onChange }: DateRangeFieldsProps) {
  return (
    <Group gap="sm">
      <TextInput
        label="Desde"
        type="date"
        value={value.date_from}
        max={value.date_to}
        onChange={(event) => onChange({ ...value, date_from: event.currentTarget.value })}
      />
      <TextInput
        label="Hasta"
        type="date"
        value={value.date_to}
        min={value.date_from}
        onChange={(event) => onChange({ ...value, date_to: event.currentTarget.value })}
      />
    </Group>
  );
}
