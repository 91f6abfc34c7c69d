import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, locations, messages } from '../../server/db/schema';
import { reportToCsv } from '../../src/ui/report/report-csv';
import { insertStrangerCampaign } from './helpers/campaign-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let owner: string;
let campaignId: number;

const SENT_AT = new Date('2026-11-20T18:00:05.000Z');

beforeAll(async () => {
  t = await startTestApp({ startJobs: false });
  owner = await loginAs(t.app, DEMO.owner);
  const db = t.database.db;
  const [location] = await db.select().from(locations).where(eq(locations.username, 'taqueria-demo'));
  const companyId = location?.companyId ?? 0;
  const locationId = location?.id ?? 0;
  const [campaign] = await db
    .insert(campaigns)
    .values({
      companyId,
      locationId,
      name: 'Reporte de prueba',
      content: 'Hola {first_name}, hoy 2x1.',
      status: 'finished',
      segmentation: { tags: [], phones: null },
    })
    .returning({ id: campaigns.id });
  campaignId = campaign?.id ?? 0;
  const base = { companyId, locationId, campaignId, channel: 'sms' as const };
  await db.insert(messages).values([
    {
      ...base,
      recipient: '+525587650001',
      body: 'Hola Ana, hoy 2x1.',
      status: 'sent',
      deliveryStatus: 'delivered',
      sentAt: SENT_AT,
      createdAt: new Date('2026-11-20T18:00:00.000Z'),
    },
    {
      ...base,
      recipient: '+525587650002',
      body: 'Hola Beto, hoy 2x1.',
      status: 'failed',
      error: 'Número no válido',
      failedAt: SENT_AT,
      createdAt: new Date('2026-11-20T18:00:01.000Z'),
    },
    {
      ...base,
      recipient: '+525587650003',
      body: 'Hola "Carla", hoy 2x1.',
      status: 'sent',
      sentAt: SENT_AT,
      createdAt: new Date('2026-11-20T18:00:02.000Z'),
    },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const report = (id: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/messaging/campaign/${id}/message-report`,
    headers: bearer(owner),
    payload,
  });

describe('POST /v1/messaging/campaign/{id}/message-report', () => {
  it('answers every message of the campaign, newest first, with Spanish headers and statuses', async () => {
    const response = await report(campaignId, {});
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.headers.map((header: { title: string }) => header.title)).toEqual([
      'Fecha',
      'Teléfono',
      'Mensaje',
      'Estado',
      'Enviado',
      'Error',
    ]);
    expect(body.pagination).toEqual({ total_items: 3, limit: 100, offset: 0, count: 3 });
    expect(body.data).toEqual([
      {
        created_at: '2026-11-20T18:00:02.000Z',
        phone: '+525587650003',
        text: 'Hola "Carla", hoy 2x1.',
        status: 'Enviado',
        sent_at: SENT_AT.toISOString(),
        error: null,
      },
      {
        created_at: '2026-11-20T18:00:01.000Z',
        phone: '+525587650002',
        text: 'Hola Beto, hoy 2x1.',
        status: 'No enviado',
        sent_at: null,
        error: 'Número no válido',
      },
      {
        created_at: '2026-11-20T18:00:00.000Z',
        phone: '+525587650001',
        text: 'Hola Ana, hoy 2x1.',
        status: 'Entregado',
        sent_at: SENT_AT.toISOString(),
        error: null,
      },
    ]);
  });

  it('filters by one status and pages', async () => {
    const failed = (await report(campaignId, { filters: { status: 'failed' } })).json();
    expect(failed.data.map((row: { phone: string }) => row.phone)).toEqual(['+525587650002']);
    const second = (await report(campaignId, { offset: 1, limit: 1 })).json();
    expect(second.pagination).toEqual({ total_items: 3, limit: 1, offset: 1, count: 1 });
    expect(second.data[0].phone).toBe('+525587650002');
    const wrong = await report(campaignId, { filters: { status: 'perdido' } });
    expect(wrong.statusCode).toBe(422);
  });

  it('its rows make the CSV the screen downloads: header line, quoted text, count footer', async () => {
    const body = (await report(campaignId, {})).json();
    const lines = reportToCsv(body.headers, body.data).split('\r\n');
    expect(lines[0]).toBe('Fecha,Teléfono,Mensaje,Estado,Enviado,Error');
    expect(lines[1]).toBe(
      `2026-11-20T18:00:02.000Z,+525587650003,"Hola ""Carla"", hoy 2x1.",Enviado,${SENT_AT.toISOString()},`,
    );
    expect(lines[2]).toBe(
      '2026-11-20T18:00:01.000Z,+525587650002,"Hola Beto, hoy 2x1.",No enviado,,Número no válido',
    );
    expect(lines[4]).toBe(',Cantidad: 3,,,,');
  });

  it("answers 404 for another company's campaign", async () => {
    const stranger = await insertStrangerCampaign(t.database.db);
    expect((await report(stranger, {})).statusCode).toBe(404);
  });
});
