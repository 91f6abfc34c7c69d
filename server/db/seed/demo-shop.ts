import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { DEFAULT_SHOP_SETTINGS, ShopSettingsSchema } from '../../../src/domain/contract/settings';
import { shopMenu } from '../../modules/public-shop/shop-menu';
import type { Tx } from '../client';
import type { LocationRef } from '../location-defaults';
import {
  categories,
  deliveryMethods,
  locations,
  modifierOptions,
  modifiers,
  paymentMethods,
  productModifiers,
  products,
  productVariants,
  shopSettings,
} from '../schema';
import { insertDemoOrders } from './demo-shop-orders';
import type { TodayClock } from './today-entries';

/** Roma Norte, Mexico City: where Taquería Demo cooks and measures its delivery zones from. */
export const DEMO_SHOP_POINT = { latitude: 19.4194, longitude: -99.1617 } as const;
export const DEMO_SHOP_ADDRESS = 'Av. Álvaro Obregón 120, Roma Nte., Cuauhtémoc, 06700 Ciudad de México';

export const DEMO_SHOP_CATEGORIES = ['Tacos', 'Bebidas', 'Postres'] as const;
type DemoCategory = (typeof DEMO_SHOP_CATEGORIES)[number];

interface DemoModifier {
  name: string;
  code: string;
  minOptions: number;
  maxOptions: number;
  options: { name: string; price: number }[];
}

export const DEMO_SHOP_MODIFIERS: readonly DemoModifier[] = [
  {
    name: 'Salsa',
    code: 'salsa',
    minOptions: 0,
    maxOptions: 2,
    options: [
      { name: 'Verde', price: 0 },
      { name: 'Roja', price: 0 },
      { name: 'Habanero', price: 5 },
    ],
  },
  {
    name: 'Extras',
    code: 'extras',
    minOptions: 0,
    maxOptions: 0,
    options: [
      { name: 'Queso', price: 15 },
      { name: 'Aguacate', price: 20 },
      { name: 'Cebolla asada', price: 0 },
    ],
  },
];

interface DemoProduct {
  name: string;
  category: DemoCategory;
  price: number;
  description: string;
  variants?: { name: string; price: number }[];
  /** The tacos offer the modifiers (Salsa, Extras). */
  modifiers?: boolean;
  orderNotesAllowed?: boolean;
}

export const DEMO_SHOP_PRODUCTS: readonly DemoProduct[] = [
  {
    name: 'Tacos al pastor',
    category: 'Tacos',
    price: 60,
    description: 'Cerdo al pastor con piña, cebolla y cilantro.',
    variants: [
      { name: 'Orden de 3', price: 60 },
      { name: 'Orden de 5', price: 95 },
    ],
    modifiers: true,
    orderNotesAllowed: true,
  },
  {
    name: 'Taco de suadero',
    category: 'Tacos',
    price: 22,
    description: 'Suadero dorado en tortilla de maíz.',
    modifiers: true,
    orderNotesAllowed: true,
  },
  {
    name: 'Taco de bistec',
    category: 'Tacos',
    price: 24,
    description: 'Bistec de res a la plancha.',
    modifiers: true,
    orderNotesAllowed: true,
  },
  {
    name: 'Gringa',
    category: 'Tacos',
    price: 55,
    description: 'Tortilla de harina con pastor y queso gratinado.',
    modifiers: true,
    orderNotesAllowed: true,
  },
  {
    name: 'Quesadilla',
    category: 'Tacos',
    price: 45,
    description: 'Tortilla de maíz hecha a mano con queso Oaxaca.',
    modifiers: true,
    orderNotesAllowed: true,
  },
  {
    name: 'Agua fresca',
    category: 'Bebidas',
    price: 25,
    description: 'Jamaica o limón, hecha en casa.',
    variants: [
      { name: 'Chica', price: 25 },
      { name: 'Grande', price: 35 },
    ],
  },
  { name: 'Horchata', category: 'Bebidas', price: 30, description: 'Agua de arroz con canela.' },
  { name: 'Refresco', category: 'Bebidas', price: 28, description: 'Refresco de vidrio, 355 ml.' },
  { name: 'Flan', category: 'Postres', price: 40, description: 'Flan napolitano de la casa.' },
  { name: 'Arroz con leche', category: 'Postres', price: 35, description: 'Con canela y pasas.' },
];

/** Envío a domicilio by distance from the shop (02 §3 "Delivery method"). */
export const DEMO_DELIVERY = {
  name: 'Envío a domicilio',
  zones: [
    { km: 2, fee: 25 },
    { km: 4, fee: 40 },
    { km: 6, fee: 60 },
  ],
  freeFromAmount: 500,
  minPurchaseAmount: 100,
} as const;

