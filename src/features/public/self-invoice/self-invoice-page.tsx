import { Alert, Divider, Stack, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import {
  type SelfInvoicePage as Page,
  SELF_INVOICE_PAGE_MESSAGES,
} from '../../../domain/invoicing/self-invoice-contract';
import { PublicLayout } from '../public-layout';
import { PublicQueryGate } from '../public-load-state';
import { formatSpanishDay } from './self-invoice-date';
import { SelfInvoiceForm } from './self-invoice-form';
import { SelfInvoiceDone, SelfInvoiceIssuing } from './self-invoice-outcome';
import { SelfInvoicePurchase } from './self-invoice-purchase';
import { useSelfInvoicePage } from './self-invoice-queries';
import { initialValues, type SelfInvoiceValues } from './self-invoice-values';

function SelfInvoiceState({ code, page }: { code: string; page: Page }) {
  // The data last sent outlives the form: a failed stamp brings it back filled as it was.
  const [sent, setSent] = useState<SelfInvoiceValues | null>(null);
  switch (page.state) {
    case 'available':
      return (
        <Stack gap="sm">
          {page.failure && (
            <Alert color="red" title="No se pudo timbrar tu factura" role="alert">
              {page.failure}
            </Alert>
          )}
          <Text size="sm">Puedes facturar esta compra hasta el {formatSpanishDay(page.deadline)}.</Text>
          <SelfInvoiceForm
            code={code}
            values={sent ?? initialValues(page.remembered)}
            asksFormaPago={page.asks_forma_pago}
            onSent={setSent}
          />
        </Stack>
      );
    case 'issuing':
      return <SelfInvoiceIssuing />;
    case 'invoiced':
      return <SelfInvoiceDone invoice={page.invoice} message={page.message} />;
    default:
      return <Alert color={page.state === 'pending' ? 'blue' : 'gray'}>{page.message}</Alert>;
  }
}

/** Facturar mi compra (/facturar/{code}): the purchase, then the form or where its invoice stands. */
export default function SelfInvoicePage() {
  const { code = '' } = useParams({ strict: false }) as { code?: string };
  return (
    <PublicQueryGate
      query={useSelfInvoicePage(code)}
      notFound={{
        title: SELF_INVOICE_PAGE_MESSAGES.notFound,
        hint: 'Si el problema sigue, pide tu factura directamente al negocio.',
      }}
      failedTitle="No se pudo cargar tu compra"
    >
      {(page) => (
        <PublicLayout businessName={page.business_name}>
          <Stack gap="md">
            <Title order={2} size="h4">
              Facturar mi compra
            </Title>
            <SelfInvoicePurchase page={page} />
            <Divider />
            <SelfInvoiceState code={code} page={page} />
          </Stack>
        </PublicLayout>
      )}
    </PublicQueryGate>
  );
}
