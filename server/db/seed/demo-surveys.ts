import type { SurveyAnswers, SurveyField } from '../../../src/domain/contract/survey';
import { SURVEY_DEFAULTS } from '../../../src/domain/contract/survey';
import type { Tx } from '../client';
import { surveyForms, surveyResponses } from '../schema';

const HOUR_MS = 3_600_000;

/** The demo's survey: one question of each common kind, active, answered a few times this week. */
export const DEMO_SURVEY_FIELDS: SurveyField[] = [
  {
    id: 'Cal1',
    type: 'rating',
    title: '¿Cómo calificas tu visita?',
    description: null,
    config: { mandatory: true, max: 5 },
  },
  {
    id: 'Pla1',
    type: 'select_single',
    title: '¿Qué pediste?',
    description: null,
    config: {
      mandatory: false,
      options: [
        { id: 'Tac1', text: 'Tacos al pastor' },
        { id: 'Poz1', text: 'Pozole' },
        { id: 'Que1', text: 'Quesadillas' },
      ],
    },
  },
  {
    id: 'Vol1',
    type: 'yes_no',
    title: '¿Nos recomendarías?',
    description: null,
    config: { mandatory: false },
  },
  {
    id: 'Com1',
    type: 'long_text',
    title: '¿Qué podemos mejorar?',
    description: null,
    config: { mandatory: false },
  },
];

const DEMO_ANSWERS: SurveyAnswers[] = [
  { Cal1: 5, Pla1: 'Tac1', Vol1: true, Com1: 'Todo muy rico.' },
  { Cal1: 4, Pla1: 'Poz1', Vol1: true },
  { Cal1: 3, Pla1: 'Tac1', Vol1: false, Com1: 'La espera fue larga.' },
  { Cal1: 5, Pla1: 'Que1', Vol1: true },
  { Cal1: 4, Vol1: true },
];

export async function insertDemoSurvey(tx: Tx, input: { companyId: number; locationId: number; now: Date }) {
  const [form] = await tx
    .insert(surveyForms)
    .values({
      companyId: input.companyId,
      title: 'Tu visita a la taquería',
      description: 'Nos ayuda a mejorar cada semana.',
      welcomeMessage: SURVEY_DEFAULTS.welcome_message,
      thankyouMessage: SURVEY_DEFAULTS.thankyou_message,
      status: 'active',
      fields: DEMO_SURVEY_FIELDS,
      createdAt: new Date(input.now.getTime() - 14 * 24 * HOUR_MS),
    })
    .returning({ id: surveyForms.id });
  if (!form) throw new Error('seed: survey not inserted');
  await tx.insert(surveyResponses).values(
    DEMO_ANSWERS.map((answers, index) => ({
      companyId: input.companyId,
      formId: form.id,
      locationId: input.locationId,
      source: 'public' as const,
      answers,
      createdAt: new Date(input.now.getTime() - (index + 1) * 26 * HOUR_MS),
    })),
  );
}
