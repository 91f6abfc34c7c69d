import { MultiSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Contact, ContactCreateInput } from '../../../domain/contract/contacts';
import {
  contactEmail,
  contactNameError,
  contactPhone,
  CONTACT_MESSAGES as M,
} from '../../../domain/rules/contact-fields';
import { FormActions } from '../../catalog/shared/form-actions';
import { savedAndClose, showSaveError } from '../../catalog/shared/save-feedback';
import { StatusSwitch } from '../../catalog/shared/status-switch';
import { customersApi } from '../api/customers-api';
import { useAllTags, useCustomersSave } from '../api/customers-queries';

export interface ContactFormValues {
  name: string;
  phone: string;
  email: string;
  email_extra: string;
  status: Contact['status'];
  tags: string[];
}

/** 01 §5.3: name required up to 100; phone and e-mails optional but valid when typed. */
export function contactFormErrors(values: ContactFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = contactNameError(values.name);
  if (name) errors.name = name;
  if (values.phone.trim() !== '' && contactPhone(values.phone) === null) errors.phone = M.phone;
  if (values.email.trim() !== '' && contactEmail(values.email) === null) errors.email = M.email;
  if (values.email_extra.trim() !== '' && contactEmail(values.email_extra) === null)
    errors.email_extra = M.email;
  return errors;
}

/** The body of the save: empty e-mails and phone are sent as null (01 §5.3). */
export function contactBody(values: ContactFormValues): ContactCreateInput {
  const orNull = (text: string) => text.trim() || null;
  return {
    name: values.name.trim(),
    phone: orNull(values.phone),
    email: orNull(values.email),
    email_extra: orNull(values.email_extra),
    status: values.status,
    tags: values.tags.map(Number),
  };
}

type ContactSave = { id: number | null; body: ContactCreateInput };
const saveContact = ({ id, body }: ContactSave) =>
  id === null ? customersApi.createContact(body) : customersApi.patchContact(id, body);

/** The contact dialog's 'Información' tab. */
export function ContactForm({
  contact,
  locationId,
  canWrite,
  onClose,
}: {
  contact: Contact | null;
  locationId: number | null;
  canWrite: boolean;
  onClose: () => void;
}) {
  const form = useForm<ContactFormValues>({
    initialValues: {
      name: contact?.name ?? '',
      phone: contact?.phone ?? '',
      email: contact?.email ?? '',
      email_extra: contact?.email_extra ?? '',
      status: contact?.status ?? 'active',
      tags: contact?.tags.map((tag) => String(tag.id)) ?? [],
    },
    validate: contactFormErrors,
  });
  const tags = useAllTags(locationId);
  const save = useCustomersSave(saveContact);
  const readOnly = !canWrite;
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: contact?.id ?? null, body: contactBody(values) },
      { onSuccess: () => savedAndClose(onClose), onError: (error) => showSaveError(form, error) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Nombre" required readOnly={readOnly} {...form.getInputProps('name')} />
        <TextInput
          label="WhatsApp"
          description="10 dígitos, o con + y la lada del país."
          inputMode="tel"
          readOnly={readOnly}
          {...form.getInputProps('phone')}
        />
        <TextInput
          label="Correo electrónico"
          type="email"
          readOnly={readOnly}
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Correo electrónico adicional"
          type="email"
          readOnly={readOnly}
          {...form.getInputProps('email_extra')}
        />
        <MultiSelect
          label="Grupos"
          placeholder={form.values.tags.length === 0 ? 'Sin grupos' : undefined}
          data={(tags.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }))}
          searchable
          nothingFoundMessage="Sin resultados"
          readOnly={readOnly}
          {...form.getInputProps('tags')}
        />
        <StatusSwitch
          value={form.values.status}
          onChange={(status) => form.setFieldValue('status', status)}
          disabled={readOnly}
          description="Un cliente inactivo no aparece al buscar clientes en la lista de espera."
        />
        <FormActions readOnly={readOnly} saving={save.isPending} dirty={form.isDirty()} onClose={onClose} />
      </Stack>
    </form>
  );
}
