import { describe, expect, it } from 'vitest';
import {
  QUEUE_ITEM_LABEL_TEXT,
  type QueueItemLabel,
  type QueueItemLabelInput,
  queueItemLabels,
} from '../../src/domain/rules/queue-item-labels';

const NOW = Date.parse('2025-11-22T20:00:00Z'); // 14:00 in Mexico City
const TOLERANCE = 10;
const minutesAgo = (mins: number) => new Date(NOW - mins * 60_000).toISOString();
const minutesAhead = (mins: number) => new Date(NOW + mins * 60_000).toISOString();

function waitlist(overrides: Partial<QueueItemLabelInput> = {}): QueueItemLabelInput {
  return {
    type: 'waitlist',
    status: 'pending',
    booking_date: null,
    checked_in_at: null,
    notified_at: null,
    ready_at: null,
    confirmation_request: null,
    ...overrides,
  };
}

function booking(overrides: Partial<QueueItemLabelInput> = {}): QueueItemLabelInput {
  return waitlist({ type: 'booking', booking_date: minutesAhead(60), ...overrides });
}

const request = (response: boolean | null) => ({
  response,
  response_at: response === null ? null : minutesAgo(5),
  created_at: minutesAgo(8),
});

const cases: [string, QueueItemLabelInput, QueueItemLabel[]][] = [
  ['a plain pending waitlist entry has no label', waitlist(), []],
  ['a future booking has no label', booking(), []],
  ['checked in → Presente', waitlist({ checked_in_at: minutesAgo(5) }), ['present']],
  ['status canceled → Cancelado', waitlist({ status: 'canceled' }), ['canceled']],
  ['the customer declined → Cancelado', waitlist({ confirmation_request: request(false) }), ['canceled']],
  ['the customer confirmed → Confirmado', booking({ confirmation_request: request(true) }), ['confirmed']],
  ['a pending confirmation → Confirmando', waitlist({ confirmation_request: request(null) }), ['confirming']],
  [
    'notified, nothing else → Notificado',
    waitlist({ status: 'notified', notified_at: minutesAgo(3) }),
    ['notified'],
  ],
  [
    'a booking past its time plus the tolerance → Retraso',
    booking({ booking_date: minutesAgo(11) }),
    ['delayed'],
  ],
  ['a booking inside the tolerance is not late', booking({ booking_date: minutesAgo(9) }), []],
  ['a booking exactly at the tolerance is not late yet', booking({ booking_date: minutesAgo(10) }), []],
  [
    'a waitlist entry called ready past the tolerance → Retraso',
    waitlist({ status: 'ready', notified_at: minutesAgo(30), ready_at: minutesAgo(11) }),
    ['delayed'],
  ],
  [
    'a waitlist entry whose table was just announced ready is not late (still Notificado)',
    waitlist({ status: 'ready', notified_at: minutesAgo(30), ready_at: minutesAgo(2) }),
    ['notified'],
  ],
  [
    'a waitlist entry notified past the tolerance → Retraso, not Notificado',
    waitlist({ status: 'notified', notified_at: minutesAgo(15) }),
    ['delayed'],
  ],
  ['a pending, never called waitlist entry is never late', waitlist({ status: 'pending' }), []],
  [
    'a late booking that checked in → Presente only',
    booking({ booking_date: minutesAgo(40), checked_in_at: minutesAgo(1) }),
    ['present'],
  ],
  [
    'a canceled late booking → Cancelado only',
    booking({ booking_date: minutesAgo(40), status: 'canceled' }),
    ['canceled'],
  ],
  [
    'a completed late booking has no label',
    booking({ booking_date: minutesAgo(40), status: 'completed' }),
    [],
  ],
  [
    'a declined late booking → Cancelado, not Retraso',
    booking({ booking_date: minutesAgo(40), confirmation_request: request(false) }),
    ['canceled'],
  ],
  [
    'a confirmed booking that is late → Retraso and Confirmado',
    booking({ booking_date: minutesAgo(20), confirmation_request: request(true) }),
    ['delayed', 'confirmed'],
  ],
  [
    'checked in after confirming → Presente and Confirmado',
    booking({ checked_in_at: minutesAgo(1), confirmation_request: request(true) }),
    ['present', 'confirmed'],
  ],
  [
    'checked in with the confirmation still pending → Presente only',
    waitlist({ checked_in_at: minutesAgo(1), confirmation_request: request(null) }),
    ['present'],
  ],
  [
    'canceled with a confirmation pending → Cancelado only',
    waitlist({ status: 'canceled', confirmation_request: request(null) }),
    ['canceled'],
  ],
  [
    'canceled after confirming → Cancelado only',
    booking({ status: 'canceled', confirmation_request: request(true) }),
    ['canceled'],
  ],
  [
    'notified but checked in → Presente, not Notificado',
    waitlist({ status: 'notified', notified_at: minutesAgo(2), checked_in_at: minutesAgo(1) }),
    ['present'],
  ],
  [
    'notified and asked to confirm → Confirmando, not Notificado',
    waitlist({ status: 'notified', notified_at: minutesAgo(2), confirmation_request: request(null) }),
    ['confirming'],
  ],
  [
    'notified then canceled → Cancelado, not Notificado',
    waitlist({ status: 'canceled', notified_at: minutesAgo(2) }),
    ['canceled'],
  ],
  [
    'a booking reminded ahead of time → Notificado',
    booking({ booking_date: minutesAhead(90), notified_at: minutesAgo(5) }),
    ['notified'],
  ],
];

describe('queueItemLabels', () => {
  it.each(cases)('%s', (_name, item, expected) => {
    expect(queueItemLabels(item, { now: NOW, noshowToleranceMins: TOLERANCE })).toEqual(expected);
  });

  it('uses the location’s no-show tolerance', () => {
    const item = booking({ booking_date: minutesAgo(20) });
    expect(queueItemLabels(item, { now: NOW, noshowToleranceMins: 30 })).toEqual([]);
    expect(queueItemLabels(item, { now: NOW, noshowToleranceMins: 15 })).toEqual(['delayed']);
  });

  it('gives the same labels whatever offset the instants are written in', () => {
    // 13:45 in Mexico City, written in three zones: the same instant, 15 min before NOW.
    const sameInstant = ['2025-11-22T13:45:00-06:00', '2025-11-22T19:45:00Z', '2025-11-23T04:45:00+09:00'];
    const results = sameInstant.map((bookingDate) =>
      queueItemLabels(booking({ booking_date: bookingDate }), { now: NOW, noshowToleranceMins: TOLERANCE }),
    );
    expect(results).toEqual([['delayed'], ['delayed'], ['delayed']]);
  });

  it('shows Notificado only when no other label applies', () => {
    for (const [, item] of cases) {
      const labels = queueItemLabels(item, { now: NOW, noshowToleranceMins: TOLERANCE });
      if (labels.includes('notified')) expect(labels).toEqual(['notified']);
    }
  });

  it('has the Spanish text of every label', () => {
    expect(QUEUE_ITEM_LABEL_TEXT).toEqual({
      present: 'Presente',
      canceled: 'Cancelado',
      delayed: 'Retraso',
      confirmed: 'Confirmado',
      confirming: 'Confirmando',
      notified: 'Notificado',
    });
  });
});
