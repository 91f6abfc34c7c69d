/**
 * The wait-time quote (settings.waitlist.show_wait_time), as pure maths over the location's own
 * history. The model, and why:
 *
 * - A sample is a waitlist entry of the history window that reached ready: its wait is
 *   ready_at - created_at, and `ahead` is how many parties of the same table kind and the same
 *   local day were still waiting when it arrived.
 * - Parties compete only for the tables they fit: couples (1–2) for the small tables, 3–4 for
 *   the four-tops, 5 and more for the large ones. A party of 6 does not wait behind ten couples,
 *   so both the history and the queue in front count only parties of the same table kind.
 * - The hour and the day matter (a Saturday night is not a Tuesday afternoon): the samples of the
 *   same weekday within 90 minutes of the time of day are used when there are enough of them,
 *   else every sample of that table kind; then, with too few of the kind, every size (same
 *   time first); with fewer than MIN_SAMPLES anywhere there is no quote ('sin historial
 *   suficiente') rather than a guess from a handful of parties.
 * - A queue drains roughly one party at a time, so each sample predicts
 *   wait × (ahead now + 1) / (its ahead + 1); the quote is the median prediction of the samples
 *   whose queue was closest to today's (the nearest NEAREST_SAMPLES by |ahead - ahead now|), so a
 *   quiet moment's free tables (wait 0 with nobody ahead) and a full room's turnover are both
 *   learnt where they happened. The median ignores one forgotten entry made ready hours later.
 * - Rounded up to 5 minutes: a quote is a promise, and being seated early pleases more than late.
 */

export interface WaitSample {
  groupSize: number | null;
  waitMins: number;
  /** Parties of the same table kind waiting in front of it when it arrived. */
  aheadAtArrival: number;
  /** Local weekday of its arrival, 0 = Sunday. */
  weekday: number;
  /** Local minute of the day of its arrival. */
  minuteOfDay: number;
}

/** A waitlist entry of the history window, as the samples are built from it. */
export interface HistoryEntry {
  id: number;
  /** The local calendar date of its arrival ('YYYY-MM-DD' in the location's zone). */
  date: string;
  /** Local weekday (0 = Sunday) and minute of the day of its arrival. */
  weekday: number;
  minuteOfDay: number;
  createdAt: Date;
  groupSize: number | null;
  readyAt: Date | null;
  /** When it stopped waiting: the first of ready, completed and canceled (null: still waiting). */
  leftAt: Date | null;
}

/** The quote for one party: minutes null when there is not enough history. */
export interface WaitQuote {
  minutes: number | null;
  /** How many past parties the quote is based on (0: no quote). */
  sample_size: number;
}

export interface QuotedParty {
  groupSize: number | null | undefined;
  /** Parties of its table kind waiting in front of it. */
  ahead: number;
  weekday: number;
  minuteOfDay: number;
}

/** Fewest past parties a quote is made from. */
export const MIN_SAMPLES = 8;
/** How many samples with the queue closest to today's the median is taken over. */
export const NEAREST_SAMPLES = 15;
/** Same time of day: within this many minutes of the quoted moment. */
export const TIME_WINDOW_MINS = 90;
const ROUND_TO_MINS = 5;
/** Share of the lowest and of the highest predictions left out of the mean. */
const TRIM = 0.1;
const MINUTE_MS = 60_000;

export type TableKind = 'small' | 'medium' | 'large';

/** The tables a party competes for: 1–2 small, 3–4 medium, 5+ large (unknown size: small). */
export function tableKind(groupSize: number | null | undefined): TableKind {
  if (!groupSize || groupSize <= 2) return 'small';
  return groupSize <= 4 ? 'medium' : 'large';
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** The mean without the lowest and highest TRIM share: one forgotten entry cannot drag it. */
export function trimmedMean(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const cut = Math.floor(sorted.length * TRIM);
  const kept = sorted.slice(cut, sorted.length - cut);
  return kept.reduce((sum, value) => sum + value, 0) / Math.max(kept.length, 1);
}

const arrivedBefore = (a: HistoryEntry, b: HistoryEntry) =>
  a.createdAt.getTime() < b.createdAt.getTime() ||
  (a.createdAt.getTime() === b.createdAt.getTime() && a.id < b.id);

/** Whether `other` was still waiting, in front of `entry` and for its kind of table, when `entry` arrived. */
export const waitingAheadOf = (entry: HistoryEntry, other: HistoryEntry): boolean =>
  arrivedBefore(other, entry) &&
  tableKind(other.groupSize) === tableKind(entry.groupSize) &&
  (other.leftAt === null || other.leftAt.getTime() > entry.createdAt.getTime());

/** The samples of the history: entries that reached ready, with the queue of their kind they found. */
export function waitSamples(entries: readonly HistoryEntry[], since: Date): WaitSample[] {
  const byDate = new Map<string, HistoryEntry[]>();
  for (const entry of entries) {
    const day = byDate.get(entry.date);
    if (day) day.push(entry);
    else byDate.set(entry.date, [entry]);
  }
  const samples: WaitSample[] = [];
  for (const entry of entries) {
    if (!entry.readyAt || entry.createdAt < since || entry.readyAt < entry.createdAt) continue;
    const sameDay = byDate.get(entry.date) ?? [];
    samples.push({
      groupSize: entry.groupSize,
      waitMins: (entry.readyAt.getTime() - entry.createdAt.getTime()) / MINUTE_MS,
      aheadAtArrival: sameDay.filter((other) => waitingAheadOf(entry, other)).length,
      weekday: entry.weekday,
      minuteOfDay: entry.minuteOfDay,
    });
  }
  return samples;
}

const sameTime = (party: QuotedParty) => (sample: WaitSample) =>
  sample.weekday === party.weekday && Math.abs(sample.minuteOfDay - party.minuteOfDay) <= TIME_WINDOW_MINS;

/** The samples the quote learns from: same kind and time, same kind, any size at that time, any size. */
function relevantSamples(samples: readonly WaitSample[], party: QuotedParty): readonly WaitSample[] {
  const kind = tableKind(party.groupSize);
  const sameKind = samples.filter((sample) => tableKind(sample.groupSize) === kind);
  const atThisTime = sameTime(party);
  const candidates = [sameKind.filter(atThisTime), sameKind, samples.filter(atThisTime), samples];
  return candidates.find((set) => set.length >= MIN_SAMPLES) ?? [];
}

/** The quote for a party with `ahead` parties of its table kind waiting in front. */
export function quoteWait(samples: readonly WaitSample[], party: QuotedParty): WaitQuote {
  const used = relevantSamples(samples, party);
  if (used.length === 0) return { minutes: null, sample_size: 0 };
  const nearest = [...used]
    .sort((a, b) => Math.abs(a.aheadAtArrival - party.ahead) - Math.abs(b.aheadAtArrival - party.ahead))
    .slice(0, NEAREST_SAMPLES);
  const raw = trimmedMean(nearest.map((s) => (s.waitMins * (party.ahead + 1)) / (s.aheadAtArrival + 1)));
  return {
    // The epsilon keeps float noise (15.000000001) from adding a whole step.
    minutes: Math.ceil(raw / ROUND_TO_MINS - 1e-9) * ROUND_TO_MINS,
    sample_size: used.length,
  };
}
