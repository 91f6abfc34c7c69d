import { Button, Group, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTE_TITLES } from '../../app/route-names';
import {
  type AccountProfile,
  AccountProfilePatchBodySchema,
  PROFILE_MESSAGES,
} from '../../domain/contract/account';
import { schemaFieldErrors } from '../../lib/api/schema-errors';
import { formatPhone } from '../../lib/format';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { queryKeys } from '../../lib/query/keys';
import { DetailLoadState } from '../../ui/detail-load-state';
import { useFormSave } from '../../ui/use-form-save';
import { myProfileQueryOptions, patchMyProfile } from './my-profile-api';

/** settings-user-account ('Mi perfil', 02 §2 Staff): any signed-in person's own name and title. */
export default function MyProfilePage() {
  const profile = useQuery(myProfileQueryOptions());
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        {ROUTE_TITLES['settings-user-account']}
      </Title>
      {profile.data ? (
        <MyProfileForm saved={profile.data} />
      ) : (
        <DetailLoadState
          title="No se pudo cargar tu perfil"
          error={profile.error}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
          notFound={null}
        />
      )}
    </Stack>
  );
}

const valuesOf = (profile: AccountProfile) => ({
  name: profile.name,
  work_title: profile.work_title ?? '',
  is_assignable: profile.is_assignable,
});

function MyProfileForm({ saved }: { saved: AccountProfile }) {
  const queryClient = useQueryClient();
  const account = useQuery(accountSettingsQueryOptions()).data;
  // 02 §3: being chosen by customers matters only where they choose an employee.
  const employeeSelection = account?.waitlist_settings?.form_items.employee === true;
  const form = useForm({
    initialValues: valuesOf(saved),
    validate: (values) => schemaFieldErrors(AccountProfilePatchBodySchema, values),
  });
  const save = useFormSave({
    form,
    save: patchMyProfile,
    onSaved: (next: AccountProfile) => {
      queryClient.setQueryData(myProfileQueryOptions().queryKey, next);
      void queryClient.invalidateQueries({ queryKey: queryKeys.account.settings });
      form.setInitialValues(valuesOf(next));
      form.setValues(valuesOf(next));
    },
    saved: PROFILE_MESSAGES.saved,
  });
  const submit = form.onSubmit((values) => void save.submit(values));

  return (
    <form onSubmit={submit} noValidate>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <TextInput label="Nombre" maxLength={100} {...form.getInputProps('name')} />
          <TextInput label="Puesto" maxLength={100} {...form.getInputProps('work_title')} />
          <TextInput label="Correo electrónico" value={saved.email ?? ''} readOnly variant="filled" />
          <TextInput
            label="Celular"
            value={saved.phone ? formatPhone(saved.phone) : ''}
            readOnly
            variant="filled"
          />
          {employeeSelection && (
            <Switch
              label="Los clientes pueden elegirme al reservar"
              {...form.getInputProps('is_assignable', { type: 'checkbox' })}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" size="lg" loading={save.saving}>
              Guardar
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
