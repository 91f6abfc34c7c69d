import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { PHONE_PREFIXES } from '../../../domain/rules/phone';

interface PhoneFieldProps {
  /** getInputProps of the 'Lada' (+52 by default, 02 §5). */
  prefix: GetInputPropsReturnType;
  phone: GetInputPropsReturnType;
  label?: string;
}

/** A mobile number: 'Lada' and the number; the calls get `toE164(phone, prefix)`. */
export function PhoneField({ prefix, phone, label = 'Celular' }: PhoneFieldProps) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <NativeSelect label="Lada" data={[...PHONE_PREFIXES]} w={90} {...prefix} />
      <TextInput
        label={label}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        style={{ flex: 1 }}
        {...phone}
      />
    </Group>
  );
}
