import type { QueueItem } from '../../../domain/contract/waitlist';

export interface RegisterDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Waitlist entry (walk-in) or booking; the dialog lets the host switch. */
  type: QueueItem['type'];
  /** A booking's preselected start (ISO 8601 with offset), e.g. the slot clicked on the calendar. */
  initialBookingDate?: string | null;
  /** Called with the new item once the server registered it (not when queued offline). */
  onRegistered?: (item: QueueItem) => void;
}
