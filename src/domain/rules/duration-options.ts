/** Booking durations (01 §9): the first option, its step and the longest one, in minutes. */
export const DEFAULT_DURATION_MINS = 30;
export const DEFAULT_BLOCK_FREQUENCY_MINS = 30;
export const MAX_DURATION_MINS = 1440;

export interface DurationOption {
  value: number;
  label: string;
}

/** 45 → '45 min'; 60 → '1:00 h'; 90 → '1:30 h' (01 §9: 'N min' below 60, 'H:MM h' at or above). */
export function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)}:${String(rest).padStart(2, '0')} h`;
}

function positiveOr(value: number | null | undefined, fallback: number): number {
  return value !== null && value !== undefined && Number.isFinite(value) && value > 0
    ? Math.round(value)
    : fallback;
}

/**
 * The duration choices of a booking (01 §9): from the service's duration (default 30 min), every
 * block_frequency_mins (default 30), up to 1440 min.
 */
export function durationOptions(
  serviceDurationMins: number | null | undefined,
  blockFrequencyMins: number | null | undefined,
): DurationOption[] {
  const first = Math.min(positiveOr(serviceDurationMins, DEFAULT_DURATION_MINS), MAX_DURATION_MINS);
  const step = positiveOr(blockFrequencyMins, DEFAULT_BLOCK_FREQUENCY_MINS);
  const options: DurationOption[] = [];
  for (let minutes = first; minutes <= MAX_DURATION_MINS; minutes += step) {
    options.push({ value: minutes, label: durationLabel(minutes) });
  }
  return options;
}
