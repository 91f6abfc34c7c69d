import { Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  SOCIAL_LINK_TYPE_VALUES,
  SOCIAL_LINK_TYPES,
  type SocialLinkType,
} from '../../domain/rules/location-profile';
import { DeleteButton } from './delete-button';
import type { ProfileForm } from './profile-form';

const TYPE_OPTIONS = SOCIAL_LINK_TYPE_VALUES.map((type) => ({
  value: type,
  label: SOCIAL_LINK_TYPES[type].title,
}));

const PLACEHOLDERS: Record<SocialLinkType, string> = {
  whatsapp: '55 1234 5678',
  instagram: 'https://instagram.com/tu_negocio',
  facebook: 'https://facebook.com/tu_negocio',
  tiktok: 'https://tiktok.com/@tu_negocio',
  x: 'https://x.com/tu_negocio',
  youtube: 'https://youtube.com/@tu_negocio',
  website: 'https://tu-negocio.mx',
  email: 'hola@tu-negocio.mx',
};

/** Tab 'Enlaces': the social links, one per network (02 §5), each on or off. */
export function SocialLinksFields({ form, readOnly }: { form: ProfileForm; readOnly: boolean }) {
  const links = form.getValues().social_links;
  const unused = SOCIAL_LINK_TYPE_VALUES.find((type) => !links.some((link) => link.type === type));
  return (
    <Stack gap="sm">
      {links.length === 0 && (
        <Text size="sm" c="dimmed">
          Agrega tus redes sociales, tu sitio web o tu WhatsApp.
        </Text>
      )}
      {links.map((link, index) => {
        const title = SOCIAL_LINK_TYPES[link.type].title;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: social links have no id; rows are edited in place
          <Paper key={index} withBorder radius="md" p="sm">
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                <Select
                  label="Red"
                  data={TYPE_OPTIONS}
                  allowDeselect={false}
                  readOnly={readOnly}
                  {...form.getInputProps(`social_links.${index}.type`)}
                />
                <TextInput
                  label="Enlace o dato"
                  placeholder={PLACEHOLDERS[link.type]}
                  readOnly={readOnly}
                  {...form.getInputProps(`social_links.${index}.value`)}
                />
              </SimpleGrid>
              <Group justify="space-between">
                <Switch
                  label="Visible"
                  disabled={readOnly}
                  {...form.getInputProps(`social_links.${index}.enabled`, { type: 'checkbox' })}
                />
                {!readOnly && (
                  <DeleteButton
                    what={`el enlace de ${title}`}
                    onConfirm={() => form.removeListItem('social_links', index)}
                  />
                )}
              </Group>
            </Stack>
          </Paper>
        );
      })}
      {!readOnly && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              form.insertListItem('social_links', { type: unused ?? 'website', value: '', enabled: true })
            }
          >
            Agregar red social
          </Button>
        </Group>
      )}
    </Stack>
  );
}
