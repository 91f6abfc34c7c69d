import * as v from 'valibot';
import { campaignTextLength, phoneLines } from '../rules/campaign-text';
import { isValidAccessPhone } from '../rules/phone';
import { IdSchema } from './common';

/** Campaigns (01 §3.8, §4.6, §5.4, §7.5). */
export const CAMPAIGN_CHANNELS = ['sms', 'whatsapp'] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];

/**
 * Campaign statuses (01 §4.1 plus the 'pending' the view shows). Ours to design (01 §4.6 "not
 * shown"): a draft or a stopped campaign is 'stopped'; started, it is 'pending' until its time
 * comes (now or start_at), 'sending' while its messages are written, then 'finished'.
 * 'active' and 'canceled' are in the spec's set; no transition of ours leads to them.
 */
export const CAMPAIGN_STATUSES = ['stopped', 'pending', 'active', 'sending', 'finished', 'canceled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  stopped: 'Detenida',
  pending: 'Pendiente',
  active: 'Activa',
  sending: 'Enviando',
  finished: 'Terminada',
  canceled: 'Cancelada',
};

/** A stopped campaign that never ran (no reason to show) is a draft: 'Borrador'. */
export function campaignStatusLabel(campaign: {
  status: CampaignStatus;
  status_message: string | null;
}): string {
  return campaign.status === 'stopped' && campaign.status_message === null
    ? 'Borrador'
    : CAMPAIGN_STATUS_LABELS[campaign.status];
}

export const TEMPLATE_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TemplateReviewStatus = (typeof TEMPLATE_REVIEW_STATUSES)[number];
export const TEMPLATE_REVIEW_LABELS: Record<TemplateReviewStatus, string> = {
  pending: 'En revisión',
  approved: 'Aprobada',
  rejected: 'Rechazada',
};

/** What a status allows (01 §4.6): start, stop, edit. One rule for the server and the screens. */
export function campaignActions(status: CampaignStatus, messagesWritten: number) {
  return {
    can_activate: status === 'stopped',
    can_stop: status === 'pending' || status === 'active' || status === 'sending',
    // Once messages went out, editing would make them disagree with the campaign.
    is_editable: status === 'stopped' && messagesWritten === 0,
  };
}

export const CAMPAIGN_LIMITS = { nameMax: 100, phonesMax: 20_000 } as const;

export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Escribe el nombre de la campaña.',
  nameMax: 'El nombre admite como máximo 100 caracteres.',
  contentRequired: 'Escribe el mensaje.',
  contentMax: 'El mensaje admite como máximo 160 caracteres (cada variable cuenta 8).',
  tagsRequired: 'Selecciona al menos un grupo.',
  phonesMax: 'La lista de teléfonos es demasiado larga.',
  startPast: 'La fecha y hora de envío debe ser futura.',
  startInvalid: 'La fecha y hora de envío no es válida.',
  notEditable: 'La campaña ya no se puede editar.',
  notStartable: 'La campaña no se puede iniciar en su estado actual.',
  notStoppable: 'La campaña no se puede detener en su estado actual.',
  noCredits: 'Campaña detenida: se acabaron los créditos de mensajes. Compra créditos y vuelve a iniciarla.',
  stoppedByUser: 'Campaña detenida por el usuario.',
} as const;

/** The first phone line that is no phone, or null (10 digits, or + and 11 to 13 digits). */
export function invalidPhoneLine(phones: string | null | undefined): string | null {
  return phoneLines(phones).find((line) => !isValidAccessPhone(line)) ?? null;
}

const PhonesSchema = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.maxLength(CAMPAIGN_LIMITS.phonesMax, CAMPAIGN_MESSAGES.phonesMax),
      v.check(
        (phones) => invalidPhoneLine(phones) === null,
        (issue) => `El teléfono «${invalidPhoneLine(issue.input as string)}» no es válido.`,
      ),
    ),
  ),
  null,
);

/** Who receives: the subscribed, active customers of the groups, plus the phones typed one a line. */
export const SegmentationSchema = v.object({
  tags: v.pipe(v.array(IdSchema), v.minLength(1, CAMPAIGN_MESSAGES.tagsRequired), v.maxLength(100)),
  phones: PhonesSchema,
});

