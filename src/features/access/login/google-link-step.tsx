import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import { isApiError } from '../../../lib/api/api-error';
import { loginOauth } from '../api/login-oauth';
import { LOGIN_TEXT } from './login-messages';
import { passwordErrorOf } from './password-error';

export const GOOGLE_LINK_TEXT = {
  title: 'Vincula tu cuenta con Google',
  explanation:
    'Ya existe una cuenta de Mostrador con este correo, pero el correo todavía no está verificado. Para vincular Google a esa cuenta, escribe su contraseña: así confirmamos que es tuya.',
  emailLabel: 'Correo electrónico',
  submit: 'Vincular e iniciar sesión',
  createInstead: 'No es mía: crear otra cuenta',
} as const;

const FALLBACK_ERROR = 'No se pudo vincular tu cuenta. Por favor, intenta de nuevo.';

interface GoogleLinkStepProps {
  jwt: string;
  /** Google's address, which the existing account holds unproved (shown read-only). */
  email: string;
  onSignedIn: () => void | Promise<void>;
  /** The result expired or was used: back to the home view with the server's message. */
  onResultInvalid: (message: string) => void;
  onCreateAccount: () => void;
  onBack: () => void;
}

/**
 * Back from Google when an account holds Google's e-mail without having proved it: that account's
 * password (POST /v1/user/account/login-oauth {jwt, password}) links Google to it and signs in.
 */
export function GoogleLinkStep({
  jwt,
  email,
  onSignedIn,
  onResultInvalid,
  onCreateAccount,
  onBack,
}: GoogleLinkStepProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: (value) => (value === '' ? LOGIN_TEXT.passwordRequired : null) },
  });
  const link = useMutation({ mutationFn: (password: string) => loginOauth(jwt, password) });

  useEffect(() => inputRef.current?.focus(), []);

  const submit = form.onSubmit(({ password }) => {
    link.mutate(password, {
      onSuccess: (outcome) => {
        if (outcome === 'signed-in') return onSignedIn();
        form.setFieldError('password', FALLBACK_ERROR);
      },
      onError: (error) => {
        const jwtError = isApiError(error) ? error.errors?.jwt?.[0] : undefined;
        if (jwtError) return onResultInvalid(jwtError);
        form.setFieldError('password', passwordErrorOf(error, FALLBACK_ERROR));
        inputRef.current?.focus();
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h3" ta="center">
          {GOOGLE_LINK_TEXT.title}
        </Title>
        <Alert color="blue" variant="light">
          {GOOGLE_LINK_TEXT.explanation}
        </Alert>
        <TextInput
          label={GOOGLE_LINK_TEXT.emailLabel}
          name="username"
          autoComplete="username"
          value={email}
          readOnly
        />
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
        <Button type="submit" fullWidth loading={link.isPending}>
          {GOOGLE_LINK_TEXT.submit}
        </Button>
        <Button variant="default" fullWidth onClick={onCreateAccount}>
          {GOOGLE_LINK_TEXT.createInstead}
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
