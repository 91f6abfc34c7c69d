import { Badge } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { TipoComprobante } from '../../../domain/invoicing/cfdi-rules';
import { CatalogList } from '../../catalog/shared/catalog-list';
import { SearchOnEnter } from '../../customers/contacts/search-on-enter';
import type { InvoiceListItem } from '../invoice-api';
import { formatAmount, formatInvoiceDate } from '../invoice-format';
import { useInvoicePage } from '../invoice-queries';
import { InvoicingTabs } from '../invoicing-tabs';

interface ListCopy {
  tab: 'invoicing-invoice-list-i' | 'invoicing-invoice-list-p' | 'invoicing-invoice-list-e';
  title: string;
  search: string;
  create: string;
  noun: readonly [string, string];
  empty: string;
}

const COPY: Record<TipoComprobante, ListCopy> = {
  I: {
    tab: 'invoicing-invoice-list-i',
    title: 'Facturas',
    search: 'Buscar facturas...',
    create: 'Crear factura',
    noun: ['factura', 'facturas'],
    empty: 'Aún no hay facturas.',
  },
  P: {
    tab: 'invoicing-invoice-list-p',
    title: 'Pagos',
    search: 'Buscar pagos...',
    create: 'Crear pago',
    noun: ['pago', 'pagos'],
    empty: 'Aún no hay pagos.',
  },
  E: {
    tab: 'invoicing-invoice-list-e',
    title: 'Notas de crédito',
    search: 'Buscar notas de crédito...',
    create: 'Crear nota',
    noun: ['nota de crédito', 'notas de crédito'],
    empty: 'Aún no hay notas de crédito.',
  },
};

/** The customer as a list shows it: its CFDI name, else its contact name. */
const customerOf = (invoice: InvoiceListItem) => invoice.contact_cfdi_nombre || invoice.contact_name || '—';

/**
 * A list of one document type (02 §2 Invoicing): Folio, Cliente, Fecha, Total, Estatus, Timbrado
 * (and Pagado for invoices); 20 a page, newest first; searched on Enter, the clear button or the icon.
 */
function InvoiceListPage({ type }: { type: TipoComprobante }) {
  const copy = COPY[type];
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const invoices = useInvoicePage(type, text, page);
  const search = (value: string) => {
    setText(value);
    setPage(1);
  };
  const columns = ['Cliente', 'Fecha', 'Total', 'Estatus', 'Timbrado', ...(type === 'I' ? ['Pagado'] : [])];
  return (
    <CatalogList
      tabs={<InvoicingTabs active={copy.tab} />}
      header={
        <SearchOnEnter
          title={copy.title}
          label={copy.search}
          fetching={invoices.isFetching}
          onSearch={search}
          clearable
        />
      }
      title={copy.title}
      searchLabel={copy.search}
      search={{ value: text, onChange: search, text, page, setPage }}
      query={invoices}
      firstColumn="Folio"
      columns={columns}
      rows={(items) =>
        items.map((invoice) => ({
          key: invoice.id,
          title: invoice.number || `#${invoice.id}`,
          cells: [
            customerOf(invoice),
            formatInvoiceDate(invoice.date),
            formatAmount(invoice.total),
            invoice.state_name,
            invoice.cfdi_stamp_state_name ? (
              <Badge key="stamp" variant="light" color={invoice.cfdi_uuid ? 'green' : 'gray'}>
                {invoice.cfdi_stamp_state_name}
              </Badge>
            ) : (
              'No timbrado'
            ),
            ...(type === 'I' ? [formatAmount(invoice.total_payment)] : []),
          ],
          onOpen: () => void navigate({ to: '/invoicing/invoice/$id', params: { id: String(invoice.id) } }),
        }))
      }
      create={{
        label: copy.create,
        onClick: () =>
          void navigate({ to: '/invoicing/invoice/create/$type', params: { type: type.toLowerCase() } }),
      }}
      noun={copy.noun}
      empty={{
        icon: <IconFileInvoice size={32} />,
        title: copy.empty,
        description: 'Se crean con el botón de arriba y se timbran desde su detalle.',
      }}
    />
  );
}

export const InvoiceListIPage = () => <InvoiceListPage type="I" />;
export const InvoiceListPPage = () => <InvoiceListPage type="P" />;
export const InvoiceListEPage = () => <InvoiceListPage type="E" />;
