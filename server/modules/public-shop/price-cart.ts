import Decimal from 'decimal.js';
import {
  modifierChoiceMessage,
  PUBLIC_SHOP_MESSAGES,
  type PublicOrderBody,
} from '../../../src/domain/contract/public-shop';
import type { SaleItemModifier } from '../../../src/domain/contract/shop';
import type { FieldErrors } from '../../http/errors';
import type { MenuProduct } from './shop-menu';

/** A line of the order as the server prices it. */
export interface PricedLine {
  productId: number;
  variantId: number | null;
  name: string;
  quantity: number;
  notes: string | null;
  priceUnit: Decimal;
  total: Decimal;
  modifiers: SaleItemModifier[];
}

export const money = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

type CartLine = PublicOrderBody['items'][number];

/**
 * Prices every line of the cart against the menu: unit = the variant's price (else the product's)
 * plus the chosen options' prices; total = unit × quantity. A product off the menu, a variant or
 * option of another product, or a modifier's min/max broken is a field error on that line.
 */
export function priceCart(
  items: CartLine[],
  products: MenuProduct[],
): { lines: PricedLine[]; subtotal: Decimal; errors: FieldErrors } {
  const byId = new Map(products.map((product) => [product.id, product]));
  const errors: FieldErrors = {};
  const lines: PricedLine[] = [];
  items.forEach((item, index) => {
    const path = `items.${index}`;
    const product = byId.get(item.product_id);
    if (!product) {
      errors[`${path}.product_id`] = [PUBLIC_SHOP_MESSAGES.productUnavailable];
      return;
    }
    const line = priceLine(item, product, path, errors);
    if (line) lines.push(line);
  });
  const subtotal = money(lines.reduce((sum, line) => sum.plus(line.total), new Decimal(0)));
  return { lines, subtotal, errors };
}

function priceLine(item: CartLine, product: MenuProduct, path: string, errors: FieldErrors) {
  const variant = chosenVariant(item, product, path, errors);
  const modifiers = chosenModifiers(item, product, path, errors);
  if (variant === undefined || !modifiers) return null;
  const base = new Decimal(variant?.price ?? product.price);
  const priceUnit = money(modifiers.reduce((sum, option) => sum.plus(option.price), base));
  return {
    productId: product.id,
    variantId: variant?.id ?? null,
    name: variant ? `${product.name} - ${variant.name}` : product.name,
    quantity: item.quantity,
    notes: product.order_notes_allowed ? item.notes || null : null,
    priceUnit,
    total: money(priceUnit.times(item.quantity)),
    modifiers,
  } satisfies PricedLine;
}

/** The line's variant (null when the product has none); undefined when the choice is refused. */
function chosenVariant(item: CartLine, product: MenuProduct, path: string, errors: FieldErrors) {
  if (product.variants.length === 0) return null;
  if (item.variant_id == null) {
    errors[`${path}.variant_id`] = [PUBLIC_SHOP_MESSAGES.variantRequired];
    return undefined;
  }
  const variant = product.variants.find((candidate) => candidate.id === item.variant_id);
  if (!variant) errors[`${path}.variant_id`] = [PUBLIC_SHOP_MESSAGES.variantInvalid];
  return variant;
}

/** The chosen options with their modifier's name, or null when one is refused. */
function chosenModifiers(
  item: CartLine,
  product: MenuProduct,
  path: string,
  errors: FieldErrors,
): SaleItemModifier[] | null {
  const chosen: SaleItemModifier[] = [];
  const seen = new Set<number>();
  for (const choice of item.modifiers) {
    const modifier = product.modifiers.find((candidate) => candidate.id === choice.modifier_id);
    const option = modifier?.options.find((candidate) => candidate.id === choice.option_id);
    if (!modifier || !option || seen.has(option.id)) {
      errors[`${path}.modifiers`] = [PUBLIC_SHOP_MESSAGES.modifierInvalid];
      return null;
    }
    seen.add(option.id);
    chosen.push({
      modifier_id: modifier.id,
      modifier_name: modifier.name,
      option_id: option.id,
      name: option.name,
      price: option.price,
    });
  }
  for (const modifier of product.modifiers) {
    const count = chosen.filter((option) => option.modifier_id === modifier.id).length;
    const tooMany = modifier.max_options > 0 && count > modifier.max_options;
    if (count < modifier.min_options || tooMany) {
      errors[`${path}.modifiers`] = [modifierChoiceMessage(modifier)];
      return null;
    }
  }
  return chosen;
}
