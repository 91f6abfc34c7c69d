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
  /** The latest automatic recharge: the owner sees one that is under way or failed, and why. */
  last_auto_recharge: v.nullable(
    v.object({
      status: v.picklist(['pending', 'charged', 'failed']),
      quantity: v.number(),
      failure: v.nullable(v.string()),
      created_at: v.string(),
    }),
  ),
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

/** Plan features keyed by plan type: text lines where *text* is shown bold (02 §3). */
export const PlanFeaturesSchema = v.record(v.picklist(PLAN_TYPES), v.array(v.string()));

/** Whether plan changes and packs can be paid here: 'stripe', or null when no provider is set up. */
export const PaymentProviderSchema = v.nullable(v.picklist(['stripe']));

/** GET /v1/subscription/plan/available (02 §7). */
export const PlansAvailableSchema = v.object({
  plans: v.array(PlanSchema),
  features: PlanFeaturesSchema,
  payment_provider: PaymentProviderSchema,
  /** The marketing site's pricing page ('Comparar planes'), when the server names one (PRICING_URL). */
  pricing_url: v.nullable(v.string()),
});
export type PlansAvailable = v.InferOutput<typeof PlansAvailableSchema>;

/** A credit pack (02 §3 "Recharge pack"); it is paid through a checkout, so no fixed payment URL. */
export const RechargePackSchema = v.object({
  id: v.number(),
  quantity: v.number(),
  price: v.number(),
  credit_price: v.number(),
});
export type RechargePack = v.InferOutput<typeof RechargePackSchema>;

/** What one credit buys (02 §3 "Pricing row"). */
export const PricingRowSchema = v.object({ title: v.string(), credit_cost: v.number() });

/** GET /v1/subscription/recharge/options (02 §7). */
export const RechargeOptionsSchema = v.object({
  packs: v.array(RechargePackSchema),
  pricing: v.array(PricingRowSchema),
  payment_provider: PaymentProviderSchema,
});
export type RechargeOptions = v.InferOutput<typeof RechargeOptionsSchema>;

/** PATCH /v1/subscription/subscription/set-auto-recharge: a pack, or null to turn it off. */
export const SetAutoRechargeSchema = v.object({
  pack_id: v.nullable(v.pipe(v.number('Elige un paquete.'), v.integer('Elige un paquete.'))),
});

/** POST /v1/subscription/checkout: a plan and its recurrence, or a credit pack. */
export const CheckoutRequestSchema = v.variant('kind', [
  v.object({
    kind: v.literal('plan'),
    plan_id: v.pipe(v.number('Elige un plan.'), v.integer('Elige un plan.')),
    recurrence: v.picklist(['monthly', 'yearly'], 'Elige pago mensual o anual.'),
  }),
  v.object({
    kind: v.literal('pack'),
    pack_id: v.pipe(v.number('Elige un paquete.'), v.integer('Elige un paquete.')),
  }),
]);
export type CheckoutRequest = v.InferOutput<typeof CheckoutRequestSchema>;

export const CheckoutSessionSchema = v.object({ url: v.string() });

/** Shown instead of a payment link when the server has no payment provider configured. */
export const PAYMENT_PROVIDER_MISSING_MESSAGE =
  'El proveedor de pagos no está configurado. Pide al administrador del sistema que lo configure.';
