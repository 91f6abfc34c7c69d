import { Badge, Button, Group, Menu, Paper, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ProfileBlock } from '../../domain/contract/location-profile';
import { BLOCK_TYPE_VALUES, BLOCK_TYPES, canAddBlock } from '../../domain/rules/location-profile';
import { DeleteButton } from './delete-button';
import { newBlock, type ProfileForm } from './profile-form';

const BLOCKS = 'pages.0.blocks';

/** What the fixed-content kinds show, since they have nothing to fill in. */
const FIXED_HINTS = {
  hours: 'Muestra el horario regular de la ubicación.',
  location: 'Muestra la dirección, el mapa y el teléfono de la pestaña Información.',
} as const;

/** Tab 'Contenido': the page's blocks, in order; links, button and free text may repeat. */
export function ContentFields({ form, readOnly }: { form: ProfileForm; readOnly: boolean }) {
  const blocks = form.getValues().pages[0]?.blocks ?? [];
  return (
    <Stack gap="sm">
      {blocks.length === 0 && (
        <Text size="sm" c="dimmed">
          Tu página aún no tiene bloques. Agrega enlaces, un botón o un texto.
        </Text>
      )}
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id; rows are edited in place
        <BlockEditor key={index} form={form} block={block} path={`${BLOCKS}.${index}`} readOnly={readOnly} />
      ))}
      {!readOnly && (
        <Menu position="bottom-start">
          <Menu.Target>
            <Button variant="light" leftSection={<IconPlus size={16} />} w="fit-content">
              Agregar bloque
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {BLOCK_TYPE_VALUES.map((type) => (
              <Menu.Item
                key={type}
                disabled={!canAddBlock(blocks, type)}
                onClick={() => form.insertListItem(BLOCKS, newBlock(type, BLOCK_TYPES[type].title))}
              >
                {BLOCK_TYPES[type].title}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Stack>
  );
}

interface BlockEditorProps {
  form: ProfileForm;
  block: ProfileBlock;
  path: string;
  readOnly: boolean;
}

function BlockEditor({ form, block, path, readOnly }: BlockEditorProps) {
  const index = Number(path.split('.').at(-1));
  const kind = BLOCK_TYPES[block.type].title;
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Badge variant="light">{kind}</Badge>
          <Group gap="xs" wrap="nowrap">
            <Switch
              label="Visible"
              disabled={readOnly}
              {...form.getInputProps(`${path}.enabled`, { type: 'checkbox' })}
            />
            <Switch
              label="Abierto"
              disabled={readOnly}
              checked={block.expanded !== false}
              onChange={(event) => form.setFieldValue(`${path}.expanded`, event.currentTarget.checked)}
            />
            {!readOnly && (
              <DeleteButton
                what={`el bloque «${block.title || kind}»`}
                onConfirm={() => form.removeListItem(BLOCKS, index)}
              />
            )}
          </Group>
        </Group>
        {form.errors[`${path}.type`] && (
          <Text size="xs" c="red" role="alert">
            {form.errors[`${path}.type`]}
          </Text>
        )}
        <TextInput label="Título" readOnly={readOnly} {...form.getInputProps(`${path}.title`)} />
        {block.type === 'links' && <LinksEditor form={form} path={path} block={block} readOnly={readOnly} />}
        {block.type === 'button' && (
          <Group grow align="flex-start">
            <TextInput label="Texto del botón" readOnly={readOnly} {...form.getInputProps(`${path}.text`)} />
            <TextInput
              label="Enlace"
              placeholder="https://"
              readOnly={readOnly}
              {...form.getInputProps(`${path}.url`)}
            />
          </Group>
        )}
        {block.type === 'free_text' && (
          <Textarea label="Texto" rows={4} readOnly={readOnly} {...form.getInputProps(`${path}.content`)} />
        )}
        {(block.type === 'hours' || block.type === 'location') && (
          <Text size="sm" c="dimmed">
            {FIXED_HINTS[block.type]}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

interface LinksEditorProps {
  form: ProfileForm;
  path: string;
  block: Extract<ProfileBlock, { type: 'links' }>;
  readOnly: boolean;
}

function LinksEditor({ form, path, block, readOnly }: LinksEditorProps) {
  return (
    <Stack gap="xs" pl="sm">
      {block.links.map((link, index) => {
        const linkPath = `${path}.links.${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: links have no id; rows are edited in place
          <Paper key={index} withBorder radius="sm" p="xs" bg="var(--mantine-color-gray-0)">
            <Stack gap={6}>
              <Group grow align="flex-start">
                <TextInput label="Título" readOnly={readOnly} {...form.getInputProps(`${linkPath}.title`)} />
                <TextInput
                  label="Subtítulo"
                  readOnly={readOnly}
                  {...form.getInputProps(`${linkPath}.subtitle`)}
                />
              </Group>
              <TextInput
                label="Enlace"
                placeholder="https://"
                readOnly={readOnly}
                {...form.getInputProps(`${linkPath}.url`)}
              />
              <Group justify="space-between">
                <Switch
                  label="Visible"
                  disabled={readOnly}
                  {...form.getInputProps(`${linkPath}.enabled`, { type: 'checkbox' })}
                />
                {!readOnly && (
                  <DeleteButton
                    what={`el enlace «${link.title || link.url}»`}
                    onConfirm={() => form.removeListItem(`${path}.links`, index)}
                  />
                )}
              </Group>
            </Stack>
          </Paper>
        );
      })}
      {!readOnly && (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() =>
            form.insertListItem(`${path}.links`, { title: '', subtitle: '', url: '', enabled: true })
          }
        >
          Agregar enlace
        </Button>
      )}
    </Stack>
  );
}
