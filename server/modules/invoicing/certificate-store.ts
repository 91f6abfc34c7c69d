import { and, count, desc, eq, gt, lte } from 'drizzle-orm';
import {
  CERTIFICATE_MESSAGES as M,
  type SatCertificate,
  type SatCertificateUpload,
} from '../../../src/domain/contract/invoicing-certificate';
import type { SearchQuery } from '../../../src/domain/contract/search';
import { startOfZonedDay } from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import { satCertificates } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../http/errors';
import { translateSearch } from '../../http/search/translate-search';
import type { SearchResource } from '../../http/search/types';
import { ofCompany } from '../../http/tenancy';
import { secretBox } from '../../security/secret-box';
import type { CsdKeyPair } from './cfdi/seal-cfdi';
import { readCsd } from './csd-reader';
import type { CompanyTenant } from './invoicing-deps';

/** What POST /v1/invoicing/sat-certificate/search may filter and sort by (newest first). */
export const SAT_CERTIFICATE_SEARCH: SearchResource = {
  fields: {
    id: { column: satCertificates.id, type: 'number', integer: true },
    serial_number: { column: satCertificates.serialNumber, type: 'string' },
    valid_from: { column: satCertificates.validFrom, type: 'date' },
    valid_to: { column: satCertificates.validTo, type: 'date' },
  },
  textFields: [satCertificates.serialNumber, satCertificates.rfc],
  defaultSort: [{ field: 'id', direction: 'desc' }],
  tieBreaker: satCertificates.id,
};

type Row = typeof satCertificates.$inferSelect;

const view = (row: Row): SatCertificate => ({
  id: row.id,
  serial_number: row.serialNumber,
  rfc: row.rfc,
  legal_name: row.legalName,
  valid_from: row.validFrom.toISOString(),
  valid_to: row.validTo.toISOString(),
});

/** The key and its password, sealed with the server's key and bound to the company and serial. */
const keyBox = (appKey: Uint8Array) => secretBox(appKey, 'sat-certificate-key');
const keyContext = (companyId: number, serial: string) => `sat_certificates:${companyId}:${serial}`;

export async function searchCertificates(db: Db, query: SearchQuery, tenant: CompanyTenant) {
  const search = translateSearch(query, SAT_CERTIFICATE_SEARCH, {
    startOfDay: (date) => startOfZonedDay(date, 'UTC'),
  });
  const where = and(ofCompany(satCertificates.companyId, tenant), search.where);
  const rows = await db
    .select()
    .from(satCertificates)
    .where(where)
    .orderBy(...search.orderBy)
    .limit(search.limit)
    .offset(search.offset);
  const [total] = await db.select({ value: count() }).from(satCertificates).where(where);
  return {
    items: rows.map(view),
    page: { totalItems: total?.value ?? 0, limit: search.limit, offset: search.offset },
  };
}

export async function getCertificate(db: Db, id: number, tenant: CompanyTenant): Promise<SatCertificate> {
  const [row] = await db
    .select()
    .from(satCertificates)
    .where(and(eq(satCertificates.id, id), ofCompany(satCertificates.companyId, tenant)));
  if (!row) throw new NotFoundError(M.notFound);
  return view(row);
}

/** POST /v1/invoicing/sat-certificate: checks the CSD (csd-reader.ts) and keeps it, key sealed. */
export async function createCertificate(
  db: Db,
  appKey: Uint8Array,
  body: SatCertificateUpload,
  tenant: CompanyTenant,
  now: Date,
): Promise<SatCertificate> {
  const csd = readCsd(body.cer_data, body.key_data, body.key_pwd, now);
  const sealed = keyBox(appKey).seal(
    JSON.stringify({ key: csd.key.toString('base64'), password: csd.password }),
    keyContext(tenant.companyId, csd.serialNumber),
  );
  const [row] = await db
    .insert(satCertificates)
    .values({
      companyId: tenant.companyId,
      serialNumber: csd.serialNumber,
      rfc: csd.rfc,
      legalName: csd.legalName,
      validFrom: csd.validFrom,
      validTo: csd.validTo,
      cer: csd.cer.toString('base64'),
      keySealed: sealed,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ValidationError({ cer_data: [M.duplicate] }, M.duplicate);
  return view(row);
}

/** The company's newest certificate valid at `now`, opened for sealing; null when there is none. */
export async function currentCsd(
  db: Db,
  appKey: Uint8Array,
  tenant: CompanyTenant,
  now: Date,
): Promise<(CsdKeyPair & { rfc: string; legalName: string }) | null> {
  const [row] = await db
    .select()
    .from(satCertificates)
    .where(
      and(
        ofCompany(satCertificates.companyId, tenant),
        lte(satCertificates.validFrom, now),
        gt(satCertificates.validTo, now),
      ),
    )
    .orderBy(desc(satCertificates.id))
    .limit(1);
  if (!row) return null;
  const opened = keyBox(appKey).open(row.keySealed, keyContext(tenant.companyId, row.serialNumber));
  if (opened === null) return null;
  const { key, password } = JSON.parse(opened) as { key: string; password: string };
  return {
    cer: Buffer.from(row.cer, 'base64'),
    key: Buffer.from(key, 'base64'),
    password,
    rfc: row.rfc,
    legalName: row.legalName,
  };
}
