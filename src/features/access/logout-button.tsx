import { Button } from '@mantine/core';
import { useLogout } from './use-logout';

/** 'Cerrar sesión' on the access screens, where there is no shell with a user menu. */
export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button variant="subtle" color="gray" loading={logout.isPending} onClick={() => logout.mutate()}>
      Cerrar sesión
    </Button>
  );
}
