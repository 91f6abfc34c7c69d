import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ORDER_DELIVERY_STATUS_LABELS,
  ORDER_DELIVERY_TYPE_LABELS,
  ORDER_PAYMENT_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderDeliveryStatus,
  type OrderDeliveryType,
  type OrderDetails,
  type OrderItem,
  type OrderPaymentStatus,
  type OrderStatus,
} from '../../../src/domain/contract/shop';
import type { Db, Tx } from '../../db/client';
import { paymentMethods, saleItems, salePayments, sales } from '../../db/schema';
import { orderPublicUrl } from '../../http/public-urls';
import { pesos } from './pesos';

/** An instant as epoch milliseconds in JSON (PostgreSQL builds that faster than ISO text). */
const epochMs = (column: AnyPgColumn) => sql`extract(epoch from ${column}) * 1000`;

const itemsJson = sql`coalesce((
  select json_agg(json_build_object(
    'id', ${saleItems.id}, 'product_id', ${saleItems.productId}, 'name', ${saleItems.name},
    'quantity', ${saleItems.quantity}, 'notes', ${saleItems.notes}, 'price_unit', ${saleItems.priceUnit},
    'discount', ${saleItems.discount}, 'total', ${saleItems.total}, 'modifiers', ${saleItems.modifiers}
  ) order by ${saleItems.sortOrder}, ${saleItems.id})
  from ${saleItems} where ${saleItems.saleId} = ${sales.id}
), '[]'::json)`;

const paymentsJson = sql`coalesce((
  select json_agg(json_build_object(
    'id', ${salePayments.id}, 'paid_at', ${epochMs(salePayments.paidAt)},
    'method_name', ${salePayments.methodName}, 'amount', ${salePayments.amount}
  ) order by ${salePayments.paidAt}, ${salePayments.id})
  from ${salePayments} where ${salePayments.saleId} = ${sales.id}
), '[]'::json)`;

/** One order as a JSON object: its columns, payment method name, items and (for details) payments. */
function orderJson(withPayments: boolean) {
  return sql`json_build_object(
    'id', ${sales.id}, 'number', ${sales.number}, 'status', ${sales.status},
    'delivery_status', ${sales.deliveryStatus}, 'delivery_type', ${sales.deliveryType},
    'payment_status', ${sales.paymentStatus}, 'payment_method_name', ${paymentMethods.name},
    'subtotal', ${sales.subtotal}, 'shipping', ${sales.shipping}, 'discount', ${sales.discount},
    'total', ${sales.total}, 'amount_paid', ${sales.amountPaid}, 'customer_cash', ${sales.customerCash},
    'notes', ${sales.notes},
    'placed_at', ${epochMs(sales.placedAt)}, 'confirmed_at', ${epochMs(sales.confirmedAt)},
    'preparing_at', ${epochMs(sales.preparingAt)}, 'ready_at', ${epochMs(sales.readyAt)},
    'shipped_at', ${epochMs(sales.shippedAt)}, 'scheduled_to', ${epochMs(sales.scheduledTo)},
    'completed_at', ${epochMs(sales.completedAt)}, 'canceled_at', ${epochMs(sales.canceledAt)},
    'reference_date', ${sales.referenceDate}, 'public_code', ${sales.publicCode},
    'contact_id', ${sales.contactId}, 'contact_name', ${sales.contactName}, 'contact_phone', ${sales.contactPhone},
    'formatted_address', ${sales.formattedAddress}, 'address_reference', ${sales.addressReference},
    'latitude', ${sales.latitude}, 'longitude', ${sales.longitude},
    'items', ${itemsJson}${withPayments ? sql`, 'payments', ${paymentsJson}` : sql``}
  )`;
}

/** An order as the JSON of orderJson hands it over (money as JSON numbers, instants as epoch ms). */
export interface OrderJsonRow {
  id: number;
  number: string;
  status: OrderStatus;
  delivery_status: OrderDeliveryStatus;
  delivery_type: OrderDeliveryType;
  payment_status: OrderPaymentStatus;
  payment_method_name: string | null;
  subtotal: number;
  shipping: number;
  discount: number;
  total: number;
  amount_paid: number;
  customer_cash: number | null;
  notes: string | null;
  placed_at: number;
  confirmed_at: number | null;
  preparing_at: number | null;
  ready_at: number | null;
  shipped_at: number | null;
  scheduled_to: number | null;
  completed_at: number | null;
  canceled_at: number | null;
  reference_date: string;
  public_code: string;
  contact_id: number | null;
  contact_name: string;
  contact_phone: string | null;
  formatted_address: string | null;
  address_reference: string | null;
  latitude: number | null;
  longitude: number | null;
  items: OrderItem[];
  payments?: { id: number; paid_at: number; method_name: string; amount: number }[];
}

