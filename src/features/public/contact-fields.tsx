import { Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/**
 * The customer's name and cell phone on the customers' pages (registration and order): the same
 * fields, autocomplete hints and +52 prefix everywhere; the phone rules are the form's.
 */
export function ContactFields({
  name,
  phone,
}: {
  name: GetInputPropsReturnType;
  phone: GetInputPropsReturnType;
}) {
  return (
    <>
      <TextInput label="Nombre" withAsterisk autoComplete="name" maxLength={100} {...name} />
      <TextInput
        label="Celular"
        withAsterisk
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="10 dígitos"
        leftSection={<Text size="sm">+52</Text>}
        maxLength={16}
        {...phone}
      />
    </>
  );
}
