import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import {
  categories,
  companies,
  contacts,
  deliveryMethods,
  hourOverrides,
  locationHours,
  locations,
  loyaltyCards,
  loyaltyPrograms,
  loyaltyTransactions,
  memberships,
  messages,
  orderCounters,
  paymentMethods,
  plans,
  productModifiers,
  products,
  productVariants,
  queueItems,
  saleItems,
  salePayments,
  sales,
  shopSettings,
  subscriptions,
  users,
  waitlistSettings,
} from '../../server/db/schema';
import { CLOSED_DAY_OFFSET, upcomingBookings } from '../../server/db/seed/agenda-entries';
import { DEMO_EMPLOYEES } from '../../server/db/seed/demo-business';
import { DEMO_LOYALTY_SALES, demoCardToken } from '../../server/db/seed/demo-loyalty';
import { DEMO_HISTORY_NAMES } from '../../server/db/seed/demo-waitlist-history';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from '../../server/db/seed/index';
import { cardProgress } from '../../server/modules/loyalty/card-progress';
import { creditTotals } from '../../server/modules/subscription/credits/credit-balance';
import { availableSlots } from '../../server/modules/waitlist/availability/available-slots';
import { HISTORY_DAYS } from '../../server/modules/waitlist/wait-estimate';
import { verifyPassword } from '../../server/security/password';
import { DEFAULT_WAITLIST_SETTINGS } from '../../src/domain/contract/settings';
import { orderDisplayStatus } from '../../src/domain/rules/order-status';
import {
  QUEUE_ITEM_LABELS,
  type QueueItemLabelInput,
  queueItemLabels,
} from '../../src/domain/rules/queue-item-labels';
import { createTestDatabase, destroyTestDatabase } from './helpers/test-db';

const MEXICO_CITY = 'America/Mexico_City';

function mexicoCityDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: MEXICO_CITY }).format(instant);
}

let handle: DatabaseHandle;

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

function labelInput(entry: typeof queueItems.$inferSelect): QueueItemLabelInput {
  return {
    type: entry.type,
    status: entry.status,
    booking_date: iso(entry.bookingDate),
    checked_in_at: iso(entry.checkedInAt),
    notified_at: iso(entry.notifiedAt),
    ready_at: iso(entry.readyAt),
    confirmation_request: entry.confirmationRequestedAt
      ? {
          response: entry.confirmationResponse,
          response_at: iso(entry.confirmationResponseAt),
          created_at: entry.confirmationRequestedAt.toISOString(),
        }
      : null,
  };
}

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await destroyTestDatabase(handle);
});

