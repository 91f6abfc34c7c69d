import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { MoneyInput } from '../../../ui/money-input';
import { RemoveRowButton } from '../shared/remove-row-button';
import { RowSheetHeader } from '../shared/row-sheet-header';
import { emptyVariant, type ProductFormValues } from './product-form-values';

interface VariantRowsProps {
  form: UseFormReturnType<ProductFormValues>;
  readOnly: boolean;
}

/** 'Variantes' (size, flavour): each needs a name and a price, which replaces the product's. */
export function VariantRows({ form, readOnly }: VariantRowsProps) {
  const { variants } = form.values;
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Variantes
      </Text>
      {variants.length === 0 && (
        <Text size="sm" c="dimmed">
          Sin variantes: se vende al precio del producto.
        </Text>
      )}
      {variants.length > 0 && <RowSheetHeader name="Variante" price="Precio" removable={!readOnly} />}
      {variants.map((variant, index) => (
        <Group key={variant.key} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 2 }}
            aria-label={`Nombre de la variante ${index + 1}`}
            placeholder="Ej. Grande"
            readOnly={readOnly}
            {...form.getInputProps(`variants.${index}.name`)}
          />
          <MoneyInput
            style={{ flex: 1 }}
            aria-label={`Precio de la variante ${index + 1}`}
            readOnly={readOnly}
            {...form.getInputProps(`variants.${index}.price`)}
          />
          {!readOnly && (
            <RemoveRowButton
              label={`Quitar la variante ${index + 1}`}
              noun="la variante"
              rowName={variant.name.trim() || null}
              hasData={variant.name.trim() !== '' || String(variant.price).trim() !== ''}
              onRemove={() => form.removeListItem('variants', index)}
            />
          )}
        </Group>
      ))}
      {!readOnly && (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('variants', emptyVariant())}
          style={{ alignSelf: 'flex-start' }}
        >
          Agregar variante
        </Button>
      )}
    </Stack>
  );
}
