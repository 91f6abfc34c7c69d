import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { formaPagoErrors } from '../../../src/domain/invoicing/sale-invoicing-contract';
import {
  SELF_INVOICE_PAGE_MESSAGES,
  type SelfInvoiceBody,
  type SelfInvoicePage,
  selfInvoiceErrors,
} from '../../../src/domain/invoicing/self-invoice-contract';
import {
  SELF_INVOICE_DEFAULT_GRACE_DAYS,
  SELF_INVOICE_MESSAGES,
  selfInvoiceDeadline,
  selfInvoiceState,
} from '../../../src/domain/invoicing/self-invoice-window';
import { zonedDate } from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import {
  companies,
  contacts,
  locations,
  loyaltySelfInvoices,
  loyaltyTransactions,
  saleInvoicingSettings,
} from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import type { Jobs } from '../../jobs/jobs';
import { receiverOfBody, rememberFiscalData } from '../invoicing/self-invoice-fiscal';
import type { SelfInvoiceLimits } from '../invoicing/self-invoice-limits';
import { type PageLinks, rememberedOf, stampedOfPage } from '../invoicing/self-invoice-sale';
import {
  LOYALTY_SELF_INVOICE_QUEUE,
  type LoyaltySelfInvoiceJob,
  loyaltySelfInvoiceJobKey,
} from './loyalty-self-invoice-queue';
import { releaseStaleLoyaltySelfInvoice } from './loyalty-self-invoice-sweep';

/** A loyalty purchase's self-invoice code starts with 'l'; a sale's is hexadecimal only. */
export const isLoyaltySelfInvoiceCode = (code: string) => code.startsWith('l');

/** The one concept of a loyalty purchase: the consumption, as the page and the invoice name it. */
export const LOYALTY_CONSUMPTION = 'Consumo';
export const LOYALTY_WALLET_LINE = 'Pagado con tu monedero (no se factura)';

const MEXICO_CITY = 'America/Mexico_City';

/** What the customer paid in money: the wallet's part is a discount, not invoiced. */
export const paidInMoney = (transaction: { saleAmount: number; withdrawAmount: number }) =>
  Math.round((transaction.saleAmount - transaction.withdrawAmount) * 100) / 100;

/** A loyalty purchase by its self-invoice code, with its business and invoicing state (404 when unknown). */
export async function loyaltySelfInvoicePurchase(db: Db, code: string, now: Date) {
  const [row] = await db
    .select({
      transaction: loyaltyTransactions,
      locationName: locations.name,
      companyName: companies.name,
      timeZone: locations.timezone,
      phone: contacts.phone,
      graceDays: saleInvoicingSettings.selfInvoiceGraceDays,
      request: loyaltySelfInvoices,
    })
    .from(loyaltyTransactions)
    .innerJoin(companies, eq(companies.id, loyaltyTransactions.companyId))
    .innerJoin(contacts, eq(contacts.id, loyaltyTransactions.contactId))
    .leftJoin(locations, eq(locations.id, loyaltyTransactions.locationId))
    .leftJoin(saleInvoicingSettings, eq(saleInvoicingSettings.companyId, loyaltyTransactions.companyId))
    .leftJoin(
      loyaltySelfInvoices,
      and(
        eq(loyaltySelfInvoices.transactionId, loyaltyTransactions.id),
        eq(loyaltySelfInvoices.companyId, loyaltyTransactions.companyId),
      ),
    )
    .where(eq(loyaltyTransactions.selfInvoiceCode, code))
    .limit(1);
  if (!row) throw new NotFoundError(SELF_INVOICE_PAGE_MESSAGES.notFound);
  const { transaction, request } = row;
  const timeZone = row.timeZone ?? MEXICO_CITY;
  const referenceDate = zonedDate(transaction.createdAt, timeZone);
  const graceDays = row.graceDays ?? SELF_INVOICE_DEFAULT_GRACE_DAYS;
  const state = selfInvoiceState(
    {
      referenceDate,
      status: transaction.status === 'canceled' ? 'canceled' : 'completed',
      invoiced: request?.invoiceId != null,
      issuing: request !== null && request.invoiceId === null && request.failure === null,
      // Loyalty purchases are not sales: the factura global never covers them.
      inGlobalInvoice: false,
    },
    zonedDate(now, timeZone),
    graceDays,
  );
  return {
    ...row,
    businessName: row.locationName ?? row.companyName,
    referenceDate,
    state,
    deadline: selfInvoiceDeadline(referenceDate, graceDays),
  };
}

