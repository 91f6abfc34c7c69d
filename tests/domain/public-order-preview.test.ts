import { describe, expect, it } from 'vitest';
import { PUBLIC_SHOP_MESSAGES, type PublicShop } from '../../src/domain/contract/public-shop';
import { distanceKm, zoneOfDistance } from '../../src/domain/rules/delivery-distance';
import { MONEY_INPUT_MESSAGES } from '../../src/domain/rules/money-input';
import {
  type CartLine,
  priceLine,
  sameChoice,
  startingPrice,
  sumMoney,
  unitPriceOf,
} from '../../src/features/public/order/cart-lines';
import {
  type CheckoutValues,
  checkoutErrors,
  checkoutFieldOf,
  initialCheckoutValues,
  publicOrderBody,
  refusalOf,
  zonedInstant,
} from '../../src/features/public/order/checkout-rules';
import {
  canAddOption,
  modifierChoiceError,
  modifierRuleText,
} from '../../src/features/public/order/modifier-rules';
import { missingMinimum, shippingPreview, totalsPreview } from '../../src/features/public/order/order-totals';
import { orderStages, stagesDone } from '../../src/features/public/order-status/order-stages';
import { ApiError, offlineError } from '../../src/lib/api/api-error';

const ORIGIN = { latitude: 19.4326, longitude: -99.1332 };

const shop: PublicShop = {
  location: {
    name: 'Taquería Demo',
    username: 'taqueria-demo',
    thumb_url: null,
    address: null,
    timezone: 'America/Mexico_City',
  },
  pickup_enabled: true,
  delivery_enabled: true,
  processing_mins_avg: 20,
  shipping_mins_avg: 15,
  categories: [{ id: 1, name: 'Tacos' }],
  products: [
    {
      id: 10,
      name: 'Tacos al pastor',
      description: null,
      price: 0,
      image_url: null,
      category_id: 1,
      order_notes_allowed: true,
      variants: [
        { id: 100, name: 'Orden de 3', price: 60 },
        { id: 101, name: 'Orden de 5', price: 95.5 },
      ],
      modifiers: [
        {
          id: 7,
          name: 'Salsas',
          min_options: 0,
          max_options: 2,
          options: [
            { id: 70, name: 'Verde', price: 0 },
            { id: 71, name: 'Habanero', price: 5.25 },
          ],
        },
      ],
    },
    {
      id: 11,
      name: 'Agua fresca',
      description: null,
      price: 25,
      image_url: null,
      category_id: null,
      order_notes_allowed: false,
      variants: [],
      modifiers: [],
    },
  ],
  delivery_methods: [
    {
      id: 5,
      name: 'Reparto',
      delivery_cost_type: 'distance',
      flat_fee_amount: 0,
      free_from_amount: 500,
      min_purchase_amount: 100,
      zones: [
        { km: 6, fee: 40 },
        { km: 3, fee: 25 },
      ],
      origin: ORIGIN,
    },
  ],
  payment_methods: [{ id: 3, name: 'Efectivo', type: 'cash' }],
};
const [pastor, agua] = shop.products as [PublicShop['products'][number], PublicShop['products'][number]];
const [reparto] = shop.delivery_methods as [PublicShop['delivery_methods'][number]];

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  key: 'a',
  product_id: 10,
  variant_id: 101,
  modifiers: [{ modifier_id: 7, option_id: 71 }],
  quantity: 3,
  notes: '',
  ...overrides,
});

