import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { ROUTE_PATHS, ROUTE_TITLES } from '../../app/route-names';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { RouteTabs } from '../../ui/route-tabs';
import { HourOverridesEditor } from './hour-overrides-editor';
import { RegularHoursEditor } from './regular-hours-editor';

const TABS = [
  {
    value: 'regular',
    label: ROUTE_TITLES['settings-location-hours-regular'],
    to: ROUTE_PATHS['settings-location-hours-regular'],
  },
  {
    value: 'overrides',
    label: ROUTE_TITLES['settings-location-hour-overrides'],
    to: ROUTE_PATHS['settings-location-hour-overrides'],
  },
] as const;

/** settings-location-hours (02 §2 Hours): tabs Regulares and Especiales of the current location. */
export default function LocationHoursPage() {
  const account = useQuery(accountSettingsQueryOptions()).data;
  const scope = { locationId: account?.location?.id ?? null, userId: null };
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const tab = pathname === ROUTE_PATHS['settings-location-hour-overrides'] ? 'overrides' : 'regular';
  return (
    <Stack gap="md" maw={880}>
      <Title order={1} size="h2">
        {ROUTE_TITLES['settings-location-hours']}
      </Title>
      <RouteTabs tabs={TABS} value={tab} />
      {tab === 'regular' ? (
        <RegularHoursEditor key="regular" scope={scope} />
      ) : (
        <HourOverridesEditor key="overrides" scope={scope} />
      )}
    </Stack>
  );
}
