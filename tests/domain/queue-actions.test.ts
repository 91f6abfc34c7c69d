import { describe, expect, it } from 'vitest';
import { QUEUE_ACTIONS, type QueueAction } from '../../src/domain/contract/queue-actions';
import { QUEUE_ITEM_STATUSES, type QueueItemStatus } from '../../src/domain/contract/waitlist';
import {
  type ActionsOffered,
  actionsOffered,
  isActionOffered,
  type QueueActionsInput,
} from '../../src/domain/rules/queue-actions';

type Confirmation = 'no request' | 'pending' | 'confirmed' | 'declined';
const CONFIRMATIONS: Record<Confirmation, QueueActionsInput['confirmation_request']> = {
  'no request': null,
  pending: { response: null },
  confirmed: { response: true },
  declined: { response: false },
};

const NONE: ActionsOffered = { main: null, menu: [] };
const offer = (main: QueueAction, ...menu: QueueAction[]): ActionsOffered => ({ main, menu });

/**
 * 01 §4.7 written out cell by cell (status × confirmation response), for each type: nothing once
 * completed or canceled; the green button is Ready while pending or notified, otherwise Complete;
 * waitlist: notify is repeatable, a declined customer gets Cancel instead of Ready and Complete in
 * the menu; booking: ready (the reminder) is repeatable, a declined customer gets Cancel instead of
 * Complete.
 */
const WAITLIST: Record<QueueItemStatus, Record<Confirmation, ActionsOffered>> = {
  pending: {
    'no request': offer('ready', 'notify', 'request-confirmation', 'cancel'),
    pending: offer('ready', 'notify', 'request-confirmation', 'cancel'),
    confirmed: offer('ready', 'notify', 'request-confirmation', 'cancel'),
    declined: offer('cancel', 'notify', 'complete'),
  },
  notified: {
    'no request': offer('ready', 'notify', 'request-confirmation', 'cancel'),
    pending: offer('ready', 'notify', 'request-confirmation', 'cancel'),
    confirmed: offer('ready', 'notify', 'request-confirmation', 'cancel'),
    declined: offer('cancel', 'notify', 'complete'),
  },
  ready: {
    'no request': offer('complete', 'notify', 'cancel'),
    pending: offer('complete', 'notify', 'cancel'),
    confirmed: offer('complete', 'notify', 'cancel'),
    declined: offer('complete', 'notify', 'cancel'),
  },
  completed: { 'no request': NONE, pending: NONE, confirmed: NONE, declined: NONE },
  canceled: { 'no request': NONE, pending: NONE, confirmed: NONE, declined: NONE },
};

const BOOKING: Record<QueueItemStatus, Record<Confirmation, ActionsOffered>> = {
  pending: {
    'no request': offer('ready', 'complete', 'cancel'),
    pending: offer('ready', 'complete', 'cancel'),
    confirmed: offer('ready', 'complete', 'cancel'),
    declined: offer('ready', 'cancel'),
  },
  notified: {
    'no request': offer('ready', 'complete', 'cancel'),
    pending: offer('ready', 'complete', 'cancel'),
    confirmed: offer('ready', 'complete', 'cancel'),
    declined: offer('ready', 'cancel'),
  },
  ready: {
    'no request': offer('complete', 'ready', 'cancel'),
    pending: offer('complete', 'ready', 'cancel'),
    confirmed: offer('complete', 'ready', 'cancel'),
    declined: offer('cancel', 'ready'),
  },
  completed: { 'no request': NONE, pending: NONE, confirmed: NONE, declined: NONE },
  canceled: { 'no request': NONE, pending: NONE, confirmed: NONE, declined: NONE },
};

const TABLES = { waitlist: WAITLIST, booking: BOOKING } as const;

const cells = (Object.keys(TABLES) as (keyof typeof TABLES)[]).flatMap((type) =>
  QUEUE_ITEM_STATUSES.flatMap((status) =>
    (Object.keys(CONFIRMATIONS) as Confirmation[]).map(
      (confirmation) => [type, status, confirmation, TABLES[type][status][confirmation]] as const,
    ),
  ),
);

describe('actionsOffered (01 §4.7)', () => {
  it('covers every status × type × confirmation response', () => {
    expect(cells).toHaveLength(2 * 5 * 4);
  });

  it.each(cells)('%s %s, confirmation %s', (type, status, confirmation, expected) => {
    const item = { type, status, confirmation_request: CONFIRMATIONS[confirmation] };
    expect(actionsOffered(item)).toEqual(expected);
    for (const action of QUEUE_ACTIONS) {
      const offered = expected.main === action || expected.menu.includes(action);
      expect(isActionOffered(item, action), action).toBe(offered);
    }
  });

  it('never offers the same action twice in one cell', () => {
    for (const [, , , expected] of cells) {
      const all = [expected.main, ...expected.menu].filter((action) => action !== null);
      expect(new Set(all).size).toBe(all.length);
    }
  });
});
