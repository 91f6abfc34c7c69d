/** Group size buttons shown at once (01 §9): 7 on a phone, 9 on wider screens. */
export const GROUP_SIZE_BUTTONS_MOBILE = 7;
export const GROUP_SIZE_BUTTONS_WIDE = 9;

export interface GroupSizeChoices {
  /** Sizes shown as buttons, from 1. */
  buttons: number[];
  /** The larger sizes, offered in a menu (empty when all fit as buttons). */
  menu: number[];
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

/**
 * The group sizes the register dialog offers (01 §9): 1 up to max_group_size, the first 7 (mobile)
 * or 9 as buttons and the rest in a menu. A max of 0 means the location does not ask for it.
 */
export function groupSizeChoices(maxGroupSize: number, mobile: boolean): GroupSizeChoices {
  const max = Math.max(0, Math.floor(maxGroupSize));
  const shown = Math.min(max, mobile ? GROUP_SIZE_BUTTONS_MOBILE : GROUP_SIZE_BUTTONS_WIDE);
  return { buttons: range(1, shown), menu: range(shown + 1, max) };
}
