import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { PROFILE_MESSAGES } from '../../src/domain/contract/account';
import { addNewUser, NEW_USER_PASSWORD } from './helpers/new-user';
import { bearer, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let token: string;
let userId: number;

beforeAll(async () => {
  t = await startTestApp();
  userId = await addNewUser(t.database.db, 'perfil@correo.mx', '+525511112222');
  token = await loginAs(t.app, 'perfil@correo.mx', NEW_USER_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

const profile = (method: 'GET' | 'PATCH', payload?: object, auth = token) =>
  t.app.inject({ method, url: '/v1/user/account', headers: bearer(auth), ...(payload ? { payload } : {}) });

describe('GET and PATCH /v1/user/account (my profile)', () => {
  it('answers the signed-in person’s own profile', async () => {
    const response = await profile('GET');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      id: userId,
      name: 'Dueña Nueva',
      email: 'perfil@correo.mx',
      phone: '+525511112222',
      work_title: null,
      is_assignable: false,
    });
  });

  it('changes name, work title and assignability; phone and e-mail stay as they were', async () => {
    const response = await profile('PATCH', {
      name: '  Dueña Renombrada ',
      work_title: 'Gerente',
      is_assignable: true,
      phone: '+525599998888',
      email: 'otro@correo.mx',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Dueña Renombrada',
      work_title: 'Gerente',
      is_assignable: true,
      email: 'perfil@correo.mx',
      phone: '+525511112222',
    });
    const settings = await t.app.inject({ url: '/v1/user/account/settings', headers: bearer(token) });
    expect(settings.json().data.user.name).toBe('Dueña Renombrada');
  });

  it('refuses a bad name or a long work title with Spanish messages per field, changing nothing', async () => {
    const response = await profile('PATCH', { name: 'a@b', work_title: 'x'.repeat(101) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['Ingresa un nombre y apellido válido.'],
      work_title: [PROFILE_MESSAGES.workTitleTooLong],
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.name).toBe('Dueña Renombrada');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/user/account' })).statusCode).toBe(401);
  });
});
