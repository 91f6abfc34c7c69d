import { useQuery } from '@tanstack/react-query';
import { ROUTE_TITLES } from '../../app/route-names';
import { canAccess } from '../../domain/roles';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { RouteTabs } from '../../ui/route-tabs';

export type StaffUserTab = 'info' | 'hours' | 'overrides';

/**
 * The tabs of settings-user-item: 'Información', plus 'Horarios' and 'Horarios especiales' only
 * when the location lets customers choose an employee (02 §2 Staff) and this user manages hours.
 */
export function StaffUserTabs({ userId, value }: { userId: number; value: StaffUserTab }) {
  const account = useQuery(accountSettingsQueryOptions()).data;
  const withHours =
    account?.waitlist_settings?.form_items.employee === true && canAccess(account.roles, 'business-settings');
  const base = `/settings/users/${userId}`;
  const tabs = [
    { value: 'info', label: 'Información', to: base },
    ...(withHours
      ? [
          { value: 'hours', label: ROUTE_TITLES['settings-user-hours'], to: `${base}/hours` },
          {
            value: 'overrides',
            label: ROUTE_TITLES['settings-user-hour-overrides'],
            to: `${base}/hour-overrides`,
          },
        ]
      : []),
  ];
  return <RouteTabs tabs={tabs} value={value} />;
}
