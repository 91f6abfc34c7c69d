import * as v from 'valibot';
import { hasAtMostTwoDecimals, MONEY_INPUT_MESSAGES } from '../rules/money-input';
import { IdSchema } from './common';

/** Loyalty programs and transactions (01 §3.3, §3.4, §4.1, §5.1, §7.2, §9). Money in pesos. */
export const LOYALTY_PROGRAM_TYPES = ['cashback', 'stampcard'] as const;
export type LoyaltyProgramType = (typeof LOYALTY_PROGRAM_TYPES)[number];
/** active; limited: existing customers continue, no new ones join; canceled: final, progress lost. */
export const LOYALTY_PROGRAM_STATUSES = ['active', 'limited', 'canceled'] as const;
export type LoyaltyProgramStatus = (typeof LOYALTY_PROGRAM_STATUSES)[number];
export const LOYALTY_TRANSACTION_STATUSES = ['active', 'canceled'] as const;
export type LoyaltyTransactionStatus = (typeof LOYALTY_TRANSACTION_STATUSES)[number];
export const LOYALTY_INPUT_METHODS = ['code', 'phone'] as const;
export type LoyaltyInputMethod = (typeof LOYALTY_INPUT_METHODS)[number];

export const LOYALTY_PROGRAM_TYPE_LABELS: Record<LoyaltyProgramType, string> = {
  cashback: 'Monedero (cashback)',
  stampcard: 'Tarjeta de sellos',
};
export const LOYALTY_PROGRAM_STATUS_LABELS: Record<LoyaltyProgramStatus, string> = {
  active: 'Activo',
  limited: 'Limitado',
  canceled: 'Cancelado',
};
export const LOYALTY_TRANSACTION_STATUS_LABELS: Record<LoyaltyTransactionStatus, string> = {
  active: 'Activa',
  canceled: 'Cancelada',
};

/** Defaults of 01 §9. */
export const LOYALTY_DEFAULTS = {
  validity_days: 365,
  redeem_days: 30,
  max_transacts_day: 3,
  percentage: 5,
  required_quantity: 5,
  style_name_singular: 'Sello',
  style_name_plural: 'Sellos',
  style_icon: '⭐',
  min_purchase: 0,
} as const;

export const LOYALTY_LIMITS = {
  maxSaleAmount: 10_000_000,
  nameMax: 100,
  conditionsMax: 200,
  referenceMax: 100,
  validityDaysMin: 30,
  validityDaysMax: 1095,
  percentageMin: 0.5,
  percentageMax: 50,
  percentageStep: 0.5,
  requiredQuantityMin: 2,
  requiredQuantityMax: 30,
  redeemDaysMin: 1,
  redeemDaysMax: 365,
  maxTransactsDayMax: 10,
  styleNameMax: 40,
  styleIconMax: 16,
} as const;

/** The card page's QR code: each code lives 5 minutes; the server hands a new one every minute, and at once after it is used. */
export const CARD_CODE_LIFETIME_SECS = 300;
export const CARD_CODE_REFRESH_SECS = 60;
/** How often an open card page asks again: a code spent at the counter is replaced within seconds. */
export const CARD_CHECK_SECS = 10;

