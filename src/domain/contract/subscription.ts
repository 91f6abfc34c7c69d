import * as v from 'valibot';

export const PLAN_TYPES = ['free', 'paid'] as const;
export const SUBSCRIPTION_STATUSES = ['active', 'canceled', 'expired'] as const;
export const RECURRENCES = ['none', 'monthly', 'yearly'] as const;

export const PlanSchema = v.object({
  id: v.number(),
  name: v.string(),
  type: v.picklist(PLAN_TYPES),
  description: v.nullable(v.string()),
  price_monthly: v.number(),
  price_yearly: v.number(),
  credits_month: v.array(v.object({ type_plural: v.string(), quantity: v.number() })),
  recommended: v.boolean(),
  stripe_monthly_url: v.nullable(v.string()),
  stripe_yearly_url: v.nullable(v.string()),
});

export const CreditsSchema = v.object({
  type_plural: v.string(),
  used: v.number(),
  total: v.number(),
  format: v.picklist(['number', 'money']),
});

/** GET /v1/subscription/subscription/info (01 §3.2, 02 §3). */
export const SubscriptionInfoSchema = v.object({
  plan: PlanSchema,
  subscription: v.nullable(
    v.object({
      status: v.picklist(SUBSCRIPTION_STATUSES),
      recurrence: v.picklist(RECURRENCES),
      valid_to: v.nullable(v.string()),
      auto_recharge_pack_id: v.nullable(v.number()),
      auto_recharge_threshold: v.nullable(v.number()),
    }),
  ),
  billing_portal_url: v.nullable(v.string()),
  credits: v.array(CreditsSchema),
});
export type SubscriptionInfo = v.InferOutput<typeof SubscriptionInfoSchema>;

/** Kinds of credit a company holds; customer messages spend 'messages' (02 §2, 01 §3.2). */
export const CREDIT_TYPES = {
  messages: { type_plural: 'Mensajes', format: 'number' },
} as const satisfies Record<string, { type_plural: string; format: 'number' | 'money' }>;
export type CreditType = keyof typeof CREDIT_TYPES;

/** A purchased credit pack stays valid this many months (02 §9). */
export const PURCHASED_CREDITS_VALID_MONTHS = 12;

/** errors.no_balance of a send refused for lack of credits (01 §8 "Chat send"). */
export const NO_BALANCE_MESSAGE =
  'No tienes créditos suficientes para enviar este mensaje. Recarga créditos para continuar.';
