import type { CatalogStatus } from '../../../domain/contract/catalog-fields';
import type { Product, ProductPatchInput } from '../../../domain/contract/catalog-product';
import { CATALOG_LIMITS, CATALOG_MESSAGES as M } from '../../../domain/contract/catalog-values';
import { moneyAmount, readMoney } from '../../../domain/rules/money-input';
import type { IvaKind } from '../../../domain/rules/product-taxes';
import { isSatProductKey, isSatUnitKey } from '../../../domain/rules/sat-catalogs';
import { proposedSatKeys } from '../../../domain/rules/sat-keys';
import { taxFormBody, taxFormErrors, taxFormValues } from '../shared/tax-values';

export interface VariantRow {
  /** A stable React key for rows not saved yet. */
  key: string;
  id?: number;
  name: string;
  price: number | string;
  active: boolean;
}

/** The product drawer's values: money boxes hold what NumberInput gives ('' while empty). */
export interface ProductFormValues {
  name: string;
  description: string;
  category_id: string | null;
  sku: string;
  price: number | string;
  stock_enabled: boolean;
  stock_quantity: number | string;
  variants: VariantRow[];
  modifiers: string[];
  status: CatalogStatus;
  sat_product_key: string;
  sat_unit_key: string;
  tax_iva: IvaKind;
  ieps_percent: number | string;
  /** The saved picture's address; null once removed on this form. */
  image_url: string | null;
  /** A picture chosen on this form (cropped and scaled), as a data address; null: none chosen. */
  image: string | null;
}

let rowSequence = 0;
export const newRowKey = () => `fila-${++rowSequence}`;

export const emptyVariant = (): VariantRow => ({ key: newRowKey(), name: '', price: '', active: true });

/** A new product starts with the keys proposed for prepared food; saved products keep theirs. */
export function productFormValues(product: Product | null): ProductFormValues {
  const proposal = proposedSatKeys(null);
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    category_id: product?.category_id != null ? String(product.category_id) : null,
    sku: product?.sku ?? '',
    price: product?.price ?? '',
    stock_enabled: product?.stock_enabled ?? false,
    stock_quantity: product?.stock_quantity ?? '',
    variants: (product?.variants ?? []).map((variant) => ({ ...variant, key: `variante-${variant.id}` })),
    modifiers: (product?.modifiers ?? []).map(String),
    status: product?.status ?? 'active',
    sat_product_key: product ? (product.sat_product_key ?? '') : proposal.sat_product_key,
    sat_unit_key: product ? (product.sat_unit_key ?? '') : proposal.sat_unit_key,
    ...taxFormValues(product),
    image_url: product?.image_url ?? null,
    image: null,
  };
}

/** What a save does with the picture after the product itself is saved. */
export type ProductImageChange = { kind: 'keep' } | { kind: 'upload'; dataUrl: string } | { kind: 'remove' };

export function productImageChange(values: ProductFormValues, product: Product | null): ProductImageChange {
  if (values.image) return { kind: 'upload', dataUrl: values.image };
  if (values.image_url === null && product?.image_url) return { kind: 'remove' };
  return { kind: 'keep' };
}

/**
 * The keys after choosing another category: the new category's proposal when the keys were
 * empty or still the previous category's proposal; keys the owner typed stay.
 */
export function keysForCategory(
  values: Pick<ProductFormValues, 'sat_product_key' | 'sat_unit_key'>,
  previousCategory: string | null,
  nextCategory: string | null,
): Pick<ProductFormValues, 'sat_product_key' | 'sat_unit_key'> {
  const previous = proposedSatKeys(previousCategory);
  const untouched =
    (values.sat_product_key === '' && values.sat_unit_key === '') ||
    (values.sat_product_key === previous.sat_product_key && values.sat_unit_key === previous.sat_unit_key);
  if (!untouched) return values;
  const next = proposedSatKeys(nextCategory);
  return { sat_product_key: next.sat_product_key, sat_unit_key: next.sat_unit_key };
}

/** The checks of 02 §5 made before sending (paths as the server names them: variants.0.name). */
export function productFormErrors(values: ProductFormValues): Record<string, string> {
  const errors: Record<string, string> = taxFormErrors(values);
  const name = values.name.trim();
  if (name === '') errors.name = M.nameRequired;
  else if (name.length > CATALOG_LIMITS.nameMax) errors.name = M.nameMax;
  if (values.description.trim().length > CATALOG_LIMITS.descriptionMax) errors.description = M.descriptionMax;
  if (readMoney(values.price).kind === 'invalid') errors.price = M.price;
  if (values.stock_enabled) {
    const quantity = values.stock_quantity;
    if (quantity === '') errors.stock_quantity = M.stockRequired;
    else if (!Number.isInteger(Number(quantity)) || Number(quantity) < 0)
      errors.stock_quantity = M.stockQuantity;
  }
  const productKey = values.sat_product_key.trim();
  if (productKey !== '' && !isSatProductKey(productKey)) errors.sat_product_key = M.satProductKey;
  const unitKey = values.sat_unit_key.trim();
  if (unitKey !== '' && !isSatUnitKey(unitKey)) errors.sat_unit_key = M.satUnitKey;
  values.variants.forEach((variant, index) => {
    if (variant.name.trim() === '') errors[`variants.${index}.name`] = M.variantName;
    if (readMoney(variant.price).kind !== 'amount') errors[`variants.${index}.price`] = M.variantPrice;
  });
  return errors;
}

/** The body both create and edit send (the type is added on create). */
export function productFormBody(values: ProductFormValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    category_id: values.category_id === null ? null : Number(values.category_id),
    sku: values.sku.trim() || null,
    price: moneyAmount(values.price) ?? 0,
    stock_enabled: values.stock_enabled,
    stock_quantity: values.stock_enabled ? Number(values.stock_quantity) : null,
    variants: values.variants.map((variant) => ({
      ...(variant.id !== undefined ? { id: variant.id } : {}),
      name: variant.name.trim(),
      price: moneyAmount(variant.price) ?? 0,
      active: variant.active,
    })),
    modifiers: values.modifiers.map(Number),
    status: values.status,
    sat_product_key: values.sat_product_key.trim() || null,
    sat_unit_key: values.sat_unit_key.trim().toUpperCase() || null,
    ...taxFormBody(values),
  } satisfies ProductPatchInput;
}
