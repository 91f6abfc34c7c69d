import { Menu, Text } from '@mantine/core';
import { IconLogout, IconMailExclamation, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { AccountSettings } from '../../domain/contract/access';
import { useLogout } from '../../features/access/use-logout';
import { UserMenuButton } from './user-menu-button';

/** Opened on first use: who is signed in, an unverified e-mail's way to a new link, 'Mi perfil' and 'Cerrar sesión'. */
export default function UserMenuDropdown({ user }: { user: AccountSettings['user'] }) {
  const logout = useLogout();
  return (
    <Menu defaultOpened position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UserMenuButton userName={user.name} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email ?? user.phone}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {user.email && !user.email_verified && (
          <Menu.Item
            component={Link}
            to="/verify-email"
            color="orange"
            leftSection={<IconMailExclamation size={16} aria-hidden />}
          >
            Correo sin verificar: reenviar enlace
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/settings/account" leftSection={<IconUser size={16} aria-hidden />}>
          Mi perfil
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          Cerrar sesión
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
