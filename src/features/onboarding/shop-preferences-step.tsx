import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';

/** Preferences step in shop mode (02 §2): nothing to ask; it loads the settings and moves on. */
export function ShopPreferencesStep({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    void queryClient
      .fetchQuery({ ...accountSettingsQueryOptions(), staleTime: 0 })
      .catch(() => undefined)
      .then(() => {
        if (active) onDone();
      });
    return () => {
      active = false;
    };
  }, [queryClient, onDone]);

  return (
    <Center py="xl" role="status" aria-label="Cargando">
      <Loader />
    </Center>
  );
}
