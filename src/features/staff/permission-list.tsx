import { List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PERMISSION_GROUPS } from './permission-groups';
import { staffPermissionsQueryOptions } from './staff-user-api';

/**
 * The permissions a 'Personalizado' person holds here (GET .../permissions), grouped by area with
 * their titles and descriptions (02 §6); areas without any are left out.
 */
export function PermissionList({ locationId, userId }: { locationId: number | null; userId: number }) {
  const held = useQuery({
    ...staffPermissionsQueryOptions(locationId, userId),
    enabled: locationId !== null,
  });
  if (!held.data) return null;
  const groups = PERMISSION_GROUPS.map((group) => ({
    ...group,
    permissions: group.permissions.filter((permission) => held.data.includes(permission.role)),
  })).filter((group) => group.permissions.length > 0);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" aria-label="Permisos">
      {groups.map((group) => (
        <Stack key={group.title} gap={4} role="group" aria-label={group.title}>
          <Text fw={600} size="sm">
            {group.title}
          </Text>
          <List size="sm" spacing={4}>
            {group.permissions.map((permission) => (
              <List.Item key={permission.role}>
                <Text size="sm">{permission.label}</Text>
                <Text size="xs" c="dimmed">
                  {permission.description}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
