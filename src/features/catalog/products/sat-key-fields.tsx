import { type ComboboxItem, type ComboboxParsedItem, Group, type OptionsFilter, Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  SAT_PRODUCT_CATALOG,
  SAT_UNIT_CATALOG,
  type SatCatalogEntry,
  satEntryLabel,
  searchSatCatalog,
} from '../../../domain/rules/sat-catalogs';
import type { ProductFormValues } from './product-form-values';

/** The catalogue as choices; a stored key the catalogue lacks is kept so that it still shows. */
function choices(catalog: readonly SatCatalogEntry[], current: string): ComboboxItem[] {
  const items = catalog.map((entry) => ({ value: entry.code, label: satEntryLabel(entry) }));
  return current === '' || catalog.some((entry) => entry.code === current)
    ? items
    : [{ value: current, label: current }, ...items];
}

/** Typing part of the code or of the description (accents and case aside) narrows the list. */
const filterBy =
  (catalog: readonly SatCatalogEntry[]): OptionsFilter =>
  ({ options, search }) => {
    const found = new Set(searchSatCatalog(catalog, search).map((entry) => entry.code));
    return (options as ComboboxItem[]).filter((option) => found.has(option.value)) as ComboboxParsedItem[];
  };

/** What invoicing needs of the product: SAT product/service key and unit key (proposed from the category). */
export function SatKeyFields({
  form,
  readOnly,
}: {
  form: UseFormReturnType<ProductFormValues>;
  readOnly: boolean;
}) {
  const { sat_product_key: productKey, sat_unit_key: unitKey } = form.values;
  return (
    <Group grow align="flex-start">
      <Select
        label="Clave SAT de producto o servicio"
        description="Se propone según la categoría. Escribe parte de la clave o de la descripción."
        searchable
        clearable
        nothingFoundMessage="Ninguna clave coincide."
        readOnly={readOnly}
        data={choices(SAT_PRODUCT_CATALOG, productKey)}
        filter={filterBy(SAT_PRODUCT_CATALOG)}
        {...form.getInputProps('sat_product_key')}
        value={productKey === '' ? null : productKey}
        onChange={(value) => form.setFieldValue('sat_product_key', value ?? '')}
      />
      <Select
        label="Clave SAT de unidad"
        description="Por ejemplo E48 (servicio) o H87 (pieza)."
        searchable
        clearable
        nothingFoundMessage="Ninguna unidad coincide."
        readOnly={readOnly}
        data={choices(SAT_UNIT_CATALOG, unitKey)}
        filter={filterBy(SAT_UNIT_CATALOG)}
        {...form.getInputProps('sat_unit_key')}
        value={unitKey === '' ? null : unitKey}
        onChange={(value) => form.setFieldValue('sat_unit_key', value ?? '')}
      />
    </Group>
  );
}
