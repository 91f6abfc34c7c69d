import { Group, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ProductFormValues } from './product-form-values';

/** What invoicing needs of the product: SAT product/service key and unit key (proposed from the category). */
export function SatKeyFields({
  form,
  readOnly,
}: {
  form: UseFormReturnType<ProductFormValues>;
  readOnly: boolean;
}) {
  return (
    <Group grow align="flex-start">
      <TextInput
        label="Clave SAT de producto o servicio"
        description="Se propone según la categoría."
        inputMode="numeric"
        maxLength={8}
        readOnly={readOnly}
        {...form.getInputProps('sat_product_key')}
      />
      <TextInput
        label="Clave SAT de unidad"
        description="Por ejemplo E48 (servicio) o H87 (pieza)."
        maxLength={3}
        readOnly={readOnly}
        {...form.getInputProps('sat_unit_key')}
      />
    </Group>
  );
}
