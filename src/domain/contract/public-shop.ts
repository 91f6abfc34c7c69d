import * as v from 'valibot';
import { IdSchema } from './common';
import { IsoInstantSchema } from './queue-registration';
import { ORDER_DELIVERY_TYPES, OrderItemSchema } from './shop';

/** Spanish refusals of the public order page (404, 409 and field messages of 422). */
export const PUBLIC_SHOP_MESSAGES = {
  businessNotFound: 'Negocio no encontrado.',
  orderNotFound: 'Pedido no encontrado.',
  receptionOff: 'El negocio no está recibiendo pedidos en este momento.',
  deliveryOff: 'Por ahora el negocio no está recibiendo pedidos a domicilio.',
  pickupOff: 'Por ahora el negocio no está recibiendo pedidos para recoger.',
  emptyCart: 'Agrega al menos un producto.',
  productUnavailable: 'Este producto ya no está disponible.',
  variantRequired: 'Elige una opción de este producto.',
  variantInvalid: 'La opción elegida no es de este producto.',
  modifierInvalid: 'Un complemento elegido no es de este producto.',
  quantity: 'La cantidad debe estar entre 1 y 99.',
  addressRequired: 'Ingresa la dirección de entrega.',
  locationRequired: 'Comparte tu ubicación para calcular el envío.',
  outsideZone: 'La dirección está fuera de la zona de entrega.',
  deliveryMethodRequired: 'Elige un método de entrega.',
  paymentMethodRequired: 'Elige cómo vas a pagar.',
  scheduledPast: 'Elige una hora futura.',
  scheduledTooFar: 'Elige una hora dentro de los próximos 7 días.',
  cashBelowTotal: 'El efectivo debe cubrir el total del pedido.',
  invalidPhone: 'El número de celular no es válido.',
  nameRequired: 'Ingresa tu nombre.',
} as const;

/** How far ahead a customer may schedule an order. */
export const MAX_SCHEDULE_DAYS = 7;

const pesos = (amount: number) => `$${amount.toFixed(2)}`;

/** 422 on delivery_method_id: the cart is below the method's minimum purchase. */
export function minPurchaseMessage(amount: number): string {
  return `El pedido mínimo para envío a domicilio es de ${pesos(amount)}.`;
}

/** 422 on a line's modifiers: the choices of one modifier break its min/max (0 = no maximum). */
export function modifierChoiceMessage(modifier: { name: string; min_options: number; max_options: number }) {
  const { name, min_options: min, max_options: max } = modifier;
  if (max > 0 && min === max) return `Elige ${min} ${min === 1 ? 'opción' : 'opciones'} de ${name}.`;
  if (max > 0 && min > 0) return `Elige de ${min} a ${max} opciones de ${name}.`;
  if (max > 0) return `Elige hasta ${max} ${max === 1 ? 'opción' : 'opciones'} de ${name}.`;
  return `Elige al menos ${min} ${min === 1 ? 'opción' : 'opciones'} de ${name}.`;
}

/** /v1/public/order/{code}: the unguessable code of a customer's order page (/pedido/{code}). */
export const PublicOrderCodeParamsSchema = v.object({
  code: v.pipe(
    v.string(PUBLIC_SHOP_MESSAGES.orderNotFound),
    v.regex(/^[A-Za-z0-9_-]{1,32}$/, PUBLIC_SHOP_MESSAGES.orderNotFound),
  ),
});

/** A location's public order page: /pedir/{username}; its API GET /v1/public/shop/{username}. */
export const PublicShopSchema = v.object({
  location: v.object({
    name: v.string(),
    username: v.string(),
    thumb_url: v.nullable(v.string()),
    address: v.nullable(v.string()),
    timezone: v.string(),
  }),
  pickup_enabled: v.boolean(),
  delivery_enabled: v.boolean(),
  processing_mins_avg: v.number(),
  shipping_mins_avg: v.number(),
  categories: v.array(v.object({ id: v.number(), name: v.string() })),
  products: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      description: v.nullable(v.string()),
      price: v.number(),
      image_url: v.nullable(v.string()),
      category_id: v.nullable(v.number()),
      order_notes_allowed: v.boolean(),
      variants: v.array(v.object({ id: v.number(), name: v.string(), price: v.number() })),
      modifiers: v.array(
        v.object({
          id: v.number(),
          name: v.string(),
          min_options: v.number(),
          max_options: v.number(),
          options: v.array(v.object({ id: v.number(), name: v.string(), price: v.number() })),
        }),
      ),
    }),
  ),
  delivery_methods: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      delivery_cost_type: v.picklist(['all', 'distance']),
      flat_fee_amount: v.number(),
      free_from_amount: v.nullable(v.number()),
      min_purchase_amount: v.number(),
      zones: v.array(v.object({ km: v.number(), fee: v.number() })),
      /** Where zone distances are measured from (the method's point, else the location's). */
      origin: v.optional(v.nullable(v.object({ latitude: v.number(), longitude: v.number() }))),
    }),
  ),
  payment_methods: v.array(v.object({ id: v.number(), name: v.string(), type: v.string() })),
});
export type PublicShop = v.InferOutput<typeof PublicShopSchema>;

