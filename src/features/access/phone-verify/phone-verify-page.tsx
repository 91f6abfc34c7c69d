import { Stack, Text, Title } from '@mantine/core';
import { UNDER_CONSTRUCTION_MESSAGE } from '../../../ui/under-construction-page';
import { useCurrentRouteTitle } from '../../../ui/use-current-route-title';
import { LogoutButton } from '../logout-button';

/**
 * Phone verification (account-phone-verify) is not built yet. The guard sends every user with an
 * unverified phone here (01 §4.2 rule 2), so unlike other unbuilt screens this one offers the
 * way out: 'Ir al inicio' would only lead back here.
 */
export default function PhoneVerifyPage() {
  const title = useCurrentRouteTitle();
  return (
    <Stack align="center" gap="sm" ta="center">
      <Title order={1} size="h3">
        {title}
      </Title>
      <Text c="dimmed">En construcción. {UNDER_CONSTRUCTION_MESSAGE}</Text>
      <LogoutButton />
    </Stack>
  );
}
