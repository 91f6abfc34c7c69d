import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { retryingImport } from '../../lib/retrying-import';
import { UserMenuButton } from './user-menu-button';

const loadDropdown = retryingImport(() => import('./user-menu-dropdown'));
const UserMenuDropdown = lazy(loadDropdown);

/** The user menu; like the location menu, its dropdown code loads on first use. */
export function UserMenu() {
  const [activated, setActivated] = useState(false);
  const { data: settings } = useSuspenseQuery(accountSettingsQueryOptions());
  const { user } = settings;
  const preload = () => void loadDropdown();

  if (!activated) {
    return (
      <UserMenuButton
        userName={user.name}
        onClick={() => setActivated(true)}
        onPointerEnter={preload}
        onFocus={preload}
      />
    );
  }
  return (
    <Suspense fallback={<UserMenuButton userName={user.name} loading />}>
      <UserMenuDropdown user={user} />
    </Suspense>
  );
}
