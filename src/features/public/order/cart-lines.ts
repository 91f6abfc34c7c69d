import Decimal from 'decimal.js';
import type { PublicShop } from '../../../domain/contract/public-shop';

export type ShopProduct = PublicShop['products'][number];
export type ShopModifier = ShopProduct['modifiers'][number];

/** The most of one line, as the server takes it (PublicOrderBodySchema). */
export const MAX_LINE_QUANTITY = 99;

/** One line of the customer's cart: what was chosen, never a price (the shop's menu prices it). */
export interface CartLine {
  /** Local id of the line, to change or remove it. */
  key: string;
  product_id: number;
  variant_id: number | null;
  modifiers: { modifier_id: number; option_id: number }[];
  quantity: number;
  notes: string;
}

/** A cart line priced with the menu as it is now; null when its product or a choice is gone. */
export interface PricedLine {
  line: CartLine;
  product: ShopProduct;
  /** 'Tacos al pastor · Orden de 3 · Salsa verde' */
  description: string;
  unitPrice: number;
  total: number;
}

const money = (value: Decimal.Value) =>
  new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

/** 'Desde $X' when a product has variants: their lowest price; else the product's price. */
export function startingPrice(product: ShopProduct): number {
  if (product.variants.length === 0) return product.price;
  return Math.min(...product.variants.map((variant) => variant.price));
}

/** Unit price of a choice: the variant's price (or the product's) plus each chosen option's price. */
export function unitPriceOf(
  product: ShopProduct,
  variantId: number | null,
  modifiers: CartLine['modifiers'],
): number | null {
  const variant = product.variants.find((item) => item.id === variantId);
  if (product.variants.length > 0 && !variant) return null;
  let price = new Decimal(variant ? variant.price : product.price);
  for (const chosen of modifiers) {
    const option = product.modifiers
      .find((modifier) => modifier.id === chosen.modifier_id)
      ?.options.find((item) => item.id === chosen.option_id);
    if (!option) return null;
    price = price.plus(option.price);
  }
  return money(price);
}

function lineDescription(product: ShopProduct, line: CartLine): string {
  const parts = [product.name];
  const variant = product.variants.find((item) => item.id === line.variant_id);
  if (variant) parts.push(variant.name);
  for (const chosen of line.modifiers) {
    const option = product.modifiers
      .find((modifier) => modifier.id === chosen.modifier_id)
      ?.options.find((item) => item.id === chosen.option_id);
    if (option) parts.push(option.name);
  }
  return parts.join(' · ');
}

/** Prices a line with the current menu; null when it can no longer be ordered as chosen. */
export function priceLine(shop: PublicShop, line: CartLine): PricedLine | null {
  const product = shop.products.find((item) => item.id === line.product_id);
  if (!product) return null;
  const unitPrice = unitPriceOf(product, line.variant_id, line.modifiers);
  if (unitPrice === null) return null;
  return {
    line,
    product,
    description: lineDescription(product, line),
    unitPrice,
    total: money(new Decimal(unitPrice).times(line.quantity)),
  };
}

/** Two lines with the same product, variant, options and notes are one line. */
export function sameChoice(a: Omit<CartLine, 'key' | 'quantity'>, b: Omit<CartLine, 'key' | 'quantity'>) {
  const options = (line: typeof a) =>
    line.modifiers
      .map((item) => `${item.modifier_id}:${item.option_id}`)
      .sort()
      .join(',');
  return (
    a.product_id === b.product_id &&
    a.variant_id === b.variant_id &&
    a.notes.trim() === b.notes.trim() &&
    options(a) === options(b)
  );
}

export function clampQuantity(quantity: number): number {
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.round(quantity)));
}

/** Sum of money amounts, rounded half-up to cents. */
export function sumMoney(amounts: number[]): number {
  return money(amounts.reduce((sum, amount) => sum.plus(amount), new Decimal(0)));
}
