import { Group, NumberInput, Radio, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReceptionChannelChoice, ShopSettingsFormValues } from './shop-settings-form';

const CHANNELS: { value: ReceptionChannelChoice; label: string; hint: string }[] = [
  { value: 'none', label: 'Sin recepción', hint: 'La página de pedidos no recibe pedidos.' },
  { value: 'managed', label: 'Mostrador', hint: 'Los pedidos llegan a la pantalla de Pedidos de Mostrador.' },
  {
    value: 'whatsapp',
    label: 'WhatsApp',
    hint: 'Los pedidos llegan a Mostrador y cada pedido nuevo también al número de WhatsApp que indiques; los avisos a los clientes van por WhatsApp.',
  },
];

type Form = UseFormReturnType<ShopSettingsFormValues>;

/** Where orders go (02 §3 "Shop configuration"): none, Mostrador, or WhatsApp with its number. */
export function ReceptionChannelFields({ form }: { form: Form }) {
  const channel = form.getValues().order_reception_channel;
  const phoneError = form.errors['order_reception_config.phone'] ?? form.errors.order_reception_config;
  return (
    <Stack gap="sm">
      <Radio.Group label="Canal de recepción de pedidos" {...form.getInputProps('order_reception_channel')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="xs">
          {CHANNELS.map((option) => (
            <Radio.Card key={option.value} value={option.value} aria-label={option.label} radius="md" p="sm">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <Stack gap={2}>
                  <Text fw={600}>{option.label}</Text>
                  <Text size="sm" c="dimmed">
                    {option.hint}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {channel === 'whatsapp' && (
        <TextInput
          label="Número de WhatsApp"
          description="10 dígitos, o con lada internacional (+52...)."
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          size="lg"
          {...form.getInputProps('order_reception_config.phone')}
          error={phoneError}
        />
      )}
    </Stack>
  );
}

/** Pickup and delivery, their average minutes (steps of 5, 0 to 1440) and the customers' messages. */
export function ShopOperationFields({ form }: { form: Form }) {
  const minutes = { min: 0, max: 1440, step: 5, suffix: ' min', size: 'lg', allowDecimal: false } as const;
  return (
    <Stack gap="md">
      <Switch
        size="lg"
        label="Pedidos para recoger"
        description="Los clientes pasan por su pedido al negocio."
        {...form.getInputProps('pickup_enabled', { type: 'checkbox' })}
      />
      <Switch
        size="lg"
        label="Pedidos a domicilio"
        description="El negocio lleva el pedido a la dirección del cliente."
        {...form.getInputProps('delivery_enabled', { type: 'checkbox' })}
      />
      <NumberInput
        label="Tiempo promedio de preparación"
        description="Minutos desde que se confirma el pedido hasta que está listo."
        {...minutes}
        {...form.getInputProps('processing_mins_avg')}
      />
      <NumberInput
        label="Tiempo promedio de envío"
        description="Minutos del negocio a la dirección del cliente."
        {...minutes}
        {...form.getInputProps('shipping_mins_avg')}
      />
      <Switch
        size="lg"
        label="Notificar a los clientes"
        description="Envía un mensaje al cliente cuando su pedido se confirma o cambia de estado."
        {...form.getInputProps('notifications_enabled', { type: 'checkbox' })}
      />
    </Stack>
  );
}
