import type { WaitEstimate } from '../../../src/domain/contract/availability';

/**
 * The wait-time quote (settings.waitlist.show_wait_time), as pure maths over the location's own
 * history. The model, and why:
 *
 * - A sample is a waitlist entry of the last 14 days that reached ready: its wait is
 *   ready_at - created_at, and `ahead` is how many parties of the same local day were still
 *   waiting (registered before it, not yet ready, completed or canceled) when it arrived.
 * - Parties of similar size wait alike (a table for 8 frees up less often than one for 2), so the
 *   samples of the new party's size bucket (1–2, 3–4, 5–6, 7+) are used; with fewer than 5 of
 *   them the quote falls back to every size rather than trust a handful.
 * - The central figure is the median wait, which one forgotten entry (ready hours later) cannot
 *   drag, and the median `ahead` is the typical queue those waits were measured with.
 * - A queue drains roughly one party at a time, so the wait grows with the parties in front:
 *   quote = median wait × (ahead now + 1) / (typical ahead + 1). The +1 counts the party
 *   itself and keeps an empty queue meaningful (the median wait of an arrival with nobody ahead).
 * - Rounded up to 5 minutes: a quote is a promise, and being seated early pleases more than late.
 * - No history: no quote (minutes null, sample_size 0); the host says nothing rather than guess.
 */

export interface WaitSample {
  groupSize: number | null;
  waitMins: number;
  aheadAtArrival: number;
}

/** A waitlist entry of the history window, as the samples are built from it. */
export interface HistoryEntry {
  id: number;
  /** The local calendar date of its arrival ('YYYY-MM-DD' in the location's zone). */
  date: string;
  createdAt: Date;
  groupSize: number | null;
  readyAt: Date | null;
  /** When it stopped waiting: the first of ready, completed and canceled (null: still waiting). */
  leftAt: Date | null;
}

export const MIN_BUCKET_SAMPLES = 5;
const ROUND_TO_MINS = 5;
const MINUTE_MS = 60_000;

/** Size buckets 1–2, 3–4, 5–6 and 7+. */
export function sizeBucket(groupSize: number): number {
  return Math.min(Math.ceil(groupSize / 2), 4);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

const arrivedBefore = (a: HistoryEntry, b: HistoryEntry) =>
  a.createdAt.getTime() < b.createdAt.getTime() ||
  (a.createdAt.getTime() === b.createdAt.getTime() && a.id < b.id);

/** The samples of the history: entries that reached ready, with the queue they found on arrival. */
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
    const aheadAtArrival = sameDay.filter(
      (other) =>
        arrivedBefore(other, entry) &&
        (other.leftAt === null || other.leftAt.getTime() > entry.createdAt.getTime()),
    ).length;
    samples.push({
      groupSize: entry.groupSize,
      waitMins: (entry.readyAt.getTime() - entry.createdAt.getTime()) / MINUTE_MS,
      aheadAtArrival,
    });
  }
  return samples;
}

/** The quote for a party of `groupSize` (null: any size) with `ahead` parties waiting in front. */
export function quoteWait(
  samples: readonly WaitSample[],
  party: { groupSize: number | null | undefined; ahead: number },
): WaitEstimate {
  const bucket = party.groupSize ? sizeBucket(party.groupSize) : null;
  const sameSize =
    bucket === null ? [] : samples.filter((s) => s.groupSize !== null && sizeBucket(s.groupSize) === bucket);
  const used = sameSize.length >= MIN_BUCKET_SAMPLES ? sameSize : samples;
  if (used.length === 0) return { minutes: null, ahead: party.ahead, sample_size: 0 };

  const typicalWait = median(used.map((s) => s.waitMins));
  const typicalAhead = median(used.map((s) => s.aheadAtArrival));
  const raw = (typicalWait * (party.ahead + 1)) / (typicalAhead + 1);
  return {
    // The epsilon keeps float noise (15.000000001) from adding a whole step.
    minutes: Math.ceil(raw / ROUND_TO_MINS - 1e-9) * ROUND_TO_MINS,
    ahead: party.ahead,
    sample_size: used.length,
  };
}
