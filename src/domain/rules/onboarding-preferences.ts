/** The preferences step of onboarding (02 §2, §5): questions appear one after another. */
export const PREFERENCE_QUESTIONS = ['booking', 'queue', 'link', 'kiosk', 'group_size'] as const;
export type PreferenceQuestion = (typeof PREFERENCE_QUESTIONS)[number];

export interface PreferenceAnswers {
  booking?: boolean;
  queue?: boolean;
  link?: boolean;
  kiosk?: boolean;
  /** 0 (no groups) or 2 to 100. */
  group_size?: number;
}

export const PREFERENCE_MESSAGES = {
  atLeastOne: 'Selecciona al menos una opción',
  failed: 'Ha ocurrido un error. Por favor, intenta de nuevo.',
} as const;

export const GROUP_SIZE_MIN = 2;
export const GROUP_SIZE_MAX = 100;

export type PreferenceStep =
  | { kind: 'ask'; question: PreferenceQuestion }
  | { kind: 'reset'; message: string }
  | { kind: 'done' };

/**
 * The next thing to show: the first unanswered question in order; No to both booking and queue
 * resets the answers with 'Selecciona al menos una opción'.
 */
export function nextPreferenceStep(answers: PreferenceAnswers): PreferenceStep {
  if (answers.booking === false && answers.queue === false) {
    return { kind: 'reset', message: PREFERENCE_MESSAGES.atLeastOne };
  }
  for (const question of PREFERENCE_QUESTIONS) {
    if (answers[question] === undefined) return { kind: 'ask', question };
  }
  return { kind: 'done' };
}

export function isValidGroupSize(value: number): boolean {
  return value === 0 || (Number.isInteger(value) && value >= GROUP_SIZE_MIN && value <= GROUP_SIZE_MAX);
}