describe('cart line prices (the preview; the server prices the order)', () => {
  it('a product with variants starts at its cheapest variant', () => {
    expect(startingPrice(pastor)).toBe(60);
    expect(startingPrice(agua)).toBe(25);
  });

  it('unit price is the variant plus each option; a missing variant or a foreign option is no price', () => {
    expect(unitPriceOf(pastor, 101, [{ modifier_id: 7, option_id: 71 }])).toBe(100.75);
    expect(unitPriceOf(pastor, null, [])).toBeNull();
    expect(unitPriceOf(pastor, 100, [{ modifier_id: 7, option_id: 99 }])).toBeNull();
    expect(unitPriceOf(agua, null, [])).toBe(25);
  });

  it('line totals add up to the cent', () => {
    expect(sumMoney([100.1, 0.2])).toBe(100.3);
  });

  it('a line totals unit × quantity at cents, and a product no longer on the menu drops it', () => {
    expect(priceLine(shop, line())?.total).toBe(302.25);
    expect(priceLine(shop, line())?.description).toBe('Tacos al pastor · Orden de 5 · Habanero');
    expect(priceLine(shop, line({ product_id: 999 }))).toBeNull();
  });

  it('the same product, variant, options (any order) and notes are one line', () => {
    const a = line({
      modifiers: [
        { modifier_id: 7, option_id: 70 },
        { modifier_id: 7, option_id: 71 },
      ],
    });
    const b = line({
      modifiers: [
        { modifier_id: 7, option_id: 71 },
        { modifier_id: 7, option_id: 70 },
      ],
    });
    expect(sameChoice(a, b)).toBe(true);
    expect(sameChoice(a, { ...b, notes: 'sin cebolla' })).toBe(false);
    expect(sameChoice(a, { ...b, variant_id: 100 })).toBe(false);
  });
});

describe('modifier rules', () => {
  const modifier = (min: number, max: number) => ({
    id: 1,
    name: 'Salsas',
    min_options: min,
    max_options: max,
    options: [],
  });

  it.each([
    [0, 0, 'Opcional'],
    [0, 2, 'Elige hasta 2'],
    [1, 1, 'Elige 1'],
    [2, 0, 'Elige al menos 2'],
    [1, 3, 'Elige de 1 a 3'],
  ])('min %i max %i → %s', (min, max, text) => {
    expect(modifierRuleText(modifier(min, max))).toBe(text);
  });

  it('no more options than the maximum (0 is no limit), at least the minimum', () => {
    expect(canAddOption(modifier(0, 2), 1)).toBe(true);
    expect(canAddOption(modifier(0, 2), 2)).toBe(false);
    expect(canAddOption(modifier(0, 0), 20)).toBe(true);
    expect(modifierChoiceError(modifier(1, 2), 0)).toBe('Elige una opción.');
    expect(modifierChoiceError(modifier(2, 3), 1)).toBe('Elige al menos 2.');
    expect(modifierChoiceError(modifier(0, 2), 3)).toBe('Elige hasta 2.');
    expect(modifierChoiceError(modifier(1, 2), 2)).toBeNull();
  });
});

describe('shipping and totals preview', () => {
  it('distance between two points in km', () => {
    expect(distanceKm(ORIGIN, ORIGIN)).toBe(0);
    // 0.018° of latitude ≈ 2 km
    expect(distanceKm(ORIGIN, { ...ORIGIN, latitude: ORIGIN.latitude + 0.018 })).toBeCloseTo(2.0, 1);
  });

  it('the zone is the nearest radius reaching the distance; beyond the last is outside', () => {
    expect(zoneOfDistance(reparto.zones, 2)?.fee).toBe(25);
    expect(zoneOfDistance(reparto.zones, 3)?.fee).toBe(25);
    expect(zoneOfDistance(reparto.zones, 4.5)?.fee).toBe(40);
    expect(zoneOfDistance(reparto.zones, 6.1)).toBeNull();
  });

  it('a distance method needs the location, charges its zone, is free from the threshold', () => {
    const near = { ...ORIGIN, latitude: ORIGIN.latitude + 0.018 };
    const far = { ...ORIGIN, latitude: ORIGIN.latitude + 0.1 };
    expect(shippingPreview(reparto, 200, null)).toEqual({ kind: 'needs-location' });
    expect(shippingPreview(reparto, 200, near)).toEqual({ kind: 'fee', amount: 25 });
    expect(shippingPreview(reparto, 500, near)).toEqual({ kind: 'fee', amount: 0 });
    expect(shippingPreview(reparto, 200, far)).toEqual({ kind: 'outside-zone' });
    expect(shippingPreview({ ...reparto, origin: null }, 200, near)).toEqual({ kind: 'needs-location' });
  });

  it('a flat method charges its fee unless the subtotal reaches free_from_amount', () => {
    const flat = { ...reparto, delivery_cost_type: 'all' as const, flat_fee_amount: 30 };
    expect(shippingPreview(flat, 499.99, null)).toEqual({ kind: 'fee', amount: 30 });
    expect(shippingPreview(flat, 500, null)).toEqual({ kind: 'fee', amount: 0 });
    expect(shippingPreview({ ...flat, free_from_amount: null }, 10_000, null)).toEqual({
      kind: 'fee',
      amount: 30,
    });
  });

  it('totals: pickup has no shipping, an unknown fee leaves the total at the subtotal', () => {
    expect(totalsPreview(100.3, 'pickup', { kind: 'fee', amount: 25 })).toEqual({
      subtotal: 100.3,
      shipping: 0,
      total: 100.3,
    });
    expect(totalsPreview(100.1, 'delivery', { kind: 'fee', amount: 0.2 }).total).toBe(100.3);
    expect(totalsPreview(100, 'delivery', { kind: 'fee', amount: 25 })).toEqual({
      subtotal: 100,
      shipping: 25,
      total: 125,
    });
    expect(totalsPreview(100, 'delivery', { kind: 'needs-location' }).shipping).toBeNull();
  });

  it('a delivery below the minimum purchase says the minimum', () => {
    expect(missingMinimum(reparto, 99.99)).toBe(100);
    expect(missingMinimum(reparto, 100)).toBeNull();
  });
});

