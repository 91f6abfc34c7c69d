import { Group, MultiSelect, NumberInput, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Product } from '../../../domain/contract/catalog-product';
import { CATALOG_LIMITS } from '../../../domain/contract/catalog-values';
import { catalogApi } from '../api/catalog-api';
import { useAllCategories, useAllModifiers, useCatalogSave } from '../api/catalog-queries';
import { FormActions } from '../shared/form-actions';
import { savedAndClose, showSaveError } from '../shared/save-feedback';
import { StatusSwitch } from '../shared/status-switch';
import { PriceAndTaxFields } from '../shared/tax-fields';
import {
  keysForCategory,
  type ProductFormValues,
  type ProductImageChange,
  productFormBody,
  productFormErrors,
  productFormValues,
  productImageChange,
} from './product-form-values';
import { ProductImagePicker } from './product-image-picker';
import { SatKeyFields } from './sat-key-fields';
import { VariantRows } from './variant-rows';

interface ProductFormProps {
  locationId: number | null;
  /** null: a new product. */
  product: Product | null;
  canWrite: boolean;
  onClose: () => void;
}

type ProductSave = { id: number | null; body: ReturnType<typeof productFormBody>; image: ProductImageChange };

/** The product was saved but its new picture was refused: why, in Spanish. */
export const imageNotSavedMessage = (reason: string) =>
  `El producto se guardó, pero su imagen no: ${reason.replace(/\.?$/, '.')} Ábrelo de nuevo para subirla.`;

/**
 * The product, then its picture when one was chosen or removed. The product is saved first (a new
 * one needs its id), so a refused picture leaves it saved without one: the answer says why, and the
 * drawer closes rather than let a second 'Guardar' create the product twice.
 */
async function saveProduct({ id, body, image }: ProductSave): Promise<{ imageError: string | null }> {
  const saved =
    id === null
      ? await catalogApi.createProduct({ ...body, type: 'physical' })
      : await catalogApi.patchProduct(id, body);
  if (image.kind === 'upload') {
    try {
      await catalogApi.putProductImage(saved.id, image.dataUrl);
    } catch (error) {
      return { imageError: error instanceof Error ? error.message : String(error) };
    }
  }
  if (image.kind === 'remove') await catalogApi.deleteProductImage(saved.id);
  return { imageError: null };
}

/** The product drawer's form (02 §5 Products): price, stock, variants, modifiers, status. */
export function ProductForm({ locationId, product, canWrite, onClose }: ProductFormProps) {
  const form = useForm<ProductFormValues>({
    initialValues: productFormValues(product),
    validate: productFormErrors,
  });
  const categories = useAllCategories(locationId).data ?? [];
  const modifiers = useAllModifiers(locationId).data ?? [];
  const save = useCatalogSave(saveProduct);
  const readOnly = !canWrite;
  const categoryChoices = categories.map((category) => ({
    value: String(category.id),
    label: category.name,
  }));
  const categoryName = (id: string | null) =>
    categoryChoices.find((choice) => choice.value === id)?.label ?? null;

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: product?.id ?? null, body: productFormBody(values), image: productImageChange(values, product) },
      {
        onSuccess: ({ imageError }) => {
          if (imageError === null) return savedAndClose(onClose);
          notifications.show({
            color: 'orange',
            autoClose: false,
            message: imageNotSavedMessage(imageError),
          });
          onClose();
        },
        onError: (error) => showSaveError(form, error),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Nombre"
          required
          readOnly={readOnly}
          maxLength={CATALOG_LIMITS.nameMax}
          {...form.getInputProps('name')}
        />
        <ProductImagePicker form={form} readOnly={readOnly} />
        <Textarea
          label="Descripción"
          rows={2}
          readOnly={readOnly}
          maxLength={CATALOG_LIMITS.descriptionMax}
          {...form.getInputProps('description')}
        />
        <PriceAndTaxFields form={form} readOnly={readOnly} />
        <Group grow align="flex-start">
          <Select
            label="Categoría"
            placeholder="Sin categoría"
            clearable
            readOnly={readOnly}
            data={categoryChoices}
            {...form.getInputProps('category_id')}
            onChange={(next) => {
              const keys = keysForCategory(
                form.values,
                categoryName(form.values.category_id),
                categoryName(next),
              );
              form.setValues({ category_id: next, ...keys });
            }}
          />
        </Group>
        <SatKeyFields form={form} readOnly={readOnly} />
        <TextInput
          label="SKU"
          readOnly={readOnly}
          maxLength={CATALOG_LIMITS.skuMax}
          {...form.getInputProps('sku')}
        />
        <Group align="flex-end">
          <Switch
            label="Controlar existencia"
            description={form.values.stock_enabled ? undefined : 'Ilimitado'}
            size="md"
            disabled={readOnly}
            {...form.getInputProps('stock_enabled', { type: 'checkbox' })}
          />
          {form.values.stock_enabled && (
            <NumberInput
              label="Existencia"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              readOnly={readOnly}
              {...form.getInputProps('stock_quantity')}
            />
          )}
        </Group>
        <VariantRows form={form} readOnly={readOnly} />
        <MultiSelect
          label="Modificadores"
          placeholder={modifiers.length === 0 ? 'Aún no hay modificadores' : 'Elige los que ofrece'}
          readOnly={readOnly}
          searchable
          data={modifiers.map((modifier) => ({ value: String(modifier.id), label: modifier.name }))}
          {...form.getInputProps('modifiers')}
        />
        <StatusSwitch
          value={form.values.status}
          onChange={(status) => form.setFieldValue('status', status)}
          disabled={readOnly}
          description="Un producto inactivo no aparece en tu menú en línea."
        />
        <FormActions readOnly={readOnly} saving={save.isPending} dirty={form.isDirty()} onClose={onClose} />
      </Stack>
    </form>
  );
}
