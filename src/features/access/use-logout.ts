import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLIENT_ERROR_CODES, isApiError } from '../../lib/api/api-error';
import { countUnsentChanges, discardAllChanges } from '../../lib/outbox/outbox-state';
import { unsentLogoutQuestion } from '../../lib/outbox/unsent-changes';
import { clearSession } from '../../lib/session';
import { LOGOUT_FAILED_MESSAGE, logout } from './api/logout';

/** The user kept the session when warned about unsent changes: not a failure. */
class LogoutCanceled extends Error {}

/** POST logout; without a connection the device forgets the session anyway (the user asked to leave). */
async function logoutEvenOffline(): Promise<void> {
  try {
    await logout();
  } catch (error) {
    if (!(isApiError(error) && error.code === CLIENT_ERROR_CODES.offline)) throw error;
  }
}

/**
 * 'Cerrar sesión': with changes made offline still unsent, asks at once, online or offline ('Hay N
 * cambios sin enviar… se perderán'); then POST logout; on success, or when the server cannot be
 * reached, forget the session, its cached data and the confirmed unsent changes on this device
 * (the next user must not send them in their name) and open the login with a full reload. A
 * refusal keeps the session and says 'Failed to logout.' (spec 01 §8).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    // The default ('online') would pause the whole call offline, question included, until the
    // connection returns: exactly when changes are queued.
    networkMode: 'always',
    mutationFn: async () => {
      const unsent = await countUnsentChanges().catch(() => 0);
      if (unsent > 0 && !window.confirm(unsentLogoutQuestion(unsent))) throw new LogoutCanceled();
      await logoutEvenOffline();
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
