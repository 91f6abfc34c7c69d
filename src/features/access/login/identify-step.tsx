import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type LoginIdentifier, parseLoginIdentifier } from '../../../domain/rules/phone';
import { isApiError } from '../../../lib/api/api-error';
import { checkAccountExists } from '../api/check-account-exists';
import { LOGIN_TEXT } from './login-messages';

interface IdentifyStepProps {
  initialValue: string;
  onIdentified: (result: { text: string; identifier: LoginIdentifier; exists: boolean }) => void;
  onBack: () => void;
}

/** Identify step: one input (celular o correo), checked with POST /v1/user/account/exists. */
export function IdentifyStep({ initialValue, onIdentified, onBack }: IdentifyStepProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const form = useForm({
    initialValues: { identifier: initialValue },
    validate: {
      identifier: (value) => (parseLoginIdentifier(value) ? null : LOGIN_TEXT.invalidIdentifier),
    },
  });
  const check = useMutation({ mutationFn: checkAccountExists });

  useEffect(() => inputRef.current?.focus(), []);

  const submit = form.onSubmit(({ identifier: text }) => {
    const identifier = parseLoginIdentifier(text);
    if (!identifier) return;
    check.mutate(identifier, {
      onSuccess: (exists) => onIdentified({ text: text.trim(), identifier, exists }),
      onError: (error) =>
        form.setFieldError(
          'identifier',
          isApiError(error)
            ? (error.errors?.email?.[0] ?? error.errors?.phone?.[0] ?? error.message)
            : LOGIN_TEXT.invalidIdentifier,
        ),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h3" ta="center">
          {LOGIN_TEXT.title}
        </Title>
        <TextInput
          ref={inputRef}
          label={LOGIN_TEXT.identifierLabel}
          placeholder="5512345678 o nombre@correo.com"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.getInputProps('identifier')}
        />
        <Button type="submit" fullWidth loading={check.isPending}>
          {LOGIN_TEXT.continue}
        </Button>
        <Group justify="center">
          <Button variant="subtle" onClick={onBack}>
            {LOGIN_TEXT.back}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
