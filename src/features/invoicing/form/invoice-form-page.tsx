import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import type { TipoComprobante } from '../../../domain/invoicing/cfdi-rules';
import { DetailSection } from '../../../ui/detail-section';
import { FIX_ERRORS } from '../../../ui/form-save';
import { NotFoundPage } from '../../../ui/not-found-page';
import { PageHeader } from '../../../ui/page-header';
import { QueryLoadState } from '../../../ui/query-load-state';
import { useFormSave } from '../../../ui/use-form-save';
import { invoiceApi } from '../invoice-api';
import { INVOICE_TYPES } from '../invoice-format';
import { invoicingKey, useInvoicingRefresh } from '../invoice-queries';
import { SAT_OPTIONS } from '../sat-options';
import { ContactPicker } from './contact-picker';
import {
  GlobalSection,
  ItemsSection,
  PaymentDocumentsSection,
  ReceiverFields,
  RelatedSection,
  TotalsSection,
} from './invoice-form-sections';
import {
  COPY_SUFFIX,
  type FormErrors,
  type InvoiceFormValues,
  invoiceFormErrors,
  invoicePayload,
  invoiceValues,
  newInvoiceValues,
  withContact,
  withForm,
  withMethod,
} from './invoice-form-values';

type Mode = 'create' | 'edit' | 'copy';

const SUBMIT_LABELS: Record<Mode, string> = {
  create: 'Guardar',
  edit: 'Guardar cambios',
  copy: 'Guardar copia',
};

const typeOf = (param: string | undefined): TipoComprobante | null =>
  param === 'i' || param === 'p' || param === 'e' ? (param.toUpperCase() as TipoComprobante) : null;

/** The form's title (02 §2): the short type title and number, ' (Copia)' for a copy. */
export function invoiceFormTitle(values: InvoiceFormValues, mode: Mode): string {
  const base = [INVOICE_TYPES[values.type].title, mode === 'copy' ? '' : values.number]
    .filter(Boolean)
    .join(' ');
  return mode === 'copy' ? `${base} ${values.number}${COPY_SUFFIX}` : base;
}

function InvoiceForm({ initial, mode, id }: { initial: InvoiceFormValues; mode: Mode; id: number | null }) {
  const navigate = useNavigate();
  const refresh = useInvoicingRefresh();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const isPayment = values.type === 'P';
  const setError = (path: string, message: string | null) =>
    setErrors((current) => {
      const { [path]: _, ...rest } = current;
      return message ? { ...rest, [path]: message } : rest;
    });
  const { saving, submit } = useFormSave({
    form: { setFieldError: setError },
    save: (body: ReturnType<typeof invoicePayload>) =>
      mode === 'edit' && id !== null ? invoiceApi.update(id, body) : invoiceApi.create(body),
    onSaved: async (saved) => {
      await refresh();
      // The form is done: Back from the detail goes to where the form was opened from.
      void navigate({ to: '/invoicing/invoice/$id', params: { id: String(saved.id) }, replace: true });
    },
    saved: 'Comprobante guardado.',
    failed: 'No se pudo guardar.',
    fieldsNotice: FIX_ERRORS,
  });
  const save = () => {
    const found = invoiceFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) void submit(invoicePayload(values));
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="md">
        <PageHeader title={invoiceFormTitle(values, mode)} />
        <DetailSection title="Datos principales">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Fecha de emisión"
              type="datetime-local"
              value={values.date}
              onChange={(event) => setValues({ ...values, date: event.currentTarget.value })}
              error={errors.date}
            />
            <Select
              label="Moneda"
              data={SAT_OPTIONS.monedas}
              value={values.currency_code}
              allowDeselect={false}
              onChange={(value) => value && setValues({ ...values, currency_code: value })}
            />
            <TextInput
              label="Tipo de cambio"
              inputMode="decimal"
              value={values.exchange_rate}
              onChange={(event) => setValues({ ...values, exchange_rate: event.currentTarget.value })}
              error={errors.exchange_rate}
            />
          </SimpleGrid>
        </DetailSection>
        <DetailSection title="Receptor">
          <ContactPicker
            value={values.contact}
            error={errors.contact ?? errors.contact_id ?? null}
            onChange={(contact) => setValues(withContact(values, contact))}
          />
          <ReceiverFields values={values} errors={errors} onChange={setValues} onError={setError} />
        </DetailSection>
        <GlobalSection values={values} errors={errors} onChange={setValues} onError={setError} />
        <DetailSection title="Pago">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Método de pago"
              data={SAT_OPTIONS.metodosPago}
              value={values.cfdi_metodo_pago}
              allowDeselect={false}
              onChange={(value) => value && setValues(withMethod(values, value as 'PUE' | 'PPD'))}
            />
            <Select
              label="Forma de pago"
              data={SAT_OPTIONS.formasPago}
              searchable
              value={values.cfdi_forma_pago}
              onChange={(value) => setValues(withForm(values, value))}
              error={errors.cfdi_forma_pago}
            />
            {isPayment && (
              <>
                <TextInput
                  label="Fecha de pago"
                  type="datetime-local"
                  value={values.fecha_pago}
                  onChange={(event) => setValues({ ...values, fecha_pago: event.currentTarget.value })}
                />
                <TextInput
                  label="Cuenta beneficiaria"
                  value={values.cta_beneficiario}
                  maxLength={50}
                  onChange={(event) => setValues({ ...values, cta_beneficiario: event.currentTarget.value })}
                />
              </>
            )}
          </SimpleGrid>
        </DetailSection>
        {isPayment ? (
          <PaymentDocumentsSection values={values} errors={errors} onChange={setValues} onError={setError} />
        ) : (
          <ItemsSection values={values} errors={errors} onChange={setValues} onError={setError} />
        )}
        <RelatedSection values={values} errors={errors} onChange={setValues} onError={setError} />
        <TotalsSection values={values} />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {SUBMIT_LABELS[mode]}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** invoicing-invoice-create (type i, p or e). */
export function InvoiceCreatePage() {
  const { type } = useParams({ strict: false }) as { type?: string };
  const tipo = typeOf(type);
  if (!tipo) return <NotFoundPage />;
  return <InvoiceForm key={tipo} initial={newInvoiceValues(tipo)} mode="create" id={null} />;
}

function SavedInvoiceForm({ mode }: { mode: 'edit' | 'copy' }) {
  const { id } = useParams({ strict: false }) as { id: string };
  const query = useQuery({
    queryKey: invoicingKey('for', mode, Number(id)),
    queryFn: ({ signal }) => invoiceApi.forForm(id, mode, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <QueryLoadState query={query} errorTitle="No se pudo cargar el comprobante">
      {(invoice) => <InvoiceForm initial={invoiceValues(invoice, mode)} mode={mode} id={invoice.id} />}
    </QueryLoadState>
  );
}

/** invoicing-invoice-edit. */
export const InvoiceEditPage = () => <SavedInvoiceForm mode="edit" />;
/** invoicing-invoice-copy. */
export const InvoiceCopyPage = () => <SavedInvoiceForm mode="copy" />;
