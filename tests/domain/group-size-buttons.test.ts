import { describe, expect, it } from 'vitest';
import { groupSizeChoices } from '../../src/domain/rules/group-size-buttons';

describe('groupSizeChoices (01 §9)', () => {
  it('shows 9 buttons on wide screens and the rest in a menu up to the maximum', () => {
    expect(groupSizeChoices(12, false)).toEqual({
      buttons: [1, 2, 3, 4, 5, 6, 7, 8, 9],
      menu: [10, 11, 12],
    });
  });

  it('shows 7 buttons on a phone', () => {
    expect(groupSizeChoices(12, true)).toEqual({
      buttons: [1, 2, 3, 4, 5, 6, 7],
      menu: [8, 9, 10, 11, 12],
    });
  });

  it('has no menu when every size fits as a button', () => {
    expect(groupSizeChoices(9, false)).toEqual({ buttons: [1, 2, 3, 4, 5, 6, 7, 8, 9], menu: [] });
    expect(groupSizeChoices(4, true)).toEqual({ buttons: [1, 2, 3, 4], menu: [] });
  });

  it('offers nothing when the location does not ask for the group size (max 0)', () => {
    expect(groupSizeChoices(0, false)).toEqual({ buttons: [], menu: [] });
  });

  it('goes up to 100 people', () => {
    const { menu } = groupSizeChoices(100, false);
    expect(menu[0]).toBe(10);
    expect(menu.at(-1)).toBe(100);
    expect(menu).toHaveLength(91);
  });
});
