import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, satCertificates } from '../../server/db/schema';
import { currentCsd } from '../../server/modules/invoicing/certificate-store';
import { buildCfdi } from '../../server/modules/invoicing/cfdi/cfdi-document';
import {
  certificateAttributes,
  sealCfdi,
  selloVerifies,
} from '../../server/modules/invoicing/cfdi/seal-cfdi';
import { readCsd } from '../../server/modules/invoicing/csd-reader';
import { CERTIFICATE_MESSAGES as M } from '../../src/domain/contract/invoicing-certificate';
import { ROLES } from '../../src/domain/roles';
import { invoiceI, TEST_CSD, TEST_CSD_UPLOAD } from './helpers/cfdi-fixtures';
import { insertMember, MEMBER_PASSWORD } from './helpers/shop-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const b64 = (file: string) => readFileSync(`tests/fixtures/cfdi/${file}`).toString('base64');
const EKU = TEST_CSD_UPLOAD;
const EKU_SERIAL = '30001000000500003416';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await loginAs(t.app, DEMO.owner);
});
afterAll(async () => {
  await t?.close();
});

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const upload = (body: object, token = owner) => call(token, 'POST', '/v1/invoicing/sat-certificate', body);

describe('uploading a CSD (POST /v1/invoicing/sat-certificate)', () => {
  it("refuses a wrong password, another certificate's key, a FIEL and a non-certificate, in Spanish", async () => {
    const cases: [object, string, string][] = [
      [{ ...EKU, key_pwd: 'otra-clave' }, 'key_pwd', M.keyOrPassword],
      [{ ...EKU, key_data: b64('fiel-like.key') }, 'key_data', M.mismatch],
      [
        { cer_data: b64('fiel-like.cer'), key_data: b64('fiel-like.key'), key_pwd: '12345678a' },
        'cer_data',
        M.fiel,
      ],
      [
        { ...EKU, cer_data: Buffer.from('no soy un certificado').toString('base64') },
        'cer_data',
        M.cerInvalid,
      ],
      [{ ...EKU, key_pwd: '' }, 'key_pwd', M.pwdRequired],
    ];
    for (const [body, field, message] of cases) {
      const response = await upload(body);
      expect(response.statusCode, message).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    expect((await call(owner, 'POST', '/v1/invoicing/sat-certificate/search', {})).json().data).toEqual([]);
  });

  it("accepts SAT's test CSD (also as a data address), lists it, and refuses it a second time", async () => {
    const response = await upload({ ...EKU, cer_data: `data:application/pkix-cert;base64,${EKU.cer_data}` });
    expect(response.statusCode).toBe(200);
    const certificate = response.json().data;
    expect(certificate).toMatchObject({
      serial_number: EKU_SERIAL,
      rfc: 'EKU9003173C9',
      legal_name: 'ESCUELA KEMPER URGATE SA DE CV',
      valid_from: '2023-05-18T11:43:51.000Z',
      valid_to: '2027-05-18T11:43:51.000Z',
    });
    const list = (await call(owner, 'POST', '/v1/invoicing/sat-certificate/search', {})).json();
    expect(list.data).toEqual([certificate]);
    expect(list.pagination.total_items).toBe(1);
    expect((await call(owner, 'GET', `/v1/invoicing/sat-certificate/${certificate.id}`)).json().data).toEqual(
      certificate,
    );

    const again = await upload(EKU);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.cer_data).toEqual([M.duplicate]);
  });

  it('keeps the key and its password only sealed, and opens them to seal a CFDI that verifies', async () => {
    const [row] = await t.database.db
      .select()
      .from(satCertificates)
      .where(eq(satCertificates.serialNumber, EKU_SERIAL));
    expect(row?.keySealed).toBeDefined();
    expect(row?.keySealed).not.toContain(EKU.key_data.slice(0, 40));
    expect(row?.keySealed).not.toContain('12345678a');
    expect(JSON.stringify(row)).not.toContain('12345678a');

    const [location] = await t.database.db.select().from(locations).limit(1);
    const tenant = {
      userId: 1,
      companyId: row?.companyId ?? 0,
      locationId: location?.id ?? 0,
      roles: ['super-admin' as const],
    };
    const pair = await currentCsd(t.database.db, t.app.deps.appKey, tenant, new Date('2026-11-26T12:00:00Z'));
    expect(pair?.rfc).toBe('EKU9003173C9');
    if (!pair) return;
    const { comprobante } = sealCfdi(
      buildCfdi({ ...invoiceI(), certificate: certificateAttributes(pair.cer) }),
      pair,
    );
    expect(selloVerifies(comprobante)).toBe(true);
  });
});

describe('item taxes (GET /v1/invoicing/tax)', () => {
  it("lists 'Sin impuestos' first with a null id, then the taxes with their layers", async () => {
    const taxes = (await call(owner, 'GET', '/v1/invoicing/tax')).json().data;
    expect(taxes[0]).toEqual({ id: null, name: 'Sin impuestos', layers: [] });
    expect(taxes.find((tax: { id: string }) => tax.id === 'resico').layers).toContainEqual({
      type: 'isrr',
      factor: 'Tasa',
      value: '0.0125',
    });
  });
});

describe('reading a CSD at a given date', () => {
  it('refuses it once expired and before it is valid', () => {
    const read = (now: string) => () => readCsd(EKU.cer_data, EKU.key_data, EKU.key_pwd, new Date(now));
    expect(read('2027-05-18T11:43:52Z')).toThrow(M.expired);
    expect(read('2023-05-18T11:43:50Z')).toThrow(M.notYetValid);
    expect(read('2026-01-01T00:00:00Z')().serialNumber).toBe(EKU_SERIAL);
    expect(read('2026-01-01T00:00:00Z')().key.equals(TEST_CSD.key)).toBe(true);
  });
});

describe('only the super-admin reaches certificates (02 §6)', () => {
  it('every other role, alone or all together, gets 403 on every call', async () => {
    const [location] = await t.database.db.select({ id: locations.id }).from(locations).limit(1);
    const others = ROLES.filter((role) => role !== 'super-admin');
    const holders: string[][] = [...others.map((role) => [role]), [...others]];
    for (const [index, roles] of holders.entries()) {
      const email = `rol-${index}@facturas.test`;
      await insertMember(t.database.db, location?.id ?? 0, roles as typeof others, email);
      const token = await loginAs(t.app, email, MEMBER_PASSWORD);
      const answers = await Promise.all([
        call(token, 'POST', '/v1/invoicing/sat-certificate/search', {}),
        call(token, 'GET', '/v1/invoicing/sat-certificate/1'),
        upload(EKU, token),
      ]);
      expect(
        answers.map((answer) => answer.statusCode),
        roles.join(','),
      ).toEqual([403, 403, 403]);
    }
  });
});
