import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MESSAGES } from '../../../domain/contract/access';
import { isValidEmail } from '../../../domain/rules/phone';
import { requestPasswordReset } from '../api/reset-password';
import { FailureAlert } from '../signup/failure-alert';
import { useFormFailure } from '../signup/form-failure';

/** Reset, state request: the e-mail of the account (the answer is the same for any e-mail). */
export function ResetRequest({ onSent }: { onSent: (email: string) => void }) {
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (value) => (isValidEmail(value) ? null : MESSAGES.invalidEmail) },
  });
  const failure = useFormFailure(form);
  const request = useMutation({ mutationFn: requestPasswordReset, onSuccess: (_, email) => onSent(email) });

  const submit = form.onSubmit(({ email }) => {
    failure.clear();
    request.mutate(email.trim().toLowerCase(), { onError: failure.show });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" ta="center">
          Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.
        </Text>
        <TextInput
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          maxLength={254}
          {...form.getInputProps('email')}
        />
        <FailureAlert message={failure.message} />
        <Button type="submit" fullWidth loading={request.isPending}>
          Enviar enlace
        </Button>
        <Group justify="center">
          <Anchor component={Link} to="/login" size="sm">
            Volver al inicio de sesión
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
