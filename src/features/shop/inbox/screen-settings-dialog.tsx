import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AgeThresholds } from './order-age';
import { DEFAULT_AGE_THRESHOLDS } from './order-age';
import { MAX_THRESHOLD_MINS } from './screen-settings';

interface ScreenSettingsDialogProps {
  thresholds: AgeThresholds;
  onSave: (thresholds: AgeThresholds) => void;
  onClose: () => void;
}

const RANGE_MESSAGE = `Ingresa un número entero de minutos entre 1 y ${MAX_THRESHOLD_MINS}.`;

function minutesError(value: number | string): string | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_THRESHOLD_MINS
    ? null
    : RANGE_MESSAGE;
}

/**
 * 'Ajustes de la pantalla': when a received order's card turns warning and late. Saved in this
 * browser only, so each kitchen screen can have its own.
 */
export default function ScreenSettingsDialog({ thresholds, onSave, onClose }: ScreenSettingsDialogProps) {
  const form = useForm<{ warningMins: number | string; lateMins: number | string }>({
    initialValues: thresholds,
    validate: {
      warningMins: minutesError,
      lateMins: (value, values) =>
        minutesError(value) ??
        (Number(value) > Number(values.warningMins) ? null : 'Debe ser mayor que los minutos del aviso.'),
    },
  });
  const submit = form.onSubmit((values) => {
    onSave({ warningMins: Number(values.warningMins), lateMins: Number(values.lateMins) });
    onClose();
  });

  return (
    <Modal opened onClose={onClose} title="Ajustes de la pantalla" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Colores de los pedidos recibidos según los minutos que llevan esperando. Se guardan solo en esta
            pantalla.
          </Text>
          <NumberInput
            label="Aviso (amarillo) a los minutos"
            min={1}
            max={MAX_THRESHOLD_MINS}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('warningMins')}
          />
          <NumberInput
            label="Retraso (rojo) a los minutos"
            min={1}
            max={MAX_THRESHOLD_MINS}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('lateMins')}
          />
          <Group justify="space-between" gap="sm">
            <Button variant="subtle" onClick={() => form.setValues(DEFAULT_AGE_THRESHOLDS)}>
              Restablecer (5 y 8)
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancelar
              </Button>
              <Button type="submit">Guardar</Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
