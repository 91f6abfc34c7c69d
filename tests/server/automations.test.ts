import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyForms, tags } from '../../server/db/schema';
import {
  AutomationPairSchema,
  AutomationPresetSchema,
  AutomationRecipeSchema,
  AUTOMATION_MESSAGES as M,
} from '../../src/domain/contract/automations';
import { dataOf, listOf } from '../../src/domain/contract/common';
import { insertProgram } from './helpers/loyalty-fixtures';
import { demoLocations } from './helpers/queue-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let owner: string;
let host: string;
let reader: string;
let companyId: number;
let surveyId: number;

beforeAll(async () => {
  t = await startTestApp({ startJobs: false });
  companyId = (await demoLocations(t.database.db)).main.companyId;
  owner = await loginAs(t.app, DEMO.owner);
  host = await loginAs(t.app, DEMO.host);
  reader = await loginAs(t.app, DEMO.reader);
  const [survey] = await t.database.db
    .select({ id: surveyForms.id })
    .from(surveyForms)
    .where(eq(surveyForms.status, 'active'))
    .limit(1);
  if (!survey) throw new Error('the demo has an active survey');
  surveyId = survey.id;
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = owner) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const SURVEY_AFTER_VISIT = {
  if_id: 1,
  then_id: 1,
  title: 'Si una visita se completa, entonces enviar encuesta',
  params: { if_config: {}, then_config: { survey_form_id: 0, send_after_mins: 0 } },
};

async function created(body: object): Promise<number> {
  const response = await call('POST', '/v1/automation/recipe', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: number } }>().data.id;
}

async function refused(body: object, url = '/v1/automation/recipe', method: 'POST' | 'PATCH' = 'POST') {
  const response = await call(method, url, body);
  expect(response.statusCode, response.body).toBe(422);
  return response.json<{ errors: Record<string, string[]> }>().errors;
}

describe('the presets and their pairing', () => {
  it('POST /v1/automation/if/search: the active events, sorted by name', async () => {
    const response = await call('POST', '/v1/automation/if/search', { filters: { active: { $eq: true } } });
    expect(response.statusCode, response.body).toBe(200);
    const names = v.parse(listOf(AutomationPresetSchema), response.json()).data.map((preset) => preset.name);
    expect(names).toEqual([
      'Lealtad: Un cliente completa su tarjeta de sellos',
      'Lista de espera: Una visita se completa',
      'Pedidos: Se entrega un pedido',
      'Reservaciones: Se registra una reservación',
    ]);
    const unknownFilter = await call('POST', '/v1/automation/if/search', { filters: { color: 'rojo' } });
    expect(unknownFilter.statusCode).toBe(422);
  });

  it("POST /v1/automation/then/search: the actions, 'Agregar a un grupo' offering the company's groups", async () => {
    const response = await call('POST', '/v1/automation/then/search', { search: 'grupo' });
    expect(response.statusCode, response.body).toBe(200);
    const [group] = v.parse(listOf(AutomationPresetSchema), response.json()).data;
    const companyGroups = await t.database.db
      .select({ id: tags.id })
      .from(tags)
      .where(eq(tags.companyId, companyId));
    expect(group?.name).toBe('Clientes: Agregar a un grupo');
    expect(group?.config_rules.fields[0]?.options?.map((option) => option.value).sort()).toEqual(
      companyGroups.map((row) => row.id).sort(),
    );
  });

  it('GET /v1/automation/if-then pairs the visit with the survey, and never a full card with a stamp', async () => {
    const response = await call('GET', '/v1/automation/if-then');
    const pairs = v.parse(dataOf(v.array(AutomationPairSchema)), response.json()).data;
    expect(pairs).toContainEqual({ if_id: 1, then_id: 1 });
    expect(pairs).not.toContainEqual({ if_id: 4, then_id: 4 });
  });
});

