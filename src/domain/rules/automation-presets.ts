import {
  AUTOMATION_LIMITS,
  type AutomationActionType,
  type AutomationEventType,
  type AutomationField,
  type AutomationPair,
  type AutomationPreset,
} from '../contract/automations';
import { SURVEY_DELAY_CHOICES } from './waitlist-choices';

/**
 * The events ('if') and actions ('then') a recipe combines. They are the product's reference
 * data, not a company's: ids are stable (recipes store them) and never reused.
 */
export interface EventPreset extends AutomationPreset {
  event: AutomationEventType;
}
export interface ActionPreset extends AutomationPreset {
  action: AutomationActionType;
}

const field = (value: Pick<AutomationField, 'name' | 'title' | 'type'> & Partial<AutomationField>) => ({
  required: true,
  hint: null,
  min: null,
  max: null,
  step: null,
  options: null,
  default: null,
  relation: null,
  ...value,
});

export const EVENT_PRESETS: readonly EventPreset[] = [
  {
    id: 1,
    event: 'visit_completed',
    name: 'Lista de espera: Una visita se completa',
    active: true,
    config_rules: { fields: [] },
  },
  {
    id: 2,
    event: 'booking_created',
    name: 'Reservaciones: Se registra una reservación',
    active: true,
    config_rules: { fields: [] },
  },
  {
    id: 3,
    event: 'order_delivered',
    name: 'Pedidos: Se entrega un pedido',
    active: true,
    config_rules: { fields: [] },
  },
  {
    id: 4,
    event: 'stampcard_completed',
    name: 'Lealtad: Un cliente completa su tarjeta de sellos',
    active: true,
    config_rules: { fields: [] },
  },
  // Answers to a public survey link are anonymous: no action has a customer to act on yet, so the
  // event is recorded but not offered.
  {
    id: 5,
    event: 'survey_answered',
    name: 'Encuestas: Se responde una encuesta',
    active: false,
    config_rules: { fields: [] },
  },
];

export const ACTION_PRESETS: readonly ActionPreset[] = [
  {
    id: 1,
    action: 'send_survey',
    name: 'Encuestas: Enviar encuesta',
    active: true,
    config_rules: {
      fields: [
        field({
          name: 'survey_form_id',
          title: 'Encuesta',
          type: 'relation',
          relation: {
            name: 'survey_form',
            text_key: 'title',
            value_key: 'id',
            filters: { status: 'active' },
          },
        }),
        field({
          name: 'send_after_mins',
          title: 'Enviar',
          type: 'select',
          hint: 'Tiempo después del evento. El mensaje usa la plantilla de encuesta de la lista de espera.',
          options: SURVEY_DELAY_CHOICES.map((choice) => ({ value: choice.value, text: choice.label })),
          default: 0,
        }),
      ],
    },
  },
  {
    id: 2,
    action: 'send_message',
    name: 'Mensajes: Enviar un mensaje por WhatsApp o SMS',
    active: true,
    config_rules: {
      fields: [
        field({
          name: 'channel',
          title: 'Canal',
          type: 'select',
          options: [
            { value: 'sms', text: 'SMS' },
            { value: 'whatsapp', text: 'WhatsApp' },
          ],
          default: 'sms',
        }),
        field({
          name: 'message',
          title: 'Mensaje',
          type: 'textarea',
          hint: 'Puedes usar {name} (el cliente) y {business} (tu negocio).',
          max: AUTOMATION_LIMITS.messageMax,
        }),
      ],
    },
  },
  {
    id: 3,
    action: 'add_to_group',
    name: 'Clientes: Agregar a un grupo',
    active: true,
    // The options are the company's groups, filled in when the presets are read.
    config_rules: { fields: [field({ name: 'tag_id', title: 'Grupo', type: 'select', options: [] })] },
  },
  {
    id: 4,
    action: 'grant_stamp',
    name: 'Lealtad: Otorgar un sello',
    active: true,
    config_rules: {
      fields: [
        field({
          name: 'loyalty_program_id',
          title: 'Programa de lealtad',
          type: 'relation',
          relation: {
            name: 'loyalty_program',
            text_key: 'name',
            value_key: 'id',
            filters: { type: 'stampcard', status: 'active' },
          },
        }),
      ],
    },
  },
];

/**
 * Which action follows which event. A stamp granted on a completed card could complete another
 * card: that pair is left out so that no recipe feeds itself.
 */
export const EVENT_ACTION_PAIRS: readonly AutomationPair[] = [
  { if_id: 1, then_id: 1 },
  { if_id: 1, then_id: 2 },
  { if_id: 1, then_id: 3 },
  { if_id: 1, then_id: 4 },
  { if_id: 2, then_id: 2 },
  { if_id: 2, then_id: 3 },
  { if_id: 3, then_id: 1 },
  { if_id: 3, then_id: 2 },
  { if_id: 3, then_id: 3 },
  { if_id: 3, then_id: 4 },
  { if_id: 4, then_id: 2 },
  { if_id: 4, then_id: 3 },
];

export const eventPreset = (id: number) => EVENT_PRESETS.find((preset) => preset.id === id);
export const actionPreset = (id: number) => ACTION_PRESETS.find((preset) => preset.id === id);

export const isPaired = (pairs: readonly AutomationPair[], ifId: number, thenId: number) =>
  pairs.some((pair) => pair.if_id === ifId && pair.then_id === thenId);

/** The event presets whose event is `event` (a recipe points at one of them). */
export const eventPresetIds = (event: AutomationEventType) =>
  EVENT_PRESETS.filter((preset) => preset.event === event).map((preset) => preset.id);
