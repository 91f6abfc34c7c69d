import { describe, expect, it } from 'vitest';
import {
  allocateSpend,
  autoRechargeThreshold,
  creditPrice,
  crossesAutoRechargeThreshold,
  monthlyOfYearly,
  purchasedCreditsValidity,
} from '../../src/domain/rules/credit-maths';

const day = (iso: string) => new Date(`${iso}T06:00:00Z`);

describe('credit validity (02 §9)', () => {
  it('a pack bought today is valid for 12 months from the purchase', () => {
    const bought = new Date('2026-11-26T21:15:00Z');
    expect(purchasedCreditsValidity(bought)).toEqual({
      validFrom: bought,
      expiresAt: new Date('2027-11-26T21:15:00Z'),
    });
  });
});

describe('consumption order: the credits that expire first are spent first', () => {
  const plan = { id: 1, remaining: 10, expiresAt: day('2026-12-01') };
  const oldPack = { id: 2, remaining: 30, expiresAt: day('2027-03-01') };
  const newPack = { id: 3, remaining: 100, expiresAt: day('2027-11-01') };

  it('draws on the soonest-expiring grant, whatever order the grants come in', () => {
    expect(allocateSpend([newPack, oldPack, plan], 5)).toEqual([{ grantId: 1, amount: 5 }]);
  });

  it('spills over to the next grant when the first runs out', () => {
    expect(allocateSpend([newPack, plan, oldPack], 45)).toEqual([
      { grantId: 1, amount: 10 },
      { grantId: 2, amount: 30 },
      { grantId: 3, amount: 5 },
    ]);
  });

  it('skips spent grants and breaks ties by the older grant', () => {
    const twin = { id: 4, remaining: 3, expiresAt: oldPack.expiresAt };
    expect(allocateSpend([twin, oldPack, { ...plan, remaining: 0 }], 31)).toEqual([
      { grantId: 2, amount: 30 },
      { grantId: 4, amount: 1 },
    ]);
  });

  it('refuses a spend larger than the balance', () => {
    expect(allocateSpend([plan, oldPack], 41)).toBeNull();
    expect(allocateSpend([], 1)).toBeNull();
  });
});

describe('auto-recharge trigger', () => {
  it.each([
    [25, 20, 20, true],
    [21, 5, 20, true],
    [20, 19, 20, false],
    [50, 21, 20, false],
    [25, 20, null, false],
  ])('from %d to %d with threshold %s: %s', (before, after, threshold, fires) => {
    expect(crossesAutoRechargeThreshold(before, after, threshold)).toBe(fires);
  });

  it('the threshold is a tenth of the pack, at least 10', () => {
    expect(autoRechargeThreshold(100)).toBe(10);
    expect(autoRechargeThreshold(50)).toBe(10);
    expect(autoRechargeThreshold(1000)).toBe(100);
    expect(autoRechargeThreshold(3001)).toBe(301);
  });
});

describe('prices', () => {
  it('a yearly plan per month is the yearly price / 12, to the cent', () => {
    expect(monthlyOfYearly(2990)).toBe(249.17);
    expect(monthlyOfYearly(5990)).toBe(499.17);
    expect(monthlyOfYearly(0)).toBe(0);
  });

  it('a credit of a pack costs price / quantity', () => {
    expect(creditPrice(399, 500)).toBe(0.8);
    expect(creditPrice(99, 100)).toBe(0.99);
  });
});