/**
 * The orders matching `where` as ONE json_agg value in `orderBy` order, each with its items (and
 * payments when asked): one query and one value handed over, however many orders and lines.
 */
export async function selectOrdersJson(
  db: Db | Tx,
  where: SQL | undefined,
  orderBy: SQL,
  options: { payments?: boolean } = {},
): Promise<OrderJsonRow[]> {
  const [result] = await db
    .select({
      rows: sql<
        OrderJsonRow[] | string | null
      >`json_agg(${orderJson(options.payments ?? false)} order by ${orderBy})`,
    })
    .from(sales)
    .leftJoin(paymentMethods, eq(paymentMethods.id, sales.paymentMethodId))
    .where(where);
  const rows = result?.rows ?? null;
  return typeof rows === 'string' ? JSON.parse(rows) : (rows ?? []);
}

export interface OrderFormat {
  /** Instant → ISO 8601 with the location's offset. */
  iso: (instant: Date) => string;
  /** Origin of the public pages (the order's url). */
  origin: string;
}

/** A row of selectOrdersJson → the Order of the contract (02 §3 "Order"). */
export function toOrder(row: OrderJsonRow, format: OrderFormat): Order {
  const iso = (epoch: number | null) => (epoch === null ? null : format.iso(new Date(Number(epoch))));
  const hasAddress =
    row.formatted_address !== null ||
    row.address_reference !== null ||
    row.latitude !== null ||
    row.longitude !== null;
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    status_name: ORDER_STATUS_LABELS[row.status],
    delivery_status: row.delivery_status,
    delivery_status_name: ORDER_DELIVERY_STATUS_LABELS[row.delivery_status],
    delivery_type: row.delivery_type,
    delivery_type_name: ORDER_DELIVERY_TYPE_LABELS[row.delivery_type],
    payment_status: row.payment_status,
    payment_status_name: ORDER_PAYMENT_STATUS_LABELS[row.payment_status],
    payment_method_name: row.payment_method_name,
    subtotal: pesos(row.subtotal).toNumber(),
    shipping: pesos(row.shipping).toNumber(),
    discount: pesos(row.discount).toNumber(),
    total: pesos(row.total).toNumber(),
    amount_paid: pesos(row.amount_paid).toNumber(),
    amount_due: pesos(row.total).minus(pesos(row.amount_paid)).toNumber(),
    customer_cash: row.customer_cash === null ? null : pesos(row.customer_cash).toNumber(),
    notes: row.notes,
    placed_at: format.iso(new Date(Number(row.placed_at))),
    confirmed_at: iso(row.confirmed_at),
    preparing_at: iso(row.preparing_at),
    ready_at: iso(row.ready_at),
    shipped_at: iso(row.shipped_at),
    scheduled_to: iso(row.scheduled_to),
    completed_at: iso(row.completed_at),
    canceled_at: iso(row.canceled_at),
    reference_date: row.reference_date,
    contact: { id: row.contact_id, name: row.contact_name, phone: row.contact_phone },
    address: hasAddress
      ? {
          formatted_address: row.formatted_address,
          reference: row.address_reference,
          latitude: row.latitude,
          longitude: row.longitude,
        }
      : null,
    items: row.items.map((item) => ({
      ...item,
      quantity: Number(item.quantity),
      price_unit: pesos(item.price_unit).toNumber(),
      discount: pesos(item.discount).toNumber(),
      total: pesos(item.total).toNumber(),
    })),
    url: orderPublicUrl(format.origin, row.public_code),
  };
}

/** A row of selectOrdersJson read with payments → the OrderDetails of the contract. */
export function toOrderDetails(row: OrderJsonRow, format: OrderFormat): OrderDetails {
  return {
    ...toOrder(row, format),
    payments: (row.payments ?? []).map((payment) => ({
      id: payment.id,
      paid_at: format.iso(new Date(Number(payment.paid_at))),
      method: { name: payment.method_name },
      amount: pesos(payment.amount).toNumber(),
    })),
  };
}
