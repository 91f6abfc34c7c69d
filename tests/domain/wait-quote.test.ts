import { describe, expect, it } from 'vitest';
import { asHistoryEntry, quoteOnArrival, simulateWalkIns } from '../../server/db/seed/waitlist-simulation';
import {
  type HistoryEntry,
  MIN_SAMPLES,
  quoteWait,
  type TableKind,
  tableKind,
  trimmedMean,
  type WaitSample,
  waitingAheadOf,
} from '../../src/domain/rules/wait-quote';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Local midnight of Monday 5 May 2025 in Mexico City (UTC-6, no daylight saving). */
const FIRST_DAY = Date.parse('2025-05-05T06:00:00Z');
const SATURDAY = 6;
const TUESDAY = 2;

const sample = (values: Partial<WaitSample>): WaitSample => ({
  groupSize: 2,
  waitMins: 10,
  aheadAtArrival: 0,
  weekday: TUESDAY,
  minuteOfDay: 14 * 60,
  ...values,
});
const samples = (count: number, values: Partial<WaitSample>) =>
  Array.from({ length: count }, () => sample(values));

describe('table kinds', () => {
  it.each([
    [1, 'small'],
    [2, 'small'],
    [null, 'small'],
    [3, 'medium'],
    [4, 'medium'],
    [5, 'large'],
    [6, 'large'],
    [12, 'large'],
  ] as const)('a party of %s competes for the %s tables', (size, kind) => {
    expect(tableKind(size)).toBe(kind);
  });
});

describe('the quote', () => {
  const tuesday = { weekday: TUESDAY, minuteOfDay: 14 * 60 };

  it('scales the wait with the parties of its kind in front', () => {
    const history = samples(MIN_SAMPLES, { groupSize: 6, waitMins: 20, aheadAtArrival: 1 });
    expect(quoteWait(history, { groupSize: 6, ahead: 1, ...tuesday }).minutes).toBe(20);
    expect(quoteWait(history, { groupSize: 6, ahead: 3, ...tuesday }).minutes).toBe(40);
  });

  it('learns a large party only from large parties when there are enough of them', () => {
    const history = [
      ...samples(40, { groupSize: 2, waitMins: 5 }),
      ...samples(MIN_SAMPLES, { groupSize: 7, waitMins: 25 }),
    ];
    expect(quoteWait(history, { groupSize: 8, ahead: 0, ...tuesday })).toEqual({
      minutes: 25,
      sample_size: MIN_SAMPLES,
    });
    expect(quoteWait(history, { groupSize: 2, ahead: 0, ...tuesday }).minutes).toBe(5);
  });

  it('counts only the parties of the same table kind as waiting in front', () => {
    const day = '2025-06-07';
    const at = (minute: number) => new Date(Date.parse('2025-06-07T20:00:00Z') + minute * MINUTE_MS);
    const entry = (id: number, groupSize: number, minute: number): HistoryEntry => ({
      id,
      date: day,
      weekday: SATURDAY,
      minuteOfDay: 14 * 60 + minute,
      createdAt: at(minute),
      groupSize,
      readyAt: null,
      leftAt: null,
    });
    const couples = Array.from({ length: 10 }, (_, i) => entry(i + 1, 2, i));
    const bigTable = entry(11, 6, 11);
    const party = entry(12, 6, 12);
    expect([...couples, bigTable].filter((other) => waitingAheadOf(party, other))).toEqual([bigTable]);
  });

  it('prefers the same weekday and time of day, and falls back to every time', () => {
    const saturdayNight = { weekday: SATURDAY, minuteOfDay: 20 * 60 };
    const history = [
      ...samples(MIN_SAMPLES, { groupSize: 4, waitMins: 20, ...saturdayNight }),
      ...samples(MIN_SAMPLES * 3, { groupSize: 4, waitMins: 5, ...tuesday }),
    ];
    const saturdayQuote = quoteWait(history, {
      groupSize: 4,
      ahead: 0,
      weekday: SATURDAY,
      minuteOfDay: 20 * 60 + 45,
    });
    expect(saturdayQuote).toEqual({ minutes: 20, sample_size: MIN_SAMPLES });
    // Three hours later on the same Saturday: no sample that close, so all of the kind's history.
    const lateQuote = quoteWait(history, {
      groupSize: 4,
      ahead: 0,
      weekday: SATURDAY,
      minuteOfDay: 23 * 60 + 45,
    });
    expect(lateQuote.sample_size).toBe(MIN_SAMPLES * 4);
    expect(quoteWait(history, { groupSize: 4, ahead: 0, ...tuesday }).minutes).toBe(5);
  });

  it('needs a minimum history: of its kind, else of every size, else no quote', () => {
    const party = { groupSize: 6, ahead: 0, ...tuesday };
    expect(quoteWait(samples(1, { groupSize: 6, waitMins: 0.05 }), party)).toEqual({
      minutes: null,
      sample_size: 0,
    });
    const fewLarge = [
      ...samples(MIN_SAMPLES - 1, { groupSize: 6, waitMins: 40 }),
      ...samples(MIN_SAMPLES, { groupSize: 2, waitMins: 10 }),
    ];
    expect(quoteWait(fewLarge, party).sample_size).toBe(MIN_SAMPLES * 2 - 1);
    expect(quoteWait(fewLarge.slice(0, MIN_SAMPLES - 1), party).minutes).toBeNull();
  });

  it('is not dragged by an entry made ready hours later', () => {
    const history = [...samples(MIN_SAMPLES + 2, { waitMins: 10 }), sample({ waitMins: 600 })];
    expect(quoteWait(history, { groupSize: 2, ahead: 0, ...tuesday }).minutes).toBe(10);
    expect(trimmedMean([1, 2, 3, 4, 5, 6, 7, 8, 9, 1000])).toBe(5.5);
  });
});

