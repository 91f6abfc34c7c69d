import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../domain/contract/access';
import {
  ACCOUNT_MESSAGES,
  isAcceptablePassword,
  isValidPersonName,
} from '../../../domain/rules/account-rules';
import { DEFAULT_PHONE_PREFIX, isValidAccessPhone, isValidEmail, toE164 } from '../../../domain/rules/phone';
import { createAccount } from '../api/create-account';
import { FailureAlert } from './failure-alert';
import { useFormFailure } from './form-failure';
import { NewPasswordInput } from './new-password-input';
import { PhoneField } from './phone-field';

export interface RegisterFormProps {
  /** What the user typed at the login's identify step, placed in its field. */
  initial?: { email?: string; phone?: string };
  onCreated: () => void | Promise<void>;
  onBack: () => void;
}

/** The register sub-view (02 §2, §5 Access): POST /v1/user/account/create, then signed in. */
export function RegisterForm({ initial, onCreated, onBack }: RegisterFormProps) {
  const form = useForm({
    initialValues: {
      name: '',
      prefix: DEFAULT_PHONE_PREFIX,
      phone: initial?.phone ?? '',
      email: initial?.email ?? '',
      password: '',
    },
    validate: {
      name: (value) => (isValidPersonName(value) ? null : ACCOUNT_MESSAGES.nameInvalid),
      phone: (value) => (isValidAccessPhone(value) ? null : MESSAGES.invalidPhone),
      email: (value) => (value.trim() === '' || isValidEmail(value) ? null : MESSAGES.invalidEmail),
      password: (value) => (isAcceptablePassword(value) ? null : ACCOUNT_MESSAGES.passwordHint),
    },
  });
  const failure = useFormFailure(form);
  const create = useMutation({ mutationFn: createAccount, onSuccess: onCreated, onError: failure.show });

  const submit = form.onSubmit((values) => {
    failure.clear();
    create.mutate({
      name: values.name.trim(),
      phone: toE164(values.phone, values.prefix),
      email: values.email.trim() === '' ? null : values.email.trim().toLowerCase(),
      password: values.password,
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h3" ta="center">
          Crear cuenta
        </Title>
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
        <NewPasswordInput label="Contraseña" {...form.getInputProps('password')} />
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
