import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ACCOUNT_MESSAGES } from '../../../domain/rules/account-rules';
import { cleanAccessCode } from '../../../domain/rules/phone';
import { useCurrentRouteTitle } from '../../../ui/use-current-route-title';
import { loginWithCode } from '../api/login-with-code';
import { useAfterSignIn } from '../login/use-after-sign-in';
import { FailureAlert } from '../signup/failure-alert';
import { useFormFailure } from '../signup/form-failure';
import { accessCodeFromParam } from './access-code-param';

/**
 * account-link (02 §2 Access): sign in with the user's access code (uppercase letters and digits).
 * A link carrying the code (?code=, base64) fills it in and signs in at once.
 */
export function LinkPage() {
  const title = useCurrentRouteTitle();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const codeFromLink = accessCodeFromParam(useSearch({ strict: false, select: (search) => search.code }));
  const form = useForm({
    initialValues: { code: codeFromLink },
    validate: { code: (value) => (value === '' ? ACCOUNT_MESSAGES.accessCodeRequired : null) },
  });
  const failure = useFormFailure({
    setFieldError: (field, message) => form.setFieldError(field === 'link_code' ? 'code' : field, message),
  });
  const signIn = useMutation({ mutationFn: loginWithCode, onSuccess: () => afterSignIn('/') });

  const submit = (code: string) => {
    failure.clear();
    signIn.mutate(code, { onError: failure.show });
  };

  // A link's code signs in once on arrival (StrictMode runs effects twice).
  const submittedFromLink = useRef(false);
  useEffect(() => {
    if (codeFromLink === '' || submittedFromLink.current) return;
    submittedFromLink.current = true;
    submit(codeFromLink);
  });

  return (
    <form onSubmit={form.onSubmit(({ code }) => submit(code))} noValidate>
      <Stack gap="md">
        <Title order={1} size="h3" ta="center">
          {title}
        </Title>
        <Text size="sm" c="dimmed" ta="center">
          Entra con el código de acceso que te dio el administrador de tu negocio.
        </Text>
        <TextInput
          label="Código de acceso"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          {...form.getInputProps('code')}
          onChange={(event) => form.setFieldValue('code', cleanAccessCode(event.currentTarget.value))}
        />
        <FailureAlert message={failure.message} />
        <Button type="submit" fullWidth loading={signIn.isPending}>
          Entrar
        </Button>
        <Group justify="center">
          <Button variant="subtle" onClick={() => navigate({ to: '/login' })}>
            Volver
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
