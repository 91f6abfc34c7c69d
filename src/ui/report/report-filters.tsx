import { Select, TextInput } from '@mantine/core';

/** A filter of the report screen (01 §2.6): a date, a date and time, or a choice. */
export type ReportFilterField =
  | { key: string; label: string; type: 'date' | 'datetime' }
  | { key: string; label: string; type: 'select'; options: { value: string; label: string }[] };

export type ReportFilterValues = Record<string, string>;

interface ReportFilterInputProps {
  field: ReportFilterField;
  value: string;
  onChange: (value: string) => void;
}

/** One filter input; dates use the device's own picker (light, and right on a tablet). */
export function ReportFilterInput({ field, value, onChange }: ReportFilterInputProps) {
  if (field.type === 'select') {
    return (
      <Select
        label={field.label}
        data={field.options}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        clearable
        w={220}
      />
    );
  }
  return (
    <TextInput
      label={field.label}
      type={field.type === 'date' ? 'date' : 'datetime-local'}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={field.type === 'date' ? 180 : 230}
    />
  );
}

/** The usual filters of a report: the period, from and to (local dates, inclusive). */
export const DATE_RANGE_FILTERS: readonly ReportFilterField[] = [
  { key: 'date_from', label: 'Desde', type: 'date' },
  { key: 'date_to', label: 'Hasta', type: 'date' },
];