/** The purchase, once a self-invoice whose job died is given back (the page and the request read it so). */
async function sweptPurchase(deps: { db: Db; jobs: Jobs }, code: string, now: Date) {
  const found = await loyaltySelfInvoicePurchase(deps.db, code, now);
  if (found.request && (await releaseStaleLoyaltySelfInvoice(deps, found.request, now))) {
    return loyaltySelfInvoicePurchase(deps.db, code, now);
  }
  return found;
}

/** GET /v1/public/self-invoice/{code} of a loyalty purchase: one 'Consumo' line, the wallet's part apart. */
export async function loyaltySelfInvoicePage(
  deps: { db: Db; jobs: Jobs },
  code: string,
  now: Date,
  links: PageLinks,
): Promise<SelfInvoicePage> {
  const { db } = deps;
  const found = await sweptPurchase(deps, code, now);
  const { transaction, request } = found;
  const wallet = transaction.withdrawAmount;
  return {
    business_name: found.businessName,
    order_number: transaction.code,
    date: found.referenceDate,
    total: paidInMoney(transaction),
    lines: [
      { name: LOYALTY_CONSUMPTION, quantity: 1, total: transaction.saleAmount },
      ...(wallet > 0 ? [{ name: LOYALTY_WALLET_LINE, quantity: 1, total: -wallet }] : []),
    ],
    asks_forma_pago: true,
    state: found.state,
    message: found.state === 'available' ? null : SELF_INVOICE_MESSAGES[found.state],
    deadline: found.deadline,
    remembered: await rememberedOf(db, transaction.contactId),
    invoice: await stampedOfPage(
      db,
      {
        companyId: transaction.companyId,
        invoiceId: request?.invoiceId ?? null,
        email: request?.email,
        deliveryFailure: request?.deliveryFailure,
      },
      links,
      now,
    ),
    failure: found.state === 'available' ? (request?.failure ?? null) : null,
  };
}

/**
 * POST /v1/public/self-invoice/{code} of a loyalty purchase: the sale's rules (SAT's receiver
 * rules, 409 when it cannot be invoiced) plus the forma de pago. The request row is the claim: it
 * is written only when there is none or the last one failed, so two requests never stamp twice.
 */
export async function requestLoyaltySelfInvoice(
  deps: { db: Db; jobs: Jobs; now: Date; limits: SelfInvoiceLimits },
  input: { code: string; body: SelfInvoiceBody },
): Promise<void> {
  const { db, now } = deps;
  const found = await sweptPurchase(deps, input.code, now);
  const { transaction } = found;
  deps.limits.request(input.code, transaction.companyId, now);
  const { body } = input;
  const errors = { ...selfInvoiceErrors(body), ...formaPagoErrors(true, body.forma_pago) };
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (found.state !== 'available') throw new ConflictError(SELF_INVOICE_MESSAGES[found.state]);
  const request = {
    ...receiverOfBody(body),
    formaPago: body.forma_pago ?? '',
    failure: null,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(loyaltySelfInvoices)
      .values({ ...request, companyId: transaction.companyId, transactionId: transaction.id })
      .onConflictDoUpdate({
        target: [loyaltySelfInvoices.companyId, loyaltySelfInvoices.transactionId],
        set: request,
        setWhere: and(isNull(loyaltySelfInvoices.invoiceId), isNotNull(loyaltySelfInvoices.failure)),
      })
      .returning({ id: loyaltySelfInvoices.id });
    if (!claimed) throw new ConflictError(SELF_INVOICE_MESSAGES.invoiced);
    await rememberFiscalData(tx, transaction.contactId, body, now);
  });
  await deps.jobs.send<LoyaltySelfInvoiceJob>(
    LOYALTY_SELF_INVOICE_QUEUE,
    { companyId: transaction.companyId, transactionId: transaction.id },
    { singletonKey: loyaltySelfInvoiceJobKey(transaction.id) },
  );
}
