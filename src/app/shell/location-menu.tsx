import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { retryingImport } from '../../lib/retrying-import';
import { LocationMenuButton } from './location-menu-button';

const loadDropdown = retryingImport(() => import('./location-menu-dropdown'));
const LocationMenuDropdown = lazy(loadDropdown);

/**
 * The location menu. Its dropdown (Mantine Menu and its positioning code) loads on first use,
 * which keeps it out of the first screen's JavaScript; hovering or focusing the button preloads it.
 */
export function LocationMenu() {
  const [activated, setActivated] = useState(false);
  const { data: settings } = useSuspenseQuery(accountSettingsQueryOptions());
  const locationName = settings.location?.name ?? 'Sin ubicación';
  const preload = () => void loadDropdown();

  if (!activated) {
    return (
      <LocationMenuButton
        locationName={locationName}
        onClick={() => setActivated(true)}
        onPointerEnter={preload}
        onFocus={preload}
      />
    );
  }
  return (
    <Suspense fallback={<LocationMenuButton locationName={locationName} busy />}>
      <LocationMenuDropdown locationName={locationName} />
    </Suspense>
  );
}
