import { describe, expect, it } from 'vitest';
import {
  canDeleteZone,
  isZoneKm,
  nextZone,
  zoneRanges,
  zonesOutOfOrder,
} from '../../src/domain/rules/delivery-zones';

describe('zone continuity (02 §5 Delivery methods, §9)', () => {
  it.each([
    [[], { km: 1, fee: 0 }],
    [[{ km: 1, fee: 25 }], { km: 2, fee: 25 }],
    [
      [
        { km: 1, fee: 20 },
        { km: 3.5, fee: 40 },
      ],
      { km: 4.5, fee: 40 },
    ],
  ])('after %j the new zone is %j (+1 km, the previous fee)', (zones, next) => {
    expect(nextZone(zones)).toEqual(next);
  });

  it.each([
    [[{ km: 2, fee: 20 }], [[0, 2]]],
    [
      [
        { km: 1, fee: 20 },
        { km: 3, fee: 30 },
        { km: 7, fee: 50 },
      ],
      [
        [0, 1],
        [1, 3],
        [3, 7],
      ],
    ],
  ])('zones %j run from/to %j: each starts where the previous ends, the first at 0', (zones, ranges) => {
    expect(zoneRanges(zones).map(({ from, to }) => [from, to])).toEqual(ranges);
  });

  it('deleting a middle zone joins its neighbours: the next starts at the previous limit', () => {
    const zones = [
      { km: 1, fee: 20 },
      { km: 3, fee: 30 },
      { km: 7, fee: 50 },
    ];
    const without = zones.filter((_, index) => index !== 1);
    expect(zoneRanges(without).map(({ from, to }) => [from, to])).toEqual([
      [0, 1],
      [1, 7],
    ]);
  });

  it.each([
    [[{ km: 1 }], false],
    [[{ km: 1 }, { km: 2 }], true],
  ])('with zones %j deleting is allowed: %s (the last one stays)', (zones, allowed) => {
    expect(canDeleteZone(zones)).toBe(allowed);
  });

  it.each([
    [[{ km: 1 }, { km: 2 }, { km: 3 }], []],
    [[{ km: 2 }, { km: 2 }], [1]],
    [[{ km: 5 }, { km: 3 }, { km: 4 }], [1]],
    [
      [{ km: 3 }, { km: 2 }, { km: 1 }],
      [1, 2],
    ],
  ])('limits %j out of order at %j (strictly increasing)', (zones, indexes) => {
    expect(zonesOutOfOrder(zones)).toEqual(indexes);
  });

  it.each([
    [0.1, true],
    [2.5, true],
    [1000, true],
    [0, false],
    [-1, false],
    [1.25, false],
    [1000.1, false],
    [Number.NaN, false],
  ])('%s km is a valid limit: %s', (km, valid) => {
    expect(isZoneKm(km)).toBe(valid);
  });
});
