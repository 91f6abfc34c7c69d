import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaigns,
  contacts,
  contactTags,
  creditEntries,
  locations,
  messages,
  tags,
} from '../../server/db/schema';
import { runInTenant } from '../../server/db/tenant-scope';
import { sendCampaignInScope } from '../../server/modules/messaging/campaign-send';
import { creditTotals } from '../../server/modules/subscription/credits/credit-balance';
import { insertStrangerCampaign } from './helpers/campaign-fixtures';
import { eventually } from './helpers/eventually';
import { insertMember, MEMBER_PASSWORD } from './helpers/shop-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let owner: string;
let companyId: number;
let locationId: number;
let groupId: number;
let emptyGroupId: number;

const SUBSCRIBED = ['+525587650001', '+525587650002'];
const UNSUBSCRIBED = '+525587650003';
const INACTIVE = '+525587650004';

beforeAll(async () => {
  t = await startTestApp();
  owner = await loginAs(t.app, DEMO.owner);
  const db = t.database.db;
  const [location] = await db.select().from(locations).where(eq(locations.username, 'taqueria-demo'));
  companyId = location?.companyId ?? 0;
  locationId = location?.id ?? 0;
  const [group, empty] = await db
    .insert(tags)
    .values([
      { companyId, name: 'Prueba campañas' },
      { companyId, name: 'Grupo vacío' },
    ])
    .returning({ id: tags.id });
  groupId = group?.id ?? 0;
  emptyGroupId = empty?.id ?? 0;
  const people = await db
    .insert(contacts)
    .values([
      { companyId, name: 'Ana Ávila', phone: SUBSCRIBED[0] ?? '' },
      { companyId, name: 'Beto Ruiz', phone: SUBSCRIBED[1] ?? '' },
      { companyId, name: 'Carla Baja', phone: UNSUBSCRIBED, isSubscribed: false },
      { companyId, name: 'Dora Inactiva', phone: INACTIVE, status: 'inactive' },
    ])
    .returning({ id: contacts.id });
  await db
    .insert(contactTags)
    .values(people.map((person) => ({ companyId, contactId: person.id, tagId: groupId })));
});
afterAll(async () => {
  await t?.close();
});

function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = owner) {
  return t.app.inject({ method, url, headers: bearer(token), payload });
}

const draft = (overrides: Record<string, unknown> = {}) => ({
  name: 'Martes de tacos',
  content: 'Hola {first_name}, hoy 2x1 en tacos.',
  active: false,
  start_at: null,
  segmentation: { tags: [groupId], phones: '' },
  ...overrides,
});

async function balance(): Promise<number> {
  const totals = await creditTotals(t.database.db, companyId, 'messages', new Date());
  return totals.total - totals.used;
}

/** Credits the ledger spent on these messages (other jobs of the demo spend meanwhile). */
async function spentOn(messageIds: number[]): Promise<number> {
  const entries = await t.database.db
    .select()
    .from(creditEntries)
    .where(inArray(creditEntries.messageId, messageIds));
  return -entries.reduce((sum, entry) => sum + Number(entry.amount), 0);
}

async function campaignMessages(campaignId: number) {
  return t.database.db.select().from(messages).where(eq(messages.campaignId, campaignId));
}

describe('the groups a campaign may choose', () => {
  it("are the company's groups by name", async () => {
    const response = await call('GET', '/v1/messaging/campaign/groups');
    expect(response.statusCode).toBe(200);
    const names = response.json().data.map((group: { name: string }) => group.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'es')));
    expect(names).toEqual(expect.arrayContaining(['Prueba campañas', 'Grupo vacío', 'VIP']));
  });
});

