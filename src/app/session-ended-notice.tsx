import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { SESSION_ENDED_NOTICE, takeSessionEndedNote } from '../lib/session-ended';

/**
 * After the API refused the session (the person was removed or suspended, or it expired) the app
 * reloads into the login; this says why, until the person closes it.
 */
export function SessionEndedNotice() {
  useEffect(() => {
    if (!takeSessionEndedNote()) return;
    notifications.show({
      id: 'session-ended',
      color: 'orange',
      autoClose: false,
      title: SESSION_ENDED_NOTICE.title,
      message: SESSION_ENDED_NOTICE.message,
    });
  }, []);
  return null;
}
