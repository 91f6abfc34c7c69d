import { asc, eq } from 'drizzle-orm';
import type { RechargeOptions, RechargePack } from '../../../src/domain/contract/subscription';
import { creditPrice } from '../../../src/domain/rules/credit-maths';
import type { Db } from '../../db/client';
import { rechargePacks } from '../../db/schema';

type PackRow = typeof rechargePacks.$inferSelect;

export function packOf(row: PackRow): RechargePack {
  return {
    id: row.id,
    quantity: row.quantity,
    price: row.price,
    credit_price: creditPrice(row.price, row.quantity),
  };
}

/** What a credit buys (the messaging module's costs: docs/architecture.md "Customer messages"). */
export const CREDIT_PRICING: RechargeOptions['pricing'] = [
  { title: 'SMS (hasta 160 caracteres, 70 con acentos o emojis)', credit_cost: 1 },
  { title: 'Mensaje de WhatsApp', credit_cost: 1 },
  { title: 'Correo electrónico', credit_cost: 0 },
];

export async function listPacks(db: Db): Promise<PackRow[]> {
  return db.select().from(rechargePacks).orderBy(asc(rechargePacks.sortOrder), asc(rechargePacks.id));
}

export async function findPack(db: Db, id: number): Promise<PackRow | undefined> {
  const [pack] = await db.select().from(rechargePacks).where(eq(rechargePacks.id, id)).limit(1);
  return pack;
}
