// Mantine's PostCSS preset plus the spec's breakpoints (01 §1: 481, 769, 1025, 1441, 1921 px),
// usable in CSS modules as $mantine-breakpoint-xs … $mantine-breakpoint-xl.
const px = (value) => `${value / 16}em`;

module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': px(481),
        'mantine-breakpoint-sm': px(769),
        'mantine-breakpoint-md': px(1025),
        'mantine-breakpoint-lg': px(1441),
        'mantine-breakpoint-xl': px(1921),
      },
    },
  },
};
