import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { globalInformationYears } from '../../../domain/invoicing/cfdi-rules';
import { INVOICE_TAXES } from '../../../domain/invoicing/invoice-taxes';
import { AmountLine, DetailSection } from '../../../ui/detail-section';
import { formatAmount } from '../invoice-format';
import { SAT_OPTIONS } from '../sat-options';
import { DocumentPicker } from './document-picker';
import {
  addDocument,
  type DocumentValues,
  emptyItem,
  type FormErrors,
  formTotals,
  type InvoiceFormValues,
  type ItemValues,
  itemLine,
} from './invoice-form-values';
import { ProductPicker } from './product-picker';

export interface SectionProps {
  values: InvoiceFormValues;
  errors: FormErrors;
  onChange: (values: InvoiceFormValues) => void;
  onError: (path: string, message: string | null) => void;
}

const TAX_OPTIONS = INVOICE_TAXES.map((tax) => ({ value: tax.id ?? 'none', label: tax.name }));

/** Datos fiscales del receptor: CFDI use (not for P) and tax regime. */
export function ReceiverFields({ values, errors, onChange }: SectionProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {values.type !== 'P' && (
        <Select
          label="Uso del CFDI"
          data={SAT_OPTIONS.usosCfdi}
          searchable
          value={values.cfdi_uso_cfdi}
          onChange={(value) => onChange({ ...values, cfdi_uso_cfdi: value })}
          error={errors.cfdi_uso_cfdi}
        />
      )}
      <Select
        label="Régimen fiscal"
        data={SAT_OPTIONS.regimenes}
        searchable
        value={values.cfdi_regimen_fiscal_receptor}
        onChange={(value) => onChange({ ...values, cfdi_regimen_fiscal_receptor: value })}
        error={errors.cfdi_regimen_fiscal_receptor}
      />
    </SimpleGrid>
  );
}

/** Información global: only for the generic RFCs (02 §2): periodicity, month(s), year. */
export function GlobalSection({ values, errors, onChange }: SectionProps) {
  const global = values.global;
  if (!global) return null;
  const years = globalInformationYears(new Date().getFullYear()).map((year) => ({
    value: String(year),
    label: String(year),
  }));
  return (
    <DetailSection title="Información global">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label="Periodicidad"
          data={SAT_OPTIONS.periodicidades}
          value={global.periodicidad}
          allowDeselect={false}
          onChange={(value) =>
            value &&
            onChange({ ...values, global: { ...global, periodicidad: value as typeof global.periodicidad } })
          }
        />
        <Select
          label="Meses"
          data={SAT_OPTIONS.meses}
          value={global.meses}
          allowDeselect={false}
          onChange={(value) => value && onChange({ ...values, global: { ...global, meses: value } })}
          error={errors['global.meses']}
        />
        <Select
          label="Año"
          data={years}
          value={String(global.ano)}
          allowDeselect={false}
          onChange={(value) => value && onChange({ ...values, global: { ...global, ano: Number(value) } })}
          error={errors['global.ano']}
        />
      </SimpleGrid>
    </DetailSection>
  );
}

