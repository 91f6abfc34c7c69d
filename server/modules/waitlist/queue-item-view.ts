import Decimal from 'decimal.js';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  PAYMENT_STATUS_LABELS,
  QUEUE_ITEM_STATUS_LABELS,
  type QueueItem,
} from '../../../src/domain/contract/waitlist';
import type { Db } from '../../db/client';
import { products, queueItems, users } from '../../db/schema';
import { queueItemPublicUrl } from '../../http/public-urls';

/** The columns of one queue item as the API shows it, with its service and assigned employee. */
const queueItemColumns = {
  item: queueItems,
  productName: products.name,
  assignedUserName: users.name,
};

type QueueItemRow = {
  item: typeof queueItems.$inferSelect;
  productName: string | null;
  assignedUserName: string | null;
};

/** SELECT of queue items with their joins; callers add the (tenant-scoped) WHERE, order and page. */
export function selectQueueItems(db: Db) {
  return db
    .select(queueItemColumns)
    .from(queueItems)
    .leftJoin(products, eq(products.id, queueItems.productId))
    .leftJoin(users, eq(users.id, queueItems.assignedUserId));
}

/** One item as queueItemJson builds it: its columns, then its service's and employee's names. */
export type QueueItemJson = [unknown[], string | null, string | null];

const itemColumns = Object.entries(getTableColumns(queueItems));
const isInstant = (column: AnyPgColumn) => column.columnType === 'PgTimestamp';

/**
 * Each queue item as a JSON array of its columns in schema order, instants as epoch
 * milliseconds: PostgreSQL builds that far faster than `to_json(row)` with ISO timestamps.
 */
const itemAsJsonArray = sql`json_build_array(${sql.join(
  itemColumns.map(([, column]) =>
    isInstant(column) ? sql`extract(epoch from ${column}) * 1000` : sql`${column}`,
  ),
  sql`, `,
)})`;

/**
 * One queue item with its joins (products and users, as selectQueueItems joins them) as a JSON
 * value, for queries that hand many items over in ONE json_agg value: for long lists (status-data's
 * hundreds of entries) several times faster on PGlite, whose cost is per column and row it hands
 * over. parseQueueItemJson turns it back into a row.
 */
export const queueItemJson = sql`json_build_array(${itemAsJsonArray}, ${products.name}, ${users.name})`;

/** queueItemJson's value → the row selectQueueItems returns (each column's own driver mapping). */
export function parseQueueItemJson([values, productName, assignedUserName]: QueueItemJson): QueueItemRow {
  const item: Record<string, unknown> = {};
  itemColumns.forEach(([key, column], index) => {
    const raw = values[index];
    if (raw === null || raw === undefined) item[key] = null;
    else item[key] = isInstant(column) ? new Date(Number(raw)) : column.mapFromDriverValue(raw);
  });
  return { item: item as typeof queueItems.$inferSelect, productName, assignedUserName };
}

export interface QueueItemFormat {
  /** Instant → ISO 8601 with the location's offset. */
  iso: (instant: Date) => string;
  /** Origin of the public pages (for the item's url). */
  origin: string;
}

const MINUTE_MS = 60_000;

/** A row → the QueueItem of the contract (spec 01 §3.9). */
export function toQueueItem(row: QueueItemRow, format: QueueItemFormat): QueueItem {
  const { item } = row;
  const iso = (instant: Date | null) => (instant ? format.iso(instant) : null);
  const bookingEnd =
    item.bookingDate && item.durationMins !== null
      ? new Date(item.bookingDate.getTime() + item.durationMins * MINUTE_MS)
      : null;
  const hasPayment = item.paymentStatus !== 'none' || item.amountTotal !== null;
  const amountTotal = item.amountTotal ?? 0;
  return {
    id: item.id,
    type: item.type,
    name: item.name,
    phone: item.phone,
    contact_id: item.contactId,
    status: item.status,
    status_name: QUEUE_ITEM_STATUS_LABELS[item.status],
    group_size: item.groupSize,
    initial_group_size: item.initialGroupSize,
    notes: item.notes,
    booking_date: iso(item.bookingDate),
    booking_date_end: iso(bookingEnd),
    duration_mins: item.durationMins,
    product:
      item.productId !== null && row.productName !== null
        ? { id: item.productId, name: row.productName, variant: null }
        : null,
    assigned_user:
      item.assignedUserId !== null && row.assignedUserName !== null
        ? { id: item.assignedUserId, name: row.assignedUserName }
        : null,
    confirmation_request: item.confirmationRequestedAt
      ? {
          response: item.confirmationResponse,
          response_at: iso(item.confirmationResponseAt),
          created_at: format.iso(item.confirmationRequestedAt),
        }
      : null,
    checked_in_at: iso(item.checkedInAt),
    ready_at: iso(item.readyAt),
    canceled_at: iso(item.canceledAt),
    notified_at: iso(item.notifiedAt),
    rescheduled_at: iso(item.rescheduledAt),
    created_at: format.iso(item.createdAt),
    booking_reminder_at: iso(item.bookingReminderAt),
    table_num: item.tableNum,
    quoted_wait_mins: item.quotedWaitMins,
    payment_status: item.paymentStatus,
    payment_status_name: PAYMENT_STATUS_LABELS[item.paymentStatus],
    payment_data: hasPayment
      ? {
          amount_total: amountTotal,
          amount_paid: item.amountPaid,
          amount_due: new Decimal(amountTotal).minus(item.amountPaid).toDecimalPlaces(2).toNumber(),
        }
      : null,
    url: queueItemPublicUrl(format.origin, item.publicCode),
  };
}
