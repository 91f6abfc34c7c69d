import type { OnboardSettingsBody } from '../../domain/contract/onboarding';
import type { PreferenceAnswers, PreferenceQuestion } from '../../domain/rules/onboarding-preferences';
import { GROUP_SIZE_MAX, GROUP_SIZE_MIN } from '../../domain/rules/onboarding-preferences';

/** What the preferences step asks, one question after another (02 §2). */
export const PREFERENCE_QUESTION_TEXT: Record<PreferenceQuestion, string> = {
  booking: '¿Quieres recibir citas o reservaciones?',
  queue: '¿Quieres atender por turnos con una lista de espera?',
  link: '¿Quieres que tus clientes se registren en línea desde tu enlace?',
  kiosk: '¿Quieres un kiosco para que tus clientes se registren en tu local?',
  group_size: '¿Atiendes a grupos de personas?',
};

/** The group size offered when the business takes groups (02 §9: 10 on enabling). */
export const DEFAULT_GROUP_SIZE = 10;

export const GROUP_SIZE_OPTIONS = Array.from({ length: GROUP_SIZE_MAX - GROUP_SIZE_MIN + 1 }, (_, index) =>
  String(GROUP_SIZE_MIN + index),
);

/** The answers as POST /v1/business/onboard/settings takes them; null while one is missing. */
export function onboardSettingsBody(answers: PreferenceAnswers): OnboardSettingsBody | null {
  const { booking, queue, link, kiosk, group_size } = answers;
  if (booking === undefined || queue === undefined || link === undefined || kiosk === undefined) return null;
  if (group_size === undefined) return null;
  return {
    booking_enabled: booking,
    queue_enabled: queue,
    link_enabled: link,
    kiosk_enabled: kiosk,
    group_size_max: group_size,
  };
}
