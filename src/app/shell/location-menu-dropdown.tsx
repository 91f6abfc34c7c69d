import { Loader, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconMapSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { allowedLocationsQueryOptions } from '../../features/access/api/allowed-locations';
import { switchLocation } from '../../features/access/api/set-location';
import { isApiError } from '../../lib/api/api-error';
import { LocationMenuButton } from './location-menu-button';

/** The location menu shows this many locations, then 'Ver todas' (spec 01 §9). */
export const LOCATION_MENU_SIZE = 4;

/** Opened on first use: up to 4 locations to switch to (the page reloads), then 'Ver todas'. */
export default function LocationMenuDropdown({ locationName }: { locationName: string }) {
  const locations = useQuery(allowedLocationsQueryOptions());
  const queryClient = useQueryClient();
  const select = useMutation({
    mutationFn: (id: number) => switchLocation(queryClient, id),
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: isApiError(error) ? error.message : 'No se pudo cambiar de ubicación.',
      }),
  });

  return (
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
  );
}