/** Spanish messages of the loyalty rules (01 §5.1 verbatim where it gives them). */
export const LOYALTY_MESSAGES = {
  typeRequired: 'Debe seleccionar un tipo de programa',
  nameRequired: 'Ingresa el nombre del programa.',
  nameMax: 'El nombre admite como máximo 100 caracteres.',
  conditionsMax: 'Las condiciones admiten como máximo 200 caracteres.',
  percentage: 'Elige un porcentaje entre 0.5% y 50% en pasos de 0.5%.',
  requiredQuantity: 'Elige una cantidad de sellos entre 2 y 30.',
  validityDays: 'La vigencia debe ser de 30 a 1095 días.',
  redeemDays: 'Los días para canjear deben ser de 1 a 365.',
  maxTransactsDay: 'El límite diario debe ser de 1 a 10 transacciones.',
  typeLocked: 'El tipo de programa no se puede cambiar.',
  quantityLocked: 'La cantidad de sellos no se puede cambiar.',
  canceledFinal: 'Un programa cancelado no se puede reactivar.',
  programNotFound: 'Programa no encontrado.',
  programCanceled: 'El programa está cancelado y ya no registra transacciones.',
  programLimited: 'El programa ya no acepta clientes nuevos.',
  typeMismatch: 'El tipo no corresponde al programa.',
  saleAmountPositive: 'el monto de la venta debe ser mayor a cero',
  saleAmountMin: 'el monto de la venta debe ser mayor o igual al mínimo',
  saleAmountMax: 'El monto de la venta no puede ser mayor a $10,000,000.',
  amountDecimals: MONEY_INPUT_MESSAGES.decimals,
  amountNumber: 'Ingresa un monto válido.',
  withdrawNegative: 'El monto del monedero no puede ser negativo.',
  withdrawOverBalance: 'El monto del monedero no puede ser mayor al saldo disponible.',
  withdrawOverSale: 'El monto del monedero no puede ser mayor al monto de la venta.',
  withdrawNeedsCode: 'Para pagar con monedero escanea el código de la tarjeta del cliente.',
  withdrawStampcard: 'Las tarjetas de sellos no tienen monedero.',
  phoneInvalid: 'Ingresa un teléfono de 10 dígitos o con prefijo internacional (+52...).',
  codeFormat: 'El código debe tener 6 dígitos.',
  codeInvalid: 'El código no es válido o ya expiró. Pide al cliente que actualice su tarjeta.',
  contactNameRequired: 'Ingresa el nombre del cliente.',
  contactNotFound: 'Cliente no encontrado.',
  maxPerDay: (max: number) =>
    max === 1
      ? 'El cliente ya registró su transacción de hoy en este programa.'
      : `El cliente ya alcanzó el límite de ${max} transacciones de hoy en este programa.`,
  noReward: 'El cliente no tiene un premio disponible para canjear.',
  transactionNotFound: 'Transacción no encontrada.',
  alreadyCanceled: 'La transacción ya está cancelada.',
  cancelSpent: 'No se puede cancelar: el saldo que otorgó ya se usó en otra transacción.',
  cancelStampInReward: 'No se puede cancelar: su sello ya forma parte de una tarjeta completada.',
  cancelInvoiced:
    'No se puede cancelar: el cliente ya facturó esta compra. Cancela primero su factura en Facturación.',
  cancelRewardRedeemed: 'No se puede cancelar: el premio de la tarjeta ya se canjeó.',
  cancelCardContinued: 'No se puede cancelar: la tarjeta nueva ya tiene sellos de otras transacciones.',
  cardNotFound: 'Tarjeta no encontrada.',
} as const;

/** A sale amount: > 0, ≤ 10,000,000, at most 2 decimals. */
export const SaleAmountSchema = v.pipe(
  v.number(LOYALTY_MESSAGES.amountNumber),
  v.finite(LOYALTY_MESSAGES.amountNumber),
  v.minValue(0.000001, LOYALTY_MESSAGES.saleAmountPositive),
  v.maxValue(LOYALTY_LIMITS.maxSaleAmount, LOYALTY_MESSAGES.saleAmountMax),
  v.check(hasAtMostTwoDecimals, LOYALTY_MESSAGES.amountDecimals),
);

/** A wallet amount or minimum purchase: ≥ 0, ≤ 10,000,000, at most 2 decimals. */
export const NonNegativeMoneySchema = v.pipe(
  v.number(LOYALTY_MESSAGES.amountNumber),
  v.finite(LOYALTY_MESSAGES.amountNumber),
  v.minValue(0, LOYALTY_MESSAGES.withdrawNegative),
  v.maxValue(LOYALTY_LIMITS.maxSaleAmount, LOYALTY_MESSAGES.saleAmountMax),
  v.check(hasAtMostTwoDecimals, LOYALTY_MESSAGES.amountDecimals),
);

export const LoyaltyProgramFiltersSchema = v.object({
  product_ids: v.pipe(v.array(IdSchema), v.maxLength(200)),
  category_ids: v.pipe(v.array(IdSchema), v.maxLength(200)),
});
export type LoyaltyProgramFilters = v.InferOutput<typeof LoyaltyProgramFiltersSchema>;

/** cashback: percentage and max_earn_amount (null = no limit); stampcard: required_quantity. */
export const LoyaltyProgramConfigurationSchema = v.object({
  percentage: v.nullable(v.number()),
  max_earn_amount: v.nullable(v.number()),
  required_quantity: v.nullable(v.number()),
});

