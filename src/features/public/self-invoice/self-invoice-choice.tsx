import { Select } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { SelectOption } from './self-invoice-options';

interface SelfInvoiceChoiceProps {
  label: string;
  /** What the empty select says while there are choices, and while there are none yet. */
  placeholder: string;
  emptyPlaceholder?: string;
  description?: string;
  options: SelectOption[];
  /** The form field's props (error, focus and blur); the value and its changes go through the form's rules. */
  input: GetInputPropsReturnType;
  value: string;
  onChange: (value: string) => void;
}

/** One of the form's SAT catalogue choices: disabled until the fields before it allow a choice. */
export function SelfInvoiceChoice(props: SelfInvoiceChoiceProps) {
  const empty = props.options.length === 0;
  return (
    <Select
      label={props.label}
      description={props.description}
      withAsterisk
      placeholder={empty ? props.emptyPlaceholder : props.placeholder}
      data={props.options}
      disabled={empty}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      size="md"
      {...props.input}
      value={props.value || null}
      onChange={(value) => props.onChange(value ?? '')}
    />
  );
}
