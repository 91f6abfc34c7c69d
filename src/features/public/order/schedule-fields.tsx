import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { PublicShop } from '../../../domain/contract/public-shop';
import { formatMinutes } from '../../../ui/report/report-format';
import { type CheckoutValues, scheduleDateRange } from './checkout-rules';
import { SEGMENT_CLASSES } from './touch-targets';

/** What 'Lo antes posible' means today: the shop's average preparation (and delivery) time. */
function asapEstimate(shop: PublicShop, values: CheckoutValues): string | null {
  const minutes =
    shop.processing_mins_avg + (values.delivery_type === 'delivery' ? shop.shipping_mins_avg : 0);
  if (minutes <= 0) return null;
  const verb = values.delivery_type === 'delivery' ? 'Llega' : 'Listo';
  return `${verb} en aproximadamente ${formatMinutes(minutes)}.`;
}

/** 'Lo antes posible' or 'Programar' a date and time (native inputs: light on phones). */
export function ScheduleFields({
  shop,
  form,
}: {
  shop: PublicShop;
  form: UseFormReturnType<CheckoutValues>;
}) {
  const range = scheduleDateRange(new Date(), shop.location.timezone);
  const later = form.values.when === 'later';
  const estimate = asapEstimate(shop, form.values);
  return (
    <Stack gap="sm">
      <SegmentedControl
        fullWidth
        size="md"
        classNames={SEGMENT_CLASSES}
        aria-label="Cuándo"
        data={[
          { value: 'asap', label: 'Lo antes posible' },
          { value: 'later', label: 'Programar' },
        ]}
        value={form.values.when}
        onChange={(value) => form.setFieldValue('when', value === 'later' ? 'later' : 'asap')}
      />
      {later ? (
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label="Fecha"
            withAsterisk
            min={range.min}
            max={range.max}
            {...form.getInputProps('date')}
          />
          <TextInput type="time" label="Hora" withAsterisk step={300} {...form.getInputProps('time')} />
        </Group>
      ) : (
        estimate && (
          <Text size="sm" c="dimmed">
            {estimate}
          </Text>
        )
      )}
    </Stack>
  );
}
