/** Scheduled sends go out on 15-minute marks (01 §4.6, §9). */
export const SCHEDULE_STEP_MINUTES = 15;
const STEP_MS = SCHEDULE_STEP_MINUTES * 60_000;

/**
 * The default time of a scheduled campaign: the next 15-minute mark that is 15 minutes or more
 * from now (01 §4.6). Marks are the same instants in every time zone we serve (offsets are whole
 * quarter hours), so the maths runs on epoch milliseconds.
 */
export function defaultScheduledTime(now: Date): Date {
  return new Date(Math.ceil((now.getTime() + STEP_MS) / STEP_MS) * STEP_MS);
}
