import { Button, Group, NumberInput, type NumberInputProps } from '@mantine/core';
import { formatMoney } from '../../../lib/format';

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
      <NumberInput
        label="Pagar con monedero"
        description={`Máximo ${formatMoney(maximum)}`}
        prefix="$"
        thousandSeparator=","
        decimalScale={2}
        allowNegative={false}
        min={0}
        max={maximum}
        clampBehavior="none"
        hideControls
        inputMode="decimal"
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
