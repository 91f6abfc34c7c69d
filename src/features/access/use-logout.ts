import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { countUnsentChanges, discardAllChanges } from '../../lib/outbox/outbox-state';
import { unsentLogoutQuestion } from '../../lib/outbox/unsent-changes';
import { clearSession } from '../../lib/session';
import { LOGOUT_FAILED_MESSAGE, logout } from './api/logout';

/** The user kept the session when warned about unsent changes: not a failure. */
class LogoutCanceled extends Error {}

/**
 * 'Cerrar sesión': with changes made offline still unsent, asks first ('Hay N cambios sin
 * enviar…'); then POST logout; on success forget the session, its cached data and the confirmed
 * unsent changes on this device (the next user must not send them in their name) and open the
 * login with a full reload. A failure keeps the session and says 'Failed to logout.' (spec 01 §8).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const unsent = await countUnsentChanges().catch(() => 0);
      if (unsent > 0 && !window.confirm(unsentLogoutQuestion(unsent))) throw new LogoutCanceled();
      await logout();
      return unsent;
    },
    onSuccess: async (unsent) => {
      if (unsent > 0) await discardAllChanges();
      await queryClient.cancelQueries();
      queryClient.clear();
      clearSession();
      window.location.assign('/login');
    },
    onError: (error) => {
      if (error instanceof LogoutCanceled) return;
      notifications.show({ color: 'red', message: LOGOUT_FAILED_MESSAGE });
    },
  });
}