describe('against a simulated month of a taquería (known truth)', () => {
  const days = Array.from({ length: 35 }, (_, i) => ({
    start: new Date(FIRST_DAY + i * DAY_MS),
    weekday: (1 + i) % 7,
  }));
  const entries = simulateWalkIns(days, 7).map((party, id) =>
    asHistoryEntry(party, id, 'America/Mexico_City'),
  );
  const quotes = quoteOnArrival(entries, 28);
  /** Quote and real wait of each party seated in the last week (28 days of history before it). */
  const lastWeek = entries.flatMap((entry, index) =>
    entry.readyAt && entry.createdAt.getTime() >= FIRST_DAY + 28 * DAY_MS
      ? [
          {
            kind: tableKind(entry.groupSize),
            ahead: entries.filter((other) => other.date === entry.date && waitingAheadOf(entry, other))
              .length,
            quote: quotes[index] ?? Number.NaN,
            waited: (entry.readyAt.getTime() - entry.createdAt.getTime()) / MINUTE_MS,
          },
        ]
      : [],
  );
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

  it.each(['large', 'medium', 'small'] as TableKind[])(
    'quotes %s parties within 30%% or 5 minutes of their average real wait, at every queue length',
    (kind) => {
      const byAhead = new Map<number, { quoted: number[]; waited: number[] }>();
      for (const party of lastWeek.filter((p) => p.kind === kind)) {
        const bin = byAhead.get(party.ahead) ?? { quoted: [], waited: [] };
        bin.quoted.push(party.quote);
        bin.waited.push(party.waited);
        byAhead.set(party.ahead, bin);
      }
      const judged = [...byAhead].filter(([, bin]) => bin.waited.length >= 8);
      expect(judged.length).toBeGreaterThanOrEqual(4);
      for (const [ahead, bin] of judged) {
        const quoted = mean(bin.quoted);
        const waited = mean(bin.waited);
        expect({ ahead, close: Math.abs(quoted - waited) <= Math.max(5, 0.3 * waited) }).toEqual({
          ahead,
          close: true,
        });
      }
    },
  );

  it('quotes a weekend evening longer than a weekday afternoon with nobody waiting', () => {
    const quoteAt = (weekdays: number[], fromHour: number, toHour: number) =>
      mean(
        entries.flatMap((entry, index) =>
          entry.createdAt.getTime() >= FIRST_DAY + 28 * DAY_MS &&
          weekdays.includes(entry.weekday) &&
          entry.minuteOfDay >= fromHour * 60 &&
          entry.minuteOfDay < toHour * 60 &&
          tableKind(entry.groupSize) === 'medium'
            ? [quotes[index] ?? Number.NaN]
            : [],
        ),
      );
    expect(quoteAt([5, 6], 19, 22)).toBeGreaterThan(quoteAt([2], 16, 19));
  });
});
