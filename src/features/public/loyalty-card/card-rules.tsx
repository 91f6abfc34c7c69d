import { Stack, Text } from '@mantine/core';
import type { PublicLoyaltyProgram } from '../../../domain/contract/loyalty';
import { formatMoney } from '../../../lib/format';
import { stampCount } from './card-progress';

/** How the program rewards a purchase, in one sentence. */
export function programRule(program: PublicLoyaltyProgram): string {
  if (program.type === 'cashback') {
    const cap =
      program.max_earn_amount === null ? '' : ` (hasta ${formatMoney(program.max_earn_amount)} por compra)`;
    return `Recibes ${program.percentage ?? 0}% de cada compra en tu monedero${cap}.`;
  }
  const required = program.required_quantity ?? 0;
  return `Junta ${stampCount(program, required)} y recibe tu premio. Cada compra suma ${stampCount(program, 1)}.`;
}

/** The program's rule, its minimum purchase and the business's conditions. */
export function CardRules({ program }: { program: PublicLoyaltyProgram }) {
  return (
    <Stack gap={4}>
      <Text size="sm">{programRule(program)}</Text>
      {program.min_purchase > 0 && <Text size="sm">Compra mínima: {formatMoney(program.min_purchase)}</Text>}
      {program.conditions && (
        <Text size="sm" c="dimmed">
          Condiciones: {program.conditions}
        </Text>
      )}
    </Stack>
  );
}