/** A program as every call answers it (01 §3.3). */
export const LoyaltyProgramSchema = v.object({
  id: v.number(),
  type: v.picklist(LOYALTY_PROGRAM_TYPES),
  name: v.string(),
  conditions: v.nullable(v.string()),
  status: v.picklist(LOYALTY_PROGRAM_STATUSES),
  validity_days: v.number(),
  redeem_days: v.nullable(v.number()),
  max_transacts_day: v.number(),
  min_purchase: v.number(),
  style_name_singular: v.string(),
  style_name_plural: v.string(),
  style_icon: v.string(),
  filters: LoyaltyProgramFiltersSchema,
  configuration: LoyaltyProgramConfigurationSchema,
  created_at: v.string(),
  updated_at: v.string(),
});
export type LoyaltyProgram = v.InferOutput<typeof LoyaltyProgramSchema>;

const percentageSchema = v.pipe(
  v.number(LOYALTY_MESSAGES.percentage),
  v.minValue(LOYALTY_LIMITS.percentageMin, LOYALTY_MESSAGES.percentage),
  v.maxValue(LOYALTY_LIMITS.percentageMax, LOYALTY_MESSAGES.percentage),
  v.check((value) => Number.isInteger(value * 2), LOYALTY_MESSAGES.percentage),
);
const requiredQuantitySchema = v.pipe(
  v.number(LOYALTY_MESSAGES.requiredQuantity),
  v.integer(LOYALTY_MESSAGES.requiredQuantity),
  v.minValue(LOYALTY_LIMITS.requiredQuantityMin, LOYALTY_MESSAGES.requiredQuantity),
  v.maxValue(LOYALTY_LIMITS.requiredQuantityMax, LOYALTY_MESSAGES.requiredQuantity),
);
const maxEarnSchema = v.nullable(
  v.pipe(
    v.number(LOYALTY_MESSAGES.amountNumber),
    v.minValue(0.01, LOYALTY_MESSAGES.amountNumber),
    v.maxValue(LOYALTY_LIMITS.maxSaleAmount, LOYALTY_MESSAGES.saleAmountMax),
    v.check(hasAtMostTwoDecimals, LOYALTY_MESSAGES.amountDecimals),
  ),
);

const styleNameSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(LOYALTY_LIMITS.styleNameMax));

/** The fields both create and edit may send (create fills in the defaults of 01 §9). */
const fieldSchemas = {
  name: v.pipe(
    v.string(LOYALTY_MESSAGES.nameRequired),
    v.trim(),
    v.nonEmpty(LOYALTY_MESSAGES.nameRequired),
    v.maxLength(LOYALTY_LIMITS.nameMax, LOYALTY_MESSAGES.nameMax),
  ),
  conditions: v.nullable(
    v.pipe(v.string(), v.trim(), v.maxLength(LOYALTY_LIMITS.conditionsMax, LOYALTY_MESSAGES.conditionsMax)),
  ),
  validity_days: v.pipe(
    v.number(LOYALTY_MESSAGES.validityDays),
    v.integer(LOYALTY_MESSAGES.validityDays),
    v.minValue(LOYALTY_LIMITS.validityDaysMin, LOYALTY_MESSAGES.validityDays),
    v.maxValue(LOYALTY_LIMITS.validityDaysMax, LOYALTY_MESSAGES.validityDays),
  ),
  redeem_days: v.nullable(
    v.pipe(
      v.number(LOYALTY_MESSAGES.redeemDays),
      v.integer(LOYALTY_MESSAGES.redeemDays),
      v.minValue(LOYALTY_LIMITS.redeemDaysMin, LOYALTY_MESSAGES.redeemDays),
      v.maxValue(LOYALTY_LIMITS.redeemDaysMax, LOYALTY_MESSAGES.redeemDays),
    ),
  ),
  max_transacts_day: v.pipe(
    v.number(LOYALTY_MESSAGES.maxTransactsDay),
    v.integer(LOYALTY_MESSAGES.maxTransactsDay),
    v.minValue(1, LOYALTY_MESSAGES.maxTransactsDay),
    v.maxValue(LOYALTY_LIMITS.maxTransactsDayMax, LOYALTY_MESSAGES.maxTransactsDay),
  ),
  min_purchase: NonNegativeMoneySchema,
  style_name_singular: styleNameSchema,
  style_name_plural: styleNameSchema,
  style_icon: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(LOYALTY_LIMITS.styleIconMax)),
  filters: LoyaltyProgramFiltersSchema,
};

