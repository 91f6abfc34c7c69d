import Decimal from 'decimal.js';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { REPORT_MESSAGES, type ReportBody } from '../../../../src/domain/contract/report';
import { sales } from '../../../db/schema';
import { ValidationError } from '../../../http/errors';
import { amount, whole } from '../../reporting/report-sql';
import { pesos } from '../pesos';

/** An order that counts as a sale: anything not canceled. */
export const isSale = sql`${sales.status} <> 'canceled'`;

/** The location's orders whose day (reference_date) falls in date_from..date_to; 422 when backwards. */
export function periodCondition(locationId: number, filters: ReportBody['filters']): SQL | undefined {
  if (filters.date_to < filters.date_from) {
    throw ValidationError.forField('filters.date_to', REPORT_MESSAGES.dateToBeforeFrom);
  }
  return and(
    eq(sales.locationId, locationId),
    gte(sales.referenceDate, filters.date_from),
    lte(sales.referenceDate, filters.date_to),
  );
}

/**
 * The counts and sums behind every figure, as SELECT columns (per day or over the whole period):
 * the average ticket is built from them, so a footer is never an average of averages.
 */
export const figureColumns = {
  orders: whole(sql`count(*) filter (where ${isSale})`),
  canceled: whole(sql`count(*) filter (where ${sales.status} = 'canceled')`),
  delivery: whole(sql`count(*) filter (where ${isSale} and ${sales.deliveryType} = 'delivery')`),
  pickup: whole(sql`count(*) filter (where ${isSale} and ${sales.deliveryType} = 'pickup')`),
  subtotal: amount(sql`sum(${sales.subtotal}) filter (where ${isSale})`),
  shipping: amount(sql`sum(${sales.shipping}) filter (where ${isSale})`),
  total: amount(sql`sum(${sales.total}) filter (where ${isSale})`),
};

export type FigureRow = Record<keyof typeof figureColumns, string | number>;

export interface Figures {
  orders: number;
  canceled: number;
  delivery: number;
  pickup: number;
  subtotal: number;
  shipping: number;
  total: number;
  average_ticket: number | null;
}

/** Sales over orders in pesos (two decimals, half up); null without orders. */
export function averageTicket(total: Decimal.Value, orders: number): number | null {
  return orders === 0 ? null : pesos(new Decimal(total).div(orders)).toNumber();
}

export function figuresOf(row: FigureRow): Figures {
  const orders = Number(row.orders);
  return {
    orders,
    canceled: Number(row.canceled),
    delivery: Number(row.delivery),
    pickup: Number(row.pickup),
    subtotal: pesos(row.subtotal).toNumber(),
    shipping: pesos(row.shipping).toNumber(),
    total: pesos(row.total).toNumber(),
    average_ticket: averageTicket(row.total, orders),
  };
}
