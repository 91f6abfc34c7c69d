import * as v from 'valibot';
import { PaginationSchema } from './common';
import { LocalDateTimeSchema } from './loyalty';

/** Survey forms and their responses (01 §2.7, §3.6, §4.4, §5.2, §7.3, §9). */
export const SURVEY_FIELD_TYPES = [
  'select_single',
  'select_multi',
  'rating',
  'yes_no',
  'number',
  'text',
  'long_text',
  'contact_info',
] as const;
export type SurveyFieldType = (typeof SURVEY_FIELD_TYPES)[number];

export const SURVEY_FIELD_TYPE_LABELS: Record<SurveyFieldType, string> = {
  select_single: 'Opción única',
  select_multi: 'Opción múltiple',
  rating: 'Calificación (estrellas)',
  yes_no: 'Sí o no',
  number: 'Número',
  text: 'Texto corto',
  long_text: 'Texto largo',
  contact_info: 'Datos de contacto',
};

export const SURVEY_STATUSES = ['active', 'inactive'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

export const CONTACT_INFO_SUBFIELDS = ['first_name', 'last_name', 'phone', 'email', 'company'] as const;
export type ContactInfoSubfield = (typeof CONTACT_INFO_SUBFIELDS)[number];
export const CONTACT_INFO_LABELS: Record<ContactInfoSubfield, string> = {
  first_name: 'Nombre',
  last_name: 'Apellido',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  company: 'Empresa',
};

/** Limits of 01 §5.2 and §9, and ours for what the spec leaves open. */
export const SURVEY_LIMITS = {
  titleMax: 100,
  descriptionMax: 200,
  messageMax: 200,
  fieldTitleMax: 200,
  fieldDescriptionMax: 200,
  optionMax: 100,
  optionsMax: 20,
  fieldsMax: 50,
  ratingMin: 1,
  ratingMax: 10,
  textMax: 255,
  longTextMax: 2000,
  contactValueMax: 100,
} as const;

/** Personalization defaults of 01 §5.2. */
export const SURVEY_DEFAULTS = {
  welcome_message: 'Responde esta breve encuesta',
  thankyou_message: 'Gracias por responder la encuesta',
  rating_max: 5,
} as const;

/** Spanish messages (01 §5.2 and §8 verbatim where they give them). */
export const SURVEY_MESSAGES = {
  empty: 'El campo no puede estar vacío',
  optionEmpty: 'La opción no puede estar vacía',
  minOptions: 'Debe agregar al menos 2 opciones',
  titleMax: 'El título admite como máximo 100 caracteres.',
  descriptionMax: 'La descripción admite como máximo 200 caracteres.',
  messageMax: 'El mensaje admite como máximo 200 caracteres.',
  fieldTitleMax: 'La pregunta admite como máximo 200 caracteres.',
  optionMax: 'La opción admite como máximo 100 caracteres.',
  optionsMax: 'Una pregunta admite como máximo 20 opciones.',
  fieldsMax: 'Una encuesta admite como máximo 50 preguntas.',
  noFields: 'Agrega al menos una pregunta.',
  ratingMax: 'Elige de 1 a 10 estrellas.',
  duplicateId: 'El identificador de la pregunta está repetido.',
  statusChanged: 'El estatus se cambió correctamente.',
  activeLocked:
    'Las preguntas no se pueden modificar mientras la encuesta está activa. Desactívala para cambiarlas.',
  lockedNote: 'Las preguntas no se pueden modificar una vez que la encuesta está activa.',
  notFound: 'Encuesta no encontrada.',
  inactive: 'Esta encuesta no está recibiendo respuestas en este momento.',
  answerRequired: 'Responde esta pregunta.',
  noAnswers: 'Responde al menos una pregunta.',
  answerInvalid: 'La respuesta no es válida.',
  ratingRange: 'Elige de 1 a {max} estrellas.',
  numberInvalid: 'Escribe un número.',
  textMax: 'La respuesta admite como máximo {max} caracteres.',
  phoneInvalid: 'Escribe un teléfono de 10 dígitos.',
  emailInvalid: 'Escribe un correo electrónico válido.',
  tooManyResponses:
    'Esta encuesta recibió demasiadas respuestas en poco tiempo. Intenta de nuevo en unos minutos.',
} as const;

/** A random 4-character alphanumeric id of a question or an option (01 §3.6, §9). */
export const SURVEY_ID_PATTERN = /^[A-Za-z0-9]{4}$/;

const SurveyIdSchema = v.pipe(v.string(), v.regex(SURVEY_ID_PATTERN, 'El identificador no es válido.'));

export const SurveyOptionSchema = v.object({ id: SurveyIdSchema, text: v.string() });
export type SurveyOption = v.InferOutput<typeof SurveyOptionSchema>;

export const ContactInfoSubfieldConfigSchema = v.object({
  id: v.picklist(CONTACT_INFO_SUBFIELDS),
  enabled: v.boolean(),
  mandatory: v.boolean(),
});
export type ContactInfoSubfieldConfig = v.InferOutput<typeof ContactInfoSubfieldConfigSchema>;

/** config of 01 §3.6: options for select types, max for rating, subfields for contact_info, mandatory. */
export const SurveyFieldConfigSchema = v.object({
  mandatory: v.optional(v.boolean(), false),
  options: v.optional(v.array(SurveyOptionSchema)),
  max: v.optional(v.pipe(v.number(), v.integer())),
  subfields: v.optional(v.array(ContactInfoSubfieldConfigSchema)),
});
export type SurveyFieldConfig = v.InferOutput<typeof SurveyFieldConfigSchema>;

export const SurveyFieldSchema = v.object({
  id: SurveyIdSchema,
  type: v.picklist(SURVEY_FIELD_TYPES, 'Elige un tipo de pregunta.'),
  title: v.string(),
  description: v.optional(v.nullable(v.string()), null),
  config: v.optional(SurveyFieldConfigSchema, {}),
});
export type SurveyField = v.InferOutput<typeof SurveyFieldSchema>;

/** Body of POST /v1/survey/form and PATCH /v1/survey/form/{id} (01 §7.3). */
export const SurveyFormBodySchema = v.object({
  title: v.string(),
  description: v.optional(v.nullable(v.string()), null),
  welcome_message: v.optional(v.nullable(v.string()), null),
  thankyou_message: v.optional(v.nullable(v.string()), null),
  fields: v.array(SurveyFieldSchema),
});
export type SurveyFormBody = v.InferOutput<typeof SurveyFormBodySchema>;
export type SurveyFormInput = v.InferInput<typeof SurveyFormBodySchema>;

export const SurveyStatusBodySchema = v.object({
  status: v.picklist(SURVEY_STATUSES, 'Elige activa o inactiva.'),
});

/** A survey form as the back office sees it (01 §3.6). */
export const SurveyFormSchema = v.object({
  id: v.number(),
  title: v.string(),
  description: v.nullable(v.string()),
  welcome_message: v.string(),
  thankyou_message: v.string(),
  status: v.picklist(SURVEY_STATUSES),
  response_count: v.number(),
  public_url: v.string(),
  fields: v.array(SurveyFieldSchema),
  created_at: v.string(),
  updated_at: v.string(),
});
export type SurveyForm = v.InferOutput<typeof SurveyFormSchema>;

/** What the public page and the kiosk show: no counts, no status. */
export const PublicSurveySchema = v.object({
  id: v.number(),
  business_name: v.string(),
  title: v.string(),
  description: v.nullable(v.string()),
  welcome_message: v.string(),
  thankyou_message: v.string(),
  fields: v.array(SurveyFieldSchema),
});
export type PublicSurvey = v.InferOutput<typeof PublicSurveySchema>;

export const ContactInfoAnswerSchema = v.record(v.picklist(CONTACT_INFO_SUBFIELDS), v.string());

/** One question's answer, by its type: option id(s), stars, yes/no, a number, text, contact data. */
export const SurveyAnswerSchema = v.union([
  v.string(),
  v.number(),
  v.boolean(),
  v.array(v.string()),
  ContactInfoAnswerSchema,
  v.null(),
]);
export type SurveyAnswer = v.InferOutput<typeof SurveyAnswerSchema>;
export type SurveyAnswers = Record<string, SurveyAnswer>;

/** Body of a response: answers keyed by question id. */
export const SurveyResponseBodySchema = v.object({
  answers: v.record(v.pipe(v.string(), v.maxLength(4)), SurveyAnswerSchema),
});

export const SurveyResponseResultSchema = v.object({ id: v.number() });

export const PublicSurveyParamsSchema = v.object({
  username: v.pipe(v.string(), v.maxLength(60)),
  id: v.pipe(
    v.string('El identificador no es válido.'),
    v.regex(/^[1-9]\d{0,9}$/, 'El identificador no es válido.'),
    v.transform(Number),
  ),
});

/** A summary item (01 §3.6): an option's count, a contact subfield's count, or rating figures. */
export const SurveySummaryItemSchema = v.object({
  id: v.string(),
  label: v.string(),
  count: v.number(),
  subfield_id: v.optional(v.picklist(CONTACT_INFO_SUBFIELDS)),
});

export const SurveySummaryFieldSchema = v.object({
  id: v.string(),
  title: v.string(),
  type: v.picklist(SURVEY_FIELD_TYPES),
  options: v.array(SurveyOptionSchema),
  /** Responses that answered this question. */
  answered: v.number(),
  items: v.array(SurveySummaryItemSchema),
  totals: v.object({
    sum: v.nullable(v.number()),
    min: v.nullable(v.number()),
    max: v.nullable(v.number()),
    avg: v.nullable(v.number()),
  }),
});
export type SurveySummaryField = v.InferOutput<typeof SurveySummaryFieldSchema>;

/** POST /v1/survey/response/summary-by-form/{id}. */
export const SurveySummarySchema = v.object({
  response_count: v.number(),
  fields: v.array(SurveySummaryFieldSchema),
});
export type SurveySummary = v.InferOutput<typeof SurveySummarySchema>;

/** A page of the form list. */
export const SurveyFormPageSchema = v.object({
  data: v.array(SurveyFormSchema),
  pagination: PaginationSchema,
});

/**
 * POST /v1/survey/response/search-by-form/{id} (01 §7.3): paging, sort by created_at (newest
 * first by default), and the period in the location's local time ('YYYY-MM-DDTHH:mm'), both ends
 * optional. date_to before date_from is a 422 on `filters.date_to`.
 */
export const SurveyResponsesBodySchema = v.object({
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 100),
  sort: v.optional(v.array(v.picklist(['-created_at', 'created_at'], 'El orden no es válido.')), [
    '-created_at',
  ]),
  filters: v.optional(
    v.object({
      date_from: v.optional(v.nullable(LocalDateTimeSchema)),
      date_to: v.optional(v.nullable(LocalDateTimeSchema)),
    }),
    {},
  ),
});
export type SurveyResponsesBody = v.InferOutput<typeof SurveyResponsesBodySchema>;

/** The export file's name (01 §2.7). */
export const SURVEY_RESPONSES_FILE_NAME = 'survey-responses';
