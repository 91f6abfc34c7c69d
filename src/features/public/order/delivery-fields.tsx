import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCurrentLocation, IconMapPinCheck } from '@tabler/icons-react';
import { useCallback } from 'react';
import type { PublicShop } from '../../../domain/contract/public-shop';
import type { Coordinates } from '../../../domain/rules/delivery-distance';
import { formatMoney } from '../../../lib/format';
import { type CheckoutValues, selectedDeliveryMethod } from './checkout-rules';
import type { ShippingPreview, ShopDeliveryMethod } from './order-totals';
import { CHOICE_ROW_CLASSES } from './touch-targets';
import { useCurrentPosition } from './use-current-position';

function methodFeeText(method: ShopDeliveryMethod): string {
  if (method.delivery_cost_type === 'all') {
    return method.flat_fee_amount > 0 ? `Envío ${formatMoney(method.flat_fee_amount)}` : 'Envío gratis';
  }
  return 'Envío según la distancia';
}

/** The zones of a distance method: 'Hasta 3 km: $25.00 · Hasta 6 km: $40.00'. */
function zonesText(method: ShopDeliveryMethod): string {
  return [...method.zones]
    .sort((a, b) => a.km - b.km)
    .map((zone) => `Hasta ${zone.km} km: ${formatMoney(zone.fee)}`)
    .join(' · ');
}

function ShippingNote({
  method,
  shipping,
}: {
  method: ShopDeliveryMethod;
  shipping: ShippingPreview | null;
}) {
  const free = method.free_from_amount !== null && (
    <Text size="sm" c="dimmed">
      Envío gratis desde {formatMoney(method.free_from_amount)}.
    </Text>
  );
  if (method.delivery_cost_type === 'all') return free || null;
  return (
    <Stack gap={2}>
      {shipping?.kind === 'fee' && (
        <Text size="sm" fw={600}>
          Envío a tu ubicación: {formatMoney(shipping.amount)}
        </Text>
      )}
      {shipping?.kind === 'outside-zone' && (
        <Text size="sm" c="red">
          Tu ubicación está fuera de la zona de entrega.
        </Text>
      )}
      {method.zones.length > 0 && (
        <Text size="sm" c="dimmed">
          {zonesText(method)}
        </Text>
      )}
      {free}
    </Stack>
  );
}

interface DeliveryFieldsProps {
  shop: PublicShop;
  form: UseFormReturnType<CheckoutValues>;
  shipping: ShippingPreview | null;
}

/** A delivery's method, address (street and number, reference) and, for distance fees, the location. */
export function DeliveryFields({ shop, form, shipping }: DeliveryFieldsProps) {
  const method = selectedDeliveryMethod(shop, form.values);
  const setPosition = useCallback(
    ({ latitude, longitude }: Coordinates) => form.setValues({ latitude, longitude }),
    [form.setValues],
  );
  const position = useCurrentPosition(setPosition);
  const located = form.values.latitude !== null;

  return (
    <Stack gap="sm">
      {shop.delivery_methods.length > 1 && (
        <Radio.Group label="Método de entrega" withAsterisk {...form.getInputProps('delivery_method_id')}>
          <Stack gap={0} mt={4}>
            {shop.delivery_methods.map((item) => (
              <Radio
                key={item.id}
                value={String(item.id)}
                label={item.name}
                description={methodFeeText(item)}
                classNames={CHOICE_ROW_CLASSES}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <TextInput
        label="Calle y número"
        withAsterisk
        autoComplete="street-address"
        maxLength={300}
        {...form.getInputProps('address')}
      />
      <TextInput
        label="Referencias"
        placeholder="Entre calles, color de la casa…"
        maxLength={300}
        {...form.getInputProps('reference')}
      />
      {method?.delivery_cost_type === 'distance' && (
        <Stack gap={4}>
          <Group gap="sm">
            <Button
              variant={located ? 'light' : 'filled'}
              color={located ? 'teal' : undefined}
              leftSection={located ? <IconMapPinCheck size={18} /> : <IconCurrentLocation size={18} />}
              loading={position.locating}
              onClick={position.locate}
              h={44}
            >
              {located ? 'Ubicación compartida' : 'Usar mi ubicación'}
            </Button>
          </Group>
          {position.error && (
            <Alert color="orange" variant="light">
              {position.error}
            </Alert>
          )}
        </Stack>
      )}
      {method && <ShippingNote method={method} shipping={shipping} />}
    </Stack>
  );
}
