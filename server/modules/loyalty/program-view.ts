import type { LoyaltyProgram } from '../../../src/domain/contract/loyalty';
import type { loyaltyPrograms } from '../../db/schema';

export type LoyaltyProgramRow = typeof loyaltyPrograms.$inferSelect;

/** A program row as every call answers it (01 §3.3), instants as ISO strings. */
export function programView(row: LoyaltyProgramRow): LoyaltyProgram {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    conditions: row.conditions,
    status: row.status,
    validity_days: row.validityDays,
    redeem_days: row.redeemDays,
    max_transacts_day: row.maxTransactsDay,
    min_purchase: row.minPurchase,
    style_name_singular: row.styleNameSingular,
    style_name_plural: row.styleNamePlural,
    style_icon: row.styleIcon,
    filters: row.filters,
    configuration: {
      percentage: row.percentage,
      max_earn_amount: row.maxEarnAmount,
      required_quantity: row.requiredQuantity,
    },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
