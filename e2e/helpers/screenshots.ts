/**
 * Specs that only take the screens' screenshots for a developer's eyes (no journey) carry this tag:
 * `npm test` leaves them out, `npm run screenshots` runs only them. CI time goes to journeys.
 */
export const SCREENSHOTS_TAG = '@screenshots';

/** Whether this run takes the screenshots (`npm run screenshots`) instead of the journeys. */
export const TAKING_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** The two sizes every screen is looked at in: a tablet at the host stand, and a phone. */
export const SCREEN_SIZES = [
  { name: 'tablet', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
