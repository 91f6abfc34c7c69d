import { Button, Flex, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useFormSave } from '../../../ui/use-form-save';
import { type InvoiceContactOption, invoiceApi } from '../invoice-api';
import { SAT_OPTIONS } from '../sat-options';
import {
  type ContactFormValues,
  contactCfdiBody,
  contactFormErrors,
  contactFormValues,
} from './contact-values';

const BUTTON_WIDTH = { base: '100%', xs: 'auto' };

/**
 * 'Nuevo cliente' or 'Datos fiscales del cliente' without leaving the invoice: a new customer is
 * created (POST /v1/contact/contact) and then gets its CFDI data (PUT …/cfdi); if that second
 * call is refused, the created id is kept so that saving again does not create it twice.
 */
export function ContactDialog({
  contact,
  onClose,
  onSaved,
}: {
  /** Null: a new customer. */
  contact: InvoiceContactOption | null;
  onClose: () => void;
  onSaved: (contact: InvoiceContactOption) => void;
}) {
  const [createdId, setCreatedId] = useState<number | null>(contact?.id ?? null);
  const form = useForm<ContactFormValues>({
    initialValues: contactFormValues(contact),
    validate: (values) => contactFormErrors(values),
  });
  const { saving, submit } = useFormSave({
    form,
    save: async (values: ContactFormValues) => {
      const id = createdId ?? (await invoiceApi.createContact(values.name.trim())).id;
      setCreatedId(id);
      return invoiceApi.saveContactCfdi(id, contactCfdiBody(values));
    },
    onSaved,
    saved: 'Cliente guardado.',
    failed: 'No se pudo guardar el cliente.',
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={contact ? 'Datos fiscales del cliente' : 'Nuevo cliente'}
      centered
      size="lg"
    >
      {/* No <form>: the dialog is rendered inside the invoice's form, and forms do not nest. */}
      <Stack gap="md">
        {!contact && <TextInput label="Nombre del cliente" {...form.getInputProps('name')} />}
        <TextInput
          label="Razón social"
          description="Tal como aparece en la constancia de situación fiscal."
          {...form.getInputProps('cfdi_nombre')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="RFC" maxLength={13} {...form.getInputProps('cfdi_rfc')} />
          <TextInput
            label="Código postal"
            inputMode="numeric"
            maxLength={5}
            {...form.getInputProps('cfdi_codigo_postal')}
          />
        </SimpleGrid>
        <Select
          label="Régimen fiscal"
          data={SAT_OPTIONS.regimenes}
          searchable
          {...form.getInputProps('cfdi_regimen_fiscal')}
        />
        <Select
          label="Uso del CFDI"
          data={SAT_OPTIONS.usosCfdi}
          searchable
          {...form.getInputProps('cfdi_uso_cfdi')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Forma de pago habitual"
            data={SAT_OPTIONS.formasPago}
            searchable
            clearable
            {...form.getInputProps('cfdi_forma_pago')}
          />
          <TextInput label="Cuenta" maxLength={50} {...form.getInputProps('cfdi_numero_cuenta')} />
        </SimpleGrid>
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" w={BUTTON_WIDTH} onClick={onClose}>
            Cerrar
          </Button>
          <Button
            w={BUTTON_WIDTH}
            loading={saving}
            onClick={() => form.onSubmit((values) => void submit(values))()}
          >
            Guardar cliente
          </Button>
        </Flex>
      </Stack>
    </Modal>
  );
}
