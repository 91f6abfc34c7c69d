import { NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Category } from '../../../domain/contract/catalog-category';
import { CATALOG_LIMITS, CATALOG_MESSAGES as M } from '../../../domain/contract/catalog-values';
import { catalogApi } from '../api/catalog-api';
import { useCatalogSave } from '../api/catalog-queries';
import { FormActions } from '../shared/form-actions';
import { savedAndClose, showSaveError } from '../shared/save-feedback';
import { StatusSwitch } from '../shared/status-switch';

interface CategoryFormValues {
  name: string;
  sort_order: number | string;
  status: Category['status'];
}

/** 02 §5: name up to 100, order 0 to 255. */
export function categoryFormErrors(values: CategoryFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = values.name.trim();
  if (name === '') errors.name = M.categoryNameRequired;
  else if (name.length > CATALOG_LIMITS.nameMax) errors.name = M.nameMax;
  const order = Number(values.sort_order === '' ? 0 : values.sort_order);
  if (!Number.isInteger(order) || order < 0 || order > CATALOG_LIMITS.sortOrderMax)
    errors.sort_order = M.sortOrder;
  return errors;
}

type CategorySave = {
  id: number | null;
  body: { name: string; sort_order: number; status: Category['status'] };
};
const saveCategory = ({ id, body }: CategorySave) =>
  id === null ? catalogApi.createCategory(body) : catalogApi.patchCategory(id, body);

/** The category dialog's form. */
export function CategoryForm({
  category,
  canWrite,
  onClose,
}: {
  category: Category | null;
  canWrite: boolean;
  onClose: () => void;
}) {
  const form = useForm<CategoryFormValues>({
    initialValues: {
      name: category?.name ?? '',
      sort_order: category?.sort_order ?? 0,
      status: category?.status ?? 'active',
    },
    validate: categoryFormErrors,
  });
  const save = useCatalogSave(saveCategory);
  const readOnly = !canWrite;
  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        id: category?.id ?? null,
        body: { name: values.name.trim(), sort_order: Number(values.sort_order || 0), status: values.status },
      },
      { onSuccess: () => savedAndClose(onClose), onError: (error) => showSaveError(form, error) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Nombre" required readOnly={readOnly} {...form.getInputProps('name')} />
        <NumberInput
          label="Orden"
          description="Las categorías se muestran de menor a mayor (0 a 255)."
          min={0}
          max={CATALOG_LIMITS.sortOrderMax}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          readOnly={readOnly}
          {...form.getInputProps('sort_order')}
        />
        <StatusSwitch
          value={form.values.status}
          onChange={(status) => form.setFieldValue('status', status)}
          disabled={readOnly}
          description="Una categoría inactiva no aparece en tu menú en línea."
        />
        <FormActions readOnly={readOnly} saving={save.isPending} dirty={form.isDirty()} onClose={onClose} />
      </Stack>
    </form>
  );
}
