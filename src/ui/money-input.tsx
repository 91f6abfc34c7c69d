import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A box for pesos: '$' in front, thousands with ',', cents with '.', never negative. Only '.' is a
 * decimal point: with Mantine's default (',' too) '1,500.00' typed key by key became $1.50. Read its
 * value with readMoney/moneyAmount (src/domain/rules/money-input), which take '150.00' as typed.
 */
export function MoneyInput(props: Omit<NumberInputProps, 'prefix' | 'thousandSeparator' | 'decimalScale'>) {
  return (
    <NumberInput
      prefix="$"
      thousandSeparator=","
      allowedDecimalSeparators={['.']}
      decimalScale={2}
      allowNegative={false}
      inputMode="decimal"
      hideControls
      {...props}
    />
  );
}
