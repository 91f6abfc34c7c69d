import { Switch } from '@mantine/core';
import type { CatalogStatus } from '../../../domain/contract/catalog-fields';

interface StatusSwitchProps {
  value: CatalogStatus;
  onChange: (status: CatalogStatus) => void;
  disabled?: boolean;
  description?: string;
}

/** 'Activo' on or off: an inactive product, service or category is hidden from customers. */
export function StatusSwitch({ value, onChange, disabled, description }: StatusSwitchProps) {
  return (
    <Switch
      label="Activo"
      description={description}
      size="md"
      checked={value === 'active'}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked ? 'active' : 'inactive')}
    />
  );
}
