import { Stack, Text } from '@mantine/core';
import type { PublicLoyaltyCard } from '../../../domain/contract/loyalty';
import { formatMoney } from '../../../lib/format';
import { stampCount } from './card-progress';

/** How the program rewards a purchase, in one sentence. */
export function programRule(card: PublicLoyaltyCard): string {
  const { program, progress } = card;
  if (program.type === 'cashback') {
    const cap =
      program.max_earn_amount === null ? '' : ` (hasta ${formatMoney(program.max_earn_amount)} por compra)`;
    return `Recibes ${program.percentage ?? 0}% de cada compra en tu monedero${cap}.`;
  }
  const required = progress.required_quantity ?? 0;
  return `Junta ${stampCount(card, required)} y recibe tu premio. Cada compra suma ${stampCount(card, 1)}.`;
}

/** The program's rule, its minimum purchase and the business's conditions. */
export function CardRules({ card }: { card: PublicLoyaltyCard }) {
  return (
    <Stack gap={4}>
      <Text size="sm">{programRule(card)}</Text>
      {card.program.min_purchase > 0 && (
        <Text size="sm">Compra mínima: {formatMoney(card.program.min_purchase)}</Text>
      )}
      {card.program.conditions && (
        <Text size="sm" c="dimmed">
          Condiciones: {card.program.conditions}
        </Text>
      )}
    </Stack>
  );
}
