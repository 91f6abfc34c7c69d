import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/client';
import {
  automationEvents,
  automationRuns,
  loyaltyTransactions,
  surveyForms,
  waitlistSettings,
} from '../../server/db/schema';
import type { App } from '../../server/http/app-types';
import { AUTOMATION_RUN_QUEUE } from '../../server/modules/automation/automation-queues';
import { dispatchAutomationEvents } from '../../server/modules/automation/dispatch-events';
import { runAutomationConsumer } from '../../server/modules/automation/run-consumer';
import { eventually } from './helpers/eventually';
import { insertProgram } from './helpers/loyalty-fixtures';
import { type DemoLocation, demoLocations, insertQueueItem, messagesOf } from './helpers/queue-fixtures';
import { bearer, DEMO, loginAs, startTestApp } from './helpers/test-app';
import { testConfig } from './helpers/test-config';
import { destroyTestDatabase } from './helpers/test-db';

const PUBLIC_URL = 'https://mostrador.example';
const config = () => testConfig({ publicUrl: PUBLIC_URL });
let app: App;
let database: DatabaseHandle;
let host: string;
let owner: string;
let main: DemoLocation;
let surveyId: number;
const log = { warn: () => {} };

beforeAll(async () => {
  const started = await startTestApp({ config: { publicUrl: PUBLIC_URL } });
  ({ app, database } = started);
  host = await loginAs(app, DEMO.host);
  owner = await loginAs(app, DEMO.owner);
  ({ main } = await demoLocations(database.db));
  const [survey] = await database.db
    .select({ id: surveyForms.id })
    .from(surveyForms)
    .where(and(eq(surveyForms.companyId, main.companyId), eq(surveyForms.status, 'active')))
    .limit(1);
  if (!survey) throw new Error('the demo has an active survey');
  surveyId = survey.id;
});
afterAll(async () => {
  await app?.close();
  if (database) await destroyTestDatabase(database);
});

