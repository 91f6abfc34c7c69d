import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { PHONE_PREFIXES } from '../../../domain/rules/phone';

interface PhoneFieldProps {
  /** getInputProps of the 'Lada' (+52 by default, 02 §5). */
  prefix: GetInputPropsReturnType;
  phone: GetInputPropsReturnType;
}

/** Said before the person commits: the phone is verified next (01 §4.2 rule 2). */
const PHONE_CODE_HINT = 'Te enviaremos un código por SMS para verificarlo.';

/** A mobile number: 'Lada' and the number; the calls get `toE164(phone, prefix)`. */
export function PhoneField({ prefix, phone }: PhoneFieldProps) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <NativeSelect label="Lada" data={[...PHONE_PREFIXES]} w={90} {...prefix} />
      <TextInput
        label="Celular"
        description={PHONE_CODE_HINT}
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
