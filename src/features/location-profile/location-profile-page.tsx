import { Anchor, Box, Button, Grid, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { LocationProfile } from '../../domain/contract/location-profile';
import { canAccess } from '../../domain/roles';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { ConfirmLeave } from '../../ui/confirm-leave';
import { saveHandlers, showFixErrors } from '../../ui/form-save';
import { SettingsLoadState } from '../../ui/settings-load-state';
import { ContentFields } from './content-fields';
import { DesignFields } from './design-fields';
import { InfoFields } from './info-fields';
import { useLocationProfile, useSaveLocationProfile } from './profile-api';
import { type ProfileValues, profileBody, profileErrors, profileValues, tabOfPath } from './profile-form';
import { ProfilePreview } from './profile-preview';
import { SocialLinksFields } from './social-links-fields';

const TABS = [
  { value: 'info', label: 'Información' },
  { value: 'content', label: 'Contenido' },
  { value: 'links', label: 'Enlaces' },
  { value: 'design', label: 'Diseño' },
] as const;
type Tab = (typeof TABS)[number]['value'];

/** settings-location-profile (02 §2 "Business profile"): the public page's data, four tabs and a preview. */
export default function LocationProfilePage() {
  const account = useQuery(accountSettingsQueryOptions()).data;
  const allowed = account !== undefined && canAccess(account.roles, 'business-profile');
  const canEdit = account !== undefined && canAccess(account.roles, 'business-profile-write');
  const locationId = account?.location?.id ?? null;
  const profile = useLocationProfile(locationId, allowed);

  return (
    <Stack gap="md" maw={1180}>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          Perfil de negocio
        </Title>
        {profile.data && (
          <Anchor href={profile.data.url} target="_blank" rel="noopener noreferrer" fw={600}>
            <Group gap={4} component="span">
              Ver perfil <IconExternalLink size={16} />
            </Group>
          </Anchor>
        )}
      </Group>
      <SettingsLoadState
        denied={account !== undefined && !allowed}
        deniedWhat="ver el perfil del negocio"
        query={profile}
        errorTitle="No se pudo cargar el perfil"
      >
        {(saved) => <ProfileEditor saved={saved} locationId={locationId} readOnly={!canEdit} />}
      </SettingsLoadState>
    </Stack>
  );
}

interface ProfileEditorProps {
  saved: LocationProfile;
  locationId: number | null;
  readOnly: boolean;
}

function ProfileEditor({ saved, locationId, readOnly }: ProfileEditorProps) {
  const [tab, setTab] = useState<Tab>('info');
  const form = useForm<ProfileValues>({
    initialValues: profileValues(saved),
    validate: (values) => profileErrors(values, saved),
  });
  const save = useSaveLocationProfile(locationId);
  const dirty = form.isDirty();
  const tabsWithErrors = new Set(Object.keys(form.errors).map(tabOfPath));
  const linkPrefix = saved.url.slice(0, saved.url.length - saved.username.length);

  const submit = form.onSubmit(
    (values) => save.mutate(profileBody(values, saved), saveHandlers(form, profileValues)),
    showFixErrors,
  );

  const fields: Record<Tab, ReactNode> = {
    info: <InfoFields form={form} readOnly={readOnly} linkPrefix={linkPrefix} />,
    content: <ContentFields form={form} readOnly={readOnly} />,
    links: <SocialLinksFields form={form} readOnly={readOnly} />,
    design: <DesignFields form={form} readOnly={readOnly} />,
  };

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <form onSubmit={submit} noValidate>
          <ConfirmLeave dirty={dirty} />
          <Stack gap="md">
            <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'info')}>
              <Tabs.List>
                {TABS.map((item) => (
                  <Tabs.Tab
                    key={item.value}
                    value={item.value}
                    c={tabsWithErrors.has(item.value) ? 'red' : undefined}
                  >
                    {item.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
            <Paper withBorder radius="md" p="md">
              {fields[tab]}
            </Paper>
            {!readOnly && (
              <Group justify="flex-end">
                <Button type="submit" size="lg" loading={save.isPending} disabled={!dirty}>
                  Guardar
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ md: 5, lg: 4 }} visibleFrom="md">
        <Box>
          <ProfilePreview username={saved.username} dirty={dirty} />
        </Box>
      </Grid.Col>
    </Grid>
  );
}
