import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES } from '../../../domain/contract/access';
import { DEFAULT_PHONE_PREFIX, isValidAccessPhone, toE164 } from '../../../domain/rules/phone';
import { PhoneField } from '../signup/phone-field';

/** An account without a phone (an accepted invitation) first says which number to verify. */
export function PhoneStep({ onPhone }: { onPhone: (phone: string) => void }) {
  const form = useForm({
    initialValues: { prefix: DEFAULT_PHONE_PREFIX, phone: '' },
    validate: { phone: (value) => (isValidAccessPhone(value) ? null : MESSAGES.invalidPhone) },
  });
  return (
    <form onSubmit={form.onSubmit((values) => onPhone(toE164(values.phone, values.prefix)))} noValidate>
      <Stack gap="md">
        <Text ta="center" size="sm">
          Te enviaremos un código por SMS para confirmar tu número.
        </Text>
        <PhoneField prefix={form.getInputProps('prefix')} phone={form.getInputProps('phone')} />
        <Button type="submit" fullWidth>
          Enviar código
        </Button>
      </Stack>
    </form>
  );
}
