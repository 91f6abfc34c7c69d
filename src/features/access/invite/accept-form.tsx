import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../domain/contract/access';
import type { Invitation } from '../../../domain/contract/account';
import {
  ACCOUNT_MESSAGES,
  isAcceptablePassword,
  isValidPersonName,
} from '../../../domain/rules/account-rules';
import { DEFAULT_PHONE_PREFIX, isValidAccessPhone, toE164 } from '../../../domain/rules/phone';
import { acceptInvitation } from '../api/invitation';
import { FailureAlert } from '../signup/failure-alert';
import { useFormFailure } from '../signup/form-failure';
import { NewPasswordInput } from '../signup/new-password-input';
import { PhoneField } from '../signup/phone-field';

interface AcceptFormProps {
  token: string;
  invitation: Invitation;
  onAccepted: () => void | Promise<void>;
}

/**
 * Accepting (POST /v1/user/invite/{token}/accept): a new account gives its name, its phone and a
 * password that follows the hint; an existing account (same e-mail) only its password. The phone
 * is required, as at sign-up: every user verifies one before working (01 §4.2 rule 2), and the
 * form says so before instead of holding the person at 'Verifica tu celular' after (issue 17 §11).
 */
export function AcceptForm({ token, invitation, onAccepted }: AcceptFormProps) {
  const existing = invitation.existing_account;
  const form = useForm({
    initialValues: { name: invitation.name, prefix: DEFAULT_PHONE_PREFIX, phone: '', password: '' },
    validate: {
      name: (value) => (existing || isValidPersonName(value) ? null : ACCOUNT_MESSAGES.nameInvalid),
      phone: (value) => (existing || isValidAccessPhone(value) ? null : MESSAGES.invalidPhone),
      password: (value) => {
        if (existing) return value === '' ? MESSAGES.passwordRequired : null;
        return isAcceptablePassword(value) ? null : ACCOUNT_MESSAGES.passwordHint;
      },
    },
  });
  const failure = useFormFailure(form);
  const accept = useMutation({
    mutationFn: (values: typeof form.values) =>
      acceptInvitation(token, {
        name: existing ? invitation.name : values.name.trim(),
        email: invitation.email,
        phone: existing ? null : toE164(values.phone, values.prefix),
        password: values.password,
      }),
    onSuccess: onAccepted,
  });

  const submit = form.onSubmit((values) => {
    failure.clear();
    accept.mutate(values, { onError: failure.show });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {existing ? (
          <Text size="sm">Ya tienes una cuenta con este correo: escribe su contraseña para aceptar.</Text>
        ) : (
          <TextInput
            label="Nombre y apellido"
            autoComplete="name"
            maxLength={100}
            {...form.getInputProps('name')}
          />
        )}
        <TextInput
          label="Correo electrónico"
          value={invitation.email}
          readOnly
          variant="filled"
          autoComplete="username"
        />
        {existing ? (
          <PasswordInput
            label="Contraseña"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
        ) : (
          <>
            <PhoneField prefix={form.getInputProps('prefix')} phone={form.getInputProps('phone')} />
            <NewPasswordInput label="Contraseña" {...form.getInputProps('password')} />
          </>
        )}
        <FailureAlert message={failure.message} />
        <Button type="submit" fullWidth loading={accept.isPending}>
          Aceptar invitación
        </Button>
      </Stack>
    </form>
  );
}
