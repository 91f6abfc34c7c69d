import * as v from 'valibot';
import { DEFAULT_SHOP_SETTINGS } from '../../../domain/contract/settings-defaults';
import {
  ORDER_ERRORS,
  type PosConfiguration,
  PosConfigurationSchema,
  ShopStatusBodySchema,
} from '../../../domain/contract/shop';
import { cleanPhone, isValidAccessPhone } from '../../../domain/rules/phone';
import { schemaFieldErrors } from '../../../lib/api/schema-errors';

/** The reception channel as the form offers it: 'none' stands for the null channel. */
export type ReceptionChannelChoice = 'none' | 'managed' | 'whatsapp';

/** The form's values, named like the body's paths so server errors land on the same fields. */
export interface ShopSettingsFormValues {
  order_reception_channel: ReceptionChannelChoice;
  order_reception_config: { phone: string };
  pickup_enabled: boolean;
  delivery_enabled: boolean;
  /** NumberInput gives '' while the box is empty. */
  processing_mins_avg: number | string;
  shipping_mins_avg: number | string;
  notifications_enabled: boolean;
}

export const SHOP_SETTINGS_MESSAGES = {
  saved: 'Los datos se guardaron correctamente.',
  phoneInvalid: 'Ingresa un celular válido.',
} as const;

/** Wait times of 02 §5: 0 to 1440 minutes in steps of 5 (the inbox's rule). */
const waitMinsSchema = ShopStatusBodySchema.entries.processing_mins_avg.wrapped;

/** What PATCH /v1/pos/configuration accepts, plus the WhatsApp number the whatsapp channel needs. */
const ShopSettingsBodySchema = v.pipe(
  v.object({
    ...PosConfigurationSchema.entries,
    processing_mins_avg: waitMinsSchema,
    shipping_mins_avg: waitMinsSchema,
  }),
  v.forward(
    v.partialCheck(
      [['order_reception_channel'], ['order_reception_config']],
      (body) => body.order_reception_channel !== 'whatsapp' || Boolean(body.order_reception_config?.phone),
      ORDER_ERRORS.whatsappPhoneRequired,
    ),
    ['order_reception_config', 'phone'],
  ),
  v.forward(
    v.partialCheck(
      [['order_reception_channel'], ['order_reception_config']],
      (body) =>
        body.order_reception_channel !== 'whatsapp' ||
        !body.order_reception_config?.phone ||
        isValidAccessPhone(body.order_reception_config.phone),
      SHOP_SETTINGS_MESSAGES.phoneInvalid,
    ),
    ['order_reception_config', 'phone'],
  ),
);

/** The saved settings as form values. */
export function shopSettingsFormValues(
  settings: PosConfiguration = DEFAULT_SHOP_SETTINGS,
): ShopSettingsFormValues {
  return {
    order_reception_channel: settings.order_reception_channel ?? 'none',
    order_reception_config: { phone: settings.order_reception_config?.phone ?? '' },
    pickup_enabled: settings.pickup_enabled,
    delivery_enabled: settings.delivery_enabled,
    processing_mins_avg: settings.processing_mins_avg,
    shipping_mins_avg: settings.shipping_mins_avg,
    notifications_enabled: settings.notifications_enabled,
  };
}

const minutesOf = (value: number | string): number => (typeof value === 'number' ? value : Number.NaN);

/**
 * The PATCH body for the form's values (02 §5): the channel null for 'none', and the reception
 * config (the WhatsApp number, cleaned) only for the whatsapp channel, null otherwise.
 */
export function shopSettingsBody(values: ShopSettingsFormValues): PosConfiguration {
  const channel = values.order_reception_channel === 'none' ? null : values.order_reception_channel;
  return {
    order_reception_channel: channel,
    order_reception_config:
      channel === 'whatsapp' ? { phone: cleanPhone(values.order_reception_config.phone) } : null,
    pickup_enabled: values.pickup_enabled,
    delivery_enabled: values.delivery_enabled,
    processing_mins_avg: minutesOf(values.processing_mins_avg),
    shipping_mins_avg: minutesOf(values.shipping_mins_avg),
    notifications_enabled: values.notifications_enabled,
  };
}

/** The form's errors by field path ('order_reception_config.phone', ...), first message each. */
export function shopSettingsErrors(values: ShopSettingsFormValues): Record<string, string> {
  return schemaFieldErrors(ShopSettingsBodySchema, shopSettingsBody(values));
}