function ItemRow({
  item,
  index,
  errors,
  onItem,
  onRemove,
}: {
  item: ItemValues;
  index: number;
  errors: FormErrors;
  onItem: (item: ItemValues) => void;
  onRemove: () => void;
}) {
  const line = itemLine(item);
  const path = (field: string) => errors[`items.${index}.${field}`];
  return (
    <Paper withBorder radius="md" p="sm" aria-label={`Concepto ${index + 1}`} component="fieldset">
      <Stack gap="xs">
        <Group align="flex-end" wrap="nowrap">
          <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
            <ProductPicker item={item} onItem={onItem} />
            <TextInput
              label="Concepto"
              value={item.name}
              onChange={(event) => onItem({ ...item, name: event.currentTarget.value })}
              error={path('name')}
            />
          </SimpleGrid>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Quitar concepto ${index + 1}`}
            onClick={onRemove}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <TextInput
            label="Cantidad"
            inputMode="decimal"
            value={item.quantity}
            onChange={(event) => onItem({ ...item, quantity: event.currentTarget.value })}
            error={path('quantity')}
          />
          <TextInput
            label="Precio unitario"
            inputMode="decimal"
            value={item.price_input}
            onChange={(event) => onItem({ ...item, price_input: event.currentTarget.value })}
            error={path('price_input')}
          />
          <TextInput
            label="Descuento"
            inputMode="decimal"
            value={item.discount}
            onChange={(event) => onItem({ ...item, discount: event.currentTarget.value })}
            error={path('discount')}
          />
          <Select
            label="Impuestos"
            data={TAX_OPTIONS}
            value={item.tax_id ?? 'none'}
            allowDeselect={false}
            onChange={(value) => onItem({ ...item, tax_id: value === 'none' ? null : value })}
          />
        </SimpleGrid>
        {item.clave_prod_serv && (
          <Text size="xs" c="dimmed">
            Clave SAT {item.clave_prod_serv} · Unidad {item.clave_unidad ?? ''}
          </Text>
        )}
        <Group justify="space-between">
          <Checkbox
            label="El precio incluye impuestos"
            checked={item.final_price}
            onChange={(event) => onItem({ ...item, final_price: event.currentTarget.checked })}
          />
          <Text size="sm">
            Importe {formatAmount(line.subtotal)} · Impuestos {formatAmount(line.tax)} ·{' '}
            <Text span fw={700}>
              Total {formatAmount(line.total)}
            </Text>
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Conceptos (I, E): each with its live amounts; 'Agregar concepto' adds one with a new key. */
export function ItemsSection({ values, errors, onChange }: SectionProps) {
  const setItems = (items: ItemValues[]) => onChange({ ...values, items });
  return (
    <DetailSection title="Conceptos">
      {values.items.map((item, index) => (
        <ItemRow
          key={item.key}
          item={item}
          index={index}
          errors={errors}
          onItem={(next) => setItems(values.items.map((current, at) => (at === index ? next : current)))}
          onRemove={() => setItems(values.items.filter((_, at) => at !== index))}
        />
      ))}
      {errors.items && (
        <Text c="red" size="sm">
          {errors.items}
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => setItems([...values.items, emptyItem()])}
        >
          Agregar concepto
        </Button>
      </Group>
    </DetailSection>
  );
}

function DocumentRows({
  documents,
  amounts,
  errors,
  onChange,
}: {
  documents: DocumentValues[];
  amounts: boolean;
  errors: FormErrors;
  onChange: (documents: DocumentValues[]) => void;
}) {
  return documents.map((document, index) => (
    <Group key={document.id} align="flex-end" wrap="nowrap">
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={700}>{document.number}</Text>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {document.cfdi_uuid}
        </Text>
      </Stack>
      {amounts && (
        <TextInput
          label={`Importe pagado de ${document.number}`}
          w={160}
          inputMode="decimal"
          value={document.imp_pagado}
          onChange={(event) => {
            const imp_pagado = event.currentTarget.value;
            onChange(documents.map((current, at) => (at === index ? { ...current, imp_pagado } : current)));
          }}
          error={errors[`doctos.${index}.imp_pagado`]}
        />
      )}
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label={`Quitar ${document.number}`}
        onClick={() => onChange(documents.filter((_, at) => at !== index))}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  ));
}

/** Facturas pagadas (P): the invoices this payment pays and how much of each. */
export function PaymentDocumentsSection({ values, errors, onChange, onError }: SectionProps) {
  return (
    <DetailSection title="Facturas pagadas">
      <DocumentPicker
        label="Agregar factura"
        type="I"
        contactId={values.contact?.id ?? null}
        error={errors.doctos ?? null}
        onPick={(document) => {
          const added = addDocument(values.doctos, document);
          if ('error' in added) onError('doctos', added.error);
          else {
            onError('doctos', null);
            onChange({ ...values, doctos: added.list });
          }
        }}
      />
      <DocumentRows
        documents={values.doctos}
        amounts
        errors={errors}
        onChange={(doctos) => onChange({ ...values, doctos })}
      />
    </DetailSection>
  );
}

/** CFDI relacionados: the relation type and the related documents of the same type. */
export function RelatedSection({ values, errors, onChange, onError }: SectionProps) {
  return (
    <DetailSection title="CFDI relacionados">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Tipo de relación"
          data={SAT_OPTIONS.tiposRelacion}
          value={values.tipo_relacion}
          allowDeselect={false}
          onChange={(value) => value && onChange({ ...values, tipo_relacion: value })}
        />
        <DocumentPicker
          label="Agregar CFDI relacionado"
          type={values.type}
          contactId={values.contact?.id ?? null}
          error={errors.related ?? null}
          onPick={(document) => {
            const added = addDocument(values.related, document);
            if ('error' in added) onError('related', added.error);
            else {
              onError('related', null);
              onChange({ ...values, related: added.list });
            }
          }}
        />
      </SimpleGrid>
      <DocumentRows
        documents={values.related}
        amounts={false}
        errors={errors}
        onChange={(related) => onChange({ ...values, related })}
      />
    </DetailSection>
  );
}

/** The live totals (02 §5 maths); a payment shows only its total. */
export function TotalsSection({ values }: { values: InvoiceFormValues }) {
  const totals = formTotals(values);
  return (
    <DetailSection title="Totales">
      <Stack gap={4} aria-live="polite">
        {values.type !== 'P' && (
          <>
            <AmountLine label="Subtotal" value={formatAmount(totals.subtotal)} />
            <AmountLine label="Descuento" value={formatAmount(totals.discount)} />
            <AmountLine label="Impuestos" value={formatAmount(totals.tax)} />
          </>
        )}
        <AmountLine label="Total" value={formatAmount(totals.total)} strong />
      </Stack>
    </DetailSection>
  );
}
