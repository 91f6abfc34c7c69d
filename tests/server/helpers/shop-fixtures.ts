// Orders (sales with their lines), menu products and payment methods, for the kitchen's tests.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { newPublicCode } from '../../../server/db/public-code';
import {
  companies,
  locations,
  memberships,
  messages,
  paymentMethods,
  products,
  saleItems,
  salePayments,
  sales,
  users,
} from '../../../server/db/schema';
import { hashPassword } from '../../../server/security/password';
import type { SaleItemModifier } from '../../../src/domain/contract/shop';
import type { Role } from '../../../src/domain/roles';
import { zonedDate } from '../../../src/domain/rules/zoned-time';
import { companyOf } from './company-of';

const ZONE = 'America/Mexico_City';
let sequence = 0;

export interface NewOrderLine {
  name: string;
  quantity: number;
  priceUnit: number;
  notes?: string | null;
  modifiers?: SaleItemModifier[];
  productId?: number | null;
}

export type NewOrder = Partial<typeof sales.$inferInsert> & {
  locationId: number;
  lines?: NewOrderLine[];
};

const DEFAULT_LINES: NewOrderLine[] = [
  { name: 'Taco al pastor', quantity: 3, priceUnit: 22 },
  { name: 'Agua de horchata - Grande', quantity: 1, priceUnit: 35, notes: 'Sin hielo' },
];

/**
 * Inserts a received pickup order (queued, pending) with its lines; subtotal and total follow the
 * lines plus `shipping` unless given. Numbers are unique per test run ('T' + a sequence).
 */
export async function insertOrder(db: Db, values: NewOrder): Promise<number> {
  const { lines = DEFAULT_LINES, ...order } = values;
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.priceUnit, 0);
  const shipping = order.shipping ?? 0;
  const placedAt = order.placedAt ?? new Date();
  sequence += 1;
  const companyId = await companyOf(db, order.locationId);
  const [row] = await db
    .insert(sales)
    .values({
      companyId,
      number: `T${process.pid % 1000}-${sequence}`,
      deliveryType: 'pickup',
      contactName: 'Cliente Pedido',
      contactPhone: '+525511113333',
      subtotal,
      total: subtotal + shipping - (order.discount ?? 0),
      placedAt,
      referenceDate: zonedDate(order.scheduledTo ?? placedAt, ZONE),
      publicCode: newPublicCode(),
      ...order,
    })
    .returning({ id: sales.id });
  if (!row) throw new Error('order not inserted');
  await db.insert(saleItems).values(
    lines.map((line, index) => ({
      companyId,
      saleId: row.id,
      name: line.name,
      quantity: line.quantity,
      priceUnit: line.priceUnit,
      total: line.quantity * line.priceUnit,
      notes: line.notes ?? null,
      modifiers: line.modifiers ?? [],
      productId: line.productId ?? null,
      sortOrder: index,
    })),
  );
  return row.id;
}

export async function saleRow(db: Db, id: number) {
  const [row] = await db.select().from(sales).where(eq(sales.id, id));
  if (!row) throw new Error(`no sale ${id}`);
  return row;
}

export function paymentsOf(db: Db, saleId: number) {
  return db.select().from(salePayments).where(eq(salePayments.saleId, saleId)).orderBy(asc(salePayments.id));
}

/** The order's customer messages, oldest first. */
export function orderMessagesOf(db: Db, saleId: number) {
  return db.select().from(messages).where(eq(messages.saleId, saleId)).orderBy(asc(messages.id));
}

/** An active physical product on the location's menu; returns its id. */
export async function insertMenuProduct(
  db: Db,
  locationId: number,
  name = 'Taco de suadero',
): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({
      companyId: await companyOf(db, locationId),
      locationId,
      type: 'physical',
      name,
      price: 24,
      status: 'active',
      menuStatus: 'active',
    })
    .returning({ id: products.id });
  if (!row) throw new Error('product not inserted');
  return row.id;
}

/** A cash payment method of the location; returns its id. */
export async function insertCashMethod(db: Db, locationId: number, name = 'Efectivo'): Promise<number> {
  const [row] = await db
    .insert(paymentMethods)
    .values({
      companyId: await companyOf(db, locationId),
      locationId,
      name,
      type: 'cash',
      usageTypes: ['pickup', 'delivery'],
    })
    .returning({ id: paymentMethods.id });
  if (!row) throw new Error('payment method not inserted');
  return row.id;
}

export const MEMBER_PASSWORD = 'Prueba1234';

/** A user of one location with the given roles (password Prueba1234); returns the e-mail. */
export async function insertMember(
  db: Db,
  locationId: number,
  roles: Role[],
  email: string,
): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({
      email,
      name: 'Usuario Prueba',
      passwordHash: await hashPassword(MEMBER_PASSWORD),
      phoneVerified: true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not inserted');
  await db
    .insert(memberships)
    .values({ companyId: await companyOf(db, locationId), userId: user.id, locationId, roles });
  return email;
}

/** Another company with one location (for tenant isolation); returns the location's id. */
export async function insertOtherCompany(db: Db): Promise<{ companyId: number; locationId: number }> {
  const [company] = await db.insert(companies).values({ name: 'Cocina Otra S.A.' }).returning();
  if (!company) throw new Error('company not inserted');
  const [location] = await db
    .insert(locations)
    .values({ companyId: company.id, name: 'Cocina Otra', username: `cocina-otra-${++sequence}` })
    .returning();
  if (!location) throw new Error('location not inserted');
  return { companyId: company.id, locationId: location.id };
}
