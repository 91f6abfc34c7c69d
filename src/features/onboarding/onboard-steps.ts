/** The steps of onboard-home (02 §2, §4), in order; the step is the route's `step` param. */
export const ONBOARD_STEPS = ['welcome', 'location', 'preferences', 'ready'] as const;
export type OnboardStep = (typeof ONBOARD_STEPS)[number];

/** The step a URL names; a missing or unknown one is the welcome. */
export function onboardStepOf(param: string | undefined): OnboardStep {
  return ONBOARD_STEPS.find((step) => step === param) ?? 'welcome';
}
