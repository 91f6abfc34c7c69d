import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, surveyResponses } from '../../server/db/schema';
import { DEMO_LOCATIONS } from '../../server/db/seed/demo-business';
import { PUBLIC_RESPONSES_PER_FORM } from '../../server/modules/survey/response-submit';
import { dataOf } from '../../src/domain/contract/common';
import { ERROR_CODES } from '../../src/domain/contract/error-codes';
import {
  SURVEY_DEFAULTS,
  SURVEY_MESSAGES,
  type SurveyAnswers,
  type SurveyField,
  type SurveyForm,
  SurveyFormSchema,
} from '../../src/domain/contract/survey';
import { refusal } from './helpers/loyalty-fixtures';
import { type DemoLocation, demoLocations } from './helpers/queue-fixtures';
import { insertMember, insertOtherCompany, MEMBER_PASSWORD } from './helpers/shop-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const clock = new Date('2026-05-01T18:00:00Z');
let t: TestApp;
let main: DemoLocation;
let owner: string;
let reader: string;
let kiosk: string;
let stranger: string;
let strangerUsername: string;
let ip = 0;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock, config: { publicUrl: 'https://mostrador.example' } });
  const db = t.database.db;
  ({ main } = await demoLocations(db));
  owner = await loginAs(t.app, DEMO.owner);
  reader = await loginAs(
    t.app,
    await insertMember(db, main.id, ['survey-reader'], 'encuestas-lector@taqueria.demo'),
    MEMBER_PASSWORD,
  );
  kiosk = await loginAs(
    t.app,
    await insertMember(db, main.id, ['survey-kiosk'], 'kiosco@taqueria.demo'),
    MEMBER_PASSWORD,
  );
  const other = await insertOtherCompany(db);
  stranger = await loginAs(
    t.app,
    await insertMember(db, other.locationId, ['super-admin'], 'dueno@otra.demo'),
    MEMBER_PASSWORD,
  );
  const [row] = await db.select().from(locations).where(eq(locations.id, other.locationId));
  strangerUsername = row?.username ?? '';
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PATCH';
const nextAddress = () => {
  ip = (ip % 250) + 1;
  return `10.0.0.${ip}`;
};
const call = (method: Method, url: string, token: string | null = owner, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    // Each anonymous call comes from its own address, so the per-IP limit stays out of the way.
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
  });

const FIELDS: SurveyField[] = [
  {
    id: 'Pla1',
    type: 'select_single',
    title: '¿Qué platillo pediste?',
    description: null,
    config: {
      mandatory: true,
      options: [
        { id: 'Op01', text: 'Tacos' },
        { id: 'Op02', text: 'Pozole' },
      ],
    },
  },
  {
    id: 'Bebi',
    type: 'select_multi',
    title: 'Bebidas',
    description: null,
    config: {
      mandatory: false,
      options: [
        { id: 'Op03', text: 'Agua' },
        { id: 'Op04', text: 'Café' },
        { id: 'Op05', text: 'Refresco' },
      ],
    },
  },
  {
    id: 'Cali',
    type: 'rating',
    title: 'Califica el servicio',
    description: null,
    config: { mandatory: true, max: 5 },
  },
  { id: 'Volv', type: 'yes_no', title: '¿Volverías?', description: null, config: { mandatory: false } },
  { id: 'Pers', type: 'number', title: '¿Cuántos eran?', description: null, config: { mandatory: false } },
  { id: 'Come', type: 'text', title: 'Un comentario', description: null, config: { mandatory: false } },
  { id: 'Larg', type: 'long_text', title: 'Cuéntanos más', description: null, config: { mandatory: false } },
  {
    id: 'Cont',
    type: 'contact_info',
    title: 'Tus datos',
    description: null,
    config: {
      mandatory: false,
      subfields: [
        { id: 'first_name', enabled: true, mandatory: true },
        { id: 'last_name', enabled: false, mandatory: true },
        { id: 'phone', enabled: true, mandatory: false },
        { id: 'email', enabled: true, mandatory: false },
        { id: 'company', enabled: false, mandatory: false },
      ],
    },
  },
];

