import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PublicShop } from '../../../src/domain/contract/public-shop';
import type { Db, Tx } from '../../db/client';
import {
  categories,
  deliveryMethods,
  modifierOptions,
  modifiers,
  paymentMethods,
  productModifiers,
  products,
  productVariants,
} from '../../db/schema';

export type MenuProduct = PublicShop['products'][number];
export type MenuModifier = MenuProduct['modifiers'][number];

export type MenuDeliveryMethod = PublicShop['delivery_methods'][number] & {
  origin: { latitude: number; longitude: number } | null;
};

export type MenuPaymentMethod = PublicShop['payment_methods'][number] & {
  usageTypes: string[];
};

/** What a location offers on its public order page, read once for the page and for pricing an order. */
export interface ShopMenu {
  categories: PublicShop['categories'];
  products: MenuProduct[];
  deliveryMethods: MenuDeliveryMethod[];
  paymentMethods: MenuPaymentMethod[];
}

type Reader = Db | Tx;

/**
 * The location's menu: active physical products with menu_status active (their active variants,
 * their modifiers with active options, in sort order), the active categories that hold them, the
 * active delivery methods and the active payment methods usable for pickup or delivery.
 */
export async function shopMenu(
  db: Reader,
  location: { id: number; latitude: number | null; longitude: number | null },
): Promise<ShopMenu> {
  const productRows = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      price: products.price,
      image_url: products.imageUrl,
      category_id: products.categoryId,
      order_notes_allowed: products.orderNotesAllowed,
    })
    .from(products)
    .where(
      and(
        eq(products.locationId, location.id),
        eq(products.type, 'physical'),
        eq(products.status, 'active'),
        eq(products.menuStatus, 'active'),
      ),
    )
    .orderBy(asc(products.name), asc(products.id));
  const productIds = productRows.map((product) => product.id);
  const [variants, modifiersByProduct, categoryRows] = await Promise.all([
    productIds.length > 0 ? activeVariants(db, productIds) : [],
    productIds.length > 0 ? offeredModifiers(db, location.id, productIds) : new Map<number, MenuModifier[]>(),
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(and(eq(categories.locationId, location.id), eq(categories.status, 'active')))
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
  ]);
  const listed = new Set(categoryRows.map((category) => category.id));
  const menuProducts = productRows.map((product) => ({
    ...product,
    category_id: product.category_id !== null && listed.has(product.category_id) ? product.category_id : null,
    variants: variants
      .filter((variant) => variant.productId === product.id)
      .map(({ id, name, price }) => ({ id, name, price })),
    modifiers: modifiersByProduct.get(product.id) ?? [],
  }));
  const used = new Set(menuProducts.map((product) => product.category_id));
  return {
    categories: categoryRows.filter((category) => used.has(category.id)),
    products: menuProducts,
    deliveryMethods: await activeDeliveryMethods(db, location),
    paymentMethods: await activePaymentMethods(db, location.id),
  };
}

function activeVariants(db: Reader, productIds: number[]) {
  return db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      name: productVariants.name,
      price: productVariants.price,
    })
    .from(productVariants)
    .where(and(inArray(productVariants.productId, productIds), eq(productVariants.active, true)))
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.id));
}

/** Each product's modifiers of this location that have an active option, with those options. */
async function offeredModifiers(
  db: Reader,
  locationId: number,
  productIds: number[],
): Promise<Map<number, MenuModifier[]>> {
  const links = await db
    .select({
      productId: productModifiers.productId,
      id: modifiers.id,
      name: modifiers.name,
      min_options: modifiers.minOptions,
      max_options: modifiers.maxOptions,
    })
    .from(productModifiers)
    .innerJoin(modifiers, eq(modifiers.id, productModifiers.modifierId))
    .where(and(inArray(productModifiers.productId, productIds), eq(modifiers.locationId, locationId)))
    .orderBy(asc(productModifiers.sortOrder), asc(modifiers.id));
  const modifierIds = [...new Set(links.map((link) => link.id))];
  const options =
    modifierIds.length > 0
      ? await db
          .select({
            id: modifierOptions.id,
            modifierId: modifierOptions.modifierId,
            name: modifierOptions.name,
            price: modifierOptions.price,
          })
          .from(modifierOptions)
          .where(and(inArray(modifierOptions.modifierId, modifierIds), eq(modifierOptions.active, true)))
          .orderBy(asc(modifierOptions.sortOrder), asc(modifierOptions.id))
      : [];
  const byProduct = new Map<number, MenuModifier[]>();
  for (const { productId, ...modifier } of links) {
    const modifierOptionsOffered = options
      .filter((option) => option.modifierId === modifier.id)
      .map(({ id, name, price }) => ({ id, name, price }));
    if (modifierOptionsOffered.length === 0) continue;
    byProduct.set(productId, [
      ...(byProduct.get(productId) ?? []),
      { ...modifier, options: modifierOptionsOffered },
    ]);
  }
  return byProduct;
}

async function activeDeliveryMethods(
  db: Reader,
  location: { id: number; latitude: number | null; longitude: number | null },
): Promise<MenuDeliveryMethod[]> {
  const rows = await db
    .select()
    .from(deliveryMethods)
    .where(and(eq(deliveryMethods.locationId, location.id), eq(deliveryMethods.status, 'active')))
    .orderBy(asc(deliveryMethods.id));
  return rows.map((method) => {
    const latitude = method.deliveryLocLat ?? location.latitude;
    const longitude = method.deliveryLocLng ?? location.longitude;
    return {
      id: method.id,
      name: method.name,
      delivery_cost_type: method.deliveryCostType,
      flat_fee_amount: method.flatFeeAmount,
      free_from_amount: method.freeFromAmount,
      min_purchase_amount: method.minPurchaseAmount,
      zones: [...method.deliveryCostConfig.distance.zones].sort((a, b) => a.km - b.km),
      origin: latitude !== null && longitude !== null ? { latitude, longitude } : null,
    };
  });
}

async function activePaymentMethods(db: Reader, locationId: number): Promise<MenuPaymentMethod[]> {
  return db
    .select({
      id: paymentMethods.id,
      name: paymentMethods.name,
      type: paymentMethods.type,
      usageTypes: paymentMethods.usageTypes,
    })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.locationId, locationId),
        eq(paymentMethods.status, 'active'),
        sql`${paymentMethods.usageTypes} && array['pickup', 'delivery']::text[]`,
      ),
    )
    .orderBy(asc(paymentMethods.id));
}

/** The page's view of the menu (no internal fields). */
export function publicMenu(
  menu: ShopMenu,
): Pick<PublicShop, 'categories' | 'products' | 'delivery_methods' | 'payment_methods'> {
  return {
    categories: menu.categories,
    products: menu.products,
    delivery_methods: menu.deliveryMethods,
    payment_methods: menu.paymentMethods.map(({ usageTypes: _usage, ...method }) => method),
  };
}
