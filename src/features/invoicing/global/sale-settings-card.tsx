import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import {
  GLOBAL_PERIODICITY_LABELS,
  type GlobalPeriodicity,
} from '../../../domain/invoicing/global-invoice-period';
import {
  SALE_INVOICING_MESSAGES,
  type SaleInvoicingSettings,
} from '../../../domain/invoicing/sale-invoicing-contract';
import { SELF_INVOICE_MAX_GRACE_DAYS } from '../../../domain/invoicing/self-invoice-window';
import { DetailSection } from '../../../ui/detail-section';
import { QueryLoadState } from '../../../ui/query-load-state';
import { useFormSave } from '../../../ui/use-form-save';
import { globalInvoicingApi } from './global-api';
import { saleSettingsKey, useSaleInvoicingSettings } from './global-queries';

/** The select's value for 'no automatic factura global' (the API's null). */
const NONE = 'none';

const PERIODICITY_OPTIONS = [
  { value: NONE, label: 'No emitir factura global' },
  ...Object.entries(GLOBAL_PERIODICITY_LABELS).map(([value, label]) => ({ value, label })),
];

interface SettingsValues {
  global_periodicity: string;
  self_invoice_grace_days: number | string;
}

const toValues = (settings: SaleInvoicingSettings): SettingsValues => ({
  global_periodicity: settings.global_periodicity ?? NONE,
  self_invoice_grace_days: settings.self_invoice_grace_days,
});

const isGraceDays = (value: number | string) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= SELF_INVOICE_MAX_GRACE_DAYS;

function SaleSettingsForm({ settings }: { settings: SaleInvoicingSettings }) {
  const queryClient = useQueryClient();
  const form = useForm<SettingsValues>({
    initialValues: toValues(settings),
    validate: {
      global_periodicity: (value) =>
        value === NONE || value in GLOBAL_PERIODICITY_LABELS ? null : SALE_INVOICING_MESSAGES.periodicity,
      self_invoice_grace_days: (value) => (isGraceDays(value) ? null : SALE_INVOICING_MESSAGES.graceDays),
    },
  });
  const { saving, submit } = useFormSave({
    form,
    save: (values: SettingsValues) =>
      globalInvoicingApi.saveSettings({
        global_periodicity:
          values.global_periodicity === NONE ? null : (values.global_periodicity as GlobalPeriodicity),
        self_invoice_grace_days: Number(values.self_invoice_grace_days),
      }),
    onSaved: (saved) => queryClient.setQueryData(saleSettingsKey, saved),
    saved: 'Configuración de facturación guardada.',
    failed: 'No se pudo guardar la configuración.',
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Periodicidad de la factura global"
            description="Cada cuánto se emite, con las ventas que nadie facturó."
            data={PERIODICITY_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('global_periodicity')}
          />
          <NumberInput
            label="Días para autofacturar después del mes de compra"
            description={`De 0 a ${SELF_INVOICE_MAX_GRACE_DAYS}; con 0, hasta el último día del mes.`}
            min={0}
            max={SELF_INVOICE_MAX_GRACE_DAYS}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('self_invoice_grace_days')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Facturación de ventas: the automatic factura global's periodicity and the self-invoice window. */
export function SaleSettingsCard() {
  const settings = useSaleInvoicingSettings();
  return (
    <DetailSection title="Facturación de ventas">
      <Text size="sm" c="dimmed">
        Tus clientes facturan sus compras desde el enlace de su ticket; lo que nadie facture entra en la
        factura global.
      </Text>
      <QueryLoadState query={settings} errorTitle="No se pudo cargar la configuración de facturación">
        {(data) => <SaleSettingsForm settings={data} />}
      </QueryLoadState>
    </DetailSection>
  );
}
