import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations, loyaltyTransactions } from '../../db/schema';

export interface CardBusiness {
  name: string;
  imageUrl: string | null;
  timeZone: string;
}

const columns = { name: locations.name, imageUrl: locations.imageUrl, timeZone: locations.timezone };

/**
 * The business a card page shows: the location of the card's latest transaction (the branch the
 * customer last visited), else the company's first location.
 */
export async function cardBusiness(db: Db, card: { id: number; companyId: number }): Promise<CardBusiness> {
  const [visited] = await db
    .select(columns)
    .from(loyaltyTransactions)
    .innerJoin(locations, eq(locations.id, loyaltyTransactions.locationId))
    .where(and(eq(loyaltyTransactions.cardId, card.id), isNotNull(loyaltyTransactions.locationId)))
    .orderBy(desc(loyaltyTransactions.createdAt), desc(loyaltyTransactions.id))
    .limit(1);
  if (visited) return visited;
  const [first] = await db
    .select(columns)
    .from(locations)
    .where(eq(locations.companyId, card.companyId))
    .orderBy(asc(locations.id))
    .limit(1);
  if (!first) throw new Error(`company ${card.companyId} has no location`);
  return first;
}
