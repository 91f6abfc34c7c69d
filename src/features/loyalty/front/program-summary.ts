import type { LoyaltyProgram } from '../../../domain/contract/loyalty';
import { formatMoney } from '../../../lib/format';

/** The program's main figure (01 §2.2): '5% de cashback' or '5 sellos'. */
export function programValueText(program: LoyaltyProgram): string {
  const { percentage, required_quantity } = program.configuration;
  if (program.type === 'cashback') return `${percentage ?? 0}% de cashback`;
  return `${required_quantity ?? 0} ${program.style_name_plural.toLowerCase()}`;
}

/** 'Compra mínima $80.00', or null when any amount qualifies. */
export function minPurchaseText(program: LoyaltyProgram): string | null {
  return program.min_purchase > 0 ? `Compra mínima ${formatMoney(program.min_purchase)}` : null;
}

/** Cashback with a cap: 'Máximo $50.00 por compra'. */
export function maxEarnText(program: LoyaltyProgram): string | null {
  const max = program.configuration.max_earn_amount;
  return program.type === 'cashback' && max !== null ? `Máximo ${formatMoney(max)} por compra` : null;
}
