import { Stack, Title } from '@mantine/core';
import { AreaGate } from '../../../app/guard/area-gate';
import { PageHeader } from '../../../ui/page-header';
import { InvoicingTabs } from '../invoicing-tabs';
import { GlobalRunsTable } from './global-runs-table';
import { SaleSettingsCard } from './sale-settings-card';

/**
 * Factura global (invoicing-global): how the business invoices its sales (the automatic global's
 * periodicity, the customers' self-invoice window) and the record of every global issued. Only the
 * owner (super-admin): another role opening the address gets 'Sin acceso' instead of the server's 403.
 */
export function GlobalInvoicingPage() {
  return (
    <AreaGate area="invoicing" title="Factura global" what="la facturación">
      <Stack gap="md">
        <InvoicingTabs active="invoicing-global" />
        <PageHeader title="Factura global" />
        <SaleSettingsCard />
        <Title order={2} size="h4">
          Facturas globales emitidas
        </Title>
        <GlobalRunsTable />
      </Stack>
    </AreaGate>
  );
}