/** POST /v1/messaging/campaign and PATCH /v1/messaging/campaign/{id} (01 §7.5). */
export const CampaignBodySchema = v.object({
  name: v.pipe(
    v.string(CAMPAIGN_MESSAGES.nameRequired),
    v.trim(),
    v.minLength(1, CAMPAIGN_MESSAGES.nameRequired),
    v.maxLength(CAMPAIGN_LIMITS.nameMax, CAMPAIGN_MESSAGES.nameMax),
  ),
  content: v.pipe(
    v.string(CAMPAIGN_MESSAGES.contentRequired),
    v.trim(),
    v.minLength(1, CAMPAIGN_MESSAGES.contentRequired),
    v.check((content) => !campaignTextLength(content).tooLong, CAMPAIGN_MESSAGES.contentMax),
  ),
  /** Draft: false. Send now or scheduled: true (01 §4.6). */
  active: v.boolean(),
  /** Scheduled: the instant; send now and drafts: null. */
  start_at: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp(CAMPAIGN_MESSAGES.startInvalid))), null),
  segmentation: SegmentationSchema,
  channel: v.optional(v.picklist(CAMPAIGN_CHANNELS), 'sms'),
});
export type CampaignBody = v.InferOutput<typeof CampaignBodySchema>;

/** POST /v1/messaging/campaign/estimate-reach: groups may still be empty while the editor fills in. */
export const EstimateReachBodySchema = v.object({
  segmentation: v.object({
    tags: v.pipe(v.array(IdSchema), v.maxLength(100)),
    phones: PhonesSchema,
  }),
});
export const EstimateReachSchema = v.object({ quantity: v.number() });

/**
 * GET /v1/messaging/campaign/whatsapp-template: the approved template WhatsApp campaigns go out
 * as (null name: not configured, so 'pending'), and its variables in order.
 */
export const CampaignWhatsappTemplateSchema = v.object({
  name: v.nullable(v.string()),
  review_status: v.picklist(TEMPLATE_REVIEW_STATUSES),
  variables: v.array(v.string()),
});
export type CampaignWhatsappTemplate = v.InferOutput<typeof CampaignWhatsappTemplateSchema>;

/** What fills each variable of the campaign template (the editor explains them). */
export const CAMPAIGN_TEMPLATE_VARIABLE_HELP: Record<string, string> = {
  nombre: 'el nombre del cliente',
  negocio: 'el nombre de tu negocio',
  mensaje: 'tu mensaje, con sus variables ya llenas',
};

export const CHANNEL_CAMPAIGN_TITLES: Record<CampaignChannel, string> = {
  sms: 'Campaña de SMS',
  whatsapp: 'Campaña de WhatsApp',
};

export const CampaignGroupSchema = v.object({ id: v.number(), name: v.string() });
export type CampaignGroup = v.InferOutput<typeof CampaignGroupSchema>;

export const CampaignSchema = v.object({
  id: v.number(),
  name: v.string(),
  content: v.string(),
  channel: v.picklist(CAMPAIGN_CHANNELS),
  active: v.boolean(),
  start_at: v.nullable(v.string()),
  segmentation: v.object({ tags: v.array(v.number()), phones: v.nullable(v.string()) }),
  /** The chosen groups with their names (those that still exist). */
  groups: v.array(CampaignGroupSchema),
  status: v.picklist(CAMPAIGN_STATUSES),
  status_message: v.nullable(v.string()),
  /** WhatsApp: whether its approved template is configured; SMS needs no review (null). */
  review_status: v.nullable(v.picklist(TEMPLATE_REVIEW_STATUSES)),
  /** WhatsApp: the approved template the messages go out as, and its variables in order. */
  whatsapp_template: v.nullable(v.object({ name: v.string(), variables: v.array(v.string()) })),
  /** Before sending: the reach computed when saved; once sending: the messages written. */
  message_count: v.number(),
  sent_count: v.number(),
  error_count: v.number(),
  can_activate: v.boolean(),
  can_stop: v.boolean(),
  is_editable: v.boolean(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Campaign = v.InferOutput<typeof CampaignSchema>;
