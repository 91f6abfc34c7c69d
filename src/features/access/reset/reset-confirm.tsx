import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ACCOUNT_MESSAGES, isAcceptablePassword } from '../../../domain/rules/account-rules';
import { confirmPasswordReset } from '../api/reset-password';
import { FailureAlert } from '../signup/failure-alert';
import { useFormFailure } from '../signup/form-failure';
import { NewPasswordInput } from '../signup/new-password-input';

/** Reset, state confirm (?token=): the new password twice; the token is used once. */
export function ResetConfirm({ token, onChanged }: { token: string; onChanged: () => void }) {
  const form = useForm({
    initialValues: { password: '', repeat: '' },
    validate: {
      password: (value) => (isAcceptablePassword(value) ? null : ACCOUNT_MESSAGES.passwordHint),
      repeat: (value, values) => (value === values.password ? null : ACCOUNT_MESSAGES.passwordMismatch),
    },
  });
  const failure = useFormFailure(form);
  const confirm = useMutation({
    mutationFn: (password: string) => confirmPasswordReset(token, password),
    onSuccess: onChanged,
  });

  const submit = form.onSubmit(({ password }) => {
    failure.clear();
    confirm.mutate(password, { onError: failure.show });
  });
  // A bad or used token comes back on `token`: there is no such field here, so it shows above.
  const tokenError = form.errors.token;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NewPasswordInput label="Nueva contraseña" {...form.getInputProps('password')} />
        <PasswordInput
          label="Repite la contraseña"
          autoComplete="new-password"
          maxLength={200}
          {...form.getInputProps('repeat')}
        />
        <FailureAlert message={typeof tokenError === 'string' ? tokenError : failure.message} />
        {(tokenError || failure.message) && (
          <Group justify="center">
            <Anchor component={Link} to="/reset-password" size="sm">
              Solicitar un nuevo enlace
            </Anchor>
          </Group>
        )}
        <Button type="submit" fullWidth loading={confirm.isPending}>
          Cambiar contraseña
        </Button>
      </Stack>
    </form>
  );
}
