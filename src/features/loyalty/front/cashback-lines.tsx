import { Stack, Text } from '@mantine/core';
import type { LoyaltyProgram } from '../../../domain/contract/loyalty';
import { amountReceived, cashbackEarned } from '../../../domain/rules/loyalty-wallet';
import { formatMoney } from '../../../lib/format';

interface CashbackLinesProps {
  program: LoyaltyProgram;
  sale: number | null;
  wallet: number;
}

/** Under a cashback sale: 'Recibe $X' (the sale minus the wallet) and what the customer earns. */
export function CashbackLines({ program, sale, wallet }: CashbackLinesProps) {
  if (sale === null || sale <= 0) return null;
  const received = amountReceived(sale, wallet);
  const { percentage, max_earn_amount } = program.configuration;
  const earned = cashbackEarned(percentage ?? 0, received, max_earn_amount);
  return (
    <Stack gap={2}>
      <Text fw={700} size="lg">{`Recibe ${formatMoney(received)}`}</Text>
      <Text size="sm" c="dimmed">{`Gana ${formatMoney(earned)} de cashback`}</Text>
    </Stack>
  );
}
