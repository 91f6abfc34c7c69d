import { useMatches } from '@tanstack/react-router';

/** Spanish title of the deepest matched route that declares one in its static data. */
export function useCurrentRouteTitle(): string {
  return useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.title)?.staticData.title ?? '',
  });
}
