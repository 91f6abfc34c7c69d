import { LOGO_MESSAGES } from '../../domain/rules/location-profile-image';
import { SquareImagePicker } from '../../ui/square-image-picker';
import type { ProfileForm } from './profile-form';

/** The logo: chosen from a file, cropped square and scaled before it is sent; removable. */
export function LogoPicker({ form, readOnly }: { form: ProfileForm; readOnly: boolean }) {
  const { profile_image, image_url, name } = form.getValues();
  return (
    <SquareImagePicker
      label="Logo"
      noun="logo"
      alt="Logo del negocio"
      shown={profile_image ?? image_url}
      placeholder={name.charAt(0)}
      messages={LOGO_MESSAGES}
      readOnly={readOnly}
      error={form.errors.profile_image}
      onChosen={(dataUrl) => form.setFieldValue('profile_image', dataUrl)}
      onError={(message) => form.setFieldError('profile_image', message)}
      onRemove={() => {
        form.setFieldValue('profile_image', null);
        form.setFieldValue('image_url', null);
      }}
    />
  );
}