/**
 * POST /v1/loyalty/program. Cashback needs a percentage (required_quantity is refused); a stamp
 * card needs required_quantity (percentage and max earn are refused). Errors on
 * `configuration.<field>`.
 */
export const LoyaltyProgramCreateSchema = v.pipe(
  v.object({
    type: v.picklist(LOYALTY_PROGRAM_TYPES, LOYALTY_MESSAGES.typeRequired),
    name: fieldSchemas.name,
    conditions: v.optional(fieldSchemas.conditions, null),
    validity_days: v.optional(fieldSchemas.validity_days, LOYALTY_DEFAULTS.validity_days),
    redeem_days: v.optional(fieldSchemas.redeem_days, null),
    max_transacts_day: v.optional(fieldSchemas.max_transacts_day, LOYALTY_DEFAULTS.max_transacts_day),
    min_purchase: v.optional(fieldSchemas.min_purchase, LOYALTY_DEFAULTS.min_purchase),
    style_name_singular: v.optional(fieldSchemas.style_name_singular, LOYALTY_DEFAULTS.style_name_singular),
    style_name_plural: v.optional(fieldSchemas.style_name_plural, LOYALTY_DEFAULTS.style_name_plural),
    style_icon: v.optional(fieldSchemas.style_icon, LOYALTY_DEFAULTS.style_icon),
    filters: v.optional(fieldSchemas.filters, { product_ids: [], category_ids: [] }),
    configuration: v.object({
      percentage: v.optional(v.nullable(percentageSchema)),
      max_earn_amount: v.optional(maxEarnSchema),
      required_quantity: v.optional(v.nullable(requiredQuantitySchema)),
    }),
  }),
  v.forward(
    v.check(
      (body) => body.type !== 'cashback' || typeof body.configuration.percentage === 'number',
      LOYALTY_MESSAGES.percentage,
    ),
    ['configuration', 'percentage'],
  ),
  v.forward(
    v.check(
      (body) => body.type !== 'stampcard' || typeof body.configuration.required_quantity === 'number',
      LOYALTY_MESSAGES.requiredQuantity,
    ),
    ['configuration', 'required_quantity'],
  ),
);
export type LoyaltyProgramCreate = v.InferOutput<typeof LoyaltyProgramCreateSchema>;

/**
 * PATCH /v1/loyalty/program/{id}: any field but the type and the stamp quantity (both 422 when
 * sent with another value). Status: active ↔ limited, either → canceled; canceled is final.
 */
export const LoyaltyProgramPatchSchema = v.object({
  type: v.optional(v.picklist(LOYALTY_PROGRAM_TYPES, LOYALTY_MESSAGES.typeLocked)),
  status: v.optional(v.picklist(LOYALTY_PROGRAM_STATUSES)),
  name: v.optional(fieldSchemas.name),
  conditions: v.optional(fieldSchemas.conditions),
  validity_days: v.optional(fieldSchemas.validity_days),
  redeem_days: v.optional(fieldSchemas.redeem_days),
  max_transacts_day: v.optional(fieldSchemas.max_transacts_day),
  min_purchase: v.optional(fieldSchemas.min_purchase),
  style_name_singular: v.optional(fieldSchemas.style_name_singular),
  style_name_plural: v.optional(fieldSchemas.style_name_plural),
  style_icon: v.optional(fieldSchemas.style_icon),
  filters: v.optional(fieldSchemas.filters),
  configuration: v.optional(
    v.object({
      percentage: v.optional(v.nullable(percentageSchema)),
      max_earn_amount: v.optional(maxEarnSchema),
      required_quantity: v.optional(v.nullable(v.number())),
    }),
  ),
});
export type LoyaltyProgramPatch = v.InferOutput<typeof LoyaltyProgramPatchSchema>;

