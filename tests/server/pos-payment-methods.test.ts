import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '../../server/db/schema';
import { PaymentSecrets } from '../../server/modules/pos-methods/payment-secrets';
import { addUser } from './helpers/agenda-fixture';
import { type CatalogBusiness, catalogCaller, createCatalogBusiness } from './helpers/catalog-fixture';
import { insertProgram } from './helpers/loyalty-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

type Call = Awaited<ReturnType<typeof catalogCaller>>;

const PATH = '/v1/pos/payment-method';
const ACCESS_TOKEN = 'APP_USR-1234567890-secreto-de-prueba-9876';
const CLIENT_SECRET = 'EPaypal-secreto-cliente-ABCD';

let t: TestApp;
let biz: CatalogBusiness;
let other: CatalogBusiness;
let owner: Call;
let shopManager: Call;
let businessReader: Call;
let otherOwner: Call;

beforeAll(async () => {
  t = await startTestApp();
  biz = await createCatalogBusiness(t.database.db, 'pagos');
  other = await createCatalogBusiness(t.database.db, 'otros-pagos');
  const place = { companyId: biz.companyId, locationId: biz.locationId };
  await addUser(t.database.db, place, 'gerente@pagos.metodos', ['business-manager']);
  await addUser(
    t.database.db,
    { companyId: other.companyId, locationId: other.locationId },
    'gerente@otros.metodos',
    ['business-manager'],
  );
  owner = await catalogCaller(t, 'gerente@pagos.metodos');
  shopManager = await catalogCaller(t, biz.manager);
  businessReader = await catalogCaller(t, biz.logins.stats);
  otherOwner = await catalogCaller(t, 'gerente@otros.metodos');
});
afterAll(async () => {
  await t?.close();
});

const mercadoPago = (settings: object = {}) => ({
  name: 'Mercado Pago',
  type: 'mercado_pago',
  usage_types: ['pickup', 'delivery'],
  settings: {
    public_key: 'APP_USR-pk-1',
    access_token: ACCESS_TOKEN,
    statement_descriptor: 'TAQUERIA1',
    ...settings,
  },
});

async function storedRow(id: number) {
  const [row] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  if (!row) throw new Error('row missing');
  return row;
}

