import { Anchor, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import type { LoginIdentifier } from '../../../domain/rules/phone';
import { login } from '../api/login';
import { LOGIN_TEXT } from './login-messages';
import { passwordErrorOf } from './password-error';

interface PasswordStepProps {
  identifierText: string;
  identifier: LoginIdentifier;
  onLoggedIn: () => void | Promise<void>;
  onBack: () => void;
}

const FALLBACK_ERROR = 'No se pudo iniciar sesión. Por favor, intenta de nuevo.';

/** Password step: POST /v1/user/account/login; the server's message shows under the field. */
export function PasswordStep({ identifierText, identifier, onLoggedIn, onBack }: PasswordStepProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: (value) => (value === '' ? LOGIN_TEXT.passwordRequired : null) },
  });
  const signIn = useMutation({
    mutationFn: (password: string) => login(identifier, password),
    onSuccess: onLoggedIn,
  });

  useEffect(() => inputRef.current?.focus(), []);

  const submit = form.onSubmit(({ password }) => {
    signIn.mutate(password, {
      onError: (error) => {
        form.setFieldError('password', passwordErrorOf(error, FALLBACK_ERROR));
        inputRef.current?.focus();
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h3" ta="center">
          {LOGIN_TEXT.title}
        </Title>
        <Text size="sm" c="dimmed" ta="center">
          Entrando como{' '}
          <Text span fw={600} c="var(--mantine-color-text)">
            {identifierText}
          </Text>
        </Text>
        <input type="text" name="username" autoComplete="username" value={identifierText} readOnly hidden />
        <PasswordInput
          ref={inputRef}
          label={LOGIN_TEXT.passwordLabel}
          autoComplete="current-password"
          {...form.getInputProps('password')}
          // PasswordInput leaves the error out of the input's ARIA: tie it to the field here.
          errorProps={{ id: errorId }}
          aria-invalid={form.errors.password ? true : undefined}
          aria-describedby={form.errors.password ? errorId : undefined}
        />
        <Button type="submit" fullWidth loading={signIn.isPending}>
          {LOGIN_TEXT.submit}
        </Button>
        <Group justify="space-between" wrap="nowrap">
          <Button variant="subtle" onClick={onBack}>
            {LOGIN_TEXT.back}
          </Button>
          <Anchor component={Link} to="/reset-password" size="sm">
            {LOGIN_TEXT.passwordTrouble}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
