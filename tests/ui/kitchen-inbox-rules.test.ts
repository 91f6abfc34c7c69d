import { describe, expect, it } from 'vitest';
import { orderChange } from '../../src/domain/rules/order-change';
import { activeTab, inboxTabs, ordersByDisplayStatus } from '../../src/features/shop/inbox/inbox-tab-state';
import { DEFAULT_AGE_THRESHOLDS, orderAge } from '../../src/features/shop/inbox/order-age';
import { scheduledAlerts } from '../../src/features/shop/inbox/scheduled-alerts';
import { at, NOW, inboxOrder as order } from './helpers/order-fixtures';

describe('card age colour', () => {
  it('a received order is normal, then warning at 5 min and late at 8 min since placed', () => {
    expect(orderAge(order({ placed_at: at(-4.9) }), NOW, DEFAULT_AGE_THRESHOLDS)).toBe('normal');
    expect(orderAge(order({ placed_at: at(-5) }), NOW, DEFAULT_AGE_THRESHOLDS)).toBe('warning');
    expect(orderAge(order({ placed_at: at(-7.9) }), NOW, DEFAULT_AGE_THRESHOLDS)).toBe('warning');
    expect(orderAge(order({ placed_at: at(-8) }), NOW, DEFAULT_AGE_THRESHOLDS)).toBe('late');
  });

  it('follows the screen thresholds', () => {
    const thresholds = { warningMins: 2, lateMins: 3 };
    expect(orderAge(order({ placed_at: at(-2) }), NOW, thresholds)).toBe('warning');
    expect(orderAge(order({ placed_at: at(-3) }), NOW, thresholds)).toBe('late');
  });

  it('an order already confirmed stays normal however old', () => {
    const confirmed = order({ status: 'confirmed', placed_at: at(-60) });
    expect(orderAge(confirmed, NOW, DEFAULT_AGE_THRESHOLDS)).toBe('normal');
  });
});

describe('scheduled banners', () => {
  it('orange within 2 h, red once late and not ready, nothing for far or ready orders', () => {
    const soon = order({ id: 1, status: 'confirmed', scheduled_to: at(90) });
    const late = order({
      id: 2,
      status: 'confirmed',
      delivery_status: 'preparing',
      scheduled_to: at(-5),
    });
    const far = order({ id: 3, status: 'confirmed', scheduled_to: at(121) });
    const readyLate = order({
      id: 4,
      status: 'confirmed',
      delivery_status: 'ready',
      scheduled_to: at(-30),
    });
    const alerts = scheduledAlerts([soon, late, far, readyLate], NOW);
    expect(alerts.map((alert) => [alert.order.id, alert.level])).toEqual([
      [2, 'late'],
      [1, 'soon'],
    ]);
  });
});

describe('cash change', () => {
  it('is what the customer pays with minus the total, rounded to cents', () => {
    expect(orderChange({ customer_cash: 500, total: 379.5 })).toBe(120.5);
    expect(orderChange({ customer_cash: 100.1, total: 100.03 })).toBe(0.07);
  });

  it('is none without cash or when the cash is short', () => {
    expect(orderChange({ customer_cash: null, total: 100 })).toBeNull();
    expect(orderChange({ customer_cash: 50, total: 100 })).toBeNull();
  });
});

describe('tabs', () => {
  const orders = [
    order({ id: 1 }),
    order({ id: 2, status: 'confirmed', delivery_status: 'preparing' }),
    order({ id: 3, status: 'confirmed', scheduled_to: at(30) }),
  ];

  it('groups by display status, received first, and hides Otros while empty', () => {
    const groups = ordersByDisplayStatus(orders);
    expect(groups.received.map((o) => o.id)).toEqual([1]);
    expect(groups.preparing.map((o) => o.id)).toEqual([2]);
    expect(groups.scheduled.map((o) => o.id)).toEqual([3]);
    expect(inboxTabs(groups)).toEqual([
      'received',
      'confirmed',
      'scheduled',
      'preparing',
      'ready',
      'shipped',
    ]);
  });

  it("opens the chosen tab, else the first with orders, else 'Recibidos'", () => {
    const groups = ordersByDisplayStatus(orders.slice(1));
    const tabs = inboxTabs(groups);
    expect(activeTab('ready', tabs, groups)).toBe('ready');
    expect(activeTab(null, tabs, groups)).toBe('scheduled');
    const empty = ordersByDisplayStatus([]);
    expect(activeTab(null, inboxTabs(empty), empty)).toBe('received');
  });
});
