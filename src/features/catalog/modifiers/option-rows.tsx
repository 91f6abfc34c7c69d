import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { stripPriceText } from '../../../domain/rules/catalog-inputs';
import { RemoveRowButton } from '../shared/remove-row-button';
import { RowSheetHeader } from '../shared/row-sheet-header';
import { emptyOption, type ModifierFormValues } from './modifier-form-values';

/** 'Opciones': a sheet of rows (name, price); rows left without a name are not saved. */
export function OptionRows({
  form,
  readOnly,
}: {
  form: UseFormReturnType<ModifierFormValues>;
  readOnly: boolean;
}) {
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Opciones
      </Text>
      <Text size="xs" c="dimmed">
        Las filas sin nombre no se guardan.
      </Text>
      <RowSheetHeader name="Opción" price="Precio" removable={!readOnly} />
      {form.values.options.map((option, index) => {
        const price = form.getInputProps(`options.${index}.price`);
        return (
          <Group key={option.key} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              style={{ flex: 2 }}
              aria-label={`Opción ${index + 1}`}
              placeholder="Ej. Queso extra"
              readOnly={readOnly}
              {...form.getInputProps(`options.${index}.name`)}
            />
            <TextInput
              style={{ flex: 1 }}
              aria-label={`Precio de la opción ${index + 1}`}
              placeholder="0"
              leftSection="$"
              inputMode="decimal"
              readOnly={readOnly}
              {...price}
              onChange={(event) => price.onChange(stripPriceText(event.currentTarget.value))}
            />
            {!readOnly && (
              <RemoveRowButton
                label={`Quitar la opción ${index + 1}`}
                noun="la opción"
                rowName={option.name.trim() || null}
                hasData={option.name.trim() !== '' || String(option.price).trim() !== ''}
                onRemove={() => form.removeListItem('options', index)}
              />
            )}
          </Group>
        );
      })}
      {!readOnly && (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('options', emptyOption())}
          style={{ alignSelf: 'flex-start' }}
        >
          Agregar opción
        </Button>
      )}
    </Stack>
  );
}
