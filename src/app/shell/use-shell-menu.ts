import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext, useRouterState } from '@tanstack/react-router';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { activeMenuKey, type MenuEntry, menuEntries } from './menu-entries';

/** The menu of this module for the user's roles, and the entry of the current screen. */
export function useShellMenu(): { entries: MenuEntry[]; activeKey: string | null } {
  const module = useRouteContext({ from: '__root__', select: (context) => context.module });
  const { data: settings } = useSuspenseQuery(accountSettingsQueryOptions());
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const entries = menuEntries(module, settings.roles);
  return { entries, activeKey: activeMenuKey(pathname, entries) };
}
