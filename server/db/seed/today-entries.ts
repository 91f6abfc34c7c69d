import { nextDate, startOfZonedDay, zonedDate } from '../../../src/domain/rules/zoned-time';
import type { queueEvents, queueItems } from '../schema';
import type { DemoServiceName } from './demo-business';

type NewQueueItem = typeof queueItems.$inferInsert;
type NewQueueEvent = typeof queueEvents.$inferInsert;

/** A queue item of the demo, before the ids of its location, contact, service and employee exist. */
export interface DemoEntry {
  item: Omit<
    NewQueueItem,
    'companyId' | 'locationId' | 'publicCode' | 'contactId' | 'productId' | 'assignedUserId'
  >;
  service: DemoServiceName | null;
  /** Index into DEMO_EMPLOYEES of the assigned employee. */
  employee: number | null;
  events: Pick<NewQueueEvent, 'type' | 'data' | 'createdAt'>[];
}

const MINUTE = 60_000;

/**
 * A clock for "today" in the location's zone: times relative to now, kept inside today so the
 * entries show in 'Listado de hoy' whatever the hour of the seed.
 */
export class TodayClock {
  private readonly start: number;
  private readonly end: number;

  constructor(
    private readonly now: Date,
    timeZone: string,
  ) {
    const today = zonedDate(now, timeZone);
    this.start = startOfZonedDay(today, timeZone).getTime();
    this.end = startOfZonedDay(nextDate(today), timeZone).getTime();
  }

  /** mins minutes before now (not before today's first minute). */
  ago(mins: number): Date {
    return this.clamp(this.now.getTime() - mins * MINUTE);
  }

  /** mins minutes after now (not after today's last minute). */
  in(mins: number): Date {
    return this.clamp(this.now.getTime() + mins * MINUTE);
  }

  /** An evenly spread instant of today up to now, for the i-th of count items. */
  spread(i: number, count: number): Date {
    const span = Math.max(this.now.getTime() - this.start, MINUTE);
    return this.clamp(this.start + Math.floor((span * (i + 1)) / (count + 1)));
  }

  private clamp(time: number): Date {
    return new Date(Math.min(Math.max(time, this.start + MINUTE), this.end - MINUTE));
  }
}

const created = (at: Date) => ({ type: 'created' as const, data: null, createdAt: at });

