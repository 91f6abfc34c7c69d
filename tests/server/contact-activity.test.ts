import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPublicCode } from '../../server/db/public-code';
import {
  contacts,
  locations,
  loyaltyCards,
  loyaltyPrograms,
  loyaltyTransactions,
  queueItems,
} from '../../server/db/schema';
import { insertMember, insertOtherCompany, MEMBER_PASSWORD } from './helpers/shop-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let owner: string;
let contactId: number;
let strangerContactId: number;
let branchId: number;
let homeId: number;

beforeAll(async () => {
  t = await startTestApp({ startJobs: false });
  owner = await loginAs(t.app, DEMO.owner);
  const db = t.database.db;
  const [home] = await db.select().from(locations).where(eq(locations.username, 'taqueria-demo'));
  const companyId = home?.companyId ?? 0;
  homeId = home?.id ?? 0;
  const [branch] = await db
    .insert(locations)
    .values({ companyId, name: 'Sucursal Centro', username: 'taqueria-demo-centro' })
    .returning({ id: locations.id });
  branchId = branch?.id ?? 0;
  const [contact] = await db
    .insert(contacts)
    .values({ companyId, name: 'Rosa Viajera', phone: '+525587659001' })
    .returning({ id: contacts.id });
  contactId = contact?.id ?? 0;
  // Her visits: one here, one at the other branch (the newest); another person's at the branch.
  await db.insert(queueItems).values([
    {
      companyId,
      locationId: homeId,
      publicCode: newPublicCode(),
      type: 'waitlist',
      status: 'completed',
      name: 'Rosa Viajera',
      phone: '+525587659001',
      contactId,
      groupSize: 2,
      createdAt: new Date('2026-11-20T19:00:00.000Z'),
    },
    {
      companyId,
      locationId: branchId,
      publicCode: newPublicCode(),
      type: 'booking',
      status: 'pending',
      name: 'Rosa Viajera',
      phone: '+525587659001',
      contactId,
      groupSize: 4,
      bookingDate: new Date('2026-11-28T20:00:00.000Z'),
      createdAt: new Date('2026-11-21T19:00:00.000Z'),
    },
    {
      companyId,
      locationId: branchId,
      publicCode: newPublicCode(),
      type: 'waitlist',
      status: 'pending',
      name: 'Otra Persona',
      phone: '+525587659002',
    },
  ]);
  const [program] = await db
    .insert(loyaltyPrograms)
    .values({ companyId, type: 'stampcard', name: 'Tarjeta viajera', requiredQuantity: 5 })
    .returning({ id: loyaltyPrograms.id });
  const [card] = await db
    .insert(loyaltyCards)
    .values({ companyId, programId: program?.id ?? 0, contactId, token: 'tarjeta-viajera-rosa' })
    .returning({ id: loyaltyCards.id });
  await db.insert(loyaltyTransactions).values({
    companyId,
    locationId: branchId,
    programId: program?.id ?? 0,
    cardId: card?.id ?? 0,
    contactId,
    code: 'VIAJE001',
    type: 'stampcard',
    inputMethod: 'phone',
    saleAmount: 250,
    currentQuantity: 1,
    requiredQuantity: 5,
  });
  const other = await insertOtherCompany(db);
  const [stranger] = await db
    .insert(contacts)
    .values({ companyId: other.companyId, name: 'Cliente Ajeno', phone: '+525587659001' })
    .returning({ id: contacts.id });
  strangerContactId = stranger?.id ?? 0;
  await db.insert(queueItems).values({
    companyId: other.companyId,
    locationId: other.locationId,
    publicCode: newPublicCode(),
    type: 'waitlist',
    name: 'Cliente Ajeno',
    phone: '+525587659001',
    contactId: strangerContactId,
  });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token = owner) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe("the contact dialog's activity spans the company's locations", () => {
  it('lists her visits at this location and at the other branch, newest first, each with its place', async () => {
    const response = await get(`/v1/contact/contact/${contactId}/visits`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: expect.any(Number),
        type: 'booking',
        status: 'pending',
        group_size: 4,
        booking_date: '2026-11-28T20:00:00.000Z',
        created_at: '2026-11-21T19:00:00.000Z',
        location: { id: branchId, name: 'Sucursal Centro' },
      },
      {
        id: expect.any(Number),
        type: 'waitlist',
        status: 'completed',
        group_size: 2,
        booking_date: null,
        created_at: '2026-11-20T19:00:00.000Z',
        location: { id: homeId, name: 'Taquería Demo' },
      },
    ]);
  });

  it('lists her loyalty transactions made at the other branch', async () => {
    const response = await get(`/v1/contact/contact/${contactId}/loyalty-transactions`);
    expect(response.statusCode, response.body).toBe(200);
    const [transaction, ...rest] = response.json().data;
    expect(rest).toEqual([]);
    expect(transaction).toMatchObject({
      code: 'VIAJE001',
      sale_amount: 250,
      program: { name: 'Tarjeta viajera' },
      contact: { id: contactId, name: 'Rosa Viajera' },
      location: { id: branchId, name: 'Sucursal Centro' },
    });
  });

  it("answers 404 for another company's customer, never its visits", async () => {
    expect((await get(`/v1/contact/contact/${strangerContactId}/visits`)).statusCode).toBe(404);
    expect((await get(`/v1/contact/contact/${strangerContactId}/loyalty-transactions`)).statusCode).toBe(404);
  });

  it('each list needs the role of its area: a customers reader alone gets 403', async () => {
    const email = await insertMember(t.database.db, homeId, ['contact-reader'], 'lector-actividad@demo.test');
    const reader = await loginAs(t.app, email, MEMBER_PASSWORD);
    expect((await get(`/v1/contact/contact/${contactId}/visits`, reader)).statusCode).toBe(403);
    expect((await get(`/v1/contact/contact/${contactId}/loyalty-transactions`, reader)).statusCode).toBe(403);
  });
});