/**
 * The shop of Taquería Demo: settings that take orders (managed channel, pickup and delivery,
 * averages 15/20), its coordinates, the menu with variants and modifiers, distance delivery and
 * cash payment, then today's active orders and two weeks of history.
 */
export async function insertDemoShop(
  tx: Tx,
  input: {
    companyId: number;
    locationId: number;
    contactIds: Map<string, number>;
    clock: TodayClock;
    now: Date;
    timeZone: string;
  },
): Promise<void> {
  const { companyId, locationId } = input;
  await tx
    .update(shopSettings)
    .set({
      settings: v.parse(ShopSettingsSchema, {
        ...DEFAULT_SHOP_SETTINGS,
        order_reception_channel: 'managed',
        pickup_enabled: true,
        delivery_enabled: true,
        processing_mins_avg: 15,
        shipping_mins_avg: 20,
        notifications_enabled: true,
      }),
    })
    .where(eq(shopSettings.locationId, locationId));
  const point = await shopPoint(tx, locationId);
  await insertCatalog(tx, { companyId, locationId });
  await tx.insert(deliveryMethods).values({
    companyId,
    locationId,
    name: DEMO_DELIVERY.name,
    deliveryCostType: 'distance',
    deliveryCostConfig: { distance: { zones: DEMO_DELIVERY.zones.map((zone) => ({ ...zone })) } },
    freeFromAmount: DEMO_DELIVERY.freeFromAmount,
    minPurchaseAmount: DEMO_DELIVERY.minPurchaseAmount,
    deliveryLocLat: point.latitude,
    deliveryLocLng: point.longitude,
  });
  const [cash] = await tx
    .insert(paymentMethods)
    .values({ companyId, locationId, name: 'Efectivo', type: 'cash', usageTypes: ['pickup', 'delivery'] })
    .returning({ id: paymentMethods.id, name: paymentMethods.name });
  if (!cash) throw new Error('seed: shop methods not inserted');
  await insertDemoOrders(tx, {
    ...input,
    menu: await shopMenu(tx, { id: locationId, ...point }),
    payment: cash,
  });
}

/** The location's coordinates; a location without them gets Roma Norte's (and its address). */
async function shopPoint(tx: Tx, locationId: number): Promise<{ latitude: number; longitude: number }> {
  const [location] = await tx
    .select({ latitude: locations.latitude, longitude: locations.longitude })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (location?.latitude != null && location.longitude != null) {
    return { latitude: location.latitude, longitude: location.longitude };
  }
  await tx
    .update(locations)
    .set({ ...DEMO_SHOP_POINT, address: DEMO_SHOP_ADDRESS })
    .where(eq(locations.id, locationId));
  return DEMO_SHOP_POINT;
}

async function insertCatalog(tx: Tx, place: LocationRef): Promise<void> {
  const { companyId } = place;
  const categoryRows = await tx
    .insert(categories)
    .values(DEMO_SHOP_CATEGORIES.map((name, sortOrder) => ({ ...place, name, sortOrder })))
    .returning({ id: categories.id, name: categories.name });
  const categoryIds = new Map(categoryRows.map((row) => [row.name, row.id]));
  const modifierIds: number[] = [];
  for (const modifier of DEMO_SHOP_MODIFIERS) {
    const [row] = await tx
      .insert(modifiers)
      .values({
        ...place,
        name: modifier.name,
        code: modifier.code,
        minOptions: modifier.minOptions,
        maxOptions: modifier.maxOptions,
      })
      .returning({ id: modifiers.id });
    if (!row) throw new Error('seed: modifier not inserted');
    await tx.insert(modifierOptions).values(
      modifier.options.map((option, sortOrder) => ({
        ...option,
        companyId,
        modifierId: row.id,
        sortOrder,
      })),
    );
    modifierIds.push(row.id);
  }
  for (const product of DEMO_SHOP_PRODUCTS) {
    const [row] = await tx
      .insert(products)
      .values({
        ...place,
        type: 'physical',
        name: product.name,
        description: product.description,
        price: product.price,
        categoryId: categoryIds.get(product.category) ?? null,
        orderNotesAllowed: product.orderNotesAllowed ?? false,
        waitlistStatus: 'inactive',
      })
      .returning({ id: products.id });
    if (!row) throw new Error('seed: product not inserted');
    if (product.variants) {
      await tx.insert(productVariants).values(
        product.variants.map((variant, sortOrder) => ({
          ...variant,
          companyId,
          productId: row.id,
          sortOrder,
        })),
      );
    }
    if (product.modifiers) {
      await tx.insert(productModifiers).values(
        modifierIds.map((modifierId, sortOrder) => ({
          companyId,
          productId: row.id,
          modifierId,
          sortOrder,
        })),
      );
    }
  }
}