/** Today's entries of Taquería Demo: every status and every host-list label (spec 01 §2.10, §4.7). */
export function mainLocationEntries(clock: TodayClock): DemoEntry[] {
  return [
    // Presente: a waitlist entry that checked in.
    {
      item: {
        type: 'waitlist',
        name: 'María González',
        phone: '+525523456701',
        groupSize: 4,
        initialGroupSize: 4,
        notes: 'Silla para bebé',
        checkedInAt: clock.ago(5),
        createdAt: clock.ago(35),
      },
      service: null,
      employee: null,
      events: [created(clock.ago(35)), { type: 'checked_in', data: null, createdAt: clock.ago(5) }],
    },
    // Confirmado: a booking whose customer answered yes to the confirmation request.
    {
      item: {
        type: 'booking',
        name: 'José Hernández',
        phone: '+525523456702',
        groupSize: 2,
        initialGroupSize: 2,
        bookingDate: clock.in(60),
        durationMins: 90,
        confirmationRequestedAt: clock.ago(30),
        confirmationResponse: true,
        confirmationResponseAt: clock.ago(20),
        createdAt: clock.ago(180),
      },
      service: 'Reservación de mesa',
      employee: 0,
      events: [
        created(clock.ago(180)),
        { type: 'confirmation_response', data: { response: true }, createdAt: clock.ago(20) },
      ],
    },
    // Cancelado.
    {
      item: {
        type: 'waitlist',
        name: 'Guadalupe Martínez',
        phone: '+525523456703',
        status: 'canceled',
        groupSize: 3,
        initialGroupSize: 3,
        canceledAt: clock.ago(25),
        createdAt: clock.ago(50),
      },
      service: null,
      employee: null,
      events: [created(clock.ago(50)), { type: 'canceled', data: { by: 'staff' }, createdAt: clock.ago(25) }],
    },
    // Retraso: a booking whose time passed without the customer checking in.
    {
      item: {
        type: 'booking',
        name: 'Juan López',
        phone: '+525523456704',
        groupSize: 6,
        initialGroupSize: 6,
        bookingDate: clock.ago(40),
        durationMins: 120,
        createdAt: clock.ago(240),
      },
      service: 'Paquete cumpleaños',
      employee: 1,
      events: [created(clock.ago(240))],
    },
    // Confirmando: the confirmation request has no answer yet.
    {
      item: {
        type: 'waitlist',
        name: 'Sofía Ramírez',
        phone: '+525523456705',
        groupSize: 2,
        initialGroupSize: 2,
        confirmationRequestedAt: clock.ago(8),
        createdAt: clock.ago(30),
      },
      service: null,
      employee: null,
      events: [created(clock.ago(30))],
    },
    // Notificado: just alerted, nothing else applies (Retraso once the no-show tolerance passes).
    {
      item: {
        type: 'waitlist',
        name: 'Francisco Pérez',
        phone: '+525523456706',
        status: 'notified',
        groupSize: 5,
        initialGroupSize: 4,
        notifiedAt: clock.ago(1),
        createdAt: clock.ago(28),
      },
      service: null,
      employee: null,
      events: [
        created(clock.ago(28)),
        { type: 'alert_requested', data: { channel: 'sms' }, createdAt: clock.ago(1) },
      ],
    },
    // A booking paid in advance (the paid amount label).
    {
      item: {
        type: 'booking',
        name: 'Alejandra Torres',
        phone: '+525523456707',
        groupSize: 10,
        initialGroupSize: 10,
        bookingDate: clock.in(150),
        durationMins: 120,
        paymentStatus: 'paid',
        amountTotal: 350,
        amountPaid: 350,
        notes: 'Pastel propio',
        createdAt: clock.ago(300),
      },
      service: 'Paquete cumpleaños',
      employee: 0,
      events: [created(clock.ago(300))],
    },
    // Plain pending entries.
    {
      item: {
        type: 'waitlist',
        name: 'Miguel Sánchez',
        phone: '+525523456708',
        groupSize: 2,
        initialGroupSize: 2,
        createdAt: clock.ago(15),
      },
      service: null,
      employee: null,
      events: [created(clock.ago(15))],
    },
    {
      item: {
        type: 'waitlist',
        name: 'Fernanda Flores',
        phone: '+525523456709',
        groupSize: 3,
        initialGroupSize: 3,
        notes: 'Prefiere terraza',
        createdAt: clock.ago(10),
      },
      service: null,
      employee: null,
      events: [created(clock.ago(10))],
    },
    {
      item: {
        type: 'booking',
        name: 'Ricardo Rivera',
        phone: '+525523456710',
        groupSize: 4,
        initialGroupSize: 4,
        bookingDate: clock.in(240),
        durationMins: 90,
        createdAt: clock.ago(90),
      },
      service: 'Mesa en terraza',
      employee: null,
      events: [created(clock.ago(90))],
    },
    // A checked-in customer whose table is ready, and a finished visit: today covers every status.
    {
      item: {
        type: 'waitlist',
        name: 'Carlos Díaz',
        phone: '+525523456712',
        status: 'ready',
        groupSize: 2,
        initialGroupSize: 2,
        tableNum: '12',
        notifiedAt: clock.ago(12),
        checkedInAt: clock.ago(6),
        readyAt: clock.ago(2),
        createdAt: clock.ago(45),
        // Quoted 30 minutes, ready after 43: outside the quote, as the stats will show.
        quotedWaitMins: 30,
      },
      service: null,
      employee: null,
      events: [
        created(clock.ago(45)),
        { type: 'alert_requested', data: { channel: 'sms' }, createdAt: clock.ago(12) },
        { type: 'checked_in', data: null, createdAt: clock.ago(6) },
        { type: 'ready', data: null, createdAt: clock.ago(2) },
      ],
    },
    {
      item: {
        type: 'waitlist',
        name: 'Daniela Gómez',
        phone: '+525523456711',
        status: 'completed',
        groupSize: 2,
        initialGroupSize: 2,
        tableNum: '3',
        checkedInAt: clock.ago(70),
        readyAt: clock.ago(60),
        completedAt: clock.ago(58),
        createdAt: clock.ago(80),
        quotedWaitMins: 15,
      },
      service: null,
      employee: null,
      events: [
        created(clock.ago(80)),
        { type: 'checked_in', data: null, createdAt: clock.ago(70) },
        { type: 'ready', data: null, createdAt: clock.ago(60) },
        { type: 'completed', data: null, createdAt: clock.ago(58) },
      ],
    },
    // The customer declined the confirmation request.
    {
      item: {
        type: 'waitlist',
        name: 'Patricia Morales',
        phone: '+525523456713',
        groupSize: 2,
        initialGroupSize: 2,
        confirmationRequestedAt: clock.ago(18),
        confirmationResponse: false,
        confirmationResponseAt: clock.ago(16),
        createdAt: clock.ago(40),
      },
      service: null,
      employee: null,
      events: [
        created(clock.ago(40)),
        { type: 'confirmation_response', data: { response: false }, createdAt: clock.ago(16) },
      ],
    },
  ];
}

/** A couple of entries at the branch, so each location shows only its own. */
export function branchLocationEntries(clock: TodayClock): DemoEntry[] {
  return [
    {
      item: {
        type: 'waitlist',
        name: 'Roberto Jiménez',
        phone: '+525523456714',
        groupSize: 3,
        initialGroupSize: 3,
        createdAt: clock.ago(20),
      },
      service: null,
      employee: null,
      events: [created(clock.ago(20))],
    },
    {
      item: {
        type: 'booking',
        name: 'Verónica Ruiz',
        phone: '+525523456715',
        groupSize: 2,
        initialGroupSize: 2,
        bookingDate: clock.in(120),
        durationMins: 90,
        createdAt: clock.ago(60),
      },
      service: 'Reservación de mesa',
      employee: null,
      events: [created(clock.ago(60))],
    },
  ];
}
