import type { UseFormReturnType } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { PRODUCT_IMAGE_MESSAGES } from '../../../domain/rules/product-image';
import { SquareImagePicker } from '../../../ui/square-image-picker';
import type { ProductFormValues } from './product-form-values';

/** The product's picture (02 §2): square, cropped at the centre, 500 to 1200 px; removable. */
export function ProductImagePicker({
  form,
  readOnly,
}: {
  form: UseFormReturnType<ProductFormValues>;
  readOnly: boolean;
}) {
  const { image, image_url, name } = form.getValues();
  return (
    <SquareImagePicker
      label="Imagen"
      noun="imagen"
      alt={name.trim() ? `Imagen de ${name.trim()}` : 'Imagen del producto'}
      shown={image ?? image_url}
      placeholder={<IconPhoto size={28} aria-hidden />}
      messages={PRODUCT_IMAGE_MESSAGES}
      readOnly={readOnly}
      error={form.errors.image}
      onChosen={(dataUrl) => form.setFieldValue('image', dataUrl)}
      onError={(message) => form.setFieldError('image', message)}
      onRemove={() => form.setValues({ image: null, image_url: null })}
    />
  );
}
