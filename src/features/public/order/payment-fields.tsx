import { Radio, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { PublicShop } from '../../../domain/contract/public-shop';
import { moneyAmount } from '../../../domain/rules/money-input';
import { orderChange } from '../../../domain/rules/order-change';
import { formatMoney } from '../../../lib/format';
import { type CheckoutValues, selectedPaymentMethod } from './checkout-rules';
import { CHOICE_ROW_CLASSES } from './touch-targets';

interface PaymentFieldsProps {
  shop: PublicShop;
  form: UseFormReturnType<CheckoutValues>;
  /** The total as previewed, to show the change. */
  total: number;
}

/** The change of a cash amount that covers the total ('Cambio: $50.00'), else nothing. */
function changeText(cashInput: string, total: number): string | undefined {
  const cash = moneyAmount(cashInput);
  if (cash === null) return undefined;
  const change = orderChange({ customer_cash: cash, total });
  return change === null ? undefined : `Cambio: ${formatMoney(change)}`;
}

/** How the customer pays; with cash, 'Pagaré con' so the driver or the counter brings change. */
export function PaymentFields({ shop, form, total }: PaymentFieldsProps) {
  const method = selectedPaymentMethod(shop, form.values);
  const inputProps = form.getInputProps('customer_cash');
  return (
    <Stack gap="sm">
      <Radio.Group label="Forma de pago" withAsterisk {...form.getInputProps('payment_method_id')}>
        <Stack gap={0} mt={4}>
          {shop.payment_methods.map((item) => (
            <Radio key={item.id} value={String(item.id)} label={item.name} classNames={CHOICE_ROW_CLASSES} />
          ))}
        </Stack>
      </Radio.Group>
      {method?.type === 'cash' && (
        <TextInput
          label="Pagaré con"
          description={changeText(form.values.customer_cash, total) ?? 'Opcional: para llevarte el cambio.'}
          inputMode="decimal"
          leftSection="$"
          maxLength={10}
          {...inputProps}
        />
      )}
    </Stack>
  );
}
