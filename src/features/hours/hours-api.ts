import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HourOverrideEntry, HoursEntry } from '../../domain/contract/hours';
import { api } from '../../lib/api/client';
import { queryKeys } from '../../lib/query/keys';

/** Whose hours: the location's, or one person's at that location (02 §7 Hours, ?user_id=). */
export interface HoursScope {
  locationId: number | null;
  userId: number | null;
}

interface HoursAnswers {
  hours: HoursEntry;
  'hour-overrides': HourOverrideEntry;
}
type HoursKind = keyof HoursAnswers;

const pathOf = (kind: HoursKind, { locationId, userId }: HoursScope) =>
  `/v1/business/location/${locationId}/${kind}${userId === null ? '' : `?user_id=${userId}`}`;

/** GET /v1/business/location/{id}/hours or /hour-overrides. */
export function hoursQueryOptions<K extends HoursKind>(kind: K, scope: HoursScope) {
  return queryOptions({
    queryKey: queryKeys.hours(kind, scope.locationId, scope.userId),
    enabled: scope.locationId !== null,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: HoursAnswers[K][] }>(pathOf(kind, scope), { signal })).data,
  });
}

/**
 * PATCH of the whole list; the answer replaces the cached copy, and the account settings (which
 * carry the location's hours for the calendar) are read again.
 */
export function useSaveHours<K extends HoursKind>(kind: K, scope: HoursScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (hours: object[]) =>
      (await api.patch<{ data: HoursAnswers[K][] }>(pathOf(kind, scope), { hours })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.hours(kind, scope.locationId, scope.userId), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.account.settings });
    },
  });
}
