import Decimal from 'decimal.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ISSUER_MESSAGES } from '../../../src/domain/contract/invoicing-issuer';
import { GLOBAL_PERIODICITIES, globalPeriodOf } from '../../../src/domain/invoicing/global-invoice-period';
import type { Db } from '../../db/client';
import { contacts, globalInvoiceRuns, invoiceItems, saleInvoices, sales } from '../../db/schema';
import type { AppDeps } from '../../http/app-types';
import { ValidationError } from '../../http/errors';
import { createInvoice } from './invoice-write';
import type { CompanyTenant } from './invoicing-deps';
import { issuerProfile } from './issuer-store';
import { exactConcepts, type PricedLine, pricedLines, SaleConceptError } from './sale-concepts';
import { saleFormaPago, saleLinesOf } from './sale-invoice-lines';
import { largestForm } from './sale-payment-form';
import { stampOrDiscard } from './stamp-or-discard';

export type GlobalIssueDeps = Pick<AppDeps, 'db' | 'now' | 'appKey' | 'pac'>;

/** SAT's general public (RMF 2.7.1.21 and Anexo 20's guide for the factura global). */
export const PUBLIC_RECEIVER = {
  rfc: 'XAXX010101000',
  nombre: 'PUBLICO EN GENERAL',
  regimen: '616',
  uso: 'S01',
};
const GLOBAL_CONCEPT = { claveProdServ: '01010101', claveUnidad: 'ACT', name: 'Venta' };

export const GLOBAL_FAILURES = {
  stamp: 'No se pudo timbrar la factura global',
  unavailable: 'El servicio de timbrado no respondió; se reintentará en la próxima hora.',
} as const;

class Refused extends Error {}
type RunRow = typeof globalInvoiceRuns.$inferSelect;

/** The contact the globals are addressed to: the general public at the issuer's postal code. */
async function publicContact(db: Db, companyId: number, zip: string): Promise<number> {
  const fiscal = {
    cfdiRfc: PUBLIC_RECEIVER.rfc,
    cfdiNombre: PUBLIC_RECEIVER.nombre,
    cfdiRegimenFiscal: PUBLIC_RECEIVER.regimen,
    cfdiUsoCfdi: PUBLIC_RECEIVER.uso,
    cfdiCodigoPostal: zip,
  };
  const [found] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.cfdiRfc, PUBLIC_RECEIVER.rfc)))
    .orderBy(asc(contacts.id))
    .limit(1);
  if (found) {
    await db.update(contacts).set(fiscal).where(eq(contacts.id, found.id));
    return found.id;
  }
  const [created] = await db
    .insert(contacts)
    .values({ ...fiscal, companyId, name: 'Público en general' })
    .returning({ id: contacts.id });
  if (!created) throw new Error('contact not inserted');
  return created.id;
}

export type GlobalConcept = PricedLine & { ticket: string };

/**
 * One ticket's concepts in a factura global: one per tax choice (a ticket mixing rates is split),
 * 01010101 / ACT / 1 / 'Venta', keyed by the ticket's number.
 */
export function ticketConcepts(ticket: string, priced: readonly PricedLine[]): GlobalConcept[] {
  const byTax = new Map<string | null, GlobalConcept>();
  for (const line of priced) {
    const group = byTax.get(line.taxId);
    byTax.set(line.taxId, {
      productId: null,
      name: GLOBAL_CONCEPT.name,
      quantity: 1,
      taxId: line.taxId,
      gross: (group?.gross ?? new Decimal(0)).plus(line.target),
      target: (group?.target ?? new Decimal(0)).plus(line.target),
      claveProdServ: GLOBAL_CONCEPT.claveProdServ,
      claveUnidad: GLOBAL_CONCEPT.claveUnidad,
      ticket,
    });
  }
  return [...byTax.values()];
}

/** The run's tickets, each its concepts, and the FormaPago of the largest amount. */
async function globalTickets(db: Db, runId: number) {
  const tickets = await db
    .select({ sale: sales })
    .from(saleInvoices)
    .innerJoin(sales, and(eq(sales.id, saleInvoices.saleId), eq(sales.companyId, saleInvoices.companyId)))
    .where(eq(saleInvoices.globalRunId, runId))
    .orderBy(asc(sales.referenceDate), asc(sales.id));
  const lines = await saleLinesOf(
    db,
    tickets.map(({ sale }) => sale.id),
  );
  const concepts: GlobalConcept[][] = [];
  const forms: { form: string; amount: number }[] = [];
  for (const { sale } of tickets) {
    const priced = pricedLines(
      { shipping: String(sale.shipping), discount: String(sale.discount) },
      lines.get(sale.id) ?? [],
    );
    concepts.push(ticketConcepts(sale.number, priced));
    forms.push({ form: await saleFormaPago(db, sale), amount: sale.total });
  }
  return { concepts, formaPago: largestForm(forms) };
}