async function countRows() {
  const [row] = await handle.db
    .select({
      companies: sql<number>`(select count(*)::int from ${companies})`,
      users: sql<number>`(select count(*)::int from ${users})`,
      queueItems: sql<number>`(select count(*)::int from ${queueItems})`,
      contacts: sql<number>`(select count(*)::int from ${contacts})`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

async function mainLocationId(): Promise<number> {
  const [main] = await handle.db.select().from(locations).where(eq(locations.username, 'taqueria-demo'));
  if (!main) throw new Error('Taquería Demo is missing');
  return main.id;
}

/** The names of the bookings of the coming days (the agenda), whatever the seed's clock. */
const AGENDA_NAMES = new Set(
  upcomingBookings(new Date(), MEXICO_CITY, new Date()).map((entry) => entry.item.name),
);

async function mainLocationItems() {
  return handle.db
    .select()
    .from(queueItems)
    .where(eq(queueItems.locationId, await mainLocationId()))
    .orderBy(asc(queueItems.id));
}

/** Today's entries of Taquería Demo ('Listado de hoy'), without the agenda's coming bookings. */
async function mainLocationEntries() {
  return (await mainLocationItems()).filter(
    (entry) => !AGENDA_NAMES.has(entry.name) && !DEMO_HISTORY_NAMES.has(entry.name),
  );
}

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Leaves the database without any business or user, as on a first start (the migrations' plans stay). */
async function emptyDatabase(): Promise<void> {
  await handle.db.delete(companies);
  await handle.db.delete(users);
}

describe('the demo business', () => {
  it('has one company with the two Mexico City locations, open 08:00–18:00 every day', async () => {
    const [company] = await handle.db.select().from(companies);
    expect(company?.name).toBe('Taquería Demo S.A. de C.V.');
    const rows = await handle.db.select().from(locations).orderBy(asc(locations.id));
    expect(rows.map((row) => [row.name, row.username, row.timezone, row.companyId])).toEqual([
      ['Taquería Demo', 'taqueria-demo', MEXICO_CITY, company?.id],
      ['Taquería Demo Coyoacán', 'taqueria-demo-coyoacan', MEXICO_CITY, company?.id],
    ]);
    const hours = await handle.db.select().from(locationHours).where(isNull(locationHours.userId));
    expect(hours).toHaveLength(2);
    for (const entry of hours) {
      expect(entry).toMatchObject({ openTime: '08:00', closeTime: '18:00', userId: null });
      expect(entry.daysOfWeek).toHaveLength(7);
      expect([...entry.types].sort()).toEqual(['booking', 'delivery', 'service', 'waitlist']);
    }
  });

  it('has the four demo logins with their roles and locations, the password Demo1234 and verified phones', async () => {
    for (const login of DEMO_LOGINS) {
      const [user] = await handle.db.select().from(users).where(eq(users.email, login.email));
      expect(user, login.email).toBeDefined();
      if (!user) continue;
      expect(user).toMatchObject({
        name: login.name,
        phone: login.phone,
        phoneVerified: true,
        status: 'active',
      });
      expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash ?? '')).toBe(true);
      expect(await verifyPassword('demo1234', user.passwordHash ?? '')).toBe(false);
      const rows = await handle.db
        .select({ username: locations.username, roles: memberships.roles })
        .from(memberships)
        .innerJoin(locations, eq(locations.id, memberships.locationId))
        .where(eq(memberships.userId, user.id))
        .orderBy(asc(locations.id));
      const expected = login.locations.map((key) => ({
        username: key === 'main' ? 'taqueria-demo' : 'taqueria-demo-coyoacan',
        roles: login.roles,
      }));
      expect(rows).toEqual(expected);
    }
    const [host] = await handle.db.select().from(users).where(eq(users.phone, '+525512345678'));
    expect(host?.email).toBe('anfitrion@taqueria.demo');
  });

  it('has services, employees who can be assigned, contacts, a free plan with credits and default settings', async () => {
    const services = await handle.db.select().from(products).where(eq(products.type, 'service'));
    expect(services.length).toBeGreaterThanOrEqual(3);
    expect(services.some((service) => service.price > 0)).toBe(true);
    const employees = await handle.db.select().from(users).where(eq(users.isAssignable, true));
    expect(employees.length).toBeGreaterThanOrEqual(2);
    expect((await handle.db.select().from(contacts)).length).toBeGreaterThanOrEqual(10);
    const [subscription] = await handle.db
      .select({ status: subscriptions.status, planType: plans.type })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId));
    expect(subscription).toEqual({ status: 'active', planType: 'free' });
    const [company] = await handle.db.select({ id: companies.id }).from(companies);
    const totals = await creditTotals(handle.db, company?.id ?? 0, 'messages', new Date());
    expect(totals).toEqual({ total: 50, used: 12 });
    expect(await handle.db.select().from(messages)).toHaveLength(12);
    const waitlist = await handle.db.select().from(waitlistSettings);
    expect(waitlist).toHaveLength(2);
    expect(waitlist[0]?.settings).toEqual(DEFAULT_WAITLIST_SETTINGS);
    expect(await handle.db.select().from(shopSettings)).toHaveLength(2);
  });

  // One seed for the tests that read it (a seed costs seconds): a fixed afternoon clock, Tuesday
  // 14:30 in Mexico City, when no entry of the day can be late yet for lack of time.
  describe('seeded on a Tuesday afternoon', () => {
    const afternoon = new Date('2026-03-10T20:30:00Z');
    beforeAll(async () => {
      await emptyDatabase();
      expect(await seedDemo(handle.db, afternoon)).toEqual({ seeded: true });
    });
    it("has today's entries at Taquería Demo covering every status and every host-list label", async () => {
      const entries = await mainLocationEntries();
      const latestCreatedAt = entries.reduce(
        (latest, entry) => Math.max(latest, entry.createdAt.getTime()),
        0,
      );
      const today = mexicoCityDate(new Date(latestCreatedAt));
      expect(entries.length).toBeGreaterThanOrEqual(8);
      for (const entry of entries) {
        expect(mexicoCityDate(entry.createdAt), entry.name).toBe(today);
        if (entry.bookingDate) expect(mexicoCityDate(entry.bookingDate), entry.name).toBe(today);
      }
      expect(new Set(entries.map((entry) => entry.status))).toEqual(
        new Set(['pending', 'notified', 'ready', 'completed', 'canceled']),
      );
      const byName = (name: string) => entries.find((entry) => entry.name === name);
      expect(byName('María González')).toMatchObject({ type: 'waitlist', checkedInAt: expect.any(Date) });
      expect(byName('José Hernández')).toMatchObject({ type: 'booking', confirmationResponse: true });
      expect(entries.some((entry) => entry.paymentStatus === 'paid' && entry.amountPaid > 0)).toBe(true);

      const context = {
        now: afternoon.getTime(),
        noshowToleranceMins: DEFAULT_WAITLIST_SETTINGS.noshow_tolerance_mins,
      };
      const labels = new Set(entries.flatMap((entry) => queueItemLabels(labelInput(entry), context)));
      expect([...labels].sort()).toEqual([...QUEUE_ITEM_LABELS].sort());
    });
    it('has a month of walk-ins before today, seated or gone, with the quote each was given', async () => {
      const history = (await mainLocationItems()).filter((entry) => DEMO_HISTORY_NAMES.has(entry.name));
      const dates = new Set(history.map((entry) => mexicoCityDate(entry.createdAt)));
      expect([...dates].sort()).toEqual(
        Array.from({ length: HISTORY_DAYS }, (_, i) => plusDays('2026-02-10', i)),
      );
      expect(history.length).toBeGreaterThan(HISTORY_DAYS * 60);
      expect(new Set(history.map((entry) => entry.status))).toEqual(new Set(['completed', 'canceled']));
      const seated = history.filter((entry) => entry.readyAt);
      expect(seated.every((entry) => (entry.readyAt?.getTime() ?? 0) >= entry.createdAt.getTime())).toBe(
        true,
      );
      // The first days have no history to quote from; from then on nearly every party got a quote.
      const lastWeek = history.filter((entry) => entry.createdAt >= new Date('2026-03-03T06:00:00Z'));
      expect(lastWeek.filter((entry) => entry.quotedWaitMins !== null).length).toBeGreaterThan(
        lastWeek.length * 0.9,
      );
    });
    it('has bookings for this week and next, a closed day next week and one employee with own hours', async () => {
      const locationId = await mainLocationId();
      const agenda = (await mainLocationItems()).filter((entry) => AGENDA_NAMES.has(entry.name));
      expect(agenda.length).toBeGreaterThanOrEqual(5);
      const dates = agenda.map((entry) => mexicoCityDate(entry.bookingDate ?? new Date(0)));
      const closed = plusDays('2026-03-10', CLOSED_DAY_OFFSET);
      for (const [index, entry] of agenda.entries()) {
        expect(entry, entry.name).toMatchObject({
          type: 'booking',
          status: 'pending',
          durationMins: expect.any(Number),
        });
        expect(mexicoCityDate(entry.createdAt), entry.name).toBe('2026-03-10');
        expect(dates[index], entry.name).not.toBe(closed);
      }
      expect(dates.some((date) => date > '2026-03-10' && date <= '2026-03-15')).toBe(true);
      expect(dates.some((date) => date >= '2026-03-16' && date <= '2026-03-22')).toBe(true);
      expect(dates.every((date) => date > '2026-03-10' && date < '2026-03-24')).toBe(true);

      const overrides = await handle.db
        .select()
        .from(hourOverrides)
        .where(eq(hourOverrides.locationId, locationId));
      expect(overrides).toEqual([
        expect.objectContaining({ date: closed, userId: null, openTime: null, closeTime: null }),
      ]);
      expect(await availableSlots(handle.db, { locationId, from: closed, now: afternoon })).toEqual([]);

      const [ramon] = await handle.db.select().from(users).where(eq(users.name, DEMO_EMPLOYEES[0].name));
      const ownHours = await handle.db
        .select()
        .from(locationHours)
        .where(and(eq(locationHours.locationId, locationId), eq(locationHours.userId, ramon?.id ?? 0)));
      expect(ownHours).toEqual([
        expect.objectContaining({ openTime: '12:00', closeTime: '18:00', types: ['booking'] }),
      ]);
      // His booking takes his 13:00 start; his day starts at 12:00, not at the location's 08:00.
      const his = agenda.find((entry) => entry.assignedUserId === ramon?.id);
      const hisDate = mexicoCityDate(his?.bookingDate ?? new Date(0));
      const times = (
        await availableSlots(handle.db, {
          locationId,
          from: hisDate,
          assigned_user_id: ramon?.id ?? 0,
          now: afternoon,
        })
      ).map((slot) => slot.time.slice(11, 16));
      expect(times[0]).toBe('12:00');
      expect(times).not.toContain('13:00');
    });
    it("has today's active orders in every display state and two weeks of priced, numbered history", async () => {
      const locationId = await mainLocationId();
      const rows = await handle.db
        .select()
        .from(sales)
        .where(eq(sales.locationId, locationId))
        .orderBy(asc(sales.placedAt));
      const today = '2026-03-10';
      const active = rows.filter((row) => row.status === 'queued' || row.status === 'confirmed');
      const display = active.map((row) =>
        orderDisplayStatus({
          status: row.status,
          delivery_status: row.deliveryStatus,
          scheduled_to: row.scheduledTo?.toISOString() ?? null,
        }),
      );
      expect(display.sort()).toEqual([
        'confirmed',
        'preparing',
        'ready',
        'received',
        'received',
        'scheduled',
        'shipped',
      ]);
      for (const row of active) expect(mexicoCityDate(row.placedAt), row.number).toBe(today);
      const received = active.filter((row) => row.status === 'queued').map((row) => row.deliveryType);
      expect(received.sort()).toEqual(['delivery', 'pickup']);
      const ready = active.find((row) => row.deliveryStatus === 'ready');
      expect(ready?.deliveryType).toBe('delivery');

      const completed = rows.filter((row) => row.status === 'completed');
      const canceled = rows.filter((row) => row.status === 'canceled');
      expect(completed.length).toBeGreaterThanOrEqual(40);
      expect(canceled.length).toBeGreaterThanOrEqual(3);
      const days = new Set(completed.map((row) => row.referenceDate));
      expect(days.size).toBeGreaterThanOrEqual(14);
      expect(new Set(completed.map((row) => row.contactId)).size).toBeGreaterThanOrEqual(8);

      expect(rows.map((row) => row.number)).toEqual(rows.map((_, index) => String(index + 1)));
      const [counter] = await handle.db
        .select()
        .from(orderCounters)
        .where(eq(orderCounters.locationId, locationId));
      expect(counter?.lastNumber).toBe(rows.length);

      for (const row of rows) {
        const lines = await handle.db.select().from(saleItems).where(eq(saleItems.saleId, row.id));
        expect(lines.length, row.number).toBeGreaterThan(0);
        const linesTotal = lines.reduce((sum, line) => sum + line.total * 100, 0) / 100;
        expect(row.subtotal, row.number).toBeCloseTo(linesTotal, 2);
        expect(row.total, row.number).toBeCloseTo(row.subtotal + row.shipping, 2);
        if (row.deliveryType === 'delivery') expect(row.formattedAddress, row.number).not.toBeNull();
      }
      const payments = await handle.db.select().from(salePayments);
      expect(payments).toHaveLength(completed.length);
    });
  });

  it('has the shop of Taquería Demo: settings that take orders, its point, the menu and the methods', async () => {
    const locationId = await mainLocationId();
    const [settings] = await handle.db
      .select()
      .from(shopSettings)
      .where(eq(shopSettings.locationId, locationId));
    expect(settings?.settings).toMatchObject({
      order_reception_channel: 'managed',
      pickup_enabled: true,
      delivery_enabled: true,
      processing_mins_avg: 15,
      shipping_mins_avg: 20,
      notifications_enabled: true,
    });
    const [location] = await handle.db.select().from(locations).where(eq(locations.id, locationId));
    expect(location?.latitude).toBeCloseTo(19.42, 1);
    expect(location?.longitude).toBeCloseTo(-99.16, 1);
    const categoryRows = await handle.db
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.locationId, locationId))
      .orderBy(asc(categories.sortOrder));
    expect(categoryRows.map((row) => row.name)).toEqual(['Tacos', 'Bebidas', 'Postres']);
    const physical = await handle.db
      .select()
      .from(products)
      .where(and(eq(products.locationId, locationId), eq(products.type, 'physical')));
    expect(physical.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        'Tacos al pastor',
        'Taco de suadero',
        'Gringa',
        'Quesadilla',
        'Agua fresca',
        'Flan',
      ]),
    );
    const pastor = physical.find((row) => row.name === 'Tacos al pastor');
    const variants = await handle.db
      .select({ name: productVariants.name, price: productVariants.price })
      .from(productVariants)
      .where(eq(productVariants.productId, pastor?.id ?? 0))
      .orderBy(asc(productVariants.sortOrder));
    expect(variants).toEqual([
      { name: 'Orden de 3', price: 60 },
      { name: 'Orden de 5', price: 95 },
    ]);
    const pastorModifiers = await handle.db
      .select()
      .from(productModifiers)
      .where(eq(productModifiers.productId, pastor?.id ?? 0));
    expect(pastorModifiers).toHaveLength(2);
    const [delivery] = await handle.db
      .select()
      .from(deliveryMethods)
      .where(eq(deliveryMethods.locationId, locationId));
    expect(delivery).toMatchObject({
      name: 'Envío a domicilio',
      deliveryCostType: 'distance',
      freeFromAmount: 500,
      minPurchaseAmount: 100,
      deliveryLocLat: location?.latitude,
      deliveryLocLng: location?.longitude,
    });
    expect(delivery?.deliveryCostConfig.distance.zones).toEqual([
      { km: 2, fee: 25 },
      { km: 4, fee: 40 },
      { km: 6, fee: 60 },
    ]);
    const payments = await handle.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.locationId, locationId));
    expect(payments).toEqual([
      expect.objectContaining({ name: 'Efectivo', type: 'cash', usageTypes: ['pickup', 'delivery'] }),
    ]);
  });

  it('has an active wallet and stamp card with three weeks of sales, sending no message', async () => {
    await emptyDatabase();
    const seededAt = new Date('2026-03-10T21:30:00Z');
    await seedDemo(handle.db, seededAt);
    const programs = await handle.db.select().from(loyaltyPrograms).orderBy(asc(loyaltyPrograms.id));
    expect(programs.map((program) => [program.type, program.name, program.status])).toEqual([
      ['cashback', 'Monedero Taquería', 'active'],
      ['stampcard', 'Tarjeta de tacos', 'active'],
    ]);
    expect(programs[0]).toMatchObject({ percentage: 5, maxEarnAmount: null, validityDays: 365 });
    expect(programs[1]).toMatchObject({
      requiredQuantity: 5,
      minPurchase: 80,
      conditions: 'Orden de tacos al pastor gratis',
      styleIcon: '🌮',
      redeemDays: 30,
    });
    const transactions = await handle.db.select().from(loyaltyTransactions);
    expect(transactions).toHaveLength(DEMO_LOYALTY_SALES.length);
    expect(transactions.filter((row) => row.status === 'canceled')).toHaveLength(1);
    expect(new Set(transactions.map((row) => row.contactId)).size).toBe(6);
    const times = transactions.map((row) => row.createdAt.getTime());
    expect(Math.max(...times)).toBeLessThan(seededAt.getTime());
    expect(Math.min(...times)).toBeGreaterThan(seededAt.getTime() - 21 * 86_400_000);
    for (const program of programs) {
      expect(program.createdAt.getTime(), 'launched before its first sale').toBeLessThan(Math.min(...times));
    }
    expect(transactions.every((row) => row.messageId === null)).toBe(true);
    const [company] = await handle.db.select({ id: companies.id }).from(companies);
    expect(await creditTotals(handle.db, company?.id ?? 0, 'messages', seededAt)).toEqual({
      total: 50,
      used: 12,
    });
    expect(await handle.db.select().from(messages)).toHaveLength(12);

    const progressOf = async (token: string) => {
      const [card] = await handle.db.select().from(loyaltyCards).where(eq(loyaltyCards.token, token));
      const program = programs.find((row) => row.id === card?.programId);
      if (!card || !program) throw new Error(`no demo card ${token}`);
      return cardProgress(handle.db, card, program, seededAt);
    };
    expect(
      (await progressOf(demoCardToken('cashback', '+525523456701'))).user_balance,
    ).toBeGreaterThanOrEqual(50);
    const guadalupe = await progressOf(demoCardToken('stampcard', '+525523456703'));
    expect(guadalupe.current_quantity).toBe(0);
    expect(guadalupe.rewards).toHaveLength(1);
  });

  it('is not seeded twice', async () => {
    const before = await countRows();
    expect(await seedDemo(handle.db)).toEqual({ seeded: false });
    expect(await countRows()).toEqual(before);
  });

  it("keeps today's entries inside the Mexico City day even when seeded just after midnight", async () => {
    await emptyDatabase();
    const justAfterMidnight = new Date('2026-03-10T06:05:00Z'); // 00:05 in Mexico City (UTC-6)
    expect(await seedDemo(handle.db, justAfterMidnight)).toEqual({ seeded: true });
    const entries = await mainLocationEntries();
    expect(entries.length).toBeGreaterThanOrEqual(8);
    for (const entry of entries) {
      expect(mexicoCityDate(entry.createdAt), entry.name).toBe('2026-03-10');
      if (entry.bookingDate) expect(mexicoCityDate(entry.bookingDate), entry.name).toBe('2026-03-10');
    }
    const orders = await handle.db.select().from(sales).where(eq(sales.referenceDate, '2026-03-10'));
    expect(orders.length).toBeGreaterThanOrEqual(7);
    for (const order of orders) {
      expect(mexicoCityDate(order.placedAt), order.number).toBe('2026-03-10');
      expect(order.confirmedAt?.getTime() ?? 0, order.number).toBeLessThanOrEqual(
        justAfterMidnight.getTime(),
      );
    }
  });
});