async function completeVisit(values: { phone?: string; name?: string } = {}): Promise<number> {
  const id = await insertQueueItem(database.db, {
    locationId: main.id,
    status: 'ready',
    readyAt: new Date(),
    ...values,
  });
  const response = await app.inject({
    method: 'POST',
    url: `/v1/waitlist/queue/${id}/complete`,
    headers: bearer(host),
  });
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

async function eventOf(itemId: number) {
  const [event] = await database.db
    .select()
    .from(automationEvents)
    .where(and(eq(automationEvents.type, 'visit_completed'), eq(automationEvents.subjectId, itemId)));
  if (!event) throw new Error(`no event for visit ${itemId}`);
  return event;
}

const runsOf = (eventId: number) =>
  database.db
    .select()
    .from(automationRuns)
    .where(eq(automationRuns.eventId, eventId))
    .orderBy(asc(automationRuns.id));

const surveyLink = `${PUBLIC_URL}/r/taqueria-demo/encuesta/`;

async function setSurveyAfterVisit(
  formId: number | null,
  minutes: number | null,
  programId: number | null = null,
) {
  await database.db
    .update(waitlistSettings)
    .set({
      settings: sql`${waitlistSettings.settings} || ${JSON.stringify({
        survey_form_id: formId,
        survey_send_after_mins: minutes,
        loyalty_program_id: programId,
      })}::jsonb`,
    })
    .where(eq(waitlistSettings.locationId, main.id));
}

describe("a recipe 'Si una visita se completa, entonces enviar encuesta'", () => {
  it('fires exactly once per event, across a restart and a second run of the jobs', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/v1/automation/recipe',
      headers: bearer(owner),
      payload: {
        if_id: 1,
        then_id: 1,
        title: 'Si una visita se completa, entonces enviar encuesta',
        params: { then_config: { survey_form_id: surveyId } },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const recipeId = created.json<{ data: { id: number } }>().data.id;

    const itemId = await completeVisit({ name: 'Rosa Pérez', phone: '+525511119999' });
    // The request only wrote the event: the jobs send the survey.
    const sent = await eventually(
      () => messagesOf(database.db, itemId),
      (rows) => rows.length > 0,
    );
    expect(sent.map((row) => row.body)).toEqual([
      `Hola Rosa Pérez, gracias por visitar Taqueria Demo. Cuentanos como te fue en ${surveyLink}${surveyId}`,
    ]);
    const event = await eventOf(itemId);
    expect(await runsOf(event.id)).toMatchObject([
      { consumer: `recipe:${recipeId}`, recipeId, status: 'done', messageId: sent[0]?.id },
    ]);

    // A restart: the app stops and a new one starts its jobs on the same database; then the
    // event is dispatched and its run executed again, as after a crash before the bookkeeping.
    await app.close();
    app = await buildApp({ config: config(), database });
    await app.deps.jobs.start();
    await database.db
      .update(automationEvents)
      .set({ dispatchedAt: null })
      .where(eq(automationEvents.id, event.id));
    await dispatchAutomationEvents({ ...app.deps, log }, { companyId: main.companyId });
    await runAutomationConsumer(
      { ...app.deps, log },
      {
        companyId: main.companyId,
        eventId: event.id,
        consumer: `recipe:${recipeId}`,
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await messagesOf(database.db, itemId)).toHaveLength(1);
    expect(await runsOf(event.id)).toHaveLength(1);

    await app.inject({
      method: 'PATCH',
      url: `/v1/automation/recipe/${recipeId}/status`,
      headers: bearer(owner),
      payload: { status: 'inactive' },
    });
  });

  it('writes one event per visit, in the same transaction as the completion', async () => {
    const itemId = await completeVisit();
    const again = await app.inject({
      method: 'POST',
      url: `/v1/waitlist/queue/${itemId}/complete`,
      headers: bearer(host),
    });
    expect(again.statusCode).toBe(409);
    const rows = await database.db
      .select()
      .from(automationEvents)
      .where(eq(automationEvents.subjectId, itemId));
    expect(rows.map((row) => row.type)).toEqual(['visit_completed']);
  });
});

describe("the waitlist settings' survey and loyalty program at a visit's completion", () => {
  it('sends the survey_rate message after survey_send_after_mins, once', async () => {
    await setSurveyAfterVisit(surveyId, 60);
    const before = Date.now();
    const itemId = await completeVisit({ name: 'Luis Gómez', phone: '+525511118888' });
    const event = await eventOf(itemId);
    const queued = await eventually(
      () =>
        database.db.execute(
          sql`select start_after from pgboss.job where name = ${AUTOMATION_RUN_QUEUE.name} and data->>'eventId' = ${String(event.id)}`,
        ) as unknown as Promise<{ rows: { start_after: string }[] }>,
      (result) => result.rows.length > 0,
    );
    for (const row of queued.rows)
      expect(new Date(row.start_after).getTime()).toBeGreaterThanOrEqual(before + 59 * 60_000);
    expect(await messagesOf(database.db, itemId)).toEqual([]);

    // An hour later the job runs (here: called as the worker would, twice).
    const data = { companyId: main.companyId, eventId: event.id, consumer: 'waitlist-survey' };
    await runAutomationConsumer({ ...app.deps, log }, data);
    await runAutomationConsumer({ ...app.deps, log }, data);
    const sent = await messagesOf(database.db, itemId);
    expect(sent.map((row) => row.body)).toEqual([
      `Hola Luis Gomez, gracias por visitar Taqueria Demo. Cuentanos como te fue en ${surveyLink}${surveyId}`,
    ]);
    await setSurveyAfterVisit(null, null);
  });

  it("earns a stamp in the settings' loyalty program", async () => {
    const programId = await insertProgram(database.db, main.companyId, {
      type: 'stampcard',
      name: 'Visitas',
    });
    await setSurveyAfterVisit(null, null, programId);
    const itemId = await completeVisit({ name: 'Ana Ruiz', phone: '+525511117777' });
    const stamps = await eventually(
      () =>
        database.db.select().from(loyaltyTransactions).where(eq(loyaltyTransactions.programId, programId)),
      (rows) => rows.length > 0,
    );
    expect(stamps).toMatchObject([{ type: 'stampcard', currentQuantity: 1, reference: 'Automatización' }]);
    const event = await eventOf(itemId);
    expect(await runsOf(event.id)).toMatchObject([{ consumer: 'waitlist-loyalty', status: 'done' }]);
    await setSurveyAfterVisit(null, null, null);
  });
});
