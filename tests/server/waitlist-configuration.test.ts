import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, surveyForms, waitlistSettings } from '../../server/db/schema';
import { dataOf } from '../../src/domain/contract/common';
import { type WaitlistSettings, WaitlistSettingsSchema } from '../../src/domain/contract/settings';
import { WAITLIST_CONFIGURATION_MESSAGES as M } from '../../src/domain/contract/waitlist-configuration';
import { insertProgram } from './helpers/loyalty-fixtures';
import { demoLocations } from './helpers/queue-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let owner: string;
let host: string;
let reader: string;
let mainId: number;
let companyId: number;

beforeAll(async () => {
  t = await startTestApp();
  const { main } = await demoLocations(t.database.db);
  mainId = main.id;
  companyId = main.companyId;
  owner = await loginAs(t.app, DEMO.owner);
  host = await loginAs(t.app, DEMO.host);
  reader = await loginAs(t.app, DEMO.reader);
});
afterAll(async () => {
  await t?.close();
});

const read = (token = owner) => t.app.inject({ url: '/v1/waitlist/configuration', headers: bearer(token) });
const patch = (payload: Record<string, unknown>, token = owner) =>
  t.app.inject({ method: 'PATCH', url: '/v1/waitlist/configuration', headers: bearer(token), payload });

async function stored(): Promise<WaitlistSettings> {
  const [row] = await t.database.db
    .select({ settings: waitlistSettings.settings })
    .from(waitlistSettings)
    .where(eq(waitlistSettings.locationId, mainId));
  if (!row) throw new Error('the demo location has waitlist settings');
  return row.settings;
}

async function patched(payload: Record<string, unknown>) {
  const response = await patch(payload);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(dataOf(WaitlistSettingsSchema), response.json()).data;
}

async function refused(payload: Record<string, unknown>): Promise<Record<string, string[]>> {
  const before = await stored();
  const response = await patch(payload);
  expect(response.statusCode, response.body).toBe(422);
  expect(await stored()).toEqual(before);
  return response.json().errors;
}

describe('GET and PATCH /v1/waitlist/configuration', () => {
  it("reads the location's stored configuration", async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(v.parse(dataOf(WaitlistSettingsSchema), response.json()).data).toEqual(await stored());
  });

  it("changes only the keys sent, nested objects key by key, and the host stand's settings carry them", async () => {
    const before = await stored();
    const saved = await patched({
      max_people: 80,
      booking: { min_notice_mins: 120 },
      l10n: { customer_s: 'Comensal', customer_p: 'Comensales' },
      message_templates: { waitlist_ready: 'Hola {name}, tu mesa en {business} está lista.' },
    });
    expect(saved).toEqual({
      ...before,
      max_people: 80,
      booking: { ...before.booking, min_notice_mins: 120 },
      l10n: { ...before.l10n, customer_s: 'Comensal', customer_p: 'Comensales' },
      message_templates: {
        ...before.message_templates,
        waitlist_ready: 'Hola {name}, tu mesa en {business} está lista.',
      },
    });
    expect(await stored()).toEqual(saved);
    const settings = await t.app.inject({ url: '/v1/user/account/settings', headers: bearer(host) });
    expect(settings.json().data.waitlist_settings).toEqual(saved);
  });

  it.each([
    [{ max_people: 0 }, 'max_people', 'El límite de personas debe estar entre 1 y 1000.'],
    [
      { noshow_tolerance_mins: 241 },
      'noshow_tolerance_mins',
      'La tolerancia debe estar entre 1 y 240 minutos.',
    ],
    [{ max_group_size: 101 }, 'max_group_size', 'El tamaño del grupo debe estar entre 1 y 100.'],
    [
      { waitlist: { geofence_radius_mts: 20 } },
      'waitlist.geofence_radius_mts',
      'La distancia debe estar entre 50 y 10000 m.',
    ],
    [{ booking: { min_notice_mins: 45 } }, 'booking.min_notice_mins', M.choice],
    [{ booking: { block_duration_mins: 125 } }, 'booking.block_duration_mins', M.choice],
    [{ waitlist: { reminder_before_mins: 45 } }, 'waitlist.reminder_before_mins', M.choice],
    [{ survey_send_after_mins: 7 }, 'survey_send_after_mins', M.choice],
    [{ booking: { staff_notification_email: 'gerente@' } }, 'booking.staff_notification_email', M.email],
    [{ message_templates: { waitlist_ready: '  ' } }, 'message_templates.waitlist_ready', M.template],
  ])('refuses %j with a Spanish message on %s, changing nothing', async (payload, field, message) => {
    const errors = await refused(payload);
    expect(errors[field]).toEqual([message]);
  });

  it('applies the rules between fields (02 §5): consent text, survey, notice range, loyalty program', async () => {
    expect((await refused({ opt_in_message: ' ' })).opt_in_message).toEqual([M.optInEmpty]);
    expect((await refused({ survey_send_after_mins: 60 })).survey_form_id).toEqual([M.surveyRequired]);
    expect(
      (await refused({ booking: { max_notice_mins: 60, min_notice_mins: 120 } }))['booking.max_notice_mins'],
    ).toEqual([M.maxNotice]);
    expect((await refused({ loyalty_program_id: 999_999 })).loyalty_program_id).toEqual([M.loyaltyRequired]);
    const program = await insertProgram(t.database.db, companyId, { name: 'Monedero de la lista' });
    expect((await patched({ loyalty_program_id: program })).loyalty_program_id).toBe(program);
    expect((await patched({ loyalty_program_id: null, opt_in_message: null })).opt_in_message).toBeNull();
  });

  it("accepts one of the company's surveys as the survey to send after a visit, and refuses any other", async () => {
    const [own] = await t.database.db
      .select({ id: surveyForms.id })
      .from(surveyForms)
      .where(eq(surveyForms.companyId, companyId))
      .limit(1);
    if (!own) throw new Error('the demo has surveys');
    const [other] = await t.database.db.insert(companies).values({ name: 'Otra empresa' }).returning();
    const [foreign] = await t.database.db
      .insert(surveyForms)
      .values({
        companyId: other?.id ?? 0,
        title: 'Encuesta de otra empresa',
        welcomeMessage: 'Hola',
        thankyouMessage: 'Gracias',
        status: 'active',
        fields: [],
      })
      .returning({ id: surveyForms.id });
    expect((await refused({ survey_form_id: foreign?.id })).survey_form_id).toEqual([M.surveyRequired]);
    expect((await refused({ survey_form_id: 999_999 })).survey_form_id).toEqual([M.surveyRequired]);
    const saved = await patched({ survey_form_id: own.id, survey_send_after_mins: 60 });
    expect(saved).toMatchObject({ survey_form_id: own.id, survey_send_after_mins: 60 });
    await patched({ survey_form_id: null, survey_send_after_mins: null });
  });

  it('is for the waitlist manager only: the host and the reader get 403 and change nothing', async () => {
    for (const token of [host, reader]) {
      expect((await read(token)).statusCode).toBe(403);
      const before = await stored();
      expect((await patch({ max_people: 70 }, token)).statusCode).toBe(403);
      expect(await stored()).toEqual(before);
    }
  });
});
