import type { Modifier, ModifierCreateInput } from '../../../domain/contract/catalog-modifier';
import { CATALOG_LIMITS, CATALOG_MESSAGES as M } from '../../../domain/contract/catalog-values';
import { namedRows, optionPrice } from '../../../domain/rules/catalog-inputs';
import { newRowKey } from '../products/product-form-values';

export interface OptionRow {
  key: string;
  id?: number;
  name: string;
  /** As typed, non-digits already stripped. */
  price: string;
  active: boolean;
}

export interface ModifierFormValues {
  name: string;
  code: string;
  min_options: number | string;
  max_options: number | string;
  options: OptionRow[];
}

export const emptyOption = (): OptionRow => ({ key: newRowKey(), name: '', price: '', active: true });

/** A new modifier's sheet starts with 3 empty rows (02 §9). */
export function modifierFormValues(modifier: Modifier | null): ModifierFormValues {
  return {
    name: modifier?.name ?? '',
    code: modifier?.code ?? '',
    min_options: modifier?.min_options ?? 0,
    max_options: modifier?.max_options || '',
    options: modifier
      ? modifier.options.map((option) => ({
          ...option,
          key: `opcion-${option.id}`,
          price: String(option.price),
        }))
      : Array.from({ length: CATALOG_LIMITS.modifierStartRows }, emptyOption),
  };
}

/** 02 §5: name up to 200, code up to 100, min ≥ 0, max 0/empty (no limit) or ≥ min. */
export function modifierFormErrors(values: ModifierFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = values.name.trim();
  if (name === '') errors.name = M.modifierNameRequired;
  else if (name.length > CATALOG_LIMITS.modifierNameMax) errors.name = M.modifierNameMax;
  if (values.code.trim().length > CATALOG_LIMITS.modifierCodeMax) errors.code = M.codeMax;
  const min = Number(values.min_options === '' ? 0 : values.min_options);
  const max = Number(values.max_options === '' ? 0 : values.max_options);
  if (!Number.isInteger(min) || min < 0) errors.min_options = M.minOptions;
  else if (max !== 0 && max < min) errors.max_options = M.maxBelowMin;
  values.options.forEach((option, index) => {
    if (option.name.trim() !== '' && Number.isNaN(optionPrice(option.price))) {
      errors[`options.${index}.price`] = M.optionPrice;
    }
  });
  return errors;
}

/** What is sent: rows without a name are dropped; an empty max means no limit. */
export function modifierFormBody(values: ModifierFormValues) {
  return {
    name: values.name.trim(),
    code: values.code.trim(),
    min_options: Number(values.min_options || 0),
    max_options: values.max_options === '' ? null : Number(values.max_options),
    options: namedRows(values.options).map((option) => ({
      ...(option.id !== undefined ? { id: option.id } : {}),
      name: option.name.trim(),
      price: optionPrice(option.price),
      active: option.active,
    })),
  } satisfies ModifierCreateInput;
}
