import { useQuery } from '@tanstack/react-query';
import { zonedDate } from '../../domain/rules/zoned-time';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';

/** The current location's id and today's date in its zone ('YYYY-MM-DD'): the stats' default range (02 §9). */
export function useLocationToday(): { locationId: number | null; today: string } {
  const location = useQuery(accountSettingsQueryOptions()).data?.location ?? null;
  const timeZone = location?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return { locationId: location?.id ?? null, today: zonedDate(new Date(), timeZone) };
}
