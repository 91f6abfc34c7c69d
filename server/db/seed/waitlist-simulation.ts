/**
 * A month of a taquería's walk-ins, simulated: the demo's waitlist history (so its quotes look like
 * a real place's) and the known truth the quote model is tested against.
 *
 * The room: 10 two-tops, 6 four-tops and 3 large tables. Parties arrive at random (Poisson) at
 * rates that follow the day: lunch, a quiet afternoon, dinner, and busier Friday and Saturday
 * evenings and Sunday lunch. Each party is seated first-come-first-served at the smallest free
 * table it fits (couples take a free four-top when no party of 3–4 waits), eats for a time that
 * grows with its size, and gives up when its patience runs out first.
 */

import {
  type HistoryEntry,
  quoteWait,
  waitingAheadOf,
  waitSamples,
} from '../../../src/domain/rules/wait-quote';
import { createZonedIsoFormatter, localMoment } from '../../../src/domain/rules/zoned-time';

export interface SimulatedDay {
  /** Local midnight of the day, as an instant. */
  start: Date;
  /** Local weekday, 0 = Sunday. */
  weekday: number;
}

export interface SimulatedParty {
  groupSize: number;
  createdAt: Date;
  /** Seated (made ready); null when the party gave up. */
  readyAt: Date | null;
  completedAt: Date | null;
  canceledAt: Date | null;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const TABLES: readonly { seats: number; count: number }[] = [
  { seats: 2, count: 10 },
  { seats: 4, count: 6 },
  { seats: 8, count: 3 },
];
/** Party sizes 1–8 and how often they come. */
const SIZE_WEIGHTS = [0.08, 0.38, 0.14, 0.2, 0.07, 0.06, 0.04, 0.03];
/** Opening hours of the simulated room (local hours, close exclusive). */
export interface OpeningHours {
  open: number;
  close: number;
}
const EVENING_TAQUERIA: OpeningHours = { open: 13, close: 23 };

/** Mulberry32: a small seeded generator, so a seed gives the same month every time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Walk-ins per hour at local `hour` of `weekday`. */
export function arrivalsPerHour(weekday: number, hour: number): number {
  const weekend = weekday === 5 || weekday === 6;
  if (hour >= 13 && hour < 16) return weekday === 0 ? 32 : 22;
  if (hour >= 16 && hour < 19) return 9;
  if (hour >= 19 && hour < 22) return weekend ? 38 : 20;
  return 8;
}

function partySize(random: () => number): number {
  let roll = random();
  for (const [index, weight] of SIZE_WEIGHTS.entries()) {
    roll -= weight;
    if (roll < 0) return index + 1;
  }
  return 2;
}

const exponential = (random: () => number, mean: number) => -Math.log(1 - random()) * mean;

interface Waiting {
  party: SimulatedParty;
  seats: number;
  givesUpAt: number;
}

/** The smallest table kind a party of `size` fits. */
const seatsFor = (size: number) => TABLES.find((table) => table.seats >= size)?.seats ?? 8;

/** Simulates one day: its parties, in arrival order. */
function simulateDay(day: SimulatedDay, hours: OpeningHours, random: () => number): SimulatedParty[] {
  const at = (mins: number) => new Date(day.start.getTime() + mins * MINUTE_MS);
  const arrivals: number[] = [];
  for (let minute = hours.open * 60; minute < hours.close * 60; ) {
    minute += exponential(random, 60 / arrivalsPerHour(day.weekday, Math.floor(minute / 60)));
    if (minute < hours.close * 60) arrivals.push(Math.ceil(minute));
  }
  // Minutes when each table frees up (0: free since opening).
  const freeAt = new Map(TABLES.map((table) => [table.seats, new Array<number>(table.count).fill(0)]));
  const parties: SimulatedParty[] = [];
  const queue: Waiting[] = [];

  const seat = (waiting: Waiting, seats: number, index: number, minute: number) => {
    const size = waiting.party.groupSize;
    const diningMins = 35 + 6 * size + exponential(random, 15);
    const tables = freeAt.get(seats) ?? [];
    tables[index] = minute + diningMins;
    waiting.party.readyAt = at(minute);
    waiting.party.completedAt = at(minute + diningMins);
  };
  const freeTable = (seats: number, minute: number) =>
    (freeAt.get(seats) ?? []).findIndex((free) => free <= minute);

  /** Seats whoever can be seated at `minute`, first come first served. */
  const seatWaiting = (minute: number) => {
    for (let i = 0; i < queue.length; ) {
      const waiting = queue[i] as Waiting;
      if (waiting.givesUpAt <= minute) {
        waiting.party.canceledAt = at(waiting.givesUpAt);
        queue.splice(i, 1);
        continue;
      }
      let seats = waiting.seats;
      let index = freeTable(seats, minute);
      const mediumWaiting = queue.some((other) => other.seats === 4);
      if (index < 0 && seats === 2 && !mediumWaiting) {
        seats = 4;
        index = freeTable(4, minute);
      }
      if (index >= 0) {
        seat(waiting, seats, index, minute);
        queue.splice(i, 1);
      } else {
        i++;
      }
    }
  };

  let next = 0;
  for (let minute = hours.open * 60; next < arrivals.length || queue.length > 0; minute++) {
    for (; next < arrivals.length && (arrivals[next] ?? 0) < minute + 1; next++) {
      const arrival = arrivals[next] ?? minute;
      const party: SimulatedParty = {
        groupSize: partySize(random),
        createdAt: at(arrival),
        readyAt: null,
        completedAt: null,
        canceledAt: null,
      };
      parties.push(party);
      const givesUpAt = arrival + 15 + exponential(random, 45);
      queue.push({ party, seats: seatsFor(party.groupSize), givesUpAt });
    }
    seatWaiting(minute);
  }
  return parties;
}

/** Simulates consecutive days (seeded: the same input gives the same parties). */
export function simulateWalkIns(
  days: readonly SimulatedDay[],
  seed: number,
  hours: OpeningHours = EVENING_TAQUERIA,
): SimulatedParty[] {
  const random = seededRandom(seed);
  return days.flatMap((day) => simulateDay(day, hours, random));
}

/** A simulated party as the quote model reads the history (local moment in the zone). */
export function asHistoryEntry(party: SimulatedParty, id: number, timeZone: string): HistoryEntry {
  return {
    id,
    ...localMoment(createZonedIsoFormatter(timeZone)(party.createdAt)),
    createdAt: party.createdAt,
    groupSize: party.groupSize,
    readyAt: party.readyAt,
    leftAt: party.readyAt ?? party.canceledAt,
  };
}

/**
 * The quote each party of the history would have been given on arrival (show_wait_time on): from
 * the parties seated before it in the `historyDays` before, with the queue of its kind it found.
 * Entries in arrival order.
 */
export function quoteOnArrival(entries: readonly HistoryEntry[], historyDays: number): (number | null)[] {
  const seated = entries.filter((entry) => entry.readyAt);
  const known = waitSamples(entries, new Date(0)).map((sample, index) => ({ sample, entry: seated[index] }));
  return entries.map((entry) => {
    const from = entry.createdAt.getTime() - historyDays * DAY_MS;
    const history = known
      .filter(
        ({ entry: past }) =>
          past?.readyAt && past.readyAt < entry.createdAt && past.createdAt.getTime() >= from,
      )
      .map(({ sample }) => sample);
    const ahead = entries.filter((other) => other.date === entry.date && waitingAheadOf(entry, other)).length;
    return quoteWait(history, { ...entry, ahead }).minutes;
  });
}
