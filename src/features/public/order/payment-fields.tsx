import { Radio, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { PublicShop } from '../../../domain/contract/public-shop';
import { type CheckoutValues, selectedPaymentMethod } from './checkout-rules';
import { CHOICE_ROW_CLASSES } from './touch-targets';

/** How the customer pays; with cash, 'Pagaré con' so the driver or the counter brings change. */
export function PaymentFields({ shop, form }: { shop: PublicShop; form: UseFormReturnType<CheckoutValues> }) {
  const method = selectedPaymentMethod(shop, form.values);
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
          description="Opcional: para llevarte el cambio."
          inputMode="decimal"
          leftSection="$"
          maxLength={10}
          {...form.getInputProps('customer_cash')}
        />
      )}
    </Stack>
  );
}