async function createSurvey(overrides: object = {}): Promise<SurveyForm> {
  const response = await call('POST', '/v1/survey/form', owner, {
    title: 'Tu visita',
    fields: FIELDS,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(dataOf(SurveyFormSchema), response.json()).data;
}

const activate = (id: number) => call('PATCH', `/v1/survey/form/${id}/status`, owner, { status: 'active' });
const publicUrl = (id: number) => `/v1/public/survey/${DEMO_LOCATIONS.main.username}/${id}`;
const answer = (id: number, answers: object) => call('POST', `${publicUrl(id)}/response`, null, { answers });

describe('forms', () => {
  it('creates an inactive survey with the personalization defaults and a link from PUBLIC_URL', async () => {
    const form = await createSurvey({ title: '  Tu visita ', welcome_message: ' ', description: '' });
    expect(form).toMatchObject({
      title: 'Tu visita',
      description: null,
      status: 'inactive',
      response_count: 0,
      welcome_message: SURVEY_DEFAULTS.welcome_message,
      thankyou_message: SURVEY_DEFAULTS.thankyou_message,
      public_url: `https://mostrador.example/r/${DEMO_LOCATIONS.main.username}/encuesta/${form.id}`,
    });
    expect(form.fields.map((field) => field.id)).toEqual(FIELDS.map((field) => field.id));
    // A hidden contact subfield is never mandatory (01 §5.2).
    expect(form.fields[7]?.config.subfields?.find((s) => s.id === 'last_name')?.mandatory).toBe(false);
    const read = await call('GET', `/v1/survey/form/${form.id}`, reader);
    expect(read.json().data).toEqual(form);
  });

  it('answers every rule of 01 §5.2 in Spanish on its field', async () => {
    const response = await call('POST', '/v1/survey/form', owner, {
      title: 'x'.repeat(101),
      welcome_message: 'y'.repeat(201),
      fields: [
        { id: 'Aaaa', type: 'select_single', title: ' ', config: { options: [{ id: 'Bbbb', text: ' ' }] } },
        { id: 'Cccc', type: 'rating', title: 'Estrellas', config: { max: 11 } },
      ],
    });
    expect(refusal(response, 'title').errors).toEqual([SURVEY_MESSAGES.titleMax]);
    expect(refusal(response, 'welcome_message').errors).toEqual([SURVEY_MESSAGES.messageMax]);
    expect(refusal(response, 'fields.0.title').errors).toEqual([SURVEY_MESSAGES.empty]);
    expect(refusal(response, 'fields.0.config.options').errors).toEqual([SURVEY_MESSAGES.minOptions]);
    expect(refusal(response, 'fields.0.config.options.0.text').errors).toEqual([SURVEY_MESSAGES.optionEmpty]);
    expect(refusal(response, 'fields.1.config.max').errors).toEqual([SURVEY_MESSAGES.ratingMax]);
    const untitled = await call('POST', '/v1/survey/form', owner, { title: '', fields: FIELDS });
    expect(refusal(untitled, 'title').errors).toEqual([SURVEY_MESSAGES.empty]);
  });

  it('lets a survey reader look but not create, edit or switch; the kiosk only answers', async () => {
    const form = await createSurvey();
    expect((await call('POST', '/v1/survey/form', reader, { title: 'X', fields: FIELDS })).statusCode).toBe(
      403,
    );
    expect(
      (await call('PATCH', `/v1/survey/form/${form.id}`, reader, { title: 'X', fields: FIELDS })).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/v1/survey/form/${form.id}/status`, reader, { status: 'active' })).statusCode,
    ).toBe(403);
    expect((await call('POST', '/v1/survey/form/search', reader, {})).statusCode).toBe(200);
    expect((await call('POST', '/v1/survey/form/search', kiosk, {})).statusCode).toBe(403);
    expect((await call('POST', `/v1/survey/response/summary-by-form/${form.id}`, kiosk)).statusCode).toBe(
      403,
    );
  });

  it('lists the surveys newest first with their response counts; title search', async () => {
    const form = await createSurvey({ title: 'Encuesta de postres' });
    await activate(form.id);
    expect((await answer(form.id, { Pla1: 'Op01', Cali: 4, Cont: { first_name: 'Ana' } })).statusCode).toBe(
      200,
    );
    const list = await call('POST', '/v1/survey/form/search', reader, { search: 'postres' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject([{ id: form.id, status: 'active', response_count: 1 }]);
    expect(list.json().pagination.total_items).toBe(1);
  });

  it('refuses with a Spanish 409 a change of questions while active; title and messages still change', async () => {
    const form = await createSurvey();
    const switched = await activate(form.id);
    expect(switched.json().data.status).toBe('active');
    const changed = await call('PATCH', `/v1/survey/form/${form.id}`, owner, {
      title: form.title,
      fields: FIELDS.slice(1),
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(SURVEY_MESSAGES.activeLocked);
    const renamed = await call('PATCH', `/v1/survey/form/${form.id}`, owner, {
      title: 'Tu visita de hoy',
      thankyou_message: '¡Gracias!',
      fields: FIELDS,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ title: 'Tu visita de hoy', thankyou_message: '¡Gracias!' });
    await call('PATCH', `/v1/survey/form/${form.id}/status`, owner, { status: 'inactive' });
    const edited = await call('PATCH', `/v1/survey/form/${form.id}`, owner, {
      title: 'X',
      fields: FIELDS.slice(1),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.fields).toHaveLength(FIELDS.length - 1);
  });
});

describe('the public page', () => {
  it('refuses an inactive survey, then takes one response per submission', async () => {
    const form = await createSurvey();
    const closed = await call('GET', publicUrl(form.id), null);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(SURVEY_MESSAGES.inactive);
    expect((await answer(form.id, { Pla1: 'Op01', Cali: 5 })).statusCode).toBe(409);

    await activate(form.id);
    const open = await call('GET', publicUrl(form.id), null);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data).toMatchObject({ title: 'Tu visita', business_name: expect.any(String) });
    expect(open.json().data).not.toHaveProperty('response_count');

    const sent = await answer(form.id, {
      Pla1: 'Op02',
      Cali: 3,
      Cont: { first_name: 'Ana', email: 'ana@correo.mx' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const again = await answer(form.id, { Pla1: 'Op01', Cali: 5, Cont: { first_name: 'Luis' } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).not.toBe(sent.json().data.id);
    expect((await call('GET', `/v1/survey/form/${form.id}`)).json().data.response_count).toBe(2);
  });

  it('checks each answer against its question: mandatory, type, contact subfields', async () => {
    const form = await createSurvey();
    await activate(form.id);
    const empty = await answer(form.id, { Cont: { first_name: ' ' } });
    expect(refusal(empty, 'answers.Pla1').errors).toEqual([SURVEY_MESSAGES.answerRequired]);
    expect(refusal(empty, 'answers.Cali').errors).toEqual([SURVEY_MESSAGES.answerRequired]);
    expect(refusal(empty, 'answers.Cont.first_name').errors).toEqual([SURVEY_MESSAGES.answerRequired]);
    expect(refusal(empty, 'answers.Cont.last_name').errors).toEqual([]);
    const wrong = await answer(form.id, {
      Pla1: 'Op03',
      Cali: 6,
      Volv: 'sí',
      Cont: { first_name: 'Ana', phone: '12', email: 'ana@' },
    });
    expect(refusal(wrong, 'answers.Pla1').errors).toEqual([SURVEY_MESSAGES.answerInvalid]);
    expect(refusal(wrong, 'answers.Cali').errors).toEqual(['Elige de 1 a 5 estrellas.']);
    expect(refusal(wrong, 'answers.Volv').errors).toEqual([SURVEY_MESSAGES.answerInvalid]);
    expect(refusal(wrong, 'answers.Cont.phone').errors).toEqual([SURVEY_MESSAGES.phoneInvalid]);
    expect(refusal(wrong, 'answers.Cont.email').errors).toEqual([SURVEY_MESSAGES.emailInvalid]);
  });

  it('limits the responses one survey takes from its link, whoever sends them', async () => {
    const form = await createSurvey();
    await activate(form.id);
    await t.database.db.insert(surveyResponses).values(
      Array.from({ length: PUBLIC_RESPONSES_PER_FORM }, () => ({
        companyId: main.companyId,
        formId: form.id,
        locationId: main.id,
        source: 'public' as const,
        answers: { Pla1: 'Op01', Cali: 5 },
        createdAt: new Date(clock.getTime() - 60_000),
      })),
    );
    const flooded = await answer(form.id, { Pla1: 'Op01', Cali: 5, Cont: { first_name: 'Ana' } });
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().message).toBe(SURVEY_MESSAGES.tooManyResponses);
    // The kiosk, behind a login, still takes responses.
    const atKiosk = await call('POST', `/v1/survey/kiosk/form/${form.id}/response`, kiosk, {
      answers: { Pla1: 'Op02', Cali: 4, Cont: { first_name: 'Ana' } },
    });
    expect(atKiosk.statusCode, atKiosk.body).toBe(200);
  });
});

describe('responses and summary', () => {
  it('counts options, stars, yes/no and contact data; sums, averages and bounds', async () => {
    const form = await createSurvey();
    await activate(form.id);
    const responses = [
      {
        Pla1: 'Op01',
        Bebi: ['Op03', 'Op04'],
        Cali: 5,
        Volv: true,
        Pers: 2,
        Cont: { first_name: 'Ana', phone: '5512345678' },
      },
      {
        Pla1: 'Op01',
        Bebi: ['Op04'],
        Cali: 3,
        Volv: false,
        Pers: 4,
        Come: 'Rico',
        Cont: { first_name: 'Rosa' },
      },
      { Pla1: 'Op02', Cali: 4, Volv: true, Cont: { first_name: 'Luis', email: 'luis@correo.mx' } },
    ];
    for (const answers of responses) expect((await answer(form.id, answers)).statusCode).toBe(200);

    const summary = await call('POST', `/v1/survey/response/summary-by-form/${form.id}`, reader);
    expect(summary.statusCode, summary.body).toBe(200);
    const { response_count, fields } = summary.json().data;
    expect(response_count).toBe(3);
    const byId = (id: string) => fields.find((field: { id: string }) => field.id === id);
    const counts = (id: string) =>
      Object.fromEntries(byId(id).items.map((item: { id: string; count: number }) => [item.id, item.count]));
    expect(counts('Pla1')).toEqual({ Op01: 2, Op02: 1 });
    expect(counts('Bebi')).toEqual({ Op03: 1, Op04: 2, Op05: 0 });
    expect(byId('Bebi').answered).toBe(2);
    expect(counts('Cali')).toEqual({ 1: 0, 2: 0, 3: 1, 4: 1, 5: 1 });
    expect(byId('Cali').totals).toEqual({ sum: 12, min: 3, max: 5, avg: 4 });
    expect(counts('Volv')).toEqual({ yes: 2, no: 1 });
    expect(byId('Pers').totals).toEqual({ sum: 6, min: 2, max: 4, avg: 3 });
    expect(counts('Cont')).toEqual({ first_name: 3, phone: 1, email: 1 });
    expect(byId('Come').answered).toBe(1);
  });

  it('pages the responses newest first as a report keyed by question, within the dates', async () => {
    const form = await createSurvey();
    await activate(form.id);
    const at = (iso: string, answers: SurveyAnswers) =>
      t.database.db.insert(surveyResponses).values({
        companyId: main.companyId,
        formId: form.id,
        locationId: main.id,
        source: 'public',
        answers,
        createdAt: new Date(iso),
      });
    // Mexico City is UTC-6: 2026-04-10 local runs 06:00Z to 06:00Z the next day.
    await at('2026-04-09T20:00:00Z', { Pla1: 'Op01', Cali: 2 });
    await at('2026-04-10T17:00:00Z', {
      Pla1: 'Op02',
      Cali: 5,
      Bebi: ['Op03', 'Op05'],
      Volv: true,
      Cont: { first_name: 'Ana' },
    });
    await at('2026-04-11T02:00:00Z', { Pla1: 'Op01', Cali: 4 });
    const report = await call('POST', `/v1/survey/response/search-by-form/${form.id}`, reader, {
      sort: ['-created_at'],
      filters: { date_from: '2026-04-10T00:00', date_to: '2026-04-10T23:59' },
    });
    expect(report.statusCode, report.body).toBe(200);
    const body = report.json();
    const titles = Object.fromEntries(
      body.headers.map((h: { key: string; title: string }) => [h.key, h.title]),
    );
    expect(titles).toMatchObject({
      created_at: 'Fecha',
      Pla1: '¿Qué platillo pediste?',
      'Cont.first_name': 'Tus datos: Nombre',
    });
    expect(body.pagination.total_items).toBe(2);
    expect(body.data.map((row: { Cali: number }) => row.Cali)).toEqual([4, 5]);
    expect(body.data[1]).toMatchObject({
      Pla1: 'Pozole',
      Bebi: 'Agua, Refresco',
      Volv: 'Sí',
      'Cont.first_name': 'Ana',
    });
    const backwards = await call('POST', `/v1/survey/response/search-by-form/${form.id}`, reader, {
      filters: { date_from: '2026-04-10T00:00', date_to: '2026-04-09T23:59' },
    });
    expect(refusal(backwards, 'filters.date_to').errors).toHaveLength(1);
  });
});

describe('tenants', () => {
  it("keeps one company's surveys and responses from another, in the back office and on public pages", async () => {
    const form = await createSurvey({ title: 'Secreta de la taquería' });
    await activate(form.id);
    for (const [method, url, payload] of [
      ['GET', `/v1/survey/form/${form.id}`, undefined],
      ['PATCH', `/v1/survey/form/${form.id}`, { title: 'Mía', fields: FIELDS }],
      ['PATCH', `/v1/survey/form/${form.id}/status`, { status: 'inactive' }],
      ['POST', `/v1/survey/response/search-by-form/${form.id}`, {}],
      ['POST', `/v1/survey/response/summary-by-form/${form.id}`, undefined],
      ['POST', `/v1/survey/kiosk/form/${form.id}/response`, { answers: { Pla1: 'Op01', Cali: 5 } }],
    ] as const) {
      const response = await call(method, url, stranger, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe(ERROR_CODES.notFound);
    }
    const list = await call('POST', '/v1/survey/form/search', stranger, {});
    expect(list.json().data).toEqual([]);
    const underOther = await call('GET', `/v1/public/survey/${strangerUsername}/${form.id}`, null);
    expect(underOther.statusCode).toBe(404);
    const sentUnderOther = await call(
      'POST',
      `/v1/public/survey/${strangerUsername}/${form.id}/response`,
      null,
      {
        answers: { Pla1: 'Op01', Cali: 5 },
      },
    );
    expect(sentUnderOther.statusCode).toBe(404);
    expect((await call('GET', `/v1/survey/form/${form.id}`)).json().data).toMatchObject({
      status: 'active',
      response_count: 0,
    });
  });
});
