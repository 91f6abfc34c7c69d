import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { newPublicCode } from '../public-code';
import { locations, queueItems } from '../schema';
import { TodayClock } from './today-entries';

const FIRST_NAMES = [
  'María',
  'José',
  'Guadalupe',
  'Juan',
  'Sofía',
  'Francisco',
  'Alejandra',
  'Miguel',
  'Fernanda',
];
const LAST_NAMES = [
  'González',
  'Hernández',
  'Martínez',
  'López',
  'Ramírez',
  'Pérez',
  'Torres',
  'Sánchez',
  'Flores',
];
const BATCH = 500;

/**
 * Adds count active (pending or notified) entries created today to a location, for the bench's
 * status-data measurement. Every fourth one is a booking later today.
 */
export async function seedBenchEntries(
  db: Db,
  locationId: number,
  count: number,
  now = new Date(),
): Promise<void> {
  const [location] = await db
    .select({ companyId: locations.companyId, timezone: locations.timezone })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!location) throw new Error(`seedBenchEntries: location ${locationId} does not exist`);
  const clock = new TodayClock(now, location.timezone);
  const rows = Array.from({ length: count }, (_, i) => {
    const isBooking = i % 4 === 3;
    const notified = i % 5 === 0;
    const size = (i % 6) + 1;
    return {
      companyId: location.companyId,
      locationId,
      type: isBooking ? ('booking' as const) : ('waitlist' as const),
      status: notified ? ('notified' as const) : ('pending' as const),
      name: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]}`,
      phone: `+5255${String(60_000_000 + i).padStart(8, '0')}`,
      groupSize: size,
      initialGroupSize: size,
      bookingDate: isBooking ? clock.in(30 + (i % 300)) : null,
      durationMins: isBooking ? 90 : null,
      notifiedAt: notified ? clock.ago(2) : null,
      publicCode: newPublicCode(),
      createdAt: clock.spread(i, count),
    };
  });
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += BATCH) {
      await tx.insert(queueItems).values(rows.slice(start, start + BATCH));
    }
  });
}
