import { Stack } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { DetailLoadState } from '../../../ui/detail-load-state';
import { NotFoundPage } from '../../../ui/not-found-page';
import { PageHeader } from '../../../ui/page-header';
import { INVOICE_TYPES } from '../invoice-format';
import { useInvoice, useInvoicingRefresh } from '../invoice-queries';
import { CancelDialog } from './cancel-dialog';
import {
  CustomerSection,
  GeneralSection,
  ItemsSection,
  LinkedSections,
  PaymentSection,
  StampSection,
  TotalsSection,
} from './invoice-sections';
import { type InvoiceDialog, InvoiceToolbar } from './invoice-toolbar';
import { EmailDialog, WhatsappDialog } from './send-dialogs';
import { StampDialog } from './stamp-dialog';

/** An invoice, payment or credit note (invoicing-invoice-item, 02 §2): its toolbar, sections and dialogs. */
export function InvoiceItemPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const query = useInvoice(Number(id));
  const refresh = useInvoicingRefresh();
  const [dialog, setDialog] = useState<InvoiceDialog>(null);
  const invoice = query.data;
  if (!invoice) {
    return (
      <DetailLoadState
        title="No se pudo cargar el comprobante"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        notFound={<NotFoundPage />}
      />
    );
  }
  const type = invoice.cfdi.tipo_comprobante;
  const close = () => setDialog(null);
  const done = () => void refresh();
  return (
    <Stack gap="md">
      <InvoiceToolbar invoice={invoice} onDialog={setDialog} />
      <PageHeader title={`${INVOICE_TYPES[type].title} ${invoice.number}`} />
      <GeneralSection invoice={invoice} />
      <CustomerSection invoice={invoice} />
      <PaymentSection invoice={invoice} />
      {type !== 'P' && <ItemsSection invoice={invoice} />}
      <TotalsSection invoice={invoice} />
      <LinkedSections invoice={invoice} />
      <StampSection invoice={invoice} />
      <StampDialog invoice={invoice} opened={dialog === 'stamp'} onClose={close} onDone={done} />
      <CancelDialog invoice={invoice} opened={dialog === 'cancel'} onClose={close} onDone={done} />
      {dialog === 'email' && <EmailDialog invoice={invoice} opened onClose={close} />}
      {dialog === 'whatsapp' && <WhatsappDialog invoice={invoice} opened onClose={close} />}
    </Stack>
  );
}
