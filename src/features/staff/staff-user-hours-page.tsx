import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useRouterState } from '@tanstack/react-router';
import { ROUTE_PATHS } from '../../app/route-names';
import { canAccess } from '../../domain/roles';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { HourOverridesEditor } from '../hours/hour-overrides-editor';
import { RegularHoursEditor } from '../hours/regular-hours-editor';
import { staffUserQueryOptions } from './staff-user-api';
import { StaffUserTabs } from './staff-user-tabs';

/**
 * settings-user-hours and settings-user-hour-overrides: one person's own weekly hours and special
 * dates, with the location's hours editors scoped by ?user_id=.
 */
export default function StaffUserHoursPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const userId = Number(id);
  const account = useQuery(accountSettingsQueryOptions()).data;
  const locationId = account?.location?.id ?? null;
  // The name is a heading only: a business manager who may not read users still edits the hours.
  const person = useQuery({
    ...staffUserQueryOptions(locationId, userId),
    enabled: locationId !== null && account !== undefined && canAccess(account.roles, 'users'),
  });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const tab = pathname.endsWith('/hour-overrides') ? 'overrides' : 'hours';
  const scope = { locationId, userId };
  return (
    <Stack gap="md" maw={880}>
      <Anchor component={Link} to={ROUTE_PATHS['settings-user-list']} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          Usuarios
        </Group>
      </Anchor>
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {person.data?.name ?? 'Usuario'}
      </Title>
      <StaffUserTabs userId={userId} value={tab} />
      {tab === 'hours' ? (
        <RegularHoursEditor key="hours" scope={scope} />
      ) : (
        <HourOverridesEditor key="overrides" scope={scope} />
      )}
    </Stack>
  );
}
