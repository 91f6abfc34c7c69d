import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { LoyaltyProgramType, LoyaltyReportBody } from '../../../../src/domain/contract/loyalty';
import { REPORT_MESSAGES } from '../../../../src/domain/contract/report';
import { zonedInstant } from '../../../../src/domain/rules/availability';
import { loyaltyTransactions } from '../../../db/schema';
import { ValidationError } from '../../../http/errors';

const MINUTE_MS = 60_000;

export interface LoyaltyReportScope {
  locationId: number;
  timeZone: string;
  now: Date;
}

/** The instant of a local 'YYYY-MM-DDTHH:mm' in the zone (seconds, when sent, are ignored). */
function localMinute(value: string, timeZone: string): number {
  const [hours = 0, minutes = 0] = value.slice(11, 16).split(':').map(Number);
  return zonedInstant(value.slice(0, 10), hours * 60 + minutes, timeZone);
}

/**
 * The location's transactions of one program type made from date_from to date_to (local times of
 * the location, the minute of date_to included); 422 on `filters.date_to` when it runs backwards.
 */
export function loyaltyPeriod(
  scope: LoyaltyReportScope,
  type: LoyaltyProgramType,
  filters: LoyaltyReportBody['filters'],
): SQL | undefined {
  const from = filters.date_from.slice(0, 16);
  const to = filters.date_to.slice(0, 16);
  if (to < from) throw ValidationError.forField('filters.date_to', REPORT_MESSAGES.dateToBeforeFrom);
  return and(
    eq(loyaltyTransactions.locationId, scope.locationId),
    eq(loyaltyTransactions.type, type),
    gte(loyaltyTransactions.createdAt, new Date(localMinute(from, scope.timeZone))),
    lt(loyaltyTransactions.createdAt, new Date(localMinute(to, scope.timeZone) + MINUTE_MS)),
  );
}
