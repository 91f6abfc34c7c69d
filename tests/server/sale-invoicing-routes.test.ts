// Issue 24 (session 8): the business's sale-invoicing settings and its automatic facturas globales'
// list and CSV — super-admin only, Spanish 422 by field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalInvoiceRuns, locations, saleInvoices } from '../../server/db/schema';
import {
  GLOBAL_RUN_CSV_HEADER,
  SALE_INVOICING_MESSAGES,
} from '../../src/domain/invoicing/sale-invoicing-contract';
import { ROLES } from '../../src/domain/roles';
import { insertMember, insertOrder, MEMBER_PASSWORD } from './helpers/shop-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let owner: string;
let companyId: number;
let locationId: number;

beforeAll(async () => {
  t = await startTestApp({ startJobs: false });
  owner = await loginAs(t.app, DEMO.owner);
  const [location] = await t.database.db.select().from(locations).limit(1);
  companyId = location?.companyId ?? 0;
  locationId = location?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = owner) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

describe('sale-invoicing settings (GET/PUT /v1/invoicing/sale-settings)', () => {
  it('no row yet: no factura global and no grace days; PUT saves and GET reads it back', async () => {
    expect((await call('GET', '/v1/invoicing/sale-settings')).json().data).toEqual({
      global_periodicity: null,
      self_invoice_grace_days: 0,
    });
    const saved = await call('PUT', '/v1/invoicing/sale-settings', {
      global_periodicity: 'weekly',
      self_invoice_grace_days: 5,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ global_periodicity: 'weekly', self_invoice_grace_days: 5 });
    await call('PUT', '/v1/invoicing/sale-settings', {
      global_periodicity: null,
      self_invoice_grace_days: 0,
    });
    expect((await call('GET', '/v1/invoicing/sale-settings')).json().data).toEqual({
      global_periodicity: null,
      self_invoice_grace_days: 0,
    });
  });

  it('refuses a wrong periodicity and grace days in Spanish, by field', async () => {
    const response = await call('PUT', '/v1/invoicing/sale-settings', {
      global_periodicity: 'yearly',
      self_invoice_grace_days: -1,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      global_periodicity: [SALE_INVOICING_MESSAGES.periodicity],
      self_invoice_grace_days: [SALE_INVOICING_MESSAGES.graceDays],
    });
    const fraction = await call('PUT', '/v1/invoicing/sale-settings', {
      global_periodicity: 'daily',
      self_invoice_grace_days: 2.5,
    });
    expect(fraction.json().errors).toEqual({ self_invoice_grace_days: [SALE_INVOICING_MESSAGES.graceDays] });
  });
});

describe('facturas globales (POST /v1/invoicing/global-run/search, GET …/{id}/sales.csv)', () => {
  it('lists the runs newest first and gives a run’s tickets as CSV', async () => {
    const db = t.database.db;
    const runs = await db
      .insert(globalInvoiceRuns)
      .values([
        {
          companyId,
          periodKey: 'daily:2020-01-01',
          periodFrom: '2020-01-01',
          periodTo: '2020-01-01',
          status: 'empty',
        },
        {
          companyId,
          periodKey: 'monthly:2020-02-01',
          periodFrom: '2020-02-01',
          periodTo: '2020-02-29',
          status: 'failed',
          failure: 'No se pudo timbrar la factura global: falta el CSD.',
          salesCount: 2,
          total: 150.5,
        },
      ])
      .returning({ id: globalInvoiceRuns.id });
    const [, february] = runs;
    for (const total of [100, 50.5]) {
      const saleId = await insertOrder(db, {
        locationId,
        status: 'completed',
        placedAt: new Date('2020-02-10T18:00:00Z'),
        lines: [{ name: 'Comida, "corrida"', quantity: 1, priceUnit: total }],
      });
      await db
        .insert(saleInvoices)
        .values({ companyId, saleId, kind: 'global', globalRunId: february?.id ?? 0 });
    }
    const list = await call('POST', '/v1/invoicing/global-run/search', {});
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.slice(0, 2)).toMatchObject([
      {
        id: february?.id,
        periodicity: 'monthly',
        period_from: '2020-02-01',
        period_to: '2020-02-29',
        status: 'failed',
        sales_count: 2,
        total: 150.5,
        invoice_id: null,
        invoice_number: null,
        failure: 'No se pudo timbrar la factura global: falta el CSD.',
      },
      { periodicity: 'daily', status: 'empty', sales_count: 0 },
    ]);
    expect(list.json().pagination).toMatchObject({ limit: 20, offset: 0 });

    const csv = await call('GET', `/v1/invoicing/global-run/${february?.id}/sales.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="factura-global-2020-02-01_2020-02-29.csv"',
    );
    const [header, ...rows] = csv.body.trim().split('\r\n');
    expect(header).toBe(GLOBAL_RUN_CSV_HEADER.join(','));
    expect(rows.map((row) => row.split(',').slice(1))).toEqual([
      ['2020-02-10', '86.21', '13.79', '100.00'],
      ['2020-02-10', '43.53', '6.97', '50.50'],
    ]);
    expect((await call('GET', '/v1/invoicing/global-run/999999/sales.csv')).statusCode).toBe(404);
  });

  it('every role but super-admin gets 403 on every sale-invoicing call', async () => {
    const others = ROLES.filter((role) => role !== 'super-admin');
    for (const [index, role] of others.entries()) {
      const email = `rol-${index}@factura-global.test`;
      await insertMember(t.database.db, locationId, [role], email);
      const token = await loginAs(t.app, email, MEMBER_PASSWORD);
      const answers = await Promise.all([
        call('GET', '/v1/invoicing/sale-settings', undefined, token),
        call(
          'PUT',
          '/v1/invoicing/sale-settings',
          { global_periodicity: null, self_invoice_grace_days: 0 },
          token,
        ),
        call('POST', '/v1/invoicing/global-run/search', {}, token),
        call('GET', '/v1/invoicing/global-run/1/sales.csv', undefined, token),
      ]);
      expect(
        answers.map((answer) => answer.statusCode),
        role,
      ).toEqual([403, 403, 403, 403]);
    }
  });
});
