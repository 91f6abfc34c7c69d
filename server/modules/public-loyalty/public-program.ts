import type { PublicLoyaltyProgram } from '../../../src/domain/contract/loyalty';
import type { loyaltyPrograms } from '../../db/schema';

/** What a customer's page says of a program (its card page and the business's loyalty link). */
export function publicProgram(program: typeof loyaltyPrograms.$inferSelect): PublicLoyaltyProgram {
  return {
    name: program.name,
    type: program.type,
    conditions: program.conditions,
    percentage: program.percentage,
    max_earn_amount: program.maxEarnAmount,
    min_purchase: program.minPurchase,
    required_quantity: program.requiredQuantity,
    style_name_singular: program.styleNameSingular,
    style_name_plural: program.styleNamePlural,
    style_icon: program.styleIcon,
  };
}
