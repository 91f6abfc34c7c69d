import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Role } from '../../domain/roles';
import { PERMISSION_GROUPS } from './permission-groups';

interface PermissionPickerProps {
  value: readonly Role[];
  onChange: (roles: Role[]) => void;
  error?: string | null;
}

/** The permissions of 'Personalizado', one checkbox each, grouped by area (02 §6). */
export function PermissionPicker({ value, onChange, error }: PermissionPickerProps) {
  const chosen = new Set<string>(value);
  const toggle = (role: Role, on: boolean) =>
    onChange(on ? [...value, role] : value.filter((held) => held !== role));
  return (
    <Stack gap="sm" role="group" aria-label="Permisos">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {PERMISSION_GROUPS.map((group) => (
          <Stack key={group.title} gap={6} role="group" aria-label={group.title}>
            <Text fw={600} size="sm">
              {group.title}
            </Text>
            {group.permissions.map((permission) => (
              <Checkbox
                key={permission.role}
                label={permission.label}
                description={permission.description}
                checked={chosen.has(permission.role)}
                onChange={(event) => toggle(permission.role, event.currentTarget.checked)}
              />
            ))}
          </Stack>
        ))}
      </SimpleGrid>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