describe('checkout', () => {
  const now = new Date('2026-11-23T18:00:00Z'); // 12:00 in Mexico City
  const valid: CheckoutValues = {
    ...initialCheckoutValues(shop),
    name: 'Ana López',
    phone: '5512345678',
  };

  it('starts with the only delivery and payment methods chosen', () => {
    expect(valid.delivery_type).toBe('pickup');
    expect(valid.delivery_method_id).toBe('5');
    expect(valid.payment_method_id).toBe('3');
  });

  it('a pickup with name and phone is complete', () => {
    expect(checkoutErrors(valid, shop, { now, total: 100 })).toEqual({});
  });

  it('name, phone, address and location are asked for', () => {
    const errors = checkoutErrors({ ...valid, name: ' ', phone: '123', delivery_type: 'delivery' }, shop, {
      now,
      total: 100,
    });
    expect(errors).toMatchObject({
      name: PUBLIC_SHOP_MESSAGES.nameRequired,
      phone: PUBLIC_SHOP_MESSAGES.invalidPhone,
      address: PUBLIC_SHOP_MESSAGES.addressRequired,
    });
    expect(
      checkoutErrors({ ...valid, delivery_type: 'delivery', address: 'Av. Juárez 10' }, shop, {
        now,
        total: 100,
      }).address,
    ).toBe(PUBLIC_SHOP_MESSAGES.locationRequired);
  });

  it('a scheduled time must be in the future and within 7 days, on the shop clock', () => {
    const at = (date: string, time: string) =>
      checkoutErrors({ ...valid, when: 'later', date, time }, shop, { now, total: 100 }).time;
    expect(at('2026-11-23', '11:59')).toBe(PUBLIC_SHOP_MESSAGES.scheduledPast);
    expect(at('2026-11-23', '12:30')).toBeUndefined();
    expect(at('2026-12-01', '12:30')).toBe('Elige una hora dentro de los próximos 7 días.');
    expect(zonedInstant('2026-11-23', '12:30', 'America/Mexico_City')?.toISOString()).toBe(
      '2026-11-23T18:30:00.000Z',
    );
  });

  it('cash must cover the total', () => {
    expect(checkoutErrors({ ...valid, customer_cash: '99' }, shop, { now, total: 100 }).customer_cash).toBe(
      PUBLIC_SHOP_MESSAGES.cashBelowTotal,
    );
    expect(checkoutErrors({ ...valid, customer_cash: '$200' }, shop, { now, total: 100 })).toEqual({});
  });

  it('reads cash as every money box does, and refuses what is not an amount (issue 17 §6)', () => {
    const cashError = (customer_cash: string) =>
      checkoutErrors({ ...valid, customer_cash }, shop, { now, total: 100 }).customer_cash;
    expect(cashError('1,500.00')).toBeUndefined();
    expect(cashError('150.5')).toBeUndefined();
    expect(cashError('1e3')).toBe(MONEY_INPUT_MESSAGES.invalid);
    expect(cashError('0x200')).toBe(MONEY_INPUT_MESSAGES.invalid);
    expect(cashError('200.005')).toBe(MONEY_INPUT_MESSAGES.decimals);
  });

  it('the body carries choices and never a price; the phone gets +52', () => {
    const body = publicOrderBody(
      {
        ...valid,
        delivery_type: 'delivery',
        address: ' Av. Juárez 10 ',
        latitude: 19.44,
        longitude: -99.13,
        customer_cash: '500',
      },
      [line()],
      shop,
    );
    expect(body).toEqual({
      name: 'Ana López',
      phone: '+525512345678',
      delivery_type: 'delivery',
      delivery_method_id: 5,
      address: { formatted_address: 'Av. Juárez 10', reference: null, latitude: 19.44, longitude: -99.13 },
      notes: null,
      scheduled_to: null,
      payment_method_id: 3,
      customer_cash: 500,
      items: [
        {
          product_id: 10,
          variant_id: 101,
          quantity: 3,
          notes: null,
          modifiers: [{ modifier_id: 7, option_id: 71 }],
        },
      ],
    });
    expect(JSON.stringify(body)).not.toMatch(/price|total/);
  });

  it("the server's field errors land on the checkout's fields; cart errors above the button", () => {
    expect(checkoutFieldOf('address', shop)).toBe('address');
    expect(checkoutFieldOf('address.latitude', shop)).toBe('address');
    expect(checkoutFieldOf('scheduled_to', shop)).toBe('time');
    expect(checkoutFieldOf('customer_cash', shop)).toBe('customer_cash');
    expect(checkoutFieldOf('phone', shop)).toBe('phone');
    expect(checkoutFieldOf('items.0.product_id', shop)).toBeNull();
    expect(checkoutFieldOf('delivery_type', shop)).toBeNull();
  });

  it('a refusal of the only delivery method shows above the button, of one of several at the choice', () => {
    expect(checkoutFieldOf('delivery_method_id', shop)).toBeNull();
    const twoMethods = { ...shop, delivery_methods: [reparto, { ...reparto, id: 6, name: 'Moto' }] };
    expect(checkoutFieldOf('delivery_method_id', twoMethods)).toBe('delivery_method_id');
  });
});

