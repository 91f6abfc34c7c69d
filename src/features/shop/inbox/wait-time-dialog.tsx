import { Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ShopStatus, type ShopStatusBody, WAIT_MINS_MESSAGE } from '../../../domain/contract/shop';
import { applyFormErrors } from '../../../lib/api/form-errors';

interface WaitTimeValues {
  processing_mins_avg: number | string;
  shipping_mins_avg: number | string;
}

function waitMinsError(value: number | string): string | null {
  const ok =
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1440 && value % 5 === 0;
  return ok ? null : WAIT_MINS_MESSAGE;
}

interface WaitTimeDialogProps {
  status: ShopStatus;
  /**
   * Saves the minutes. The page hands in its own call: when this lazy chunk imported the API module
   * itself, the bundler split the API client out of the entry and the host stand's first load grew.
   */
  onSave: (body: ShopStatusBody) => Promise<void>;
  onClose: () => void;
}

/** The wait-time dialog (02 §2, §5): processing and shipping minutes, steps of 5, 0 to 1440. */
export default function WaitTimeDialog({ status, onSave, onClose }: WaitTimeDialogProps) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const form = useForm<WaitTimeValues>({
    initialValues: {
      processing_mins_avg: status.processing_mins_avg,
      shipping_mins_avg: status.shipping_mins_avg,
    },
    validate: { processing_mins_avg: waitMinsError, shipping_mins_avg: waitMinsError },
  });

  const submit = form.onSubmit((values) => {
    setSaving(true);
    onSave({
      processing_mins_avg: Number(values.processing_mins_avg),
      shipping_mins_avg: Number(values.shipping_mins_avg),
    })
      .then(() => {
        notifications.show({ color: 'teal', message: 'Los datos se guardaron correctamente.' });
        void queryClient.invalidateQueries({ queryKey: ['shop'] });
        onClose();
      })
      .catch((error: unknown) => {
        if (!applyFormErrors(form, error)) {
          notifications.show({
            color: 'red',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      })
      .finally(() => setSaving(false));
  });

  return (
    <Modal opened onClose={onClose} title="Tiempos de espera" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NumberInput
            label="Tiempo de preparación (minutos)"
            description="Cuánto tarda la cocina en tener listo un pedido."
            step={5}
            min={0}
            max={1440}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('processing_mins_avg')}
          />
          <NumberInput
            label="Tiempo de envío (minutos)"
            description="Cuánto tarda un pedido a domicilio en llegar."
            step={5}
            min={0}
            max={1440}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('shipping_mins_avg')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={saving}>
              Guardar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
