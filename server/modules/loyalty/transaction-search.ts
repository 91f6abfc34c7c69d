import { and, count, eq } from 'drizzle-orm';
import {
  LOYALTY_INPUT_METHODS,
  LOYALTY_PROGRAM_TYPES,
  LOYALTY_TRANSACTION_STATUSES,
  type LoyaltyTransaction,
} from '../../../src/domain/contract/loyalty';
import type { SearchQuery } from '../../../src/domain/contract/search';
import { startOfZonedDay } from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import { contacts, loyaltyTransactions } from '../../db/schema';
import { translateSearch } from '../../http/search/translate-search';
import type { SearchResource } from '../../http/search/types';
import { selectTransactions, transactionView } from './transaction-view';

/** What POST /v1/loyalty/transaction/search may filter and sort by (01 §7.2: id desc). */
export const LOYALTY_TRANSACTION_SEARCH: SearchResource = {
  fields: {
    id: { column: loyaltyTransactions.id, type: 'number', integer: true },
    code: { column: loyaltyTransactions.code, type: 'string' },
    status: { column: loyaltyTransactions.status, type: 'enum', values: LOYALTY_TRANSACTION_STATUSES },
    type: { column: loyaltyTransactions.type, type: 'enum', values: LOYALTY_PROGRAM_TYPES },
    input_method: { column: loyaltyTransactions.inputMethod, type: 'enum', values: LOYALTY_INPUT_METHODS },
    program_id: { column: loyaltyTransactions.programId, type: 'number', integer: true },
    contact_id: { column: loyaltyTransactions.contactId, type: 'number', integer: true },
    sale_amount: { column: loyaltyTransactions.saleAmount, type: 'number' },
    reference: { column: loyaltyTransactions.reference, type: 'string' },
    created_at: { column: loyaltyTransactions.createdAt, type: 'date' },
  },
  textFields: [loyaltyTransactions.code, loyaltyTransactions.reference, contacts.name, contacts.phone],
  defaultSort: [{ field: 'id', direction: 'desc' }],
  tieBreaker: loyaltyTransactions.id,
};

/** A page of the location's transactions matching the search (20 by default) and their total. */
export async function searchTransactions(
  db: Db,
  query: SearchQuery,
  input: { locationId: number; timeZone: string },
): Promise<{ items: LoyaltyTransaction[]; page: { totalItems: number; limit: number; offset: number } }> {
  const search = translateSearch(query, LOYALTY_TRANSACTION_SEARCH, {
    startOfDay: (date) => startOfZonedDay(date, input.timeZone),
  });
  const where = and(eq(loyaltyTransactions.locationId, input.locationId), search.where);
  const [rows, [total]] = await Promise.all([
    selectTransactions(db, where, search.orderBy).limit(search.limit).offset(search.offset),
    db
      .select({ value: count() })
      .from(loyaltyTransactions)
      .innerJoin(contacts, eq(contacts.id, loyaltyTransactions.contactId))
      .where(where),
  ]);
  return {
    items: rows.map(transactionView),
    page: { totalItems: total?.value ?? 0, limit: search.limit, offset: search.offset },
  };
}
