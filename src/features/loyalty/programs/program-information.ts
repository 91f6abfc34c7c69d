import type { LoyaltyProgram } from '../../../domain/contract/loyalty';
import { formatMoney } from '../../../lib/format';

/** The list's 'Información' (01 §2.3): '5% de bonificación' (· 'máx. $50.00' when capped), or '5 sellos'. */
export function programInformation(program: Pick<LoyaltyProgram, 'type' | 'configuration'>): string {
  const { percentage, max_earn_amount, required_quantity } = program.configuration;
  if (program.type === 'stampcard') return `${required_quantity ?? 0} sellos`;
  const bonus = `${percentage ?? 0}% de bonificación`;
  return max_earn_amount === null ? bonus : `${bonus} · máx. ${formatMoney(max_earn_amount)}`;
}
