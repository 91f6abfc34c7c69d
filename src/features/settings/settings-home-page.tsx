import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { type SettingsEntry, settingsIndex } from './settings-entries';
import classes from './settings-home.module.css';
import { useSettingsRouteInfo } from './use-settings-route-info';

/** settings-home ('Configuración'): the settings screens this user may open, grouped (02 §2). */
export default function SettingsHomePage() {
  const module = useRouteContext({ from: '__root__', select: (context) => context.module });
  const roles = useQuery(accountSettingsQueryOptions()).data?.roles ?? [];
  const groups = settingsIndex(module, roles, useSettingsRouteInfo());

  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        Configuración
      </Title>
      {groups.map((group) => (
        <Stack key={group.title} gap="xs" component="section" aria-label={group.title}>
          <Title order={2} size="h4">
            {group.title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {group.entries.map((entry) => (
              <SettingsLink key={entry.route} entry={entry} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

function SettingsLink({ entry }: { entry: SettingsEntry }) {
  return (
    <UnstyledButton component={Link} to={entry.to} className={classes.entry}>
      <Paper withBorder radius="md" p="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={2} miw={0}>
            <Group gap={6}>
              <Text fw={600}>{entry.title}</Text>
              {entry.comingSoon && (
                <Badge size="xs" variant="light" color="gray">
                  Próximamente
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {entry.description}
            </Text>
          </Stack>
          <IconChevronRight size={18} aria-hidden />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
