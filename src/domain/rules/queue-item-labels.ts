import type { QueueItem } from '../contract/waitlist';

/** Host-list labels of a queue item (spec 01 §2.10 and §4.7), in display order. */
export const QUEUE_ITEM_LABELS = [
  'present',
  'canceled',
  'delayed',
  'confirmed',
  'confirming',
  'notified',
] as const;
export type QueueItemLabel = (typeof QUEUE_ITEM_LABELS)[number];

export const QUEUE_ITEM_LABEL_TEXT: Record<QueueItemLabel, string> = {
  present: 'Presente',
  canceled: 'Cancelado',
  delayed: 'Retraso',
  confirmed: 'Confirmado',
  confirming: 'Confirmando',
  notified: 'Notificado',
};

export type QueueItemLabelInput = Pick<
  QueueItem,
  'type' | 'status' | 'booking_date' | 'checked_in_at' | 'notified_at' | 'ready_at' | 'confirmation_request'
>;

export interface QueueItemLabelContext {
  /** The current instant, in ms since the epoch. */
  now: number;
  /** waitlist_settings.noshow_tolerance_mins of the location (default 10, 02 §9). */
  noshowToleranceMins: number;
}

function instant(iso: string | null): number | null {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * When the customer was expected: a booking at its booking_date; a waitlist entry from the
 * moment its table was announced ready, or else from its last notification. Null if not yet.
 */
function expectedAt(item: QueueItemLabelInput): number | null {
  if (item.type === 'booking') return instant(item.booking_date);
  return instant(item.ready_at) ?? instant(item.notified_at);
}

/**
 * The labels of one entry, in display order:
 * - Presente: checked in.
 * - Cancelado: status canceled, or the customer declined the confirmation (response false).
 * - Retraso (delayed and no-show): not checked in, still open (pending, notified or ready) and
 *   the no-show tolerance has passed since the booking time, or since a waitlist entry was
 *   called (ready_at, else notified_at).
 * - Confirmado: the customer confirmed (response true), unless canceled.
 * - Confirmando: a confirmation request awaits the answer (response null), unless the entry is
 *   checked in, canceled or completed.
 * - Notificado: notified_at is set and none of the labels above apply.
 * Instants are compared as absolute times, so the result does not depend on any time zone.
 */
export function queueItemLabels(item: QueueItemLabelInput, context: QueueItemLabelContext): QueueItemLabel[] {
  const response = item.confirmation_request?.response;
  const present = item.checked_in_at !== null;
  const canceled = item.status === 'canceled' || response === false;
  const open = !canceled && item.status !== 'completed';
  const expected = expectedAt(item);
  const delayed =
    open && !present && expected !== null && context.now > expected + context.noshowToleranceMins * 60_000;

  const labels: QueueItemLabel[] = [];
  if (present) labels.push('present');
  if (canceled) labels.push('canceled');
  if (delayed) labels.push('delayed');
  if (response === true && !canceled) labels.push('confirmed');
  if (item.confirmation_request !== null && response === null && open && !present) labels.push('confirming');
  if (labels.length === 0 && item.notified_at !== null) labels.push('notified');
  return labels;
}