describe('estimate-reach', () => {
  it('counts the subscribed, active customers of the groups plus the listed phones, once each', async () => {
    const response = await call('POST', '/v1/messaging/campaign/estimate-reach', {
      segmentation: {
        tags: [groupId, emptyGroupId],
        // One listed phone is a group member already, one unsubscribed, one new (twice).
        phones: `${SUBSCRIBED[0]}\n\n${UNSUBSCRIBED}\n55 1111 2222\n5511112222\n`,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ quantity: 3 });
  });

  it('answers 0 for a group without members', async () => {
    const response = await call('POST', '/v1/messaging/campaign/estimate-reach', {
      segmentation: { tags: [emptyGroupId], phones: null },
    });
    expect(response.json().data).toEqual({ quantity: 0 });
  });
});

describe('a campaign draft', () => {
  it('is saved stopped, editable and startable, with its reach counted and its groups named', async () => {
    const response = await call('POST', '/v1/messaging/campaign', draft());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Martes de tacos',
      channel: 'sms',
      active: false,
      start_at: null,
      status: 'stopped',
      status_message: null,
      review_status: null,
      message_count: 2,
      sent_count: 0,
      error_count: 0,
      can_activate: true,
      can_stop: false,
      is_editable: true,
      groups: [{ id: groupId, name: 'Prueba campañas' }],
      segmentation: { tags: [groupId], phones: null },
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Escribe el nombre de la campaña.'],
    [{ name: 'x'.repeat(101) }, 'name', 'El nombre admite como máximo 100 caracteres.'],
    [{ content: '  ' }, 'content', 'Escribe el mensaje.'],
    [
      { content: `${'a'.repeat(153)}{name}` },
      'content',
      'El mensaje admite como máximo 160 caracteres (cada variable cuenta 8).',
    ],
    [{ segmentation: { tags: [], phones: '' } }, 'segmentation.tags', 'Selecciona al menos un grupo.'],
    [
      { segmentation: { tags: [1], phones: '5512345678\n12ab' } },
      'segmentation.phones',
      'El teléfono «12ab» no es válido.',
    ],
    [
      { segmentation: { tags: [999_999], phones: '' } },
      'segmentation.tags',
      'El grupo seleccionado no existe.',
    ],
    [
      { active: true, start_at: '2020-01-01T10:00:00.000Z' },
      'start_at',
      'La fecha y hora de envío debe ser futura.',
    ],
  ])('is refused with a Spanish 422 for %j', async (overrides, field, message) => {
    const before = await t.database.db.select({ id: campaigns.id }).from(campaigns);
    const response = await call('POST', '/v1/messaging/campaign', draft(overrides));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await t.database.db.select({ id: campaigns.id }).from(campaigns)).toHaveLength(before.length);
  });

  it('is edited while stopped; the list finds it by name', async () => {
    const created = (await call('POST', '/v1/messaging/campaign', draft({ name: 'Borrador' }))).json().data;
    const edited = await call('PATCH', `/v1/messaging/campaign/${created.id}`, draft({ name: 'Borrador 2' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.name).toBe('Borrador 2');
    const list = await call('POST', '/v1/messaging/campaign/search', { search: 'Borrador 2', limit: 20 });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((c: { id: number }) => c.id)).toEqual([created.id]);
    expect(list.json().pagination.total_items).toBe(1);
  });
});

describe('sending a campaign', () => {
  it('send now: one message per subscribed customer, each spending a credit, through the delivery job', async () => {
    const response = await call('POST', '/v1/messaging/campaign', draft({ name: 'Enviar ya', active: true }));
    expect(response.statusCode, response.body).toBe(200);
    const campaign = response.json().data;
    expect(campaign).toMatchObject({
      status: 'pending',
      can_stop: true,
      can_activate: false,
      is_editable: false,
    });

    const done = await eventually(
      async () => (await call('GET', `/v1/messaging/campaign/${campaign.id}`)).json().data,
      (data) => data.status === 'finished' && data.sent_count === 2,
    );
    expect(done).toMatchObject({ status: 'finished', message_count: 2, sent_count: 2, error_count: 0 });
    const rows = await campaignMessages(campaign.id);
    expect(rows.map((row) => row.recipient).sort()).toEqual([...SUBSCRIBED].sort());
    expect(rows.map((row) => row.body).sort()).toEqual([
      'Hola Ana, hoy 2x1 en tacos.',
      'Hola Beto, hoy 2x1 en tacos.',
    ]);
    expect(await spentOn(rows.map((row) => row.id))).toBe(2);

    const list = await call('POST', '/v1/messaging/message/search', {
      filters: { campaign_id: campaign.id, status: 'sent' },
      limit: 100,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(2);
    const one = await call('GET', `/v1/messaging/message/${list.json().data[0].id}`);
    expect(one.json().data).toMatchObject({ campaign_id: campaign.id, status: 'sent', channel: 'sms' });
  });

  it('scheduled: waits for start_at, and can be stopped before it', async () => {
    const startAt = new Date(Date.now() + 3_600_000).toISOString();
    const created = (
      await call(
        'POST',
        '/v1/messaging/campaign',
        draft({ name: 'Programada', active: true, start_at: startAt }),
      )
    ).json().data;
    expect(created).toMatchObject({ status: 'pending', start_at: startAt, can_stop: true });
    // The job may fire early (a sweep, a retry): it writes nothing before start_at.
    await runInTenant({ companyId, locationId }, () =>
      sendCampaignInScope({ ...t.app.deps, log: t.app.log }, { campaignId: created.id }),
    );
    expect(await campaignMessages(created.id)).toHaveLength(0);
    const stopped = await call('POST', `/v1/messaging/campaign/${created.id}/stop`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().data).toMatchObject({
      status: 'stopped',
      status_message: 'Campaña detenida por el usuario.',
      can_activate: true,
      can_stop: false,
      is_editable: true,
    });
    const again = await call('POST', `/v1/messaging/campaign/${created.id}/stop`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La campaña no se puede detener en su estado actual.');
  });

  it('a finished campaign cannot be edited or started again (409)', async () => {
    const created = (
      await call('POST', '/v1/messaging/campaign', draft({ name: 'Una vez', active: true }))
    ).json().data;
    await eventually(
      async () => (await call('GET', `/v1/messaging/campaign/${created.id}`)).json().data.status,
      (status) => status === 'finished',
    );
    const edit = await call('PATCH', `/v1/messaging/campaign/${created.id}`, draft());
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('La campaña ya no se puede editar.');
    expect((await call('POST', `/v1/messaging/campaign/${created.id}/start`)).statusCode).toBe(409);
  });

  it('writes each message exactly once when its job runs again after a restart', async () => {
    const created = (await call('POST', '/v1/messaging/campaign', draft({ name: 'Reinicio' }))).json().data;
    // The crashed run had claimed the campaign and committed the first message (and its credit).
    const [first] = await t.database.db
      .insert(messages)
      .values({
        companyId,
        locationId,
        channel: 'sms',
        recipient: SUBSCRIBED[0] ?? '',
        body: 'Hola Ana, hoy 2x1 en tacos.',
        campaignId: created.id,
        status: 'sent',
      })
      .returning({ id: messages.id });
    await t.database.db
      .update(campaigns)
      .set({ status: 'sending', active: true })
      .where(eq(campaigns.id, created.id));
    const deps = { ...t.app.deps, log: t.app.log };
    await sendCampaignInScope(deps, { campaignId: created.id });
    // The same job delivered twice (pg-boss retries a job cut off by a crash).
    await t.database.db.update(campaigns).set({ status: 'sending' }).where(eq(campaigns.id, created.id));
    await sendCampaignInScope(deps, { campaignId: created.id });

    const rows = await campaignMessages(created.id);
    expect(rows.map((row) => row.recipient).sort()).toEqual([...SUBSCRIBED].sort());
    expect(rows.find((row) => row.recipient === SUBSCRIBED[0])?.id).toBe(first?.id);
    expect(await spentOn(rows.map((row) => row.id))).toBe(1);
    const [campaign] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, created.id));
    expect(campaign?.status).toBe('finished');
  });

  it('the database refuses a second message to the same phone of one campaign', async () => {
    const created = (await call('POST', '/v1/messaging/campaign', draft({ name: 'Único' }))).json().data;
    const row = {
      companyId,
      locationId,
      channel: 'sms' as const,
      recipient: '+525599990000',
      body: 'x',
      campaignId: created.id,
    };
    await t.database.db.insert(messages).values(row);
    await expect(t.database.db.insert(messages).values(row)).rejects.toThrow();
  });
});

describe('roles and tenants', () => {
  it('a messaging reader lists and reads campaigns but cannot create, edit, start or stop them', async () => {
    const email = await insertMember(
      t.database.db,
      locationId,
      ['messaging-reader'],
      'lector-mensajes@taqueria.demo',
    );
    const reader = await loginAs(t.app, email, MEMBER_PASSWORD);
    const created = (await call('POST', '/v1/messaging/campaign', draft({ name: 'Solo lectura' }))).json()
      .data;
    expect((await call('POST', '/v1/messaging/campaign/search', {}, reader)).statusCode).toBe(200);
    expect((await call('GET', `/v1/messaging/campaign/${created.id}`, undefined, reader)).statusCode).toBe(
      200,
    );
    for (const [method, url, payload] of [
      ['POST', '/v1/messaging/campaign', draft()],
      ['PATCH', `/v1/messaging/campaign/${created.id}`, draft()],
      ['POST', `/v1/messaging/campaign/${created.id}/start`, undefined],
      ['POST', `/v1/messaging/campaign/${created.id}/stop`, undefined],
    ] as const) {
      const response = await call(method, url, payload, reader);
      expect(response.statusCode, url).toBe(403);
    }
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, created.id));
    expect(row?.status).toBe('stopped');
  });

  it("answers 404 for another company's campaign and never lists it", async () => {
    const id = await insertStrangerCampaign(t.database.db);
    expect((await call('GET', `/v1/messaging/campaign/${id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/v1/messaging/campaign/${id}`, draft())).statusCode).toBe(404);
    expect((await call('POST', `/v1/messaging/campaign/${id}/start`)).statusCode).toBe(404);
    const list = await call('POST', '/v1/messaging/campaign/search', { search: 'Campaña ajena' });
    expect(list.json().data).toEqual([]);
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row?.status).toBe('stopped');
  });
});

