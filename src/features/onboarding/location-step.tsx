import { Alert, Button, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_PHONE_PREFIX } from '../../domain/rules/phone';
import { describeUsernameChanges, normalizeUsername, suggestUsername } from '../../domain/rules/username';
import { applyFormErrors } from '../../lib/api/form-errors';
import { LogoutButton } from '../access/logout-button';
import { CustomLinkPreview } from './custom-link-preview';
import {
  hasRequiredLocationFields,
  INITIAL_LOCATION_VALUES,
  locationBody,
  locationErrors,
} from './location-form';
import {
  businessCategoriesQueryOptions,
  createOnboardLocation,
  type OnboardLocationResult,
} from './onboarding-api';
import { TIME_ZONE_OPTIONS } from './time-zone-labels';

interface LocationStepProps {
  onCreated: (result: OnboardLocationResult) => void;
}

/** Location step: name, custom link, WhatsApp number, business type and time zone of the new business. */
export function LocationStep({ onCreated }: LocationStepProps) {
  const form = useForm({ initialValues: INITIAL_LOCATION_VALUES, validate: locationErrors });
  const categories = useQuery(businessCategoriesQueryOptions());
  const create = useMutation({ mutationFn: createOnboardLocation });
  const [failure, setFailure] = useState<string | null>(null);
  // The link follows the name until the owner types a link of their own (emptying it gives it back).
  const [linkTyped, setLinkTyped] = useState(false);
  // What the normalisation did to the typed link; it stays after the field shows the result.
  const [linkNote, setLinkNote] = useState<string | null>(null);
  const values = form.getValues();
  const username = normalizeUsername(values.username);

  const submit = form.onSubmit((submitted) => {
    setFailure(null);
    create.mutate(locationBody(submitted), {
      onSuccess: onCreated,
      onError: (error) => {
        if (!applyFormErrors(form, error)) setFailure(error.message);
      },
    });
  });
  const nameInput = form.getInputProps('name');
  const usernameInput = form.getInputProps('username');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h3" ta="center">
          Tu negocio
        </Title>
        <TextInput
          label="Nombre del negocio"
          required
          autoComplete="organization"
          {...nameInput}
          onChange={(event) => {
            nameInput.onChange(event);
            if (!linkTyped) form.setFieldValue('username', suggestUsername(event.currentTarget.value));
          }}
        />
        <TextInput
          label="Enlace personalizado"
          required
          autoCapitalize="none"
          spellCheck={false}
          {...usernameInput}
          onChange={(event) => {
            usernameInput.onChange(event);
            setLinkTyped(event.currentTarget.value !== '');
            setLinkNote(describeUsernameChanges(event.currentTarget.value));
          }}
          onBlur={(event) => {
            form.setFieldValue('username', username);
            usernameInput.onBlur?.(event);
          }}
          description={
            <>
              {username ? <CustomLinkPreview username={username} /> : 'Así te encontrarán tus clientes.'}
              {linkNote && (
                <Text component="span" display="block" size="xs" c="orange.9" mt={4}>
                  {linkNote}
                </Text>
              )}
            </>
          }
        />
        <TextInput
          label="Número de WhatsApp"
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          leftSection={<Text size="sm">{DEFAULT_PHONE_PREFIX}</Text>}
          leftSectionWidth={48}
          {...form.getInputProps('phone')}
        />
        <Select
          label="Tipo de negocio"
          required
          searchable
          placeholder={categories.isPending ? 'Cargando…' : 'Selecciona'}
          nothingFoundMessage="Sin resultados"
          data={(categories.data ?? []).map((category) => ({
            value: String(category.id),
            label: category.name,
          }))}
          {...form.getInputProps('category_id')}
        />
        {categories.isError && (
          <Alert color="red" role="alert">
            {categories.error.message}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void categories.refetch()}>
              Reintentar
            </Button>
          </Alert>
        )}
        <Select
          label="Zona horaria"
          allowDeselect={false}
          data={TIME_ZONE_OPTIONS}
          {...form.getInputProps('timezone')}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          fullWidth
          loading={create.isPending}
          disabled={!hasRequiredLocationFields(values)}
        >
          Continuar
        </Button>
        {/* A new account comes straight here (no 'Tus negocios' before it): this is its way out. */}
        <LogoutButton />
      </Stack>
    </form>
  );
}
