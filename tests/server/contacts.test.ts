import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../server/db/schema';
import {
  AGENDA_PASSWORD,
  type AgendaBusiness,
  addUser,
  createAgendaBusiness,
} from './helpers/agenda-fixture';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let biz: AgendaBusiness;
let manager: string;
let reader: string;
let otherBranch: string;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  biz = await createAgendaBusiness(db, 'clientes');
  const place = { companyId: biz.companyId, locationId: biz.locationId };
  await addUser(db, place, 'gerente@clientes.test', ['contact-manager']);
  const [branch] = await db
    .insert(locations)
    .values({ companyId: biz.companyId, name: 'Sucursal Norte', username: 'clientes-norte' })
    .returning({ id: locations.id });
  await addUser(db, { companyId: biz.companyId, locationId: branch?.id ?? 0 }, 'norte@clientes.test', [
    'contact-manager',
  ]);
  manager = await loginAs(t.app, 'gerente@clientes.test', AGENDA_PASSWORD);
  reader = await loginAs(t.app, biz.logins.contacts, AGENDA_PASSWORD);
  otherBranch = await loginAs(t.app, 'norte@clientes.test', AGENDA_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = manager) {
  return t.app.inject({ method, url, headers: bearer(token), payload });
}

async function createTag(name: string): Promise<number> {
  const response = await call('POST', '/v1/contact/tag', { name });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

describe('customers: create, read and edit', () => {
  it('creates an active customer with an E.164 phone, empty strings as null, and its groups', async () => {
    const vip = await createTag('VIP');
    const created = await call('POST', '/v1/contact/contact', {
      name: '  Lucía Pérez ',
      phone: '55 1234 0001',
      email: '',
      email_extra: '',
      tags: [vip],
    });
    expect(created.statusCode, created.body).toBe(200);
    const contact = created.json().data;
    expect(contact).toEqual({
      id: expect.any(Number),
      name: 'Lucía Pérez',
      phone: '+525512340001',
      email: null,
      email_extra: null,
      status: 'active',
      tags: [{ id: vip, name: 'VIP' }],
      is_subscribed: true,
    });
    expect((await call('GET', `/v1/contact/contact/${contact.id}`)).json().data).toEqual(contact);
  });

  it('edits the fields sent; the groups sent replace the old ones', async () => {
    const frequent = await createTag('Frecuentes');
    const { id } = (await call('POST', '/v1/contact/contact', { name: 'Mario', phone: '5512340002' })).json()
      .data;
    const edited = await call('PATCH', `/v1/contact/contact/${id}`, {
      email: 'mario@correo.mx',
      status: 'inactive',
      tags: [frequent],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: 'Mario',
      phone: '+525512340002',
      email: 'mario@correo.mx',
      status: 'inactive',
      tags: [{ id: frequent, name: 'Frecuentes' }],
    });
    const cleared = await call('PATCH', `/v1/contact/contact/${id}`, { email: '', phone: '', tags: [] });
    expect(cleared.json().data).toMatchObject({ email: null, phone: null, tags: [] });
  });

  it('refuses bad fields and a phone another customer has, in Spanish', async () => {
    const bad = await call('POST', '/v1/contact/contact', {
      name: 'x'.repeat(101),
      phone: '123',
      email: 'no-es-correo',
      status: 'borrado',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: ['El nombre admite como máximo 100 caracteres.'],
      phone: ['Ingresa un número de 10 dígitos, o con + y la lada del país.'],
      email: ['Ingresa un correo electrónico válido.'],
      status: ['Elige Activo o Inactivo.'],
    });
    expect((await call('POST', '/v1/contact/contact', {})).json().errors).toEqual({
      name: ['Ingresa el nombre del cliente.'],
    });
    const taken = await call('POST', '/v1/contact/contact', {
      name: 'Otra Lucía',
      phone: '+52 55 1234 0001',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({
      message: 'Ya hay un cliente con este número.',
      errors: { phone: ['Ya hay un cliente con este número.'] },
    });
    const { id } = (await call('POST', '/v1/contact/contact', { name: 'Sin teléfono' })).json().data;
    const patchTaken = await call('PATCH', `/v1/contact/contact/${id}`, { phone: '5512340001' });
    expect(patchTaken.json().errors).toEqual({ phone: ['Ya hay un cliente con este número.'] });
    const unknownTag = await call('POST', '/v1/contact/contact', { name: 'Con grupo', tags: [999999] });
    expect(unknownTag.json().errors).toEqual({ tags: ['Uno de los grupos no existe.'] });
    expect((await call('GET', '/v1/contact/contact/999999')).json().message).toBe('Cliente no encontrado.');
  });

  it('searches by name or phone, sorted and paged', async () => {
    const found = await call('POST', '/v1/contact/contact/search', {
      filters: { $or: [{ name: { $contains: 'MARIO' } }, { phone: { $contains: '12340001' } }] },
      sort: ['-name'],
      limit: 1,
      offset: 1,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.map((c: { name: string }) => c.name)).toEqual(['Lucía Pérez']);
    expect(found.json().pagination.total_items).toBe(2);
  });
});

describe('groups', () => {
  it('creates, reads, renames and searches groups; a repeated name is a Spanish 422', async () => {
    const id = await createTag('Cumpleañeros');
    expect((await call('GET', `/v1/contact/tag/${id}`)).json().data).toEqual({ id, name: 'Cumpleañeros' });
    const renamed = await call('PATCH', `/v1/contact/tag/${id}`, { name: 'Cumpleaños' });
    expect(renamed.json().data).toEqual({ id, name: 'Cumpleaños' });
    const repeated = await call('POST', '/v1/contact/tag', { name: 'VIP' });
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json().errors).toEqual({ name: ['Ya existe un grupo con este nombre.'] });
    expect((await call('PATCH', `/v1/contact/tag/${id}`, { name: 'VIP' })).json().errors).toEqual({
      name: ['Ya existe un grupo con este nombre.'],
    });
    expect((await call('POST', '/v1/contact/tag', { name: ' ' })).json().errors).toEqual({
      name: ['Ingresa el nombre del grupo.'],
    });
    expect((await call('POST', '/v1/contact/tag', { name: 'g'.repeat(101) })).json().errors).toEqual({
      name: ['El nombre del grupo admite como máximo 100 caracteres.'],
    });
    const list = await call('POST', '/v1/contact/tag/search', { sort: ['name'] });
    expect(list.json().data.map((tag: { name: string }) => tag.name)).toEqual([
      'Cumpleaños',
      'Frecuentes',
      'VIP',
    ]);
    expect((await call('GET', '/v1/contact/tag/999999')).json().message).toBe('Grupo no encontrado.');
  });
});

describe('import', () => {
  const table = (rows: string[][], tags: number[] = []) => ({
    source: 'table',
    data: { columns: ['name', 'phone', 'email'], rows },
    tags,
  });

  it('saves the good rows, reports each bad row, and updates a known phone instead of duplicating', async () => {
    const imported = await createTag('Importados');
    const response = await call(
      'POST',
      '/v1/contact/contact/import',
      table(
        [
          ['Rosa Díaz', '5512349001', 'rosa@correo.mx'],
          ['Sin Teléfono', '', ''],
          ['Teléfono Malo', '12345', 'malo@'],
          ['Lucía P. Actualizada', '55 1234 0001', ''],
          ['', '5512349002', ''],
          ['Rosa Repetida', '+525512349001', ''],
        ],
        [imported],
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      ok_count: 3,
      error_count: 3,
      import_errors: [
        { row: 2, errors: { phone: ['Ingresa el número de WhatsApp.'] } },
        {
          row: 3,
          errors: {
            phone: ['Ingresa un número de 10 dígitos, o con + y la lada del país.'],
            email: ['Ingresa un correo electrónico válido.'],
          },
        },
        { row: 5, errors: { name: ['Ingresa el nombre del cliente.'] } },
      ],
    });
    const search = async (text: string) =>
      (await call('POST', '/v1/contact/contact/search', { filters: { phone: { $contains: text } } })).json()
        .data;
    expect(await search('5512349001')).toEqual([
      expect.objectContaining({
        name: 'Rosa Repetida',
        email: 'rosa@correo.mx',
        tags: [{ id: imported, name: 'Importados' }],
      }),
    ]);
    const lucia = await search('5512340001');
    expect(lucia).toHaveLength(1);
    expect(lucia[0]).toMatchObject({ name: 'Lucía P. Actualizada', phone: '+525512340001' });
    expect(lucia[0].tags.map((tag: { name: string }) => tag.name)).toEqual(['Importados', 'VIP']);
  });

  it('refuses an empty import, too many rows and unknown columns or groups in Spanish', async () => {
    const empty = await call('POST', '/v1/contact/contact/import', table([]));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ 'data.rows': ['No hay datos para importar.'] });
    const many = Array.from({ length: 501 }, (_, i) => [
      `Cliente ${i}`,
      `55000${String(i).padStart(5, '0')}`,
    ]);
    expect((await call('POST', '/v1/contact/contact/import', table(many))).json().errors).toEqual({
      'data.rows': ['Importa como máximo 500 filas a la vez.'],
    });
    const columns = await call('POST', '/v1/contact/contact/import', {
      source: 'table',
      data: { columns: ['name', 'name'], rows: [['a', 'b']] },
    });
    expect(columns.json().errors).toEqual({
      'data.columns': ['Cada columna debe ser name, phone o email, sin repetirse.'],
    });
    const tags = await call('POST', '/v1/contact/contact/import', table([['Ana', '5512349100']], [999999]));
    expect(tags.json().errors).toEqual({ tags: ['Uno de los grupos no existe.'] });
  });
});

describe('access and tenancy', () => {
  it('lets a contact-reader read but not create, edit or import', async () => {
    expect((await call('POST', '/v1/contact/contact/search', {}, reader)).statusCode).toBe(200);
    expect((await call('POST', '/v1/contact/tag/search', {}, reader)).statusCode).toBe(200);
    expect((await call('POST', '/v1/contact/contact', { name: 'No' }, reader)).statusCode).toBe(403);
    expect((await call('PATCH', '/v1/contact/contact/1', { name: 'No' }, reader)).statusCode).toBe(403);
    expect((await call('POST', '/v1/contact/tag', { name: 'No' }, reader)).statusCode).toBe(403);
    const imported = await call(
      'POST',
      '/v1/contact/contact/import',
      { source: 'table', data: { columns: ['name', 'phone'], rows: [['No', '5512349999']] } },
      reader,
    );
    expect(imported.statusCode).toBe(403);
    const host = await loginAs(t.app, biz.logins.host, AGENDA_PASSWORD);
    expect((await call('POST', '/v1/contact/tag/search', {}, host)).statusCode).toBe(403);
  });

  it('shares customers and groups with every location of the company, and hides them from another company', async () => {
    const atBranch = await call('POST', '/v1/contact/contact/search', { search: 'Rosa' }, otherBranch);
    expect(atBranch.json().data.map((c: { name: string }) => c.name)).toEqual(['Rosa Repetida']);
    const { id } = atBranch.json().data[0];
    const edited = await call('PATCH', `/v1/contact/contact/${id}`, { name: 'Rosa Norte' }, otherBranch);
    expect(edited.json().data.name).toBe('Rosa Norte');
    const tags = await call('POST', '/v1/contact/tag/search', {}, otherBranch);
    expect(tags.json().data.map((tag: { name: string }) => tag.name)).toContain('Importados');

    const demo = await loginAs(t.app, DEMO.owner);
    expect((await call('POST', '/v1/contact/contact/search', { search: 'Rosa' }, demo)).json().data).toEqual(
      [],
    );
    expect((await call('GET', `/v1/contact/contact/${id}`, undefined, demo)).statusCode).toBe(404);
    expect((await call('PATCH', `/v1/contact/contact/${id}`, { name: 'Robada' }, demo)).statusCode).toBe(404);
    // The same phone is a different customer in another company.
    const theirs = await call(
      'POST',
      '/v1/contact/contact',
      { name: 'Rosa de otra', phone: '5512349001' },
      demo,
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    const vip = (await call('POST', '/v1/contact/tag/search', { search: 'VIP' })).json().data[0].id;
    expect((await call('GET', `/v1/contact/tag/${vip}`, undefined, demo)).statusCode).toBe(404);
    expect((await call('POST', '/v1/contact/contact', { name: 'X', tags: [vip] }, demo)).statusCode).toBe(
      422,
    );
  });
});