describe('the recipes', () => {
  it('creates, reads, lists, edits and switches a recipe', async () => {
    const body = { ...SURVEY_AFTER_VISIT, params: { then_config: { survey_form_id: surveyId } } };
    const id = await created(body);
    const read = v.parse(
      dataOf(AutomationRecipeSchema),
      (await call('GET', `/v1/automation/recipe/${id}`)).json(),
    );
    expect(read.data).toMatchObject({
      id,
      title: SURVEY_AFTER_VISIT.title,
      if_id: 1,
      then_id: 1,
      status: 'active',
      review_status: 'approved',
      // The default of the field is stored with the rest.
      params: { if_config: {}, then_config: { survey_form_id: surveyId, send_after_mins: 0 } },
    });
    const list = v.parse(
      dataOf(v.array(AutomationRecipeSchema)),
      (await call('GET', '/v1/automation/recipe')).json(),
    );
    expect(list.data[0]?.id).toBe(id);

    const edited = await call('PATCH', `/v1/automation/recipe/${id}`, {
      title: 'Encuesta al terminar',
      params: { then_config: { survey_form_id: surveyId, send_after_mins: 60 } },
      then_id: 2,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      title: 'Encuesta al terminar',
      then_id: 1,
      params: { then_config: { send_after_mins: 60 } },
    });
    const off = await call('PATCH', `/v1/automation/recipe/${id}/status`, { status: 'inactive' });
    expect(off.json().data.status).toBe('inactive');
  });

  it('refuses in Spanish per field: an action not paired with the event, a missing or wrong setting', async () => {
    expect((await refused({ ...SURVEY_AFTER_VISIT, if_id: 2 })).then_id).toEqual([M.notPaired]);
    expect((await refused({ ...SURVEY_AFTER_VISIT, if_id: 5 })).if_id).toEqual([M.ifRequired]);
    expect((await refused({ ...SURVEY_AFTER_VISIT, then_id: 99 })).then_id).toEqual([M.thenRequired]);
    expect(
      (await refused({ ...SURVEY_AFTER_VISIT, params: {} }))['params.then_config.survey_form_id'],
    ).toEqual([M.fieldRequired]);
    expect((await refused(SURVEY_AFTER_VISIT))['params.then_config.survey_form_id']).toEqual([M.notAChoice]);
    const unknownSurvey = { ...SURVEY_AFTER_VISIT, params: { then_config: { survey_form_id: 999_999 } } };
    expect((await refused(unknownSurvey))['params.then_config.survey_form_id']).toEqual([M.surveyUnknown]);
    const badDelay = {
      ...SURVEY_AFTER_VISIT,
      params: { then_config: { survey_form_id: surveyId, send_after_mins: 7 } },
    };
    expect((await refused(badDelay))['params.then_config.send_after_mins']).toEqual([M.notAChoice]);
    const cashback = await insertProgram(t.database.db, companyId, { name: 'Monedero de prueba' });
    const stamp = {
      if_id: 1,
      then_id: 4,
      title: 'Sello',
      params: { then_config: { loyalty_program_id: cashback } },
    };
    expect((await refused(stamp))['params.then_config.loyalty_program_id']).toEqual([M.programUnknown]);
    const longText = {
      if_id: 1,
      then_id: 2,
      title: 'x',
      params: { then_config: { message: 'a'.repeat(301) } },
    };
    expect((await refused(longText))['params.then_config.message']).toEqual([M.tooLong(300)]);
  });

  it('refuses a name over 100 characters', async () => {
    const body = {
      ...SURVEY_AFTER_VISIT,
      title: 'a'.repeat(101),
      params: { then_config: { survey_form_id: surveyId } },
    };
    const errors = await refused(body);
    expect(JSON.stringify(errors)).toContain(M.titleMax);
  });

  it('answers 404 for a recipe that does not exist', async () => {
    expect((await call('GET', '/v1/automation/recipe/999999')).statusCode).toBe(404);
  });

  it('is for automation managers and readers: the host and the waitlist reader get 403', async () => {
    for (const token of [host, reader]) {
      expect((await call('GET', '/v1/automation/recipe', undefined, token)).statusCode).toBe(403);
      expect((await call('POST', '/v1/automation/if/search', {}, token)).statusCode).toBe(403);
      const body = { ...SURVEY_AFTER_VISIT, params: { then_config: { survey_form_id: surveyId } } };
      expect((await call('POST', '/v1/automation/recipe', body, token)).statusCode).toBe(403);
    }
  });
});
