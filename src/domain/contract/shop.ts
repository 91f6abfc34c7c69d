import * as v from 'valibot';
import { ShopSettingsSchema, WaitMinsSchema } from './settings';
import {
  ORDER_ACTIONS,
  ORDER_DELIVERY_STATUSES,
  ORDER_DELIVERY_TYPES,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  RECEPTION_MODES,
} from './shop-values';

export * from './shop-values';

/** A chosen modifier option, copied onto the order line with its price at the time. */
export const SaleItemModifierSchema = v.object({
  modifier_id: v.number(),
  modifier_name: v.string(),
  option_id: v.number(),
  name: v.string(),
  price: v.number(),
});
export type SaleItemModifier = v.InferOutput<typeof SaleItemModifierSchema>;

const nullableString = v.nullable(v.string());

export const OrderItemSchema = v.object({
  id: v.number(),
  product_id: v.nullable(v.number()),
  name: v.string(),
  quantity: v.number(),
  notes: nullableString,
  price_unit: v.number(),
  discount: v.number(),
  total: v.number(),
  modifiers: v.array(SaleItemModifierSchema),
});
export type OrderItem = v.InferOutput<typeof OrderItemSchema>;

export const OrderAddressSchema = v.object({
  formatted_address: nullableString,
  reference: nullableString,
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
});

/**
 * An order as the inbox, history and detail show it (02 §3 "Order"). Money in pesos (numbers with
 * two decimals); instants ISO 8601 with offset; amount_due = total - amount_paid.
 */
export const OrderSchema = v.object({
  id: v.number(),
  number: v.string(),
  status: v.picklist(ORDER_STATUSES),
  status_name: v.string(),
  delivery_status: v.picklist(ORDER_DELIVERY_STATUSES),
  delivery_status_name: v.string(),
  delivery_type: v.picklist(ORDER_DELIVERY_TYPES),
  delivery_type_name: v.string(),
  payment_status: v.picklist(ORDER_PAYMENT_STATUSES),
  payment_status_name: v.string(),
  payment_method_name: nullableString,
  subtotal: v.number(),
  shipping: v.number(),
  discount: v.number(),
  total: v.number(),
  amount_paid: v.number(),
  amount_due: v.number(),
  customer_cash: v.nullable(v.number()),
  notes: nullableString,
  placed_at: v.string(),
  confirmed_at: nullableString,
  preparing_at: nullableString,
  ready_at: nullableString,
  shipped_at: nullableString,
  scheduled_to: nullableString,
  completed_at: nullableString,
  canceled_at: nullableString,
  reference_date: v.string(),
  contact: v.object({ id: v.nullable(v.number()), name: v.string(), phone: nullableString }),
  address: v.nullable(OrderAddressSchema),
  items: v.array(OrderItemSchema),
  /** The customer's order page. */
  url: v.string(),
});
export type Order = v.InferOutput<typeof OrderSchema>;

export const OrderPaymentSchema = v.object({
  id: v.number(),
  paid_at: v.string(),
  method: v.object({ name: v.string() }),
  amount: v.number(),
});

/** GET /v1/pos/staff/order/{id}/details and GET /v1/pos/sale/{id}: the order and its payments. */
export const OrderDetailsSchema = v.object({ ...OrderSchema.entries, payments: v.array(OrderPaymentSchema) });
export type OrderDetails = v.InferOutput<typeof OrderDetailsSchema>;

/** 02 §3 "Shop status", plus the reception mode and the location's zone for the screen. */
export const ShopStatusSchema = v.object({
  reception: v.picklist(RECEPTION_MODES),
  pickup_enabled: v.boolean(),
  delivery_enabled: v.boolean(),
  processing_mins_avg: v.number(),
  shipping_mins_avg: v.number(),
  notifications_enabled: v.boolean(),
  has_balance: v.boolean(),
  /**
   * Today's cap of messages the public pages may send is reached (as the waitlist's status-data):
   * online orders still arrive, without their messages (absent from older servers: false).
   */
  public_messages_capped: v.optional(v.boolean()),
  /** False while the shop cannot take orders yet (no reception channel or no active product). */
  setup: v.boolean(),
  timezone: v.string(),
});
export type ShopStatus = v.InferOutput<typeof ShopStatusSchema>;

/** GET /v1/pos/staff/order/status-data: the shop's status and every active order. */
export const ShopStatusDataSchema = v.object({ status: ShopStatusSchema, list: v.array(OrderSchema) });
export type ShopStatusData = v.InferOutput<typeof ShopStatusDataSchema>;

export { WAIT_MINS_MESSAGE } from './settings';

/** POST /v1/pos/staff/order/status (02 §7): wait times and reception modes; omitted keys keep their value. */
export const ShopStatusBodySchema = v.object({
  processing_mins_avg: v.optional(WaitMinsSchema),
  shipping_mins_avg: v.optional(WaitMinsSchema),
  delivery_enabled: v.optional(v.boolean()),
  pickup_enabled: v.optional(v.boolean()),
});
export type ShopStatusBody = v.InferOutput<typeof ShopStatusBodySchema>;

/** POST /v1/pos/staff/order/{id}/status {status}. */
export const OrderStatusBodySchema = v.object({
  status: v.picklist(ORDER_ACTIONS, 'El estatus no es válido.'),
});

/** The answer of a status change: the order as the inbox shows it, and what happened to its message. */
export const OrderChangeResultSchema = v.object({
  order: OrderSchema,
  message: v.picklist(['queued', 'no_balance', 'none']),
  message_id: v.nullable(v.number()),
});

/**
 * GET and PATCH /v1/pos/configuration (02 §3 "Shop configuration"). The WhatsApp phone is kept
 * only for the whatsapp channel; any other channel stores the reception config as null (02 §5).
 */
export const PosConfigurationSchema = ShopSettingsSchema;
export type PosConfiguration = v.InferOutput<typeof PosConfigurationSchema>;
export const PosConfigurationPatchSchema = v.partial(ShopSettingsSchema);

/** One headline figure of the shop's summary (02 §3 "Report summary"). */
export const ReportSummaryValueSchema = v.object({
  key: v.string(),
  title: v.string(),
  type: v.picklist(['money', 'number']),
  value: v.number(),
});

/**
 * POST /v1/pos/reporting/summary (body ReportBodySchema): Pedidos, Ventas, Ticket promedio,
 * Cancelados, A domicilio, Para recoger, Envíos. Canceled orders never count as sales.
 */
export const ShopSummarySchema = v.object({ values: v.array(ReportSummaryValueSchema) });
export type ShopSummary = v.InferOutput<typeof ShopSummarySchema>;
