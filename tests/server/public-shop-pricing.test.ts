import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { deliveryFee, distanceKm } from '../../server/modules/public-shop/delivery-fee';
import { priceCart } from '../../server/modules/public-shop/price-cart';
import type { MenuDeliveryMethod, MenuProduct } from '../../server/modules/public-shop/shop-menu';

const ZOCALO = { latitude: 19.4326, longitude: -99.1332 };
const ANGEL = { latitude: 19.427, longitude: -99.1677 };

const method: MenuDeliveryMethod = {
  id: 1,
  name: 'Envío a domicilio',
  delivery_cost_type: 'distance',
  flat_fee_amount: 0,
  free_from_amount: 500,
  min_purchase_amount: 100,
  zones: [
    { km: 2, fee: 25 },
    { km: 4, fee: 40 },
  ],
  origin: ZOCALO,
};

const north = (km: number) => ({ latitude: ZOCALO.latitude + km / 111.2, longitude: ZOCALO.longitude });

const taco: MenuProduct = {
  id: 7,
  name: 'Taco',
  description: null,
  price: 19.99,
  image_url: null,
  category_id: null,
  order_notes_allowed: false,
  variants: [],
  modifiers: [
    {
      id: 3,
      name: 'Salsa',
      min_options: 1,
      max_options: 1,
      options: [
        { id: 30, name: 'Verde', price: 0.01 },
        { id: 31, name: 'Roja', price: 0 },
      ],
    },
  ],
};

describe('distanceKm', () => {
  it('measures the great-circle distance (Zócalo to the Ángel is about 3.7 km)', () => {
    expect(distanceKm(ZOCALO, ANGEL)).toBeCloseTo(3.7, 1);
    expect(distanceKm(ZOCALO, ZOCALO)).toBe(0);
  });
});

describe('deliveryFee', () => {
  const fee = (subtotal: number, address: { latitude?: number | null; longitude?: number | null } | null) =>
    deliveryFee(method, new Decimal(subtotal), address);

  it("charges the first zone that covers the distance, the zone's edge included", () => {
    expect(fee(150, north(1))).toEqual({ fee: new Decimal(25) });
    expect(fee(150, north(1.99))).toEqual({ fee: new Decimal(25) });
    expect(fee(150, north(3))).toEqual({ fee: new Decimal(40) });
  });

  it('refuses outside every zone, without coordinates, and below the minimum purchase', () => {
    expect(fee(150, north(4.5))).toEqual({
      field: 'address',
      message: 'La dirección está fuera de la zona de entrega.',
    });
    expect(fee(150, { latitude: null, longitude: null })).toEqual({
      field: 'address',
      message: 'Comparte tu ubicación para calcular el envío.',
    });
    expect(fee(99.99, north(1))).toEqual({
      field: 'delivery_method_id',
      message: 'El pedido mínimo para envío a domicilio es de $100.00.',
    });
  });

  it('is free from the free amount on, and the flat fee for every address of an "all" method', () => {
    expect(fee(500, north(3))).toEqual({ fee: new Decimal(0) });
    const flat = {
      ...method,
      delivery_cost_type: 'all' as const,
      flat_fee_amount: 35,
      free_from_amount: null,
    };
    expect(deliveryFee(flat, new Decimal(2000), null)).toEqual({ fee: new Decimal(35) });
  });
});

describe('priceCart', () => {
  it('prices in exact cents: unit = price + options, total = unit × quantity', () => {
    const priced = priceCart(
      [
        {
          product_id: 7,
          variant_id: null,
          quantity: 3,
          notes: null,
          modifiers: [{ modifier_id: 3, option_id: 30 }],
        },
      ],
      [taco],
    );
    expect(priced.errors).toEqual({});
    expect(priced.lines[0]?.priceUnit.toNumber()).toBe(20);
    expect(priced.lines[0]?.total.toNumber()).toBe(60);
    expect(priced.subtotal.toNumber()).toBe(60);
  });

  it("refuses a modifier's minimum not met, naming the modifier", () => {
    const priced = priceCart(
      [{ product_id: 7, variant_id: null, quantity: 1, notes: null, modifiers: [] }],
      [taco],
    );
    expect(priced.errors).toEqual({ 'items.0.modifiers': ['Elige 1 opción de Salsa.'] });
  });

  it('refuses an option sent under the wrong modifier or twice', () => {
    const wrong = priceCart(
      [
        {
          product_id: 7,
          variant_id: null,
          quantity: 1,
          notes: null,
          modifiers: [{ modifier_id: 4, option_id: 30 }],
        },
      ],
      [taco],
    );
    expect(wrong.errors).toEqual({ 'items.0.modifiers': ['Un complemento elegido no es de este producto.'] });
    const twice = priceCart(
      [
        {
          product_id: 7,
          variant_id: null,
          quantity: 1,
          notes: null,
          modifiers: [
            { modifier_id: 3, option_id: 30 },
            { modifier_id: 3, option_id: 30 },
          ],
        },
      ],
      [taco],
    );
    expect(twice.errors).toEqual({ 'items.0.modifiers': ['Un complemento elegido no es de este producto.'] });
  });
});
