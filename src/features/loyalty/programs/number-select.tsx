import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import type { NumberOption } from '../../../domain/rules/loyalty-options';

interface NumberSelectProps {
  label: string;
  options: readonly NumberOption[];
  value: number;
  onChange: (value: number) => void;
  error?: ReactNode;
  disabled?: boolean;
  description?: string;
}

/** A choice among numeric options (percentage, validity, days…) on Mantine's Select. */
export function NumberSelect({
  label,
  options,
  value,
  onChange,
  error,
  disabled,
  description,
}: NumberSelectProps) {
  const data = options.map((option) => ({ value: String(option.value), label: option.label }));
  return (
    <Select
      label={label}
      description={description}
      data={data}
      value={String(value)}
      onChange={(next) => {
        if (next !== null) onChange(Number(next));
      }}
      allowDeselect={false}
      error={error}
      disabled={disabled}
    />
  );
}
