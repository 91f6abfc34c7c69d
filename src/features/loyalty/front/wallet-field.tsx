import { Button, Group, type NumberInputProps } from '@mantine/core';
import { formatMoney } from '../../../lib/format';
import { MoneyInput } from '../../../ui/money-input';

interface WalletFieldProps {
  /** min(balance, sale): what the fill-in button puts in. */
  maximum: number;
  inputProps: Pick<NumberInputProps, 'value' | 'onChange' | 'error' | 'onBlur' | 'onFocus'>;
  onFill: () => void;
}

/** 'Pagar con monedero' (01 §5.1): at most the smaller of the balance and the sale, with 'Usar saldo'. */
export function WalletField({ maximum, inputProps, onFill }: WalletFieldProps) {
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <MoneyInput
        label="Pagar con monedero"
        description={`Máximo ${formatMoney(maximum)}`}
        min={0}
        max={maximum}
        clampBehavior="none"
        size="md"
        style={{ flex: 1 }}
        {...inputProps}
      />
      <Button variant="light" size="md" mt={46} onClick={onFill} disabled={maximum <= 0}>
        Usar saldo
      </Button>
    </Group>
  );
}
