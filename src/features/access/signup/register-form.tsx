import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../domain/contract/access';
import {
  ACCOUNT_MESSAGES,
  isAcceptablePassword,
  isValidPersonName,
} from '../../../domain/rules/account-rules';
import { DEFAULT_PHONE_PREFIX, isValidAccessPhone, isValidEmail, toE164 } from '../../../domain/rules/phone';
import { isApiError } from '../../../lib/api/api-error';
import { createAccount } from '../api/create-account';
import { createOauthAccount } from '../api/create-oauth-account';
import { FailureAlert } from './failure-alert';
import { useFormFailure } from './form-failure';
import { NewPasswordInput } from './new-password-input';
import { PhoneField } from './phone-field';

/** Google mode: the account gets the signed-in Google identity (its result `jwt`) instead of a password. */
export interface GoogleRegistration {
  jwt: string;
  /** The result expired or was already used (422 on `jwt`): the login starts over. */
  onResultInvalid: (message: string) => void;
}

export interface RegisterFormProps {
  /** What the user typed at the login's identify step, or the Google identity's name and e-mail. */
  initial?: { name?: string; email?: string; phone?: string };
  google?: GoogleRegistration;
  onCreated: () => void | Promise<void>;
  onBack: () => void;
}

/**
 * The register sub-view (02 §2, §5 Access): POST /v1/user/account/create, then signed in; in
 * Google mode POST /v1/user/account/create-oauth, without password fields (02 §5).
 */
export function RegisterForm({ initial, google, onCreated, onBack }: RegisterFormProps) {
  const form = useForm({
    initialValues: {
      name: initial?.name ?? '',
      prefix: DEFAULT_PHONE_PREFIX,
      phone: initial?.phone ?? '',
      email: initial?.email ?? '',
      password: '',
    },
    validate: {
      name: (value) => (isValidPersonName(value) ? null : ACCOUNT_MESSAGES.nameInvalid),
      phone: (value) => (isValidAccessPhone(value) ? null : MESSAGES.invalidPhone),
      email: (value) => (value.trim() === '' || isValidEmail(value) ? null : MESSAGES.invalidEmail),
      password: (value) => (google || isAcceptablePassword(value) ? null : ACCOUNT_MESSAGES.passwordHint),
    },
  });
  const failure = useFormFailure(form);
  const create = useMutation({
    mutationFn: (values: typeof form.values) => {
      const account = {
        name: values.name.trim(),
        phone: toE164(values.phone, values.prefix),
        email: values.email.trim() === '' ? null : values.email.trim().toLowerCase(),
      };
      return google
        ? createOauthAccount({ ...account, jwt: google.jwt })
        : createAccount({ ...account, password: values.password });
    },
    onSuccess: onCreated,
    onError: (error) => {
      const resultInvalid = isApiError(error) ? error.errors?.jwt?.[0] : undefined;
      if (google && resultInvalid) google.onResultInvalid(resultInvalid);
      else failure.show(error);
    },
  });

  const submit = form.onSubmit((values) => {
    failure.clear();
    create.mutate(values);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h3" ta="center">
          Crear cuenta
        </Title>
        {google && (
          <Text size="sm" c="dimmed" ta="center">
            Completa tus datos para crear tu cuenta con Google.
          </Text>
        )}
        <TextInput
          label="Nombre y apellido"
          autoComplete="name"
          maxLength={100}
          {...form.getInputProps('name')}
        />
        <PhoneField prefix={form.getInputProps('prefix')} phone={form.getInputProps('phone')} />
        <TextInput
          label="Correo electrónico (opcional)"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          maxLength={254}
          {...form.getInputProps('email')}
        />
        {!google && <NewPasswordInput label="Contraseña" {...form.getInputProps('password')} />}
        <FailureAlert message={failure.message} />
        <Button type="submit" fullWidth loading={create.isPending}>
          Crear cuenta
        </Button>
        <Group justify="center">
          <Button variant="subtle" onClick={onBack}>
            Volver
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
