import { createTheme, type MantineColorsTuple, type MantineSize, rem } from '@mantine/core';

/** Warm terracotta (clay pots, adobe): the primary colour. Shade 7 passes AA on white. */
const terracotta: MantineColorsTuple = [
  '#fdf1ec',
  '#f7e0d6',
  '#efbfab',
  '#e69b7d',
  '#de7c56',
  '#d9683d',
  '#d55e30',
  '#bd4e23',
  '#a8441e',
  '#933816',
];

/** Deep agave green for success and secondary accents. */
const agave: MantineColorsTuple = [
  '#eef8f2',
  '#dcede3',
  '#b5dac4',
  '#8bc6a3',
  '#69b587',
  '#53ab75',
  '#46a66b',
  '#379159',
  '#2c814e',
  '#1b7040',
];

/** Spec breakpoints (01 §1): 481, 769, 1025, 1441, 1921 px, in em as Mantine expects. */
export const BREAKPOINTS_PX = { xs: 481, sm: 769, md: 1025, lg: 1441, xl: 1921 } as const;
const em = (px: number) => `${px / 16}em`;

/** Touch targets: buttons, inputs and icon buttons at least 44 px tall (host-stand tablets). */
export const TOUCH_TARGET_PX = 44;
const touch = rem(TOUCH_TARGET_PX);

const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const theme = createTheme({
  primaryColor: 'terracotta',
  primaryShade: { light: 7, dark: 6 },
  colors: { terracotta, agave },
  black: '#2b1d16',
  fontFamily: SYSTEM_FONTS,
  headings: { fontFamily: SYSTEM_FONTS, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  breakpoints: {
    xs: em(BREAKPOINTS_PX.xs),
    sm: em(BREAKPOINTS_PX.sm),
    md: em(BREAKPOINTS_PX.md),
    lg: em(BREAKPOINTS_PX.lg),
    xl: em(BREAKPOINTS_PX.xl),
  },
  // Plain objects rather than `Component.extend()`: extend() would pull every component named
  // here into the entry chunk, while most screens load them lazily.
  components: {
    Button: {
      defaultProps: { size: 'md' },
      vars: (_theme: unknown, props: { size?: MantineSize }) => ({
        root: { '--button-height': isDefaultSize(props.size) ? touch : undefined },
      }),
    },
    Input: {
      defaultProps: { size: 'md' },
      vars: (_theme: unknown, props: { size?: MantineSize }) => ({
        wrapper: { '--input-height': isDefaultSize(props.size) ? touch : undefined },
      }),
    },
    ActionIcon: { defaultProps: { size: 'xl', variant: 'subtle' } },
    // Mantine names the eye button in English; aria-pressed already says whether it is shown.
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Mostrar contraseña' } } },
    NavLink: { styles: { root: { minHeight: touch } } },
    Menu: { styles: { item: { minHeight: touch } } },
  },
});

function isDefaultSize(size: MantineSize | undefined): boolean {
  return size === undefined || size === 'md';
}
