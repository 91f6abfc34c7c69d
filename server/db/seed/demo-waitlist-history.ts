import { nextDate, startOfZonedDay, zonedDate } from '../../../src/domain/rules/zoned-time';
import { HISTORY_DAYS } from '../../modules/waitlist/wait-estimate';
import type { Tx } from '../client';
import { newPublicCode } from '../public-code';
import { queueEvents, queueItems } from '../schema';
import { asHistoryEntry, quoteOnArrival, simulateWalkIns } from './waitlist-simulation';

/** Taquería Demo's walk-ins start at lunch and end with its 18:00 closing. */
const DEMO_ROOM_HOURS = { open: 13, close: 18 };
const DEMO_HISTORY_SEED = 2025;
const BATCH = 500;
const FIRST_NAMES = ['Ana', 'Luis', 'Sofía', 'Carlos', 'Valeria', 'Miguel', 'Daniela', 'Jorge', 'Raúl'];
const LAST_NAMES = ['Mendoza', 'Ortiz', 'Reyes', 'Salazar', 'Aguilar', 'Guerrero', 'Rojas', 'Herrera'];
const historyName = (index: number) =>
  `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[index % LAST_NAMES.length]}`;
/** The names the history's walk-ins go by (none is the name of one of today's demo entries). */
export const DEMO_HISTORY_NAMES: ReadonlySet<string> = new Set(
  Array.from({ length: FIRST_NAMES.length * LAST_NAMES.length }, (_, index) => historyName(index)),
);

/**
 * The main location's last HISTORY_DAYS of walk-ins (waitlist-simulation.ts), each with the quote
 * it was given on arrival, so the demo's quotes and waitlist stats look like a real taquería's.
 */
export async function insertWaitlistHistory(
  tx: Tx,
  input: { companyId: number; locationId: number; now: Date; timeZone: string },
): Promise<void> {
  const { companyId, locationId, now, timeZone } = input;
  let date = zonedDate(new Date(now.getTime() - HISTORY_DAYS * 86_400_000), timeZone);
  const today = zonedDate(now, timeZone);
  const days = [];
  for (; date < today; date = nextDate(date)) {
    days.push({ start: startOfZonedDay(date, timeZone), weekday: new Date(`${date}T00:00:00Z`).getUTCDay() });
  }
  const parties = simulateWalkIns(days, DEMO_HISTORY_SEED, DEMO_ROOM_HOURS);
  const quotes = quoteOnArrival(
    parties.map((party, index) => asHistoryEntry(party, index, timeZone)),
    HISTORY_DAYS,
  );
  const rows = parties.map((party, index) => ({
    companyId,
    locationId,
    type: 'waitlist' as const,
    status: party.readyAt ? ('completed' as const) : ('canceled' as const),
    name: historyName(index),
    groupSize: party.groupSize,
    initialGroupSize: party.groupSize,
    quotedWaitMins: quotes[index] ?? null,
    source: 'host' as const,
    publicCode: newPublicCode(),
    createdAt: party.createdAt,
    readyAt: party.readyAt,
    completedAt: party.completedAt,
    canceledAt: party.canceledAt,
    updatedAt: party.completedAt ?? party.canceledAt ?? party.createdAt,
  }));
  for (let start = 0; start < rows.length; start += BATCH) {
    const items = await tx
      .insert(queueItems)
      .values(rows.slice(start, start + BATCH))
      .returning({ id: queueItems.id });
    const events = items.flatMap((item, offset) => {
      const party = parties[start + offset];
      if (!party) return [];
      const base = { companyId, queueItemId: item.id, locationId, data: null };
      return [
        { ...base, type: 'created' as const, createdAt: party.createdAt },
        ...(party.readyAt ? [{ ...base, type: 'ready' as const, createdAt: party.readyAt }] : []),
        ...(party.completedAt ? [{ ...base, type: 'completed' as const, createdAt: party.completedAt }] : []),
        ...(party.canceledAt
          ? [{ ...base, type: 'canceled' as const, data: { by: 'customer' }, createdAt: party.canceledAt }]
          : []),
      ];
    });
    await tx.insert(queueEvents).values(events);
  }
}
