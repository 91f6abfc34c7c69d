import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearSession } from '../../lib/session';
import { LOGOUT_FAILED_MESSAGE, logout } from './api/logout';

/**
 * 'Cerrar sesión': POST logout; on success forget the session and its cached data on this
 * device and open the login with a full reload. A failure keeps the session and says
 * 'Failed to logout.' (spec 01 §8).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await queryClient.cancelQueries();
      queryClient.clear();
      clearSession();
      window.location.assign('/login');
    },
    onError: () => {
      notifications.show({ color: 'red', message: LOGOUT_FAILED_MESSAGE });
    },
  });
}
