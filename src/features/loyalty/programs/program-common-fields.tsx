import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LOYALTY_LIMITS } from '../../../domain/contract/loyalty';
import { USAGE_LIMIT_OPTIONS, VALIDITY_OPTIONS } from '../../../domain/rules/loyalty-options';
import { MoneyInput } from '../../../ui/money-input';
import { NumberSelect } from './number-select';
import type { ProgramEditorValues } from './program-editor-values';

interface CommonFieldsProps {
  form: UseFormReturnType<ProgramEditorValues>;
  readOnly: boolean;
}

/** Name (≤ 100, counted) and conditions (≤ 200, counted). */
export function ProgramNameFields({ form, readOnly }: CommonFieldsProps) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Nombre"
        withAsterisk
        description={`${form.values.name.length}/${LOYALTY_LIMITS.nameMax}`}
        maxLength={LOYALTY_LIMITS.nameMax}
        disabled={readOnly}
        {...form.getInputProps('name')}
      />
      <Textarea
        label="Condiciones"
        description={`${form.values.conditions.length}/${LOYALTY_LIMITS.conditionsMax}`}
        maxLength={LOYALTY_LIMITS.conditionsMax}
        rows={3}
        disabled={readOnly}
        {...form.getInputProps('conditions')}
      />
    </Stack>
  );
}

/** Validity of what is earned, transactions a day per customer, and the minimum purchase. */
export function ProgramRuleFields({ form, readOnly }: CommonFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <NumberSelect
        label="Vigencia"
        options={VALIDITY_OPTIONS}
        value={form.values.validity_days}
        onChange={(value) => form.setFieldValue('validity_days', value)}
        error={form.errors.validity_days}
        disabled={readOnly}
      />
      <NumberSelect
        label="Límite de uso"
        options={USAGE_LIMIT_OPTIONS}
        value={form.values.max_transacts_day}
        onChange={(value) => form.setFieldValue('max_transacts_day', value)}
        error={form.errors.max_transacts_day}
        disabled={readOnly}
      />
      <MoneyInput
        label="Compra mínima"
        min={0}
        max={LOYALTY_LIMITS.maxSaleAmount}
        disabled={readOnly}
        {...form.getInputProps('min_purchase')}
      />
    </SimpleGrid>
  );
}
