import * as v from 'valibot';
import { IdSchema } from './common';

/** Automations (02 §2, §3, §4, §5, §7): recipes 'Si {evento}, entonces {acción}'. */
export const AUTOMATION_STATUSES = ['active', 'inactive'] as const;
export type AutomationStatus = (typeof AUTOMATION_STATUSES)[number];

export const AUTOMATION_REVIEW_STATUSES = ['pending', 'reviewing', 'approved', 'rejected'] as const;
export type AutomationReviewStatus = (typeof AUTOMATION_REVIEW_STATUSES)[number];

export const AUTOMATION_REVIEW_LABELS: Record<AutomationReviewStatus, string> = {
  pending: 'Pendiente',
  reviewing: 'En revisión',
  approved: 'Aprobada',
  rejected: 'Rechazada',
};

/** What happened, written once in the transaction that caused it (server/modules/automation). */
export const AUTOMATION_EVENT_TYPES = [
  'visit_completed',
  'booking_created',
  'order_delivered',
  'stampcard_completed',
  'survey_answered',
] as const;
export type AutomationEventType = (typeof AUTOMATION_EVENT_TYPES)[number];

export const AUTOMATION_ACTION_TYPES = [
  'send_survey',
  'send_message',
  'add_to_group',
  'grant_stamp',
] as const;
export type AutomationActionType = (typeof AUTOMATION_ACTION_TYPES)[number];

export const AUTOMATION_FIELD_TYPES = [
  'select',
  'time',
  'decimal',
  'text',
  'email',
  'textarea',
  'relation',
] as const;

/** The relation names a config field may point at (02 §3). */
export const AUTOMATION_RELATIONS = ['survey_form', 'loyalty_program'] as const;
export type AutomationRelationName = (typeof AUTOMATION_RELATIONS)[number];

export const AutomationFieldOptionSchema = v.object({
  value: v.union([v.string(), v.number()]),
  text: v.string(),
});

/** A config field (02 §3); `type` is a string so a client meets a type it does not know. */
export const AutomationFieldSchema = v.object({
  name: v.string(),
  title: v.string(),
  type: v.string(),
  required: v.boolean(),
  hint: v.nullable(v.string()),
  min: v.nullable(v.number()),
  max: v.nullable(v.number()),
  step: v.nullable(v.number()),
  options: v.nullable(v.array(AutomationFieldOptionSchema)),
  default: v.nullable(v.union([v.string(), v.number()])),
  relation: v.nullable(
    v.object({
      name: v.string(),
      text_key: v.string(),
      value_key: v.string(),
      filters: v.record(v.string(), v.union([v.string(), v.number(), v.boolean()])),
    }),
  ),
});
export type AutomationField = v.InferOutput<typeof AutomationFieldSchema>;

/** An event ('if') or action ('then') preset. */
export const AutomationPresetSchema = v.object({
  id: v.number(),
  name: v.string(),
  active: v.boolean(),
  config_rules: v.object({ fields: v.array(AutomationFieldSchema) }),
});
export type AutomationPreset = v.InferOutput<typeof AutomationPresetSchema>;

export const AutomationPairSchema = v.object({ if_id: v.number(), then_id: v.number() });
export type AutomationPair = v.InferOutput<typeof AutomationPairSchema>;

export const AUTOMATION_LIMITS = { titleMax: 100, messageMax: 300, valueMax: 500 } as const;

export const AUTOMATION_MESSAGES = {
  titleRequired: 'El nombre es obligatorio.',
  titleMax: `El nombre no puede tener más de ${AUTOMATION_LIMITS.titleMax} caracteres.`,
  ifRequired: 'Selecciona qué debe suceder.',
  thenRequired: 'Selecciona qué debe hacerse.',
  notPaired: 'Esta acción no está disponible para el evento elegido.',
  fieldRequired: 'Este campo es obligatorio.',
  notAChoice: 'Elige una de las opciones.',
  tooLong: (max: number) => `No puede tener más de ${max} caracteres.`,
  notANumber: 'Escribe un número.',
  outOfRange: (min: number | null, max: number | null) =>
    `Escribe un número${min !== null ? ` desde ${min}` : ''}${max !== null ? ` hasta ${max}` : ''}.`,
  notAnEmail: 'El correo electrónico no es válido.',
  notATime: 'Escribe una hora como 08:30.',
  surveyUnknown: 'Selecciona una encuesta activa.',
  programUnknown: 'Selecciona un programa de sellos activo.',
  groupUnknown: 'Selecciona un grupo.',
  notFound: 'No encontramos esa automatización.',
} as const;

const ConfigValueSchema = v.union([v.string(), v.number(), v.null()]);
const ConfigSchema = v.record(v.string(), ConfigValueSchema);
export type AutomationConfig = v.InferOutput<typeof ConfigSchema>;

export const AutomationParamsSchema = v.object({
  if_config: v.optional(ConfigSchema, {}),
  then_config: v.optional(ConfigSchema, {}),
});
export type AutomationParams = v.InferOutput<typeof AutomationParamsSchema>;

const TitleSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, AUTOMATION_MESSAGES.titleRequired),
  v.maxLength(AUTOMATION_LIMITS.titleMax, AUTOMATION_MESSAGES.titleMax),
);

export const AutomationRecipeCreateSchema = v.object({
  if_id: IdSchema,
  then_id: IdSchema,
  title: TitleSchema,
  params: v.optional(AutomationParamsSchema, { if_config: {}, then_config: {} }),
});
export type AutomationRecipeCreate = v.InferOutput<typeof AutomationRecipeCreateSchema>;

/** PATCH: the event and the action stay as created (02 §4). */
export const AutomationRecipePatchSchema = v.object({
  title: v.optional(TitleSchema),
  params: v.optional(AutomationParamsSchema),
});
export type AutomationRecipePatch = v.InferOutput<typeof AutomationRecipePatchSchema>;

export const AutomationStatusBodySchema = v.object({ status: v.picklist(AUTOMATION_STATUSES) });

export const AutomationRecipeSchema = v.object({
  id: v.number(),
  title: v.string(),
  if_id: v.number(),
  then_id: v.number(),
  status: v.picklist(AUTOMATION_STATUSES),
  review_status: v.picklist(AUTOMATION_REVIEW_STATUSES),
  params: v.object({ if_config: ConfigSchema, then_config: ConfigSchema }),
  created_at: v.string(),
});
export type AutomationRecipe = v.InferOutput<typeof AutomationRecipeSchema>;

export const AutomationCreatedSchema = v.object({ id: v.number() });
