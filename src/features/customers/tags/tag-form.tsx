import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ContactTag } from '../../../domain/contract/contacts';
import { tagNameError } from '../../../domain/rules/contact-fields';
import { FormActions } from '../../catalog/shared/form-actions';
import { savedAndClose, showSaveError } from '../../catalog/shared/save-feedback';
import { customersApi } from '../api/customers-api';
import { useCustomersSave } from '../api/customers-queries';

type TagSave = { id: number | null; name: string };
const saveTag = ({ id, name }: TagSave) =>
  id === null ? customersApi.createTag(name) : customersApi.patchTag(id, name);

/** The 'Nuevo grupo' / 'Editar grupo' dialog's form. */
export function TagForm({
  tag,
  canWrite,
  onClose,
}: {
  tag: ContactTag | null;
  canWrite: boolean;
  onClose: () => void;
}) {
  const form = useForm({
    initialValues: { name: tag?.name ?? '' },
    validate: { name: tagNameError },
  });
  const save = useCustomersSave(saveTag);
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: tag?.id ?? null, name: values.name.trim() },
      { onSuccess: () => savedAndClose(onClose), onError: (error) => showSaveError(form, error) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Nombre"
          required
          readOnly={!canWrite}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <FormActions readOnly={!canWrite} saving={save.isPending} dirty={form.isDirty()} onClose={onClose} />
      </Stack>
    </form>
  );
}
