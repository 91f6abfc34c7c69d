import * as v from 'valibot';
import { isStatementDescriptor } from '../rules/statement-descriptor';
import { nameSchema, StatusSchema } from './catalog-fields';
import { IdSchema } from './common';
import { METHOD_STATUSES, PAYMENT_METHOD_TYPES, type PaymentMethodType } from './shop-values';

/** 02 §9 "Payment usage options": where a payment method may be used. */
export const PAYMENT_USAGE_TYPES = ['waitlist', 'booking', 'pickup', 'delivery'] as const;
export type PaymentUsageType = (typeof PAYMENT_USAGE_TYPES)[number];

export const PAYMENT_USAGE_LABELS: Record<PaymentUsageType, string> = {
  waitlist: 'Lista de espera',
  booking: 'Reservaciones',
  pickup: 'Para recoger',
  delivery: 'A domicilio',
};

export const PAYMENT_METHOD_TYPE_LABELS: Record<PaymentMethodType, string> = {
  cash: 'Efectivo',
  cashback: 'Cashback (monedero de lealtad)',
  mercado_pago: 'Mercado Pago',
  paypal: 'PayPal',
  card: 'Tarjeta (terminal)',
  transfer: 'Transferencia',
  other: 'Otro',
};

export const PAYMENT_METHOD_MESSAGES = {
  nameRequired: 'Ingresa el nombre del método de pago.',
  nameMax: 'El nombre admite como máximo 100 caracteres.',
  type: 'Elige el tipo de método de pago.',
  typeLocked: 'El tipo no se puede cambiar.',
  usageTypes: 'Selecciona al menos un uso.',
  loyaltyProgramRequired: 'Selecciona un programa de lealtad.',
  loyaltyProgramInvalid: 'Selecciona un programa de cashback activo.',
  /** 02 §5: Mercado Pago and PayPal keys. */
  key: 'El valor no es correcto.',
  statementDescriptor: 'Ingresa de 3 a 13 letras y números.',
  notFound: 'Método de pago no encontrado.',
} as const;
const M = PAYMENT_METHOD_MESSAGES;

/** Settings keys that are secrets: stored encrypted, answered masked (server/security/secret-box.ts). */
export const PAYMENT_SECRET_SETTINGS = ['access_token', 'client_secret'] as const;
/** What a stored secret is answered as: these bullets and its last 4 characters. */
export const SECRET_MASK_PREFIX = '••••';

/** The settings as answered: secrets masked ('••••1234'). */
export const PaymentSettingsSchema = v.object({
  public_key: v.optional(v.string()),
  access_token: v.optional(v.string()),
  statement_descriptor: v.optional(v.nullable(v.string())),
  client_id: v.optional(v.string()),
  client_secret: v.optional(v.string()),
});
export type PaymentSettings = v.InferOutput<typeof PaymentSettingsSchema>;

/** A payment method (02 §3 "Payment method"). */
export const PaymentMethodSchema = v.object({
  id: v.number(),
  name: v.string(),
  type: v.picklist(PAYMENT_METHOD_TYPES),
  status: v.picklist(METHOD_STATUSES),
  loyalty_program_id: v.nullable(v.number()),
  settings: PaymentSettingsSchema,
  usage_types: v.array(v.picklist(PAYMENT_USAGE_TYPES)),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

/** A key: required; left out gives the same message as empty. */
const keySchema = v.optional(
  v.pipe(v.string(M.key), v.trim(), v.nonEmpty(M.key), v.maxLength(500, M.key)),
  '',
);
const descriptorSchema = v.pipe(
  v.string(M.statementDescriptor),
  v.check((text) => text === '' || isStatementDescriptor(text), M.statementDescriptor),
);

/** The settings each type needs (02 §5); other types keep none. */
export const PAYMENT_SETTINGS_BY_TYPE = {
  mercado_pago: v.object({
    public_key: keySchema,
    access_token: keySchema,
    /** Optional: empty leaves the account's own. */
    statement_descriptor: v.optional(v.nullable(descriptorSchema), null),
  }),
  paypal: v.object({ client_id: keySchema, client_secret: keySchema }),
} as const satisfies Partial<Record<PaymentMethodType, v.GenericSchema>>;

/** The settings schema of a type (an empty object for types without settings). */
export function paymentSettingsSchema(
  type: PaymentMethodType,
): v.GenericSchema<unknown, Record<string, string | null | undefined>> {
  return type === 'mercado_pago' || type === 'paypal' ? PAYMENT_SETTINGS_BY_TYPE[type] : v.object({});
}

/** Settings as sent: any of the keys, each a text (checked against the type by paymentSettingsSchema). */
const SettingsInputSchema = v.record(
  v.picklist(['public_key', 'access_token', 'statement_descriptor', 'client_id', 'client_secret']),
  v.nullable(v.pipe(v.string(M.key), v.maxLength(500, M.key))),
);

const fields = {
  name: nameSchema(M.nameRequired, 100, M.nameMax),
  usage_types: v.pipe(
    v.array(v.picklist(PAYMENT_USAGE_TYPES, M.usageTypes), M.usageTypes),
    v.minLength(1, M.usageTypes),
    v.transform((types) => [...new Set(types)]),
  ),
  loyalty_program_id: v.nullable(IdSchema),
  settings: SettingsInputSchema,
};

/** POST /v1/pos/payment-method: created active (the status is not sent). */
export const PaymentMethodCreateSchema = v.object({
  // Left out: the same message as empty.
  name: v.optional(fields.name, ''),
  type: v.picklist(PAYMENT_METHOD_TYPES, M.type),
  usage_types: v.optional(fields.usage_types, []),
  loyalty_program_id: v.optional(fields.loyalty_program_id, null),
  settings: v.optional(fields.settings, {}),
});
export type PaymentMethodCreate = v.InferOutput<typeof PaymentMethodCreateSchema>;
export type PaymentMethodCreateInput = v.InferInput<typeof PaymentMethodCreateSchema>;

/**
 * PATCH /v1/pos/payment-method/{id}: any field; `type` may only repeat the stored one. Secrets
 * sent back masked keep the stored value.
 */
export const PaymentMethodPatchSchema = v.partial(
  v.object({
    ...fields,
    type: v.picklist(PAYMENT_METHOD_TYPES, M.type),
    status: StatusSchema,
  }),
);
export type PaymentMethodPatch = v.InferOutput<typeof PaymentMethodPatchSchema>;
export type PaymentMethodPatchInput = v.InferInput<typeof PaymentMethodPatchSchema>;

/** An active cashback program the cashback method may pay with (the form's picker). */
export const CashbackProgramOptionSchema = v.object({ id: v.number(), name: v.string() });
export type CashbackProgramOption = v.InferOutput<typeof CashbackProgramOptionSchema>;
