import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, messages, users } from '../../server/db/schema';
import { eventually } from './helpers/eventually';
import { addNewUser, NEW_USER_PASSWORD } from './helpers/new-user';
import { bearer, loginAs, startTestApp, type TestApp } from './helpers/test-app';

// A production server: migrations only, SEED_DEMO=false, nothing of the demo in the database.
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ emptyDatabase: true, config: { seedDemo: false } });
}, 300_000); // a database created from nothing: PGlite's initdb takes seconds, more on a busy machine
afterAll(async () => {
  await t?.close();
});

const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

describe('a server started without the demo (SEED_DEMO=false)', () => {
  it('has no demo company or logins', async () => {
    expect(await t.database.db.select().from(companies)).toEqual([]);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'dueno@taqueria.demo'))).toEqual(
      [],
    );
  });

  it('onboards a new business that sends its first message on the free plan', async () => {
    await addNewUser(t.database.db, 'duena@nuevo.mx');
    const token = await loginAs(t.app, 'duena@nuevo.mx', NEW_USER_PASSWORD);
    const categories = await get('/v1/business/category', token);
    const restaurant = categories.json().data.find((row: { name: string }) => row.name === 'Restaurante');
    const created = await post('/v1/business/onboard/location', token, {
      name: 'Fonda Nueva',
      username: 'fonda-nueva',
      description: '',
      phone: '55 1234 9876',
      category_id: restaurant.id,
    });
    expect(created.statusCode, created.body).toBe(200);

    const info = await get('/v1/subscription/subscription/info', token);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data).toMatchObject({
      plan: { name: 'Gratis' },
      subscription: { status: 'active' },
      credits: [{ type_plural: 'Mensajes', total: 50, used: 0 }],
    });

    const registered = await post('/v1/waitlist/hostess/register', token, {
      type: 'waitlist',
      name: 'Ana Primera',
      phone: '55 2345 6789',
      group_size: 2,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const [message] = await t.database.db.select().from(messages);
    expect(message).toMatchObject({ recipient: '+525523456789', channel: 'sms' });
    const sent = await eventually(
      async () =>
        (
          await t.database.db
            .select()
            .from(messages)
            .where(eq(messages.id, message?.id ?? 0))
        )[0],
      (row) => row?.status === 'sent',
    );
    expect(sent?.status).toBe('sent');
    const status = await get('/v1/waitlist/hostess/status-data', token);
    expect(status.json().data.status).toMatchObject({ has_balance: true });
  });
});
