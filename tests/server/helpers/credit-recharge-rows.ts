// A company's auto-recharge row for the cross-tenant test (every company table must hold rows of
// both companies). Written straight to the database: making one for real needs a paid Stripe
// subscription and a spend across its threshold (credit-auto-recharge.test.ts does that).
import type { Db } from '../../../server/db/client';
import { creditRecharges, rechargePacks } from '../../../server/db/schema';

export async function insertCreditRecharge(db: Db, companyId: number): Promise<void> {
  const [pack] = await db.select().from(rechargePacks).limit(1);
  if (!pack) throw new Error('cross-tenant: no recharge pack');
  await db.insert(creditRecharges).values({
    companyId,
    packId: pack.id,
    quantity: pack.quantity,
    price: pack.price,
    status: 'failed',
    failure: 'El proveedor de pagos no está configurado.',
  });
}
