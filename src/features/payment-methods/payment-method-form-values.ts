import {
  PAYMENT_METHOD_MESSAGES as M,
  type PaymentMethod,
  type PaymentMethodCreateInput,
  PaymentMethodCreateSchema,
  type PaymentUsageType,
  paymentSettingsSchema,
} from '../../domain/contract/payment-method';
import type { PaymentMethodType } from '../../domain/contract/shop-values';
import { schemaFieldErrors } from '../../lib/api/schema-errors';

/** The settings each type shows (02 §3): Mercado Pago's keys and descriptor, PayPal's keys. */
export const SETTINGS_OF_TYPE: Partial<Record<PaymentMethodType, readonly SettingName[]>> = {
  mercado_pago: ['public_key', 'access_token', 'statement_descriptor'],
  paypal: ['client_id', 'client_secret'],
};
type SettingName = 'public_key' | 'access_token' | 'statement_descriptor' | 'client_id' | 'client_secret';

export interface PaymentMethodFormValues {
  name: string;
  type: PaymentMethodType;
  status: PaymentMethod['status'];
  usage_types: PaymentUsageType[];
  /** The picker's value: the program id as text. */
  loyalty_program_id: string | null;
  settings: Record<SettingName, string>;
}

export function paymentMethodFormValues(method: PaymentMethod | null): PaymentMethodFormValues {
  const settings = method?.settings ?? {};
  return {
    name: method?.name ?? '',
    type: method?.type ?? 'cash',
    status: method?.status ?? 'active',
    usage_types: method?.usage_types ?? ['pickup', 'delivery'],
    loyalty_program_id: method?.loyalty_program_id ? String(method.loyalty_program_id) : null,
    settings: {
      public_key: settings.public_key ?? '',
      // Secrets come masked ('••••1234'): sent back unchanged, the server keeps the stored key.
      access_token: settings.access_token ?? '',
      statement_descriptor: settings.statement_descriptor ?? '',
      client_id: settings.client_id ?? '',
      client_secret: settings.client_secret ?? '',
    },
  };
}

/** What a save sends: only the chosen type's settings, the program only for cashback. */
export function paymentMethodFormBody(values: PaymentMethodFormValues): PaymentMethodCreateInput {
  const names = SETTINGS_OF_TYPE[values.type] ?? [];
  return {
    name: values.name.trim(),
    type: values.type,
    usage_types: values.usage_types,
    loyalty_program_id:
      values.type === 'cashback' && values.loyalty_program_id ? Number(values.loyalty_program_id) : null,
    settings: Object.fromEntries(names.map((name) => [name, values.settings[name].trim()])),
  };
}

/** The rules of 02 §5 the server applies, with its messages, before anything is sent. */
export function paymentMethodFormErrors(values: PaymentMethodFormValues): Record<string, string> {
  const body = paymentMethodFormBody(values);
  const errors = schemaFieldErrors(PaymentMethodCreateSchema, body);
  for (const [path, message] of Object.entries(
    schemaFieldErrors(paymentSettingsSchema(values.type), body.settings),
  )) {
    errors[`settings.${path}`] = message;
  }
  if (values.type === 'cashback' && !body.loyalty_program_id)
    errors.loyalty_program_id = M.loyaltyProgramRequired;
  return errors;
}
