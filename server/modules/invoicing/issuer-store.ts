import { and, desc, gt, lte } from 'drizzle-orm';
import type { InvoicingIssuer, InvoicingIssuerUpdate } from '../../../src/domain/contract/invoicing-issuer';
import { nameWithoutCapitalRegime } from '../../../src/domain/invoicing/emisor-name';
import type { Db } from '../../db/client';
import { invoicingIssuers, satCertificates } from '../../db/schema';
import { ofCompany } from '../../http/tenancy';
import type { CompanyTenant } from './invoicing-deps';

export type IssuerProfile = typeof invoicingIssuers.$inferSelect;

/** The company's issuer profile row, or null before it is filled in. */
export async function issuerProfile(db: Db, tenant: CompanyTenant): Promise<IssuerProfile | null> {
  const [row] = await db.select().from(invoicingIssuers).where(ofCompany(invoicingIssuers.companyId, tenant));
  return row ?? null;
}

/** GET /v1/invoicing/issuer: the profile with the RFC and name (as the CFDI writes it) of the certificate valid now. */
export async function getIssuer(db: Db, tenant: CompanyTenant, now: Date): Promise<InvoicingIssuer> {
  const profile = await issuerProfile(db, tenant);
  const [certificate] = await db
    .select({ rfc: satCertificates.rfc, legalName: satCertificates.legalName })
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
  return {
    rfc: certificate?.rfc ?? null,
    nombre: certificate ? nameWithoutCapitalRegime(certificate.legalName) : null,
    regimen_fiscal: profile?.regimenFiscal ?? null,
    lugar_expedicion: profile?.lugarExpedicion ?? null,
    serie_i: profile?.serieI ?? null,
    serie_e: profile?.serieE ?? null,
    serie_p: profile?.serieP ?? null,
  };
}

/** PUT /v1/invoicing/issuer: writes the whole profile. */
export async function saveIssuer(
  db: Db,
  tenant: CompanyTenant,
  body: InvoicingIssuerUpdate,
  now: Date,
): Promise<InvoicingIssuer> {
  const values = {
    regimenFiscal: body.regimen_fiscal,
    lugarExpedicion: body.lugar_expedicion,
    serieI: body.serie_i,
    serieE: body.serie_e,
    serieP: body.serie_p,
    updatedAt: now,
  };
  await db
    .insert(invoicingIssuers)
    .values({ companyId: tenant.companyId, ...values })
    .onConflictDoUpdate({ target: invoicingIssuers.companyId, set: values });
  return getIssuer(db, tenant, now);
}