describe('credits run out', () => {
  it('the campaign stops with a Spanish status_message and no message is stored without its credit', async () => {
    const left = await balance();
    const phones = Array.from({ length: left + 2 }, (_, i) => `+5255${String(30000000 + i)}`).join('\n');
    const created = (
      await call(
        'POST',
        '/v1/messaging/campaign',
        draft({ name: 'Sin saldo', active: true, segmentation: { tags: [emptyGroupId], phones } }),
      )
    ).json().data;
    expect(created.message_count).toBe(left + 2);
    const stopped = await eventually(
      async () => (await call('GET', `/v1/messaging/campaign/${created.id}`)).json().data,
      (data) => data.status === 'stopped',
      60_000,
    );
    expect(stopped).toMatchObject({
      status: 'stopped',
      status_message:
        'Campaña detenida: se acabaron los créditos de mensajes. Compra créditos y vuelve a iniciarla.',
      can_activate: true,
      is_editable: false,
    });
    // Every message written has its credit: none was stored once the balance ran out.
    const written = await campaignMessages(created.id);
    // (Other jobs of the demo, such as booking reminders, may spend a credit meanwhile.)
    expect(written.length).toBeGreaterThan(0);
    expect(written.length).toBeLessThanOrEqual(left);
    expect(await spentOn(written.map((message) => message.id))).toBe(written.length);
    expect(await balance()).toBe(0);
  });
});
