import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { normalizeProfileUsername, PROFILE_LIMITS } from '../../domain/rules/location-profile';
import { businessCategoriesQueryOptions } from '../onboarding/onboarding-api';
import { TIME_ZONE_OPTIONS } from '../onboarding/time-zone-labels';
import { LogoPicker } from './logo-picker';
import type { ProfileForm } from './profile-form';

interface InfoFieldsProps {
  form: ProfileForm;
  readOnly: boolean;
  /** The public page's address without the username ('https://…/r/'). */
  linkPrefix: string;
}

/** Tab 'Información': name, custom link, about, type, logo, contact and place. */
export function InfoFields({ form, readOnly, linkPrefix }: InfoFieldsProps) {
  const categories = useQuery(businessCategoriesQueryOptions()).data ?? [];
  const description = form.getValues().description ?? '';
  const username = form.getInputProps('username');
  return (
    <Stack gap="md">
      <LogoPicker form={form} readOnly={readOnly} />
      <TextInput label="Nombre" required readOnly={readOnly} {...form.getInputProps('name')} />
      <TextInput
        label="Enlace personalizado"
        description={`${linkPrefix}${form.getValues().username}`}
        required
        readOnly={readOnly}
        {...username}
        onBlur={(event) => {
          form.setFieldValue('username', normalizeProfileUsername(event.currentTarget.value));
          username.onBlur?.(event);
        }}
      />
      <Textarea
        label="Acerca de"
        description={`${description.length}/${PROFILE_LIMITS.description}`}
        rows={3}
        readOnly={readOnly}
        {...form.getInputProps('description')}
        value={description}
      />
      <Select
        label="Tipo de negocio"
        data={categories.map((category) => ({ value: String(category.id), label: category.name }))}
        value={form.getValues().category_id === null ? null : String(form.getValues().category_id)}
        onChange={(value) => form.setFieldValue('category_id', value === null ? null : Number(value))}
        error={form.errors.category_id}
        readOnly={readOnly}
        searchable
        clearable
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Teléfono"
          type="tel"
          readOnly={readOnly}
          {...form.getInputProps('phone')}
          value={form.getValues().phone ?? ''}
        />
        <Select
          label="Zona horaria"
          data={TIME_ZONE_OPTIONS}
          readOnly={readOnly}
          allowDeselect={false}
          {...form.getInputProps('timezone')}
        />
      </SimpleGrid>
      <TextInput
        label="Dirección"
        readOnly={readOnly}
        {...form.getInputProps('address')}
        value={form.getValues().address ?? ''}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Código postal"
          inputMode="numeric"
          readOnly={readOnly}
          {...form.getInputProps('zip_code')}
          value={form.getValues().zip_code ?? ''}
        />
        <NumberInput
          label="Latitud"
          decimalScale={6}
          readOnly={readOnly}
          {...form.getInputProps('latitude')}
          value={form.getValues().latitude ?? ''}
          onChange={(value) => form.setFieldValue('latitude', typeof value === 'number' ? value : null)}
        />
        <NumberInput
          label="Longitud"
          decimalScale={6}
          readOnly={readOnly}
          {...form.getInputProps('longitude')}
          value={form.getValues().longitude ?? ''}
          onChange={(value) => form.setFieldValue('longitude', typeof value === 'number' ? value : null)}
        />
      </SimpleGrid>
    </Stack>
  );
}
