import { and, eq } from 'drizzle-orm';
import type { LoyaltyTransaction } from '../../../src/domain/contract/loyalty';
import type { Db, Tx } from '../../db/client';
import { loyaltyTransactions } from '../../db/schema';
import { transactionNotFound } from './loyalty-errors';
import { selectTransactions, transactionView } from './transaction-view';

/** One transaction of the company, any location (another company's: 404 'Transacción no encontrada.'). */
export async function transactionOfCompany(
  db: Db | Tx,
  id: number,
  companyId: number,
): Promise<LoyaltyTransaction> {
  const [row] = await selectTransactions(
    db,
    and(eq(loyaltyTransactions.id, id), eq(loyaltyTransactions.companyId, companyId)),
    [],
  );
  if (!row) throw transactionNotFound();
  return transactionView(row);
}
