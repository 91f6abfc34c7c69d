// Issue 24: a fresh `npm start` (server/main.ts passes the server's key to seedDemo) seeds the demo
// business with invoicing ready: SAT's test CSD sealed like an upload, the issuer profile, a
// customer with fiscal data, one invoice stamped through the sandbox PAC and one draft.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { contacts, invoices, locations, satCertificates, users } from '../../server/db/schema';
import { DEMO_INVOICE_CUSTOMER_PHONE, DEMO_OWNER } from '../../server/db/seed/demo-invoicing';
import { seedDemo } from '../../server/db/seed/index';
import { currentCsd } from '../../server/modules/invoicing/certificate-store';
import { getIssuer } from '../../server/modules/invoicing/issuer-store';
import { createEmptyTestDatabase, destroyTestDatabase } from './helpers/test-db';

const NOW = new Date();
const APP_KEY = new Uint8Array(randomBytes(32));
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createEmptyTestDatabase();
  expect(await seedDemo(handle.db, NOW, { appKey: APP_KEY })).toEqual({ seeded: true });
});
afterAll(async () => {
  if (handle) await destroyTestDatabase(handle);
});

async function ownerTenant() {
  const [location] = await handle.db.select().from(locations).limit(1);
  const [owner] = await handle.db.select().from(users).limit(1);
  return {
    companyId: location?.companyId ?? 0,
    locationId: location?.id ?? 0,
    userId: owner?.id ?? 0,
    roles: DEMO_OWNER.roles,
  };
}

describe('the demo business with invoicing ready', () => {
  it('holds SAT’s test CSD with its key sealed by the server’s key (opens with it only)', async () => {
    const rows = await handle.db.select().from(satCertificates);
    expect(rows).toEqual([
      expect.objectContaining({ rfc: 'EKU9003173C9', serialNumber: '30001000000500003416' }),
    ]);
    expect(rows[0]?.keySealed).not.toContain('12345678a');
    const tenant = await ownerTenant();
    expect(await currentCsd(handle.db, APP_KEY, tenant, NOW)).toMatchObject({ rfc: 'EKU9003173C9' });
    expect(await currentCsd(handle.db, new Uint8Array(randomBytes(32)), tenant, NOW)).toBeNull();
  });

  it('has the issuer profile (601, 42501, serie A) with the name as the CFDI writes it', async () => {
    expect(await getIssuer(handle.db, await ownerTenant(), NOW)).toEqual({
      rfc: 'EKU9003173C9',
      nombre: 'ESCUELA KEMPER URGATE',
      regimen_fiscal: '601',
      lugar_expedicion: '42501',
      serie_i: 'A',
      serie_e: null,
      serie_p: null,
    });
  });

  it('gives a customer fiscal data and issues one stamped invoice (sandbox PAC) and one draft', async () => {
    const [customer] = await handle.db
      .select()
      .from(contacts)
      .where(eq(contacts.phone, DEMO_INVOICE_CUSTOMER_PHONE));
    expect(customer).toMatchObject({
      name: 'Juan López',
      cfdiRfc: 'URE180429TM6',
      cfdiCodigoPostal: '86991',
    });
    const rows = await handle.db.select().from(invoices).orderBy(invoices.id);
    expect(rows).toHaveLength(2);
    const [stamped, draft] = rows;
    expect(stamped).toMatchObject({
      contactId: customer?.id,
      serie: 'A',
      folio: 1,
      state: 'active',
      stampState: 'stamp',
      pac: 'sandbox',
      total: '5220.00',
    });
    expect(stamped?.uuid).toMatch(/^[0-9A-F-]{36}$/);
    expect(stamped?.xml).toMatch(/<cfdi:Emisor [^>]*Nombre="ESCUELA KEMPER URGATE"/);
    expect(draft).toMatchObject({ folio: 2, state: 'draft', uuid: null, stampState: null, total: '2900.00' });
  });
});
