import { describe, expect, it } from 'vitest';
import { durationLabel, durationOptions } from '../../src/domain/rules/duration-options';

describe('durationLabel (01 §9)', () => {
  it.each([
    [5, '5 min'],
    [30, '30 min'],
    [59, '59 min'],
    [60, '1:00 h'],
    [90, '1:30 h'],
    [125, '2:05 h'],
    [1440, '24:00 h'],
  ])('%i minutes → %s', (minutes, label) => {
    expect(durationLabel(minutes)).toBe(label);
  });
});

describe('durationOptions (01 §9)', () => {
  it('starts at 30 min and steps by 30 up to 1440 without a service or a frequency', () => {
    const options = durationOptions(null, null);
    expect(options.slice(0, 4)).toEqual([
      { value: 30, label: '30 min' },
      { value: 60, label: '1:00 h' },
      { value: 90, label: '1:30 h' },
      { value: 120, label: '2:00 h' },
    ]);
    expect(options.at(-1)).toEqual({ value: 1440, label: '24:00 h' });
    expect(options).toHaveLength(48);
  });

  it('starts at the service duration and steps by the block frequency', () => {
    const values = durationOptions(45, 60).map((option) => option.value);
    expect(values.slice(0, 3)).toEqual([45, 105, 165]);
    expect(values.at(-1)).toBe(1425);
    expect(values.every((value) => value <= 1440)).toBe(true);
  });

  it('steps of 15 minutes from a 20-minute service', () => {
    expect(
      durationOptions(20, 15)
        .slice(0, 4)
        .map((option) => option.label),
    ).toEqual(['20 min', '35 min', '50 min', '1:05 h']);
  });

  it('a service as long as a day offers only 1440', () => {
    expect(durationOptions(1440, 30)).toEqual([{ value: 1440, label: '24:00 h' }]);
  });

  it('treats a zero or missing frequency and duration as the defaults', () => {
    expect(durationOptions(0, 0)).toEqual(durationOptions(undefined, undefined));
  });
});
