import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LOGO_MAX_PX, LOGO_MIN_PX } from '../../domain/rules/location-profile-image';
import { logoFromFile } from './logo-image';
import type { ProfileForm } from './profile-form';

/** The logo: chosen from a file, cropped square and scaled before it is sent; removable. */
export function LogoPicker({ form, readOnly }: { form: ProfileForm; readOnly: boolean }) {
  const [busy, setBusy] = useState(false);
  const { profile_image, image_url, name } = form.getValues();
  const shown = profile_image ?? image_url;
  const error = form.errors.profile_image;

  async function choose(file: File | null) {
    if (!file) return;
    setBusy(true);
    try {
      const result = await logoFromFile(file);
      if ('error' in result) form.setFieldError('profile_image', result.error);
      else form.setFieldValue('profile_image', result.dataUrl);
    } catch (failure) {
      form.setFieldError('profile_image', (failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Logo
      </Text>
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={shown} size={72} radius="md" alt={shown ? 'Logo del negocio' : undefined}>
          {name.charAt(0)}
        </Avatar>
        {!readOnly && (
          <Group gap="xs">
            <FileButton onChange={(file) => void choose(file)} accept="image/png,image/jpeg,image/webp">
              {(props) => (
                <Button variant="default" loading={busy} {...props}>
                  {shown ? 'Cambiar logo' : 'Subir logo'}
                </Button>
              )}
            </FileButton>
            {shown && (
              <Button
                variant="subtle"
                color="red"
                onClick={() => {
                  form.setFieldValue('profile_image', null);
                  form.setFieldValue('image_url', null);
                }}
              >
                Quitar
              </Button>
            )}
          </Group>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        Imagen cuadrada de {LOGO_MIN_PX}x{LOGO_MIN_PX} a {LOGO_MAX_PX}x{LOGO_MAX_PX} px; se recorta al centro.
      </Text>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
