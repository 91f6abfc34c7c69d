import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LOYALTY_LIMITS } from '../../../domain/contract/loyalty';
import {
  PERCENTAGE_OPTIONS,
  REDEEM_DAYS_OPTIONS,
  REQUIRED_QUANTITY_OPTIONS,
} from '../../../domain/rules/loyalty-options';
import { MoneyInput } from '../../../ui/money-input';
import { EmojiField } from './emoji-field';
import { NumberSelect } from './number-select';
import type { ProgramEditorValues } from './program-editor-values';

interface TypeFieldsProps {
  form: UseFormReturnType<ProgramEditorValues>;
  /** Editing an existing program: the stamp quantity is fixed. */
  editing: boolean;
  readOnly: boolean;
}

/** Cashback: the bonus percentage and the most one sale can earn (0 or empty: 'Sin límite'). */
export function CashbackFields({ form, readOnly }: Omit<TypeFieldsProps, 'editing'>) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <NumberSelect
        label="Porcentaje de bonificación"
        options={PERCENTAGE_OPTIONS}
        value={form.values.percentage}
        onChange={(value) => form.setFieldValue('percentage', value)}
        error={form.errors.percentage}
        disabled={readOnly}
      />
      <MoneyInput
        label="Bonificación máxima"
        description="Por compra; 0 o vacío: sin límite"
        placeholder="Sin límite"
        min={0}
        max={LOYALTY_LIMITS.maxSaleAmount}
        disabled={readOnly}
        {...form.getInputProps('max_earn_amount')}
      />
    </SimpleGrid>
  );
}

/** Stamp card: stamps per card (fixed after creation), the stamp's names and icon, days to redeem. */
export function StampcardFields({ form, editing, readOnly }: TypeFieldsProps) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberSelect
          label="Sellos para completar la tarjeta"
          description={editing ? 'No se puede cambiar después de crear el programa' : undefined}
          options={REQUIRED_QUANTITY_OPTIONS}
          value={form.values.required_quantity}
          onChange={(value) => form.setFieldValue('required_quantity', value)}
          error={form.errors.required_quantity}
          disabled={editing || readOnly}
        />
        <NumberSelect
          label="Días para canjear el premio"
          options={REDEEM_DAYS_OPTIONS}
          value={form.values.redeem_days}
          onChange={(value) => form.setFieldValue('redeem_days', value)}
          error={form.errors.redeem_days}
          disabled={readOnly}
        />
        <TextInput
          label="Nombre del sello (singular)"
          maxLength={LOYALTY_LIMITS.styleNameMax}
          disabled={readOnly}
          {...form.getInputProps('style_name_singular')}
        />
        <TextInput
          label="Nombre del sello (plural)"
          maxLength={LOYALTY_LIMITS.styleNameMax}
          disabled={readOnly}
          {...form.getInputProps('style_name_plural')}
        />
      </SimpleGrid>
      <EmojiField
        value={form.values.style_icon}
        onChange={(value) => form.setFieldValue('style_icon', value)}
        error={form.errors.style_icon}
        disabled={readOnly}
      />
    </Stack>
  );
}
