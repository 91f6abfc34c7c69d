import { asc, eq } from 'drizzle-orm';
import { PUBLIC_SHOP_MESSAGES, type PublicOrder } from '../../../src/domain/contract/public-shop';
import { ORDER_DELIVERY_TYPE_LABELS } from '../../../src/domain/contract/shop';
import {
  SELF_INVOICE_DEFAULT_GRACE_DAYS,
  type SelfInvoiceState,
  selfInvoiceState,
} from '../../../src/domain/invoicing/self-invoice-window';
import { createZonedIsoFormatter, zonedDate } from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import {
  locations,
  paymentMethods,
  saleInvoices,
  saleInvoicingSettings,
  saleItems,
  sales,
  shopSettings,
} from '../../db/schema';
import { NotFoundError } from '../../http/errors';

const MINUTE_MS = 60_000;

type Sale = typeof sales.$inferSelect;

/** The stage the customer sees on the order page. */
export function customerStage(sale: Pick<Sale, 'status' | 'deliveryStatus'>): string {
  if (sale.status === 'canceled') return 'Cancelado';
  if (sale.status === 'completed') return 'Entregado';
  if (sale.status === 'queued') return 'Recibido';
  switch (sale.deliveryStatus) {
    case 'preparing':
      return 'En preparación';
    case 'ready':
      return 'Listo';
    case 'shipped':
      return 'En camino';
    case 'delivered':
      return 'Entregado';
    default:
      return 'Confirmado';
  }
}

/**
 * When an open order should be ready (pickup) or arrive (delivery): confirmed (else placed) plus
 * the shop's processing average, plus the shipping average for a delivery; never before the time
 * the customer scheduled. Null once the order is completed or canceled.
 */
export function estimatedAt(
  sale: Pick<Sale, 'status' | 'deliveryType' | 'placedAt' | 'confirmedAt' | 'scheduledTo'>,
  averages: { processing_mins_avg: number; shipping_mins_avg: number },
): Date | null {
  if (sale.status === 'completed' || sale.status === 'canceled') return null;
  const mins =
    averages.processing_mins_avg + (sale.deliveryType === 'delivery' ? averages.shipping_mins_avg : 0);
  const estimate = (sale.confirmedAt ?? sale.placedAt).getTime() + mins * MINUTE_MS;
  return new Date(Math.max(estimate, sale.scheduledTo?.getTime() ?? 0));
}

/** The self-invoice page's states worth a link from the order page: it can be invoiced, or its invoice is there. */
const LINKED_SELF_INVOICE_STATES: readonly SelfInvoiceState[] = ['available', 'issuing', 'invoiced'];

/** The customer's self-invoice page of a purchase (`/facturar/{code}`). */
export function selfInvoicePublicUrl(origin: string, selfInvoiceCode: string): string {
  return `${origin}/facturar/${encodeURIComponent(selfInvoiceCode)}`;
}

interface PublicOrderContext {
  now: Date;
  /** Origin of the public pages (PUBLIC_URL). */
  origin: string;
}

/** GET /v1/public/order/{code}: the customer's own order, with only what the order page shows. */
export async function publicOrder(db: Db, code: string, context: PublicOrderContext): Promise<PublicOrder> {
  const [row] = await db
    .select({
      sale: sales,
      businessName: locations.name,
      username: locations.username,
      phone: locations.phone,
      timeZone: locations.timezone,
      settings: shopSettings.settings,
      paymentMethodName: paymentMethods.name,
      claim: { kind: saleInvoices.kind, invoiceId: saleInvoices.invoiceId },
      graceDays: saleInvoicingSettings.selfInvoiceGraceDays,
    })
    .from(sales)
    .innerJoin(locations, eq(locations.id, sales.locationId))
    .leftJoin(shopSettings, eq(shopSettings.locationId, sales.locationId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, sales.paymentMethodId))
    .leftJoin(saleInvoices, eq(saleInvoices.saleId, sales.id))
    .leftJoin(saleInvoicingSettings, eq(saleInvoicingSettings.companyId, sales.companyId))
    .where(eq(sales.publicCode, code))
    .limit(1);
  if (!row) throw new NotFoundError(PUBLIC_SHOP_MESSAGES.orderNotFound);
  const { sale } = row;
  const items = await db
    .select()
    .from(saleItems)
    .where(eq(saleItems.saleId, sale.id))
    .orderBy(asc(saleItems.sortOrder), asc(saleItems.id));
  const iso = createZonedIsoFormatter(row.timeZone);
  const estimate = row.settings ? estimatedAt(sale, row.settings) : null;
  const invoicing = selfInvoiceState(
    {
      referenceDate: sale.referenceDate,
      status: sale.status,
      invoiced: row.claim?.kind === 'self' && row.claim.invoiceId !== null,
      issuing: row.claim?.kind === 'self' && row.claim.invoiceId === null,
      inGlobalInvoice: row.claim?.kind === 'global',
    },
    zonedDate(context.now, row.timeZone),
    row.graceDays ?? SELF_INVOICE_DEFAULT_GRACE_DAYS,
  );
  return {
    number: sale.number,
    business: { name: row.businessName, username: row.username, phone: row.phone },
    stage: customerStage(sale),
    canceled: sale.status === 'canceled',
    completed: sale.status === 'completed',
    delivery_type: sale.deliveryType,
    delivery_type_name: ORDER_DELIVERY_TYPE_LABELS[sale.deliveryType],
    placed_at: iso(sale.placedAt),
    scheduled_to: sale.scheduledTo ? iso(sale.scheduledTo) : null,
    estimated_at: estimate ? iso(estimate) : null,
    items: items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      name: item.name,
      quantity: item.quantity,
      notes: item.notes,
      price_unit: item.priceUnit,
      discount: item.discount,
      total: item.total,
      modifiers: item.modifiers,
    })),
    subtotal: sale.subtotal,
    shipping: sale.shipping,
    discount: sale.discount,
    total: sale.total,
    payment_method_name: row.paymentMethodName,
    self_invoice_url: LINKED_SELF_INVOICE_STATES.includes(invoicing)
      ? selfInvoicePublicUrl(context.origin, sale.selfInvoiceCode)
      : null,
  };
}