/** Where the cashier's progress stands before and after a sale. */
export const LoyaltyProgressSchema = v.object({
  /** Cashback: wallet balance that can be spent now (expired lots excluded). */
  user_balance: v.number(),
  /** Stamp card: stamps on the current card, and the card's size. */
  current_quantity: v.number(),
  required_quantity: v.nullable(v.number()),
  /** Stamp card: rewards of completed cards not yet redeemed nor expired, soonest first. */
  rewards: v.array(v.object({ id: v.number(), expires_at: v.string() })),
});
export type LoyaltyProgress = v.InferOutput<typeof LoyaltyProgressSchema>;

/** POST /v1/loyalty/transaction/prepare. `input_value` is checked by method (error on it). */
export const LoyaltyPrepareBodySchema = v.object({
  program_id: IdSchema,
  input_method: v.picklist(LOYALTY_INPUT_METHODS),
  input_value: v.pipe(v.string(), v.maxLength(20)),
});
export type LoyaltyPrepareBody = v.InferOutput<typeof LoyaltyPrepareBodySchema>;

export const LoyaltyPrepareSchema = v.object({
  /** id null: a phone not yet among the customers (complete creates them with contact_name). */
  recipient: v.object({ id: v.nullable(v.number()), name: v.string(), phone: v.nullable(v.string()) }),
  progress: LoyaltyProgressSchema,
  program: LoyaltyProgramSchema,
  /** The scanned or typed code to send back as auth_code; null for a phone. */
  auth_code: v.nullable(v.string()),
});
export type LoyaltyPrepare = v.InferOutput<typeof LoyaltyPrepareSchema>;

/** POST /v1/loyalty/transaction/complete (01 §3.4), idempotent by Idempotency-Key. */
export const LoyaltyCompleteBodySchema = v.object({
  program_id: IdSchema,
  contact_id: v.optional(v.nullable(IdSchema), null),
  contact_name: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100))), null),
  contact_phone: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20))), null),
  auth_code: v.optional(
    v.nullable(v.pipe(v.string(), v.regex(/^\d{6}$/, LOYALTY_MESSAGES.codeFormat))),
    null,
  ),
  type: v.picklist(LOYALTY_PROGRAM_TYPES),
  sale_amount: SaleAmountSchema,
  reference: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(LOYALTY_LIMITS.referenceMax))),
    null,
  ),
  withdraw_amount: v.optional(v.nullable(NonNegativeMoneySchema), 0),
  /** Stamp card: redeem the customer's soonest-expiring reward with this sale. */
  redeem_reward: v.optional(v.boolean(), false),
});
export type LoyaltyCompleteBody = v.InferOutput<typeof LoyaltyCompleteBodySchema>;

/** A transaction (01 §3.4) as lists and the detail show it. */
export const LoyaltyTransactionSchema = v.object({
  id: v.number(),
  code: v.string(),
  status: v.picklist(LOYALTY_TRANSACTION_STATUSES),
  created_at: v.string(),
  type: v.picklist(LOYALTY_PROGRAM_TYPES),
  sale_amount: v.number(),
  reference: v.nullable(v.string()),
  input_method: v.picklist(LOYALTY_INPUT_METHODS),
  program: v.object({ id: v.number(), name: v.string() }),
  contact: v.object({ id: v.number(), name: v.string(), phone: v.nullable(v.string()) }),
  user: v.nullable(v.object({ id: v.number(), name: v.string() })),
  /** Cashback: earned amount, wallet used, percentage applied. */
  cashback: v.nullable(v.object({ amount: v.number(), used: v.number(), percentage: v.number() })),
  /** Stamp card: stamps after this sale, of how many; whether it completed a card or redeemed one. */
  stampcard: v.nullable(
    v.object({
      current_quantity: v.number(),
      required_quantity: v.number(),
      completed: v.boolean(),
      redeemed_reward: v.boolean(),
    }),
  ),
  canceled_at: v.nullable(v.string()),
});
export type LoyaltyTransaction = v.InferOutput<typeof LoyaltyTransactionSchema>;

/** What the customer was told: queued, no credits left ('no_balance'), or no phone ('none'). */
export const LOYALTY_MESSAGE_OUTCOMES = ['queued', 'no_balance', 'none'] as const;

export const LoyaltyCompleteSchema = v.object({
  transaction: LoyaltyTransactionSchema,
  progress: LoyaltyProgressSchema,
  /** This sale completed a stamp card (the message is the reward one). */
  reward_granted: v.boolean(),
  message: v.picklist(LOYALTY_MESSAGE_OUTCOMES),
  card_url: v.string(),
});
export type LoyaltyComplete = v.InferOutput<typeof LoyaltyCompleteSchema>;

