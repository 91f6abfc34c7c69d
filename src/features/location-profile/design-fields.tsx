import { ColorInput, SimpleGrid } from '@mantine/core';
import { DESIGN_KEYS, type ProfileDesign } from '../../domain/rules/location-profile';
import type { ProfileForm } from './profile-form';

const LABELS: Record<keyof ProfileDesign, string> = {
  bg_color: 'Fondo (arriba)',
  bg_color2: 'Fondo (abajo)',
  text_color: 'Texto',
  card_bg_color: 'Fondo de las tarjetas',
  card_text_color: 'Texto de las tarjetas',
  btn_bg_color: 'Botones',
  btn_text_color: 'Texto de los botones',
};

/** Tab 'Diseño': the public page's colours. */
export function DesignFields({ form, readOnly }: { form: ProfileForm; readOnly: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {DESIGN_KEYS.map((key) => (
        <ColorInput
          key={key}
          label={LABELS[key]}
          format="hex"
          readOnly={readOnly}
          withEyeDropper={false}
          {...form.getInputProps(`design.${key}`)}
        />
      ))}
    </SimpleGrid>
  );
}
