import { eq } from 'drizzle-orm';
import { purchasedCreditsValidity } from '../../../../src/domain/rules/credit-maths';
import type { Tx } from '../../../db/client';
import { creditEntries, rechargePacks } from '../../../db/schema';

/** A paid pack (Checkout or an automatic recharge): its credits, valid 12 months from now. */
export async function grantPack(tx: Tx, companyId: number, packId: number, now: Date): Promise<void> {
  const [pack] = await tx.select().from(rechargePacks).where(eq(rechargePacks.id, packId));
  if (!pack) return;
  await tx.insert(creditEntries).values({
    companyId,
    type: 'messages',
    kind: 'purchase',
    amount: pack.quantity,
    ...purchasedCreditsValidity(now),
    description: `Paquete de ${pack.quantity} créditos`,
  });
}
