import { Alert, Button, Center, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PosConfiguration } from '../../../domain/contract/shop';
import { canAccess } from '../../../domain/roles';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { LoadError } from '../../../ui/load-error';
import { useFormSave } from '../../../ui/use-form-save';
import { usePosConfiguration, useSavePosConfiguration } from '../api/configuration-queries';
import { ReceptionChannelFields, ShopOperationFields } from './shop-settings-fields';
import {
  SHOP_SETTINGS_MESSAGES,
  shopSettingsBody,
  shopSettingsErrors,
  shopSettingsFormValues,
} from './shop-settings-form';

const TITLE = 'Ajustes generales';

/** Shop general settings (menu-settings-general): reception channel, modes, averages, notifications. */
export default function ShopSettingsPage() {
  const account = useQuery(accountSettingsQueryOptions()).data;
  const allowed = account !== undefined && canAccess(account.roles, 'shop-settings');
  const locationId = account?.location?.id ?? null;
  const configuration = usePosConfiguration(locationId, allowed);

  let content: ReactNode;
  if (account && !allowed) {
    content = (
      <Alert color="gray" title="Sin acceso">
        Tu usuario no tiene permiso para cambiar los ajustes de la tienda. Pide acceso a quien administra el
        negocio.
      </Alert>
    );
  } else if (configuration.error && !configuration.data) {
    content = (
      <LoadError
        title="No se pudieron cargar los ajustes"
        error={configuration.error}
        onRetry={() => void configuration.refetch()}
        retrying={configuration.isFetching}
      />
    );
  } else if (!configuration.data || !(configuration.isFetchedAfterMount || configuration.error)) {
    // The form starts from the server's current values, not from a copy saved on this device.
    content = (
      <Center mih={240}>
        <Loader aria-label="Cargando" />
      </Center>
    );
  } else {
    content = <ShopSettingsForm saved={configuration.data} locationId={locationId} />;
  }

  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {TITLE}
      </Title>
      {content}
    </Stack>
  );
}

function ShopSettingsForm({ saved, locationId }: { saved: PosConfiguration; locationId: number | null }) {
  const form = useForm({ initialValues: shopSettingsFormValues(saved), validate: shopSettingsErrors });
  const mutation = useSavePosConfiguration(locationId);
  const save = useFormSave({
    form,
    save: (values: typeof form.values) => mutation.mutateAsync(shopSettingsBody(values)),
    onSaved: (stored) => {
      const next = shopSettingsFormValues(stored);
      form.setInitialValues(next);
      form.setValues(next);
    },
    saved: SHOP_SETTINGS_MESSAGES.saved,
  });
  const submit = form.onSubmit((values) => void save.submit(values));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <ReceptionChannelFields form={form} />
        </Paper>
        <Paper withBorder radius="md" p="md">
          <ShopOperationFields form={form} />
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" size="lg" loading={save.saving}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