describe('a refused order', () => {
  it('field errors go under their fields, the rest above the button', () => {
    const refusal = refusalOf(
      new ApiError({
        status: 422,
        message: 'Los datos no son válidos.',
        errors: {
          address: [PUBLIC_SHOP_MESSAGES.outsideZone],
          'items.0.product_id': [PUBLIC_SHOP_MESSAGES.productUnavailable],
        },
      }),
      shop,
    );
    expect(refusal).toEqual({
      fields: { address: PUBLIC_SHOP_MESSAGES.outsideZone },
      message: PUBLIC_SHOP_MESSAGES.productUnavailable,
    });
  });

  it('only field errors: check the marked fields; a 409 or no connection: its message', () => {
    const fieldsOnly = new ApiError({
      status: 422,
      message: 'x',
      errors: { phone: [PUBLIC_SHOP_MESSAGES.invalidPhone] },
    });
    expect(refusalOf(fieldsOnly, shop).message).toBe('Revisa los datos marcados.');
    const closed = new ApiError({ status: 409, message: PUBLIC_SHOP_MESSAGES.receptionOff });
    expect(refusalOf(closed, shop)).toEqual({ fields: {}, message: PUBLIC_SHOP_MESSAGES.receptionOff });
    expect(refusalOf(offlineError(), shop).message).toBe('Verifique su conexión a internet.');
  });
});

describe("the customer's order stages", () => {
  it("'En camino' only for a delivery", () => {
    expect(orderStages({ delivery_type: 'pickup' })).toEqual([
      'Recibido',
      'Confirmado',
      'En preparación',
      'Listo',
      'Entregado',
    ]);
    expect(orderStages({ delivery_type: 'delivery' })).toContain('En camino');
  });

  it('the current stage counts as reached; a completed order reached them all', () => {
    expect(stagesDone({ delivery_type: 'pickup', stage: 'Recibido', completed: false })).toBe(1);
    expect(stagesDone({ delivery_type: 'delivery', stage: 'En camino', completed: false })).toBe(5);
    expect(stagesDone({ delivery_type: 'pickup', stage: 'Entregado', completed: true })).toBe(5);
  });
});
