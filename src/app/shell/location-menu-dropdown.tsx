import { Loader, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconMapSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { allowedLocationsQueryOptions } from '../../features/access/api/allowed-locations';
import { switchLocation } from '../../features/access/api/set-location';
import { UnsentChangesNotice } from '../../features/waitlist/offline/unsent-changes-notice';
import { isApiError } from '../../lib/api/api-error';
import { countUnsentChanges } from '../../lib/outbox/outbox-state';
import { LocationMenuButton } from './location-menu-button';

/** The location menu shows this many locations, then 'Ver todas' (spec 01 §9). */
export const LOCATION_MENU_SIZE = 4;

/**
 * Opened on first use: up to 4 locations to switch to (the page reloads), then 'Ver todas'. While
 * changes made offline wait to be sent, switching is refused with a notice: they belong to this
 * location.
 */
export default function LocationMenuDropdown({ locationName }: { locationName: string }) {
  const locations = useQuery(allowedLocationsQueryOptions());
  const queryClient = useQueryClient();
  const [unsent, setUnsent] = useState(0);
  const select = useMutation({
    mutationFn: async (id: number) => {
      const waiting = await countUnsentChanges().catch(() => 0);
      if (waiting > 0) setUnsent(waiting);
      else await switchLocation(queryClient, id);
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: isApiError(error) ? error.message : 'No se pudo cambiar de ubicación.',
      }),
  });

  return (
    <>
      <Menu defaultOpened position="bottom-start" width={280} shadow="md">
        <Menu.Target>
          <LocationMenuButton locationName={locationName} busy={select.isPending} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Tus negocios</Menu.Label>
          {locations.isPending && (
            <Menu.Item disabled leftSection={<Loader size="xs" />}>
              Cargando…
            </Menu.Item>
          )}
          {locations.data?.slice(0, LOCATION_MENU_SIZE).map((location) => (
            <Menu.Item
              key={location.id}
              leftSection={
                location.is_current ? <IconCheck size={16} aria-hidden /> : <span style={{ width: 16 }} />
              }
              onClick={() => select.mutate(location.id)}
              disabled={select.isPending}
              aria-current={location.is_current ? 'true' : undefined}
            >
              {location.name}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            component={Link}
            to="/select-location"
            leftSection={<IconMapSearch size={16} aria-hidden />}
          >
            Ver todas
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <UnsentChangesNotice count={unsent} onClose={() => setUnsent(0)} />
    </>
  );
}
