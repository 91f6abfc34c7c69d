import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, contactTags, tags } from '../../server/db/schema';
import { AGENDA_PASSWORD, type AgendaBusiness, createAgendaBusiness } from './helpers/agenda-fixture';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let biz: AgendaBusiness;
let hostToken: string;

/** The host's autocomplete query (01 §7.4, §9: name or phone contains, active only, 20). */
const autocomplete = (text: string) => ({
  filters: {
    $and: [{ $or: [{ name: { $contains: text } }, { phone: { $contains: text } }] }, { status: 'active' }],
  },
  sort: ['name'],
  limit: 20,
});

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  biz = await createAgendaBusiness(db, 'cli');
  const companyId = biz.companyId;
  const [ana, , bruno] = await db
    .insert(contacts)
    .values([
      {
        companyId,
        name: 'Ana Ruiz',
        phone: '+525511110001',
        email: 'ana@correo.mx',
        emailExtra: 'ana@trabajo.mx',
      },
      { companyId, name: 'Ana Inactiva', phone: '+525511110002', status: 'inactive' },
      { companyId, name: 'Bruno Soto', phone: '+525511110003', isSubscribed: false },
      ...Array.from({ length: 25 }, (_, i) => ({
        companyId,
        name: `Cliente ${String(i + 1).padStart(2, '0')}`,
        phone: `+5255222200${String(i).padStart(2, '0')}`,
      })),
    ])
    .returning({ id: contacts.id });
  const [vip, frequent] = await db
    .insert(tags)
    .values([
      { companyId, name: 'VIP' },
      { companyId, name: 'Frecuentes' },
    ])
    .returning({ id: tags.id });
  await db.insert(contactTags).values([
    { companyId, contactId: ana?.id ?? 0, tagId: vip?.id ?? 0 },
    { companyId, contactId: ana?.id ?? 0, tagId: frequent?.id ?? 0 },
    { companyId, contactId: bruno?.id ?? 0, tagId: vip?.id ?? 0 },
  ]);
  hostToken = await loginAs(t.app, biz.logins.host, AGENDA_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

function search(payload: object, token = hostToken) {
  return t.app.inject({ method: 'POST', url: '/v1/contact/contact/search', headers: bearer(token), payload });
}

const names = (response: Awaited<ReturnType<typeof search>>) =>
  response.json().data.map((contact: { name: string }) => contact.name);

describe('POST /v1/contact/contact/search', () => {
  it('the autocomplete finds active customers by name or phone, with their tags', async () => {
    const byName = await search(autocomplete('ana'));
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().data).toEqual([
      {
        id: expect.any(Number),
        name: 'Ana Ruiz',
        phone: '+525511110001',
        email: 'ana@correo.mx',
        email_extra: 'ana@trabajo.mx',
        status: 'active',
        tags: [
          { id: expect.any(Number), name: 'Frecuentes' },
          { id: expect.any(Number), name: 'VIP' },
        ],
        is_subscribed: true,
      },
    ]);
    const byPhone = await search(autocomplete('11110003'));
    expect(byPhone.json().data).toEqual([
      expect.objectContaining({
        name: 'Bruno Soto',
        is_subscribed: false,
        tags: [{ id: expect.any(Number), name: 'VIP' }],
      }),
    ]);
  });

  it('gives 20 results a page with the total, and the next page', async () => {
    const first = await search(autocomplete('cliente'));
    expect(names(first)).toHaveLength(20);
    expect(first.json().pagination).toEqual({ total_items: 25, limit: 20, offset: 0, count: 20 });
    const next = await search({ ...autocomplete('cliente'), offset: 20 });
    expect(names(next)).toEqual(['Cliente 21', 'Cliente 22', 'Cliente 23', 'Cliente 24', 'Cliente 25']);
  });

  it('looks a contact up by id and sorts descending', async () => {
    const [bruno] = (await search(autocomplete('bruno'))).json().data;
    expect(names(await search({ filters: { id: bruno.id } }))).toEqual(['Bruno Soto']);
    expect(names(await search({ sort: ['-name'], limit: 1 }))).toEqual(['Cliente 25']);
  });

  it("never lists another company's contacts", async () => {
    expect(names(await search(autocomplete('gonzález')))).toEqual([]);
    const demo = await search(autocomplete('gonzález'), await loginAs(t.app, DEMO.host));
    expect(names(demo)).toEqual(['María González']);
    expect(names(await search(autocomplete('ana'), await loginAs(t.app, DEMO.host)))).not.toContain(
      'Ana Ruiz',
    );
  });

  it('is open to customers readers and the host, not to others; bad filters are 422', async () => {
    const reader = await loginAs(t.app, biz.logins.contacts, AGENDA_PASSWORD);
    expect((await search(autocomplete('ana'), reader)).statusCode).toBe(200);
    const waitlistReader = await loginAs(t.app, biz.logins.reader, AGENDA_PASSWORD);
    expect((await search({}, waitlistReader)).statusCode).toBe(403);
    const stats = await loginAs(t.app, biz.logins.stats, AGENDA_PASSWORD);
    expect((await search({}, stats)).statusCode).toBe(403);
    const bad = await search({ filters: { company_id: 1 } });
    expect(bad.statusCode).toBe(422);
    expect((await search({ filters: { status: 'borrado' } })).statusCode).toBe(422);
  });
});
