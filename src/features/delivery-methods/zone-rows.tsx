import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ZONES_PATH } from '../../domain/contract/delivery-method';
import { canDeleteZone, zoneRanges } from '../../domain/rules/delivery-zones';
import { MoneyInput } from '../../ui/money-input';
import { type DeliveryMethodFormValues, withNextZone, zoneNumbers } from './delivery-method-form-values';

const cell = { flex: 1, minWidth: 0 };

/**
 * The distance zones (02 §5): 'Desde' is the previous zone's 'Hasta' (read-only, the first 0);
 * 'Agregar zona' adds one 1 km further with the last fee; the last zone cannot be deleted.
 */
export function ZoneRows({ form }: { form: UseFormReturnType<DeliveryMethodFormValues> }) {
  const zones = form.values.delivery_cost_config.distance.zones;
  const ranges = zoneRanges(zoneNumbers(zones));
  const zonesError = form.errors[ZONES_PATH];
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Zonas de entrega
      </Text>
      <Group gap="xs" wrap="nowrap" aria-hidden>
        {['Desde (km)', 'Hasta (km)', 'Costo'].map((title) => (
          <Text key={title} size="sm" fw={600} style={cell}>
            {title}
          </Text>
        ))}
        <span style={{ width: 34 }} />
      </Group>
      {zones.map((zone, index) => {
        const number = index + 1;
        return (
          <Group key={zone.key} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              style={cell}
              aria-label={`Desde (km) de la zona ${number}`}
              value={String(ranges[index]?.from ?? 0)}
              readOnly
              variant="filled"
            />
            <NumberInput
              style={cell}
              aria-label={`Hasta (km) de la zona ${number}`}
              min={0}
              decimalScale={1}
              allowNegative={false}
              clampBehavior="none"
              hideControls
              inputMode="decimal"
              {...form.getInputProps(`${ZONES_PATH}.${index}.km`)}
            />
            <MoneyInput
              style={cell}
              aria-label={`Costo de la zona ${number}`}
              {...form.getInputProps(`${ZONES_PATH}.${index}.fee`)}
            />
            <ActionIcon
              size="lg"
              variant="subtle"
              color="red"
              aria-label={`Quitar la zona ${number}`}
              disabled={!canDeleteZone(zones)}
              onClick={() => form.removeListItem(`${ZONES_PATH}`, index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        );
      })}
      {zonesError && (
        <Text size="sm" c="red">
          {zonesError}
        </Text>
      )}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => form.setFieldValue(ZONES_PATH, withNextZone(zones))}
        style={{ alignSelf: 'flex-start' }}
      >
        Agregar zona
      </Button>
    </Stack>
  );
}