/**
 * The run's concepts as its CFDI carries them, each ticket's totalling the ticket (a
 * SaleConceptError when one cannot), and the FormaPago.
 */
export async function placedGlobalConcepts(db: Db, runId: number) {
  const { concepts, formaPago } = await globalTickets(db, runId);
  const placed = exactConcepts(concepts, (line) => ({
    clave_prod_serv: line.claveProdServ,
    clave_unidad: line.claveUnidad,
  }));
  return { placed, formaPago };
}

/** Drafts, keys and stamps the run's CFDI; returns its invoice id. */
async function issue(deps: GlobalIssueDeps, tenant: CompanyTenant, run: RunRow): Promise<number> {
  const { db } = deps;
  const now = deps.now();
  const issuer = await issuerProfile(db, tenant);
  if (!issuer) throw new Refused(ISSUER_MESSAGES.missing);
  const periodicity = GLOBAL_PERIODICITIES.find((value) => run.periodKey.startsWith(`${value}:`)) ?? 'daily';
  const period = globalPeriodOf(run.periodFrom, periodicity);
  let placed: Awaited<ReturnType<typeof placedGlobalConcepts>>['placed'];
  let formaPago: string;
  try {
    ({ placed, formaPago } = await placedGlobalConcepts(db, run.id));
  } catch (error) {
    if (error instanceof SaleConceptError) throw new Refused(error.message);
    throw error;
  }
  let invoiceId: number;
  try {
    invoiceId = await createInvoice(
      { db, tenant, now },
      {
        cfdi_tipo_comprobante: 'I',
        contact_id: await publicContact(db, run.companyId, issuer.lugarExpedicion),
        currency_code: 'MXN',
        exchange_rate: '1',
        cfdi_metodo_pago: 'PUE',
        cfdi_forma_pago: formaPago,
        cfdi_uso_cfdi: PUBLIC_RECEIVER.uso,
        cfdi_regimen_fiscal_receptor: PUBLIC_RECEIVER.regimen,
        items: placed.map(({ item }) => item),
        cfdi_pago20: null,
        cfdi_informacion_global: period.informacionGlobal,
        cfdi_relacionados: null,
      },
    );
  } catch (error) {
    if (error instanceof ValidationError) throw new Refused(error.message);
    throw error;
  }
  // NoIdentificacion: the ticket's number (createInvoice gives items a random key).
  for (const [position, { line }] of placed.entries()) {
    await db
      .update(invoiceItems)
      .set({ itemKey: line.ticket })
      .where(and(eq(invoiceItems.invoiceId, invoiceId), eq(invoiceItems.position, position)));
  }
  const refusal = await stampOrDiscard({ db, tenant, now, appKey: deps.appKey, pac: deps.pac }, invoiceId);
  if (refusal) throw new Refused(refusal);
  return invoiceId;
}

async function finish(db: Db, runId: number, values: Partial<RunRow>) {
  await db
    .update(globalInvoiceRuns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(globalInvoiceRuns.id, runId));
}

/**
 * Builds and stamps the factura global of a claimed run (status issuing, or failed on an earlier
 * tick): stamped with its invoice, or failed with a Spanish reason and tried again on the next
 * tick. The claim already decided which tickets it covers; this never claims another.
 */
export async function issueGlobalRun(
  deps: GlobalIssueDeps,
  tenant: CompanyTenant,
  run: RunRow,
): Promise<void> {
  if (run.status !== 'issuing' && run.status !== 'failed') return;
  try {
    const invoiceId = await issue(deps, tenant, run);
    await finish(deps.db, run.id, { status: 'stamped', invoiceId, failure: null });
  } catch (error) {
    const failure =
      error instanceof Refused ? `${GLOBAL_FAILURES.stamp}: ${error.message}` : GLOBAL_FAILURES.unavailable;
    await finish(deps.db, run.id, { status: 'failed', failure: failure.slice(0, 500) });
  }
}

/** The company's runs still to stamp (this period's and earlier failed ones), oldest first. */
export async function pendingGlobalRuns(db: Db, companyId: number): Promise<RunRow[]> {
  return db
    .select()
    .from(globalInvoiceRuns)
    .where(
      and(
        eq(globalInvoiceRuns.companyId, companyId),
        inArray(globalInvoiceRuns.status, ['issuing', 'failed']),
      ),
    )
    .orderBy(asc(globalInvoiceRuns.id));
}