describe('payment methods: calls', () => {
  it('creates active whatever status is sent, lists by name, reads and edits', async () => {
    const created = await owner('POST', PATH, {
      name: 'Efectivo',
      type: 'cash',
      status: 'inactive',
      usage_types: ['pickup', 'delivery', 'pickup'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const cash = created.json().data;
    expect(cash).toMatchObject({
      name: 'Efectivo',
      type: 'cash',
      status: 'active',
      loyalty_program_id: null,
      settings: {},
      usage_types: ['pickup', 'delivery'],
    });
    await owner('POST', PATH, { name: 'Transferencia', type: 'transfer', usage_types: ['booking'] });
    const list = await owner('POST', `${PATH}/search`, {});
    expect(list.json().data.map((method: { name: string }) => method.name)).toEqual([
      'Efectivo',
      'Transferencia',
    ]);
    const edited = await owner('PATCH', `${PATH}/${cash.id}`, {
      name: 'Efectivo en caja',
      status: 'inactive',
    });
    expect(edited.json().data).toMatchObject({ name: 'Efectivo en caja', status: 'inactive' });
    expect((await owner('GET', `${PATH}/${cash.id}`)).json().data.status).toBe('inactive');
  });

  it('refuses each field with its Spanish message', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [{ type: 'cash', usage_types: ['pickup'] }, { name: ['Ingresa el nombre del método de pago.'] }],
      [
        { name: 'x'.repeat(101), type: 'cash', usage_types: ['pickup'] },
        { name: ['El nombre admite como máximo 100 caracteres.'] },
      ],
      [
        { name: 'Bitcoin', type: 'bitcoin', usage_types: ['pickup'] },
        { type: ['Elige el tipo de método de pago.'] },
      ],
      [{ name: 'Efectivo', type: 'cash' }, { usage_types: ['Selecciona al menos un uso.'] }],
      [{ name: 'Efectivo', type: 'cash', usage_types: [] }, { usage_types: ['Selecciona al menos un uso.'] }],
      [
        { name: 'Efectivo', type: 'cash', usage_types: ['kiosk'] },
        { 'usage_types.0': ['Selecciona al menos un uso.'] },
      ],
      [
        { ...mercadoPago(), settings: {} },
        {
          'settings.public_key': ['El valor no es correcto.'],
          'settings.access_token': ['El valor no es correcto.'],
        },
      ],
      [
        mercadoPago({ public_key: '  ', statement_descriptor: 'ab' }),
        {
          'settings.public_key': ['El valor no es correcto.'],
          'settings.statement_descriptor': ['Ingresa de 3 a 13 letras y números.'],
        },
      ],
      [
        mercadoPago({ statement_descriptor: 'taqueria' }),
        { 'settings.statement_descriptor': ['Ingresa de 3 a 13 letras y números.'] },
      ],
      [
        mercadoPago({ statement_descriptor: 'TAQUERIAPEPE12' }),
        { 'settings.statement_descriptor': ['Ingresa de 3 a 13 letras y números.'] },
      ],
      [
        { name: 'PayPal', type: 'paypal', usage_types: ['delivery'], settings: { client_id: 'id' } },
        { 'settings.client_secret': ['El valor no es correcto.'] },
      ],
      [
        { name: 'Monedero', type: 'cashback', usage_types: ['pickup'] },
        { loyalty_program_id: ['Selecciona un programa de lealtad.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await owner('POST', PATH, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors, JSON.stringify(body)).toEqual(errors);
    }
  });

  it('never changes the type on edit', async () => {
    const cash = (await owner('POST', PATH, { name: 'Caja', type: 'cash', usage_types: ['pickup'] })).json()
      .data;
    const response = await owner('PATCH', `${PATH}/${cash.id}`, { type: 'paypal' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ type: ['El tipo no se puede cambiar.'] });
    expect((await owner('PATCH', `${PATH}/${cash.id}`, { type: 'cash', name: 'Caja 1' })).statusCode).toBe(
      200,
    );
  });
});

describe('payment methods: secrets', () => {
  it('stores Mercado Pago and PayPal secrets encrypted and answers them masked', async () => {
    const mp = await owner('POST', PATH, mercadoPago());
    expect(mp.statusCode, mp.body).toBe(200);
    const method = mp.json().data;
    expect(method.settings).toEqual({
      public_key: 'APP_USR-pk-1',
      access_token: '••••9876',
      statement_descriptor: 'TAQUERIA1',
    });
    expect(mp.body).not.toContain(ACCESS_TOKEN);
    expect((await owner('GET', `${PATH}/${method.id}`)).body).not.toContain(ACCESS_TOKEN);
    expect((await owner('POST', `${PATH}/search`, {})).body).not.toContain(ACCESS_TOKEN);

    const row = await storedRow(method.id);
    expect(JSON.stringify(row)).not.toContain(ACCESS_TOKEN);
    expect(JSON.stringify(row)).not.toContain('9876');
    expect(row.settings.access_token).toMatch(/^v1\./);
    const secrets = new PaymentSecrets(t.app.deps.appKey);
    expect(secrets.open(biz.companyId, row.settings).access_token).toBe(ACCESS_TOKEN);
    // Bound to the company: the sealed value does not open as another company's.
    expect(secrets.open(biz.companyId + 1, row.settings).access_token).toBeUndefined();

    const paypal = await owner('POST', PATH, {
      name: 'PayPal',
      type: 'paypal',
      usage_types: ['delivery'],
      settings: { client_id: 'paypal-client', client_secret: CLIENT_SECRET },
    });
    expect(paypal.json().data.settings).toEqual({ client_id: 'paypal-client', client_secret: '••••ABCD' });
    expect(JSON.stringify(await storedRow(paypal.json().data.id))).not.toContain(CLIENT_SECRET);
  });

  it('keeps the stored secret when the masked value comes back, replaces it when a new one is sent', async () => {
    const method = (await owner('POST', PATH, mercadoPago())).json().data;
    const unchanged = await owner('PATCH', `${PATH}/${method.id}`, {
      name: 'Mercado Pago en línea',
      settings: { ...method.settings, statement_descriptor: 'TACOS' },
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    const secrets = new PaymentSecrets(t.app.deps.appKey);
    expect(secrets.open(biz.companyId, (await storedRow(method.id)).settings)).toMatchObject({
      access_token: ACCESS_TOKEN,
      statement_descriptor: 'TACOS',
    });

    const replaced = await owner('PATCH', `${PATH}/${method.id}`, {
      settings: { ...method.settings, access_token: 'APP_USR-nuevo-5555' },
    });
    expect(replaced.json().data.settings.access_token).toBe('••••5555');
    expect(secrets.open(biz.companyId, (await storedRow(method.id)).settings).access_token).toBe(
      'APP_USR-nuevo-5555',
    );

    const bullets = await owner('PATCH', `${PATH}/${method.id}`, {
      settings: { ...method.settings, access_token: '••••0000' },
    });
    expect(bullets.statusCode).toBe(422);
    expect(bullets.json().errors).toEqual({ 'settings.access_token': ['El valor no es correcto.'] });
    const invented = await owner('POST', PATH, mercadoPago({ access_token: '••••1234' }));
    expect(invented.json().errors).toEqual({ 'settings.access_token': ['El valor no es correcto.'] });
  });
});

describe('payment methods: cashback', () => {
  it('needs an active cashback program of the company, which the picker lists', async () => {
    const active = await insertProgram(t.database.db, biz.companyId, { name: 'Monedero Taquero' });
    const canceled = await insertProgram(t.database.db, biz.companyId, {
      name: 'Monedero viejo',
      status: 'canceled',
    });
    const stamps = await insertProgram(t.database.db, biz.companyId, { type: 'stampcard' });
    const foreign = await insertProgram(t.database.db, other.companyId);
    for (const id of [canceled, stamps, foreign, 999_999]) {
      const response = await owner('POST', PATH, {
        name: 'Monedero',
        type: 'cashback',
        usage_types: ['pickup'],
        loyalty_program_id: id,
      });
      expect(response.json().errors).toEqual({
        loyalty_program_id: ['Selecciona un programa de cashback activo.'],
      });
    }
    const created = await owner('POST', PATH, {
      name: 'Monedero',
      type: 'cashback',
      usage_types: ['pickup'],
      loyalty_program_id: active,
    });
    expect(created.json().data.loyalty_program_id).toBe(active);
    const picker = await owner('GET', `${PATH}/cashback-programs`);
    expect(picker.json().data).toEqual([{ id: active, name: 'Monedero Taquero' }]);
    // Another type keeps no program.
    const cash = await owner('POST', PATH, {
      name: 'Efe',
      type: 'cash',
      usage_types: ['pickup'],
      loyalty_program_id: active,
    });
    expect(cash.json().data.loyalty_program_id).toBeNull();
  });
});

describe('payment methods: who may', () => {
  it('only business managers read and edit; another company gets 404', async () => {
    const cash = (await owner('POST', PATH, { name: 'Vales', type: 'other', usage_types: ['pickup'] })).json()
      .data;
    for (const caller of [shopManager, businessReader]) {
      expect(
        (await caller('POST', PATH, { name: 'X', type: 'cash', usage_types: ['pickup'] })).statusCode,
      ).toBe(403);
      expect((await caller('PATCH', `${PATH}/${cash.id}`, { name: 'X' })).statusCode).toBe(403);
      expect((await caller('POST', `${PATH}/search`, {})).statusCode).toBe(403);
      expect((await caller('GET', `${PATH}/cashback-programs`)).statusCode).toBe(403);
    }
    const foreign = await otherOwner('PATCH', `${PATH}/${cash.id}`, { name: 'Mío' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Método de pago no encontrado.');
    expect((await otherOwner('GET', `${PATH}/${cash.id}`)).statusCode).toBe(404);
  });
});