/** A report's period in the location's local time, 'YYYY-MM-DDTHH:mm' (the datetime filters). */
export const LocalDateTimeSchema = v.pipe(
  v.string('La fecha y hora no es válida.'),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'La fecha y hora no es válida.'),
  v.check((value) => !Number.isNaN(Date.parse(`${value.slice(0, 16)}:00Z`)), 'La fecha y hora no es válida.'),
);

export const LOYALTY_REPORT_TYPES = [
  'cashback-by-date',
  'cashback-by-user',
  'stampcard-by-date',
  'stampcard-by-user',
] as const;
export type LoyaltyReportType = (typeof LOYALTY_REPORT_TYPES)[number];

/** POST /v1/loyalty/reporting/{type}: date_to before date_from is a 422 on `filters.date_to`. */
export const LoyaltyReportBodySchema = v.object({
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 100),
  filters: v.object({ date_from: LocalDateTimeSchema, date_to: LocalDateTimeSchema }),
});
export type LoyaltyReportBody = v.InferOutput<typeof LoyaltyReportBodySchema>;

export const LoyaltyCardTokenParamsSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,40}$/, LOYALTY_MESSAGES.cardNotFound)),
});

/** What a customer's pages say of a program: how it rewards a purchase and how a stamp is called. */
export const PublicLoyaltyProgramSchema = v.object({
  name: v.string(),
  type: v.picklist(LOYALTY_PROGRAM_TYPES),
  conditions: v.nullable(v.string()),
  percentage: v.nullable(v.number()),
  max_earn_amount: v.nullable(v.number()),
  min_purchase: v.number(),
  /** Stamp card: stamps that complete a card. */
  required_quantity: v.nullable(v.number()),
  style_name_singular: v.string(),
  style_name_plural: v.string(),
  style_icon: v.string(),
});
export type PublicLoyaltyProgram = v.InferOutput<typeof PublicLoyaltyProgramSchema>;

/**
 * GET /v1/public/loyalty/program/{username}: the business's active programs, for the loyalty link
 * it shares (/r/{username}/lealtad). Names no customer: a customer's own card is /tarjeta/{token}.
 */
export const PublicLoyaltyProgramsSchema = v.object({
  business: v.object({ name: v.string(), image_url: v.nullable(v.string()) }),
  programs: v.array(PublicLoyaltyProgramSchema),
});
export type PublicLoyaltyPrograms = v.InferOutput<typeof PublicLoyaltyProgramsSchema>;

/**
 * GET /v1/public/loyalty/card/{token}: the customer's card page (no login). `code` is the current
 * 6-digit code the QR encodes, valid until `code_expires_at`, replaced in `code_changes_in_secs`
 * (or as soon as it is used); the page asks again after `refresh_in_secs`.
 */
export const PublicLoyaltyCardSchema = v.object({
  business: v.object({ name: v.string(), image_url: v.nullable(v.string()) }),
  customer: v.object({ name: v.string() }),
  program: v.object({
    ...PublicLoyaltyProgramSchema.entries,
    status: v.picklist(LOYALTY_PROGRAM_STATUSES),
  }),
  progress: LoyaltyProgressSchema,
  /** Null when the program is canceled (no more transactions). */
  code: v.nullable(v.string()),
  code_expires_at: v.nullable(v.string()),
  /** Seconds until the server hands a new code (the countdown; relative, so a phone's clock does not matter). */
  code_changes_in_secs: v.nullable(v.number()),
  /** When the page asks again (CARD_CHECK_SECS), or sooner when the code changes before. */
  refresh_in_secs: v.number(),
  /** The last movements, newest first (at most 5). */
  recent: v.array(
    v.object({
      created_at: v.string(),
      status: v.picklist(LOYALTY_TRANSACTION_STATUSES),
      sale_amount: v.number(),
      earned: v.number(),
      used: v.number(),
      stamp: v.boolean(),
      /** The purchase's self-invoice page (PUBLIC_URL/facturar/{code}) while it can be invoiced there or its invoice is there. */
      self_invoice_url: v.nullable(v.string()),
    }),
  ),
});
export type PublicLoyaltyCard = v.InferOutput<typeof PublicLoyaltyCardSchema>;
