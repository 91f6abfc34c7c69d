import { Text } from '@mantine/core';
import type { CatalogStatus } from '../../../domain/contract/catalog-fields';
import { StatusSwitch } from './status-switch';

interface MethodStatusFieldProps {
  /** False while creating: the status is then read-only (02 §4: created active). */
  editing: boolean;
  value: CatalogStatus;
  onChange: (status: CatalogStatus) => void;
}

/** A payment or delivery method's status: 'Activo' on edit, a note on create. */
export function MethodStatusField({ editing, value, onChange }: MethodStatusFieldProps) {
  return editing ? (
    <StatusSwitch
      value={value}
      onChange={onChange}
      description="Un método inactivo no se ofrece a tus clientes."
    />
  ) : (
    <Text size="sm" c="dimmed">
      Se crea activo; podrás desactivarlo después.
    </Text>
  );
}
