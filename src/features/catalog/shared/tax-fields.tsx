import { Group, NumberInput, Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IVA_KINDS, IVA_LABELS } from '../../../domain/rules/product-taxes';
import { MoneyInput } from '../../../ui/money-input';
import { preTaxHint, type TaxFormValues } from './tax-values';

const IVA_CHOICES = IVA_KINDS.map((kind) => ({ value: kind, label: IVA_LABELS[kind] }));

/**
 * The price as consumers see it (IVA included) with its pre-tax base as help, and the taxes
 * invoicing needs: IVA (16 % by default, 0 % or exempt) and an optional IEPS rate.
 */
export function PriceAndTaxFields<T extends TaxFormValues>({
  form,
  readOnly,
}: {
  form: UseFormReturnType<T>;
  readOnly: boolean;
}) {
  const values = form.getValues();
  return (
    <>
      <MoneyInput
        label="Precio con IVA incluido"
        description={preTaxHint(values)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        required
        readOnly={readOnly}
        {...form.getInputProps('price')}
      />
      <Group grow align="flex-start">
        <Select
          label="IVA"
          data={IVA_CHOICES}
          allowDeselect={false}
          readOnly={readOnly}
          {...form.getInputProps('tax_iva')}
        />
        <NumberInput
          label="IEPS (%)"
          description="Déjalo vacío si no aplica."
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          min={0}
          decimalScale={4}
          allowNegative={false}
          hideControls
          readOnly={readOnly}
          {...form.getInputProps('ieps_percent')}
        />
      </Group>
    </>
  );
}
