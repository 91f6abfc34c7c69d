import type { QueueAction } from '../contract/queue-actions';
import type { QueueItem } from '../contract/waitlist';

/** What decides the actions: a whole QueueItem fits, and so does a stored row mapped to these three. */
export interface QueueActionsInput {
  type: QueueItem['type'];
  status: QueueItem['status'];
  confirmation_request: { response: boolean | null } | null;
}

/** The actions a host is offered on one entry: the main green button and the menu (01 §4.7). */
export interface ActionsOffered {
  main: QueueAction | null;
  menu: QueueAction[];
}

const NONE: ActionsOffered = { main: null, menu: [] };

/**
 * The actions-offered table of 01 §4.7:
 * - completed and canceled offer nothing;
 * - the main button is Ready while pending or notified, otherwise Complete;
 * - waitlist: notify is repeatable; once the customer declined the confirmation, Cancel replaces
 *   Ready and Complete moves into the menu; a confirmation is requested only before ready;
 * - booking: ready sends a reminder and is repeatable; once declined, Cancel replaces Complete.
 * The server accepts exactly these actions (any other is a 409).
 */
export function actionsOffered(item: QueueActionsInput): ActionsOffered {
  if (item.status === 'completed' || item.status === 'canceled') return NONE;
  const declined = item.confirmation_request?.response === false;
  const waiting = item.status === 'pending' || item.status === 'notified';

  if (item.type === 'waitlist') {
    if (waiting) {
      return declined
        ? { main: 'cancel', menu: ['notify', 'complete'] }
        : { main: 'ready', menu: ['notify', 'request-confirmation', 'cancel'] };
    }
    return { main: 'complete', menu: ['notify', 'cancel'] };
  }

  if (waiting) {
    return declined ? { main: 'ready', menu: ['cancel'] } : { main: 'ready', menu: ['complete', 'cancel'] };
  }
  return declined ? { main: 'cancel', menu: ['ready'] } : { main: 'complete', menu: ['ready', 'cancel'] };
}

/** Whether the server accepts `action` on the item now. */
export function isActionOffered(item: QueueActionsInput, action: QueueAction): boolean {
  const offered = actionsOffered(item);
  return offered.main === action || offered.menu.includes(action);
}

/** Spanish labels of the actions (buttons, menu entries, confirmation dialogs). */
export const QUEUE_ACTION_LABELS: Record<QueueAction, string> = {
  ready: 'Listo',
  complete: 'Completar',
  cancel: 'Cancelar',
  notify: 'Notificar',
  'request-confirmation': 'Solicitar confirmación',
};
