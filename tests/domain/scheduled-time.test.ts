import { describe, expect, it } from 'vitest';
import { defaultScheduledTime } from '../../src/domain/rules/scheduled-time';

describe('default scheduled time (01 §4.6): the next 15-minute mark at least 15 minutes away', () => {
  it.each([
    ['2026-11-26T18:00:00.000Z', '2026-11-26T18:15:00.000Z'],
    ['2026-11-26T18:00:00.001Z', '2026-11-26T18:30:00.000Z'],
    ['2026-11-26T18:01:00.000Z', '2026-11-26T18:30:00.000Z'],
    ['2026-11-26T18:14:59.000Z', '2026-11-26T18:30:00.000Z'],
    ['2026-11-26T18:15:00.000Z', '2026-11-26T18:30:00.000Z'],
    ['2026-11-26T18:29:00.000Z', '2026-11-26T18:45:00.000Z'],
    ['2026-11-26T23:50:00.000Z', '2026-11-27T00:15:00.000Z'],
  ])('at %s → %s', (now, expected) => {
    expect(defaultScheduledTime(new Date(now)).toISOString()).toBe(expected);
  });

  it('is never less than 15 minutes away, and always on a quarter hour', () => {
    for (let minute = 0; minute < 60 * 24; minute += 7) {
      const now = new Date(Date.UTC(2026, 10, 26, 0, minute, 13));
      const at = defaultScheduledTime(now);
      expect(at.getTime() - now.getTime()).toBeGreaterThanOrEqual(15 * 60_000);
      expect(at.getTime() - now.getTime()).toBeLessThan(30 * 60_000);
      expect(at.getUTCMinutes() % 15).toBe(0);
      expect(at.getUTCSeconds()).toBe(0);
    }
  });
});
