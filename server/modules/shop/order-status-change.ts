import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/domain/contract/settings';
import { ORDER_ERRORS, type OrderAction } from '../../../src/domain/contract/shop';
import { isActionOffered, orderAfterAction } from '../../../src/domain/rules/order-status';
import type { Db, Tx } from '../../db/client';
import { locations, paymentMethods, salePayments, sales, shopSettings } from '../../db/schema';
import { ConflictError } from '../../http/errors';
import { orderPublicUrl } from '../../http/public-urls';
import { foundInTenant, ofLocation, type Tenant } from '../../http/tenancy';
import { announceChange } from '../../live/live-messages';
import { publishAutomationEvent } from '../automation/publish-event';
import { messageOrderCustomer, type OrderMessageResult } from './order-customer-message';
import { pesos } from './pesos';

type SaleRow = typeof sales.$inferSelect;

/** The instant column each action stamps. */
const STAMPED: Record<OrderAction, keyof SaleRow> = {
  confirmed: 'confirmedAt',
  preparing: 'preparingAt',
  ready: 'readyAt',
  shipped: 'shippedAt',
  delivered: 'completedAt',
  canceled: 'canceledAt',
};

/** The payment method name recorded when the order carries none (its method was deleted). */
const CASH_ON_DELIVERY = 'Efectivo';

/**
 * The tenant's order, locked until the transaction ends (404 outside the tenant), with its payment
 * method's name and what its customer's message needs of the location: name and shop settings.
 */
async function lockOrder(tx: Tx, id: number, tenant: Tenant) {
  const [row] = await tx
    .select({
      sale: sales,
      methodName: paymentMethods.name,
      business: locations.name,
      settings: shopSettings.settings,
    })
    .from(sales)
    .innerJoin(locations, eq(locations.id, sales.locationId))
    .leftJoin(shopSettings, eq(shopSettings.locationId, sales.locationId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, sales.paymentMethodId))
    .where(and(eq(sales.id, id), ofLocation(sales.locationId, tenant)))
    .limit(1)
    .for('update', { of: sales });
  return foundInTenant(row);
}

/** A closed order accepts nothing; an open one only what the inbox offers for its state (02 §4). */
function assertActionAllowed(sale: SaleRow, action: OrderAction): void {
  if (sale.status === 'completed' || sale.status === 'canceled') {
    throw new ConflictError(ORDER_ERRORS.closed, 'ORDER_CLOSED');
  }
  const offered = isActionOffered(
    {
      status: sale.status,
      delivery_status: sale.deliveryStatus,
      scheduled_to: sale.scheduledTo?.toISOString() ?? null,
      delivery_type: sale.deliveryType,
    },
    action,
  );
  if (!offered) throw new ConflictError(ORDER_ERRORS.illegalTransition, 'ORDER_ILLEGAL_TRANSITION');
}

export interface OrderStatusChangeInput {
  id: number;
  action: OrderAction;
  tenant: Tenant;
  now: Date;
  /** Origin of the public pages (the order's link in the customer's message). */
  origin: string;
}

/**
 * POST /v1/pos/staff/order/{id}/status: in one transaction the order is locked, checked against
 * the actions of 02 §4, moved and stamped; 'delivered' records the payment of what is still due
 * (cash on delivery or at pickup) and publishes 'order_delivered'; the customer is messaged (no balance never stops the change)
 * and the change announced. The caller queues the message's delivery after the commit.
 */
export function changeOrderStatus(db: Db, input: OrderStatusChangeInput): Promise<OrderMessageResult> {
  const { tenant, now, action } = input;
  return db.transaction(async (tx) => {
    const { sale, methodName, business, settings } = await lockOrder(tx, input.id, tenant);
    assertActionAllowed(sale, action);
    const next = orderAfterAction({ status: sale.status, delivery_status: sale.deliveryStatus }, action);
    const set: Partial<typeof sales.$inferInsert> = {
      status: next.status,
      deliveryStatus: next.delivery_status,
      [STAMPED[action]]: now,
      updatedAt: now,
    };
    if (action === 'delivered') {
      const due = new Decimal(sale.total).minus(sale.amountPaid);
      if (due.greaterThan(0)) {
        await tx.insert(salePayments).values({
          companyId: tenant.companyId,
          saleId: sale.id,
          paymentMethodId: sale.paymentMethodId,
          methodName: methodName ?? CASH_ON_DELIVERY,
          amount: pesos(due).toNumber(),
          paidAt: now,
          userId: tenant.userId,
        });
      }
      set.amountPaid = sale.total;
      set.paymentStatus = 'paid';
      await publishAutomationEvent(tx, {
        companyId: tenant.companyId,
        locationId: sale.locationId,
        type: 'order_delivered',
        subjectId: sale.id,
        contactId: sale.contactId,
        name: sale.contactName,
        phone: sale.contactPhone,
        now,
      });
    }
    await tx.update(sales).set(set).where(eq(sales.id, sale.id));

    const result = await messageOrderCustomer(tx, {
      companyId: tenant.companyId,
      locationId: sale.locationId,
      userId: tenant.userId,
      order: {
        id: sale.id,
        number: sale.number,
        deliveryType: sale.deliveryType,
        contactName: sale.contactName,
        contactPhone: sale.contactPhone,
        contactId: sale.contactId,
      },
      settings: settings ?? DEFAULT_SHOP_SETTINGS,
      event: action,
      business,
      url: orderPublicUrl(input.origin, sale.publicCode),
      now,
    });
    await announceChange(tx, {
      companyId: tenant.companyId,
      locationId: sale.locationId,
      area: 'orders',
      id: sale.id,
    });
    return result;
  });
}