const trimmed = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

/**
 * POST /v1/public/shop/{username}/order. Prices are never taken from the client: unknown keys
 * (a `price` or `total`) are dropped and the server prices the cart.
 */
export const PublicOrderBodySchema = v.object({
  name: v.pipe(
    v.string(PUBLIC_SHOP_MESSAGES.nameRequired),
    v.trim(),
    v.minLength(1, PUBLIC_SHOP_MESSAGES.nameRequired),
    v.maxLength(100),
  ),
  phone: v.pipe(
    v.string(PUBLIC_SHOP_MESSAGES.invalidPhone),
    v.trim(),
    v.maxLength(20, PUBLIC_SHOP_MESSAGES.invalidPhone),
  ),
  delivery_type: v.picklist(ORDER_DELIVERY_TYPES, 'Elige entrega a domicilio o para recoger.'),
  delivery_method_id: v.optional(v.nullable(IdSchema)),
  address: v.optional(
    v.nullable(
      v.object({
        formatted_address: trimmed(300),
        reference: v.optional(v.nullable(trimmed(300))),
        latitude: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-90), v.maxValue(90)))),
        longitude: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-180), v.maxValue(180)))),
      }),
    ),
  ),
  notes: v.optional(v.nullable(trimmed(500))),
  scheduled_to: v.optional(v.nullable(IsoInstantSchema)),
  payment_method_id: v.optional(v.nullable(IdSchema)),
  customer_cash: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000)))),
  items: v.pipe(
    v.array(
      v.object({
        product_id: IdSchema,
        variant_id: v.optional(v.nullable(IdSchema)),
        quantity: v.pipe(
          v.number(PUBLIC_SHOP_MESSAGES.quantity),
          v.integer(PUBLIC_SHOP_MESSAGES.quantity),
          v.minValue(1, PUBLIC_SHOP_MESSAGES.quantity),
          v.maxValue(99, PUBLIC_SHOP_MESSAGES.quantity),
        ),
        notes: v.optional(v.nullable(trimmed(255))),
        modifiers: v.optional(v.array(v.object({ modifier_id: IdSchema, option_id: IdSchema })), []),
      }),
    ),
    v.minLength(1, PUBLIC_SHOP_MESSAGES.emptyCart),
    v.maxLength(50, 'El pedido tiene demasiados productos.'),
  ),
});
export type PublicOrderBody = v.InferOutput<typeof PublicOrderBodySchema>;

/** The answer of a placed order: its number and the customer's order page (/pedido/{code}). */
export const PublicOrderResultSchema = v.object({ number: v.string(), code: v.string(), url: v.string() });
export type PublicOrderResult = v.InferOutput<typeof PublicOrderResultSchema>;

/** The customer's order page: GET /v1/public/order/{code}. */
export const PublicOrderSchema = v.object({
  number: v.string(),
  business: v.object({ name: v.string(), username: v.string(), phone: v.nullable(v.string()) }),
  /** The stage the customer sees: Recibido, Confirmado, En preparación, Listo, En camino, Entregado, Cancelado. */
  stage: v.string(),
  canceled: v.boolean(),
  completed: v.boolean(),
  delivery_type: v.picklist(ORDER_DELIVERY_TYPES),
  delivery_type_name: v.string(),
  placed_at: v.string(),
  scheduled_to: v.nullable(v.string()),
  /** When the order should be ready (pickup) or arrive (delivery), from the shop's averages. */
  estimated_at: v.nullable(v.string()),
  items: v.array(OrderItemSchema),
  subtotal: v.number(),
  shipping: v.number(),
  discount: v.number(),
  total: v.number(),
  payment_method_name: v.nullable(v.string()),
  /**
   * The purchase's self-invoice page (PUBLIC_URL/facturar/{code}) while it can be invoiced there or
   * its invoice is there to download; null before the sale is completed, after the window, when
   * canceled or reported in a factura global.
   */
  self_invoice_url: v.nullable(v.string()),
});
export type PublicOrder = v.InferOutput<typeof PublicOrderSchema>;
