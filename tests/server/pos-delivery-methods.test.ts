import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameSearchBody } from '../../src/lib/query/name-search-body';
import { addUser } from './helpers/agenda-fixture';
import { type CatalogBusiness, catalogCaller, createCatalogBusiness } from './helpers/catalog-fixture';
import { startTestApp, type TestApp } from './helpers/test-app';

type Call = Awaited<ReturnType<typeof catalogCaller>>;

const PATH = '/v1/pos/delivery-method';
const ZONES = 'delivery_cost_config.distance.zones';
const AMOUNT = 'Ingresa un monto de 0 o más, por ejemplo 35 o 35.50.';

let t: TestApp;
let biz: CatalogBusiness;
let shopManager: Call;
let shopReader: Call;
let businessManager: Call;
let otherShopManager: Call;

beforeAll(async () => {
  t = await startTestApp();
  biz = await createCatalogBusiness(t.database.db, 'entregas');
  const other = await createCatalogBusiness(t.database.db, 'otras-entregas');
  await addUser(
    t.database.db,
    { companyId: biz.companyId, locationId: biz.locationId },
    'gerente@entregas.metodos',
    ['business-manager'],
  );
  shopManager = await catalogCaller(t, biz.manager);
  shopReader = await catalogCaller(t, biz.reader);
  businessManager = await catalogCaller(t, 'gerente@entregas.metodos');
  otherShopManager = await catalogCaller(t, other.manager);
});
afterAll(async () => {
  await t?.close();
});

const distance = (zones: object[]) => ({
  delivery_cost_type: 'distance',
  delivery_cost_config: { distance: { zones } },
});

describe('delivery methods: calls', () => {
  it('creates active with a flat fee, lists by name, reads and edits', async () => {
    const created = await shopManager('POST', PATH, {
      name: 'Reparto local',
      status: 'inactive',
      flat_fee_amount: 35.5,
      free_from_amount: 300,
      min_purchase_amount: 100,
    });
    expect(created.statusCode, created.body).toBe(200);
    const method = created.json().data;
    expect(method).toMatchObject({
      name: 'Reparto local',
      type: 'delivery',
      status: 'active',
      flat_fee_amount: 35.5,
      free_from_amount: 300,
      min_purchase_amount: 100,
      delivery_cost_type: 'all',
      delivery_cost_config: { distance: { zones: [] } },
    });
    await shopManager('POST', PATH, { name: 'A domicilio lejos', ...distance([{ km: 3, fee: 30 }]) });
    const list = await shopManager('POST', `${PATH}/search`, {});
    expect(list.json().data.map((item: { name: string }) => item.name)).toEqual([
      'A domicilio lejos',
      'Reparto local',
    ]);
    // The screen's search body (src/lib/query/name-search-body.ts).
    const found = await shopManager('POST', `${PATH}/search`, nameSearchBody('reparto', 1));
    expect(found.json().data.map((item: { name: string }) => item.name)).toEqual(['Reparto local']);
    // The free-from toggle off sends null: no threshold.
    const edited = await shopManager('PATCH', `${PATH}/${method.id}`, {
      free_from_amount: null,
      status: 'inactive',
    });
    expect(edited.json().data).toMatchObject({
      free_from_amount: null,
      status: 'inactive',
      flat_fee_amount: 35.5,
    });
    expect((await shopManager('GET', `${PATH}/${method.id}`)).json().data.free_from_amount).toBeNull();
  });

  it('keeps distance zones, each starting where the previous ends', async () => {
    const created = await shopManager('POST', PATH, {
      name: 'Por distancia',
      ...distance([
        { km: 1, fee: 20 },
        { km: 2.5, fee: 30 },
      ]),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.delivery_cost_config.distance.zones).toEqual([
      { km: 1, fee: 20 },
      { km: 2.5, fee: 30 },
    ]);
  });

  it('refuses each field with its Spanish message', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [{}, { name: ['Ingresa el nombre del método de entrega.'] }],
      [{ name: 'x'.repeat(101) }, { name: ['El nombre admite como máximo 100 caracteres.'] }],
      [
        { name: 'Envío', flat_fee_amount: -1, free_from_amount: -5, min_purchase_amount: 1.234 },
        { flat_fee_amount: [AMOUNT], free_from_amount: [AMOUNT], min_purchase_amount: [AMOUNT] },
      ],
      [
        { name: 'Envío', delivery_cost_type: 'free' },
        { delivery_cost_type: ['Elige cómo se cobra el envío.'] },
      ],
      [{ name: 'Envío', type: 'drone' }, { type: ['Elige el tipo de método de entrega.'] }],
      [{ name: 'Envío', ...distance([]) }, { [ZONES]: ['Agrega al menos una zona.'] }],
      [
        {
          name: 'Envío',
          ...distance([
            { km: 2, fee: 20 },
            { km: 2, fee: 25 },
            { km: 1, fee: 30 },
          ]),
        },
        {
          [`${ZONES}.1.km`]: ['Debe ser mayor que el límite de la zona anterior.'],
          [`${ZONES}.2.km`]: ['Debe ser mayor que el límite de la zona anterior.'],
        },
      ],
      [
        { name: 'Envío', ...distance([{ km: 0, fee: -1 }]) },
        {
          [`${ZONES}.0.km`]: ['Ingresa una distancia de 0.1 a 1000 km (un decimal como máximo).'],
          [`${ZONES}.0.fee`]: [AMOUNT],
        },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await shopManager('POST', PATH, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors, JSON.stringify(body)).toEqual(errors);
    }
  });

  it('on edit: the type stays, and a method by distance keeps at least one zone', async () => {
    const method = (await shopManager('POST', PATH, { name: 'Envío fijo' })).json().data;
    const typed = await shopManager('PATCH', `${PATH}/${method.id}`, { type: 'pickup' });
    expect(typed.statusCode).toBe(422);
    expect(Object.keys(typed.json().errors)).toEqual(['type']);
    const noZones = await shopManager('PATCH', `${PATH}/${method.id}`, { delivery_cost_type: 'distance' });
    expect(noZones.json().errors).toEqual({ [ZONES]: ['Agrega al menos una zona.'] });
    const zoned = await shopManager('PATCH', `${PATH}/${method.id}`, distance([{ km: 1, fee: 15 }]));
    expect(zoned.json().data.delivery_cost_type).toBe('distance');
    const emptied = await shopManager('PATCH', `${PATH}/${method.id}`, {
      delivery_cost_config: { distance: { zones: [] } },
    });
    expect(emptied.json().errors).toEqual({ [ZONES]: ['Agrega al menos una zona.'] });
  });
});

describe('delivery methods: who may', () => {
  it('only shop managers read and edit; another company gets 404', async () => {
    const method = (await shopManager('POST', PATH, { name: 'Moto' })).json().data;
    for (const caller of [shopReader, businessManager]) {
      expect((await caller('POST', PATH, { name: 'X' })).statusCode).toBe(403);
      expect((await caller('PATCH', `${PATH}/${method.id}`, { name: 'X' })).statusCode).toBe(403);
      expect((await caller('POST', `${PATH}/search`, {})).statusCode).toBe(403);
    }
    const foreign = await otherShopManager('PATCH', `${PATH}/${method.id}`, { name: 'Mía' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Método de entrega no encontrado.');
    expect((await otherShopManager('GET', `${PATH}/${method.id}`)).statusCode).toBe(404);
  });
});
