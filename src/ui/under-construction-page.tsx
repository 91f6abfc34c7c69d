import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCurrentRouteTitle } from './use-current-route-title';

export const UNDER_CONSTRUCTION_MESSAGE = 'Esta sección estará disponible pronto.';

/** The page of an area not built yet: its Spanish title and a clear notice, never a blank screen. */
export default function UnderConstructionPage() {
  const title = useCurrentRouteTitle();
  return (
    <Center mih="40vh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconBarrierBlock size={36} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">En construcción. {UNDER_CONSTRUCTION_MESSAGE}</Text>
        <Button component={Link} to="/" variant="default">
          Ir al inicio
        </Button>
      </Stack>
    </Center>
  );
}
