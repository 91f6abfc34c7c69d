import { describe, expect, it } from 'vitest';
import {
  ORDER_ACTIONS,
  ORDER_DELIVERY_STATUSES,
  ORDER_DELIVERY_TYPES,
  ORDER_STATUSES,
  type OrderAction,
  type OrderDeliveryStatus,
  type OrderDeliveryType,
  type OrderStatus,
} from '../../src/domain/contract/shop';
import {
  isActionOffered,
  ORDER_DISPLAY_STATUSES,
  type OrderActionsOffered,
  type OrderDisplayStatus,
  orderActionsOffered,
  orderAfterAction,
  orderDisplayStatus,
  receptionMode,
  switchesOfReceptionMode,
} from '../../src/domain/rules/order-status';

/**
 * 02 §4 written out cell by cell: [display without scheduled_to, display with scheduled_to].
 * queued is Received whatever the rest; confirmed + pending is Confirmed, or Scheduled when
 * scheduled_to is set; confirmed + preparing/ready/shipped is that state; anything else unknown.
 */
const DISPLAY: Record<OrderStatus, Record<OrderDeliveryStatus, [OrderDisplayStatus, OrderDisplayStatus]>> = {
  queued: {
    pending: ['received', 'received'],
    preparing: ['received', 'received'],
    ready: ['received', 'received'],
    shipped: ['received', 'received'],
    delivered: ['received', 'received'],
  },
  confirmed: {
    pending: ['confirmed', 'scheduled'],
    preparing: ['preparing', 'preparing'],
    ready: ['ready', 'ready'],
    shipped: ['shipped', 'shipped'],
    delivered: ['unknown', 'unknown'],
  },
  completed: {
    pending: ['unknown', 'unknown'],
    preparing: ['unknown', 'unknown'],
    ready: ['unknown', 'unknown'],
    shipped: ['unknown', 'unknown'],
    delivered: ['unknown', 'unknown'],
  },
  canceled: {
    pending: ['unknown', 'unknown'],
    preparing: ['unknown', 'unknown'],
    ready: ['unknown', 'unknown'],
    shipped: ['unknown', 'unknown'],
    delivered: ['unknown', 'unknown'],
  },
};

const NONE: OrderActionsOffered = { buttons: [], menu: [] };
const offer = (buttons: OrderAction[], menu: OrderAction[] = []): OrderActionsOffered => ({ buttons, menu });

/** The card's buttons and menu per display status × delivery type (02 §4). */
const OFFERED: Record<OrderDisplayStatus, Record<OrderDeliveryType, OrderActionsOffered>> = {
  received: {
    delivery: offer(['confirmed', 'canceled']),
    pickup: offer(['confirmed', 'canceled']),
  },
  confirmed: {
    delivery: offer(['preparing'], ['ready', 'canceled']),
    pickup: offer(['preparing'], ['ready', 'canceled']),
  },
  scheduled: {
    delivery: offer(['preparing'], ['ready', 'canceled']),
    pickup: offer(['preparing'], ['ready', 'canceled']),
  },
  preparing: {
    delivery: offer(['ready'], ['canceled']),
    pickup: offer(['ready'], ['canceled']),
  },
  ready: {
    delivery: offer(['shipped']),
    pickup: offer(['delivered']),
  },
  shipped: {
    delivery: offer(['delivered']),
    pickup: offer(['delivered']),
  },
  unknown: { delivery: NONE, pickup: NONE },
};

describe('orderDisplayStatus', () => {
  for (const status of ORDER_STATUSES) {
    for (const deliveryStatus of ORDER_DELIVERY_STATUSES) {
      const [plain, withSchedule] = DISPLAY[status][deliveryStatus];
      it(`${status} + ${deliveryStatus}: ${plain} without scheduled_to, ${withSchedule} with it`, () => {
        expect(orderDisplayStatus({ status, delivery_status: deliveryStatus, scheduled_to: null })).toBe(
          plain,
        );
        expect(
          orderDisplayStatus({
            status,
            delivery_status: deliveryStatus,
            scheduled_to: '2026-11-23T14:00:00-06:00',
          }),
        ).toBe(withSchedule);
      });
    }
  }
});

describe('orderActionsOffered and isActionOffered', () => {
  for (const display of ORDER_DISPLAY_STATUSES) {
    for (const type of ORDER_DELIVERY_TYPES) {
      it(`${display} (${type})`, () => {
        expect(orderActionsOffered(display, type)).toEqual(OFFERED[display][type]);
      });
    }
  }

  it('the server accepts exactly what the card offers, for every state and action', () => {
    for (const status of ORDER_STATUSES) {
      for (const deliveryStatus of ORDER_DELIVERY_STATUSES) {
        for (const type of ORDER_DELIVERY_TYPES) {
          for (const scheduled of [null, '2026-11-23T14:00:00-06:00']) {
            const order = {
              status,
              delivery_status: deliveryStatus,
              scheduled_to: scheduled,
              delivery_type: type,
            };
            const offered = OFFERED[DISPLAY[status][deliveryStatus][scheduled ? 1 : 0]][type];
            for (const action of ORDER_ACTIONS) {
              const expected = offered.buttons.includes(action) || offered.menu.includes(action);
              expect(isActionOffered(order, action), `${status}/${deliveryStatus}/${type}/${action}`).toBe(
                expected,
              );
            }
          }
        }
      }
    }
  });
});

describe('orderAfterAction', () => {
  it('moves the order as each action says', () => {
    const received = { status: 'queued', delivery_status: 'pending' } as const;
    const preparing = { status: 'confirmed', delivery_status: 'preparing' } as const;
    expect(orderAfterAction(received, 'confirmed')).toEqual({
      status: 'confirmed',
      delivery_status: 'pending',
    });
    expect(orderAfterAction(received, 'canceled')).toEqual({
      status: 'canceled',
      delivery_status: 'pending',
    });
    expect(orderAfterAction(preparing, 'canceled')).toEqual({
      status: 'canceled',
      delivery_status: 'preparing',
    });
    expect(orderAfterAction(received, 'preparing')).toEqual({
      status: 'confirmed',
      delivery_status: 'preparing',
    });
    expect(orderAfterAction(preparing, 'ready')).toEqual({ status: 'confirmed', delivery_status: 'ready' });
    expect(orderAfterAction(preparing, 'shipped')).toEqual({
      status: 'confirmed',
      delivery_status: 'shipped',
    });
    expect(orderAfterAction(preparing, 'delivered')).toEqual({
      status: 'completed',
      delivery_status: 'delivered',
    });
  });
});

describe('reception modes', () => {
  it('reads the mode from the two switches', () => {
    expect(receptionMode({ pickup_enabled: true, delivery_enabled: true })).toBe('on');
    expect(receptionMode({ pickup_enabled: true, delivery_enabled: false })).toBe('pickup');
    expect(receptionMode({ pickup_enabled: false, delivery_enabled: true })).toBe('delivery');
    expect(receptionMode({ pickup_enabled: false, delivery_enabled: false })).toBe('off');
  });

  it('turns each mode back into the same switches', () => {
    for (const mode of ['on', 'pickup', 'delivery', 'off'] as const) {
      expect(receptionMode(switchesOfReceptionMode(mode))).toBe(mode);
    }
    expect(switchesOfReceptionMode('pickup')).toEqual({ pickup_enabled: true, delivery_enabled: false });
    expect(switchesOfReceptionMode('off')).toEqual({ pickup_enabled: false, delivery_enabled: false });
  });
});
