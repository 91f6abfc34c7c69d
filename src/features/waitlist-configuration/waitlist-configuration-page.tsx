import { Button, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { WaitlistSettings } from '../../domain/contract/settings';
import { canAccess } from '../../domain/roles';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { ConfirmLeave } from '../../ui/confirm-leave';
import { saveHandlers, showFixErrors } from '../../ui/form-save';
import { SettingsLoadState } from '../../ui/settings-load-state';
import { BookingFields } from './booking-fields';
import { configurationBody, configurationErrors } from './configuration-form';
import { useSaveWaitlistConfiguration, useWaitlistConfiguration } from './configuration-queries';
import { NotificationsFields } from './notifications-fields';
import { RegistrationFields } from './registration-fields';
import { WaitlistFields } from './waitlist-fields';

const TABS = [
  { value: 'registration', label: 'Registro' },
  { value: 'booking', label: 'Reservaciones' },
  { value: 'waitlist', label: 'Lista de espera' },
  { value: 'notifications', label: 'Mensajes y notificaciones' },
] as const;
type Tab = (typeof TABS)[number]['value'];

/** Every tab's address starts here: moving between tabs keeps the form and asks nothing. */
const TABS_PATH = '/settings/waitlist/';

/** The tab in the address (/settings/waitlist/{tab}); an unknown one opens 'Registro'. */
function tabOf(pathname: string): Tab {
  const last = pathname.split('/').filter(Boolean).at(-1);
  return TABS.find((tab) => tab.value === last)?.value ?? 'registration';
}

/** Waitlist and booking settings (waitlist-configuration): four tabs over one form, saved together. */
export default function WaitlistConfigurationPage() {
  const account = useQuery(accountSettingsQueryOptions()).data;
  const allowed = account !== undefined && canAccess(account.roles, 'waitlist-configuration');
  const locationId = account?.location?.id ?? null;
  const configuration = useWaitlistConfiguration(locationId, allowed);
  const tab = tabOf(useLocation().pathname);

  return (
    <Stack gap="md" maw={820}>
      <Title order={1} size="h2">
        {tab === 'notifications' ? 'Mensajes y notificaciones' : 'Ajustes generales'}
      </Title>
      <SettingsLoadState
        denied={account !== undefined && !allowed}
        deniedWhat="cambiar estos ajustes"
        query={configuration}
        errorTitle="No se pudieron cargar los ajustes"
        fresh={configuration.isFetchedAfterMount || configuration.error !== null}
      >
        {(saved) => <ConfigurationForm saved={saved} locationId={locationId} tab={tab} />}
      </SettingsLoadState>
    </Stack>
  );
}

function ConfigurationForm({
  saved,
  locationId,
  tab,
}: {
  saved: WaitlistSettings;
  locationId: number | null;
  tab: Tab;
}) {
  const navigate = useNavigate();
  const form = useForm<WaitlistSettings>({ initialValues: saved, validate: configurationErrors });
  const save = useSaveWaitlistConfiguration(locationId);

  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        configurationBody(values),
        saveHandlers(form, (stored: WaitlistSettings) => stored),
      ),
    showFixErrors,
  );

  const fields: Record<Tab, ReactNode> = {
    registration: <RegistrationFields form={form} />,
    booking: <BookingFields form={form} />,
    waitlist: <WaitlistFields form={form} />,
    notifications: <NotificationsFields form={form} />,
  };

  return (
    <form onSubmit={submit} noValidate>
      <ConfirmLeave dirty={form.isDirty()} keepsForm={(pathname) => pathname.startsWith(TABS_PATH)} />
      <Stack gap="md">
        <Tabs
          value={tab}
          onChange={(value) => {
            if (value) void navigate({ to: '/settings/waitlist/$tab', params: { tab: value } });
          }}
        >
          <Tabs.List>
            {TABS.map((item) => (
              <Tabs.Tab key={item.value} value={item.value}>
                {item.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Paper withBorder radius="md" p="md">
          {fields[tab]}
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" size="lg" loading={save.isPending} disabled={!form.isDirty()}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
