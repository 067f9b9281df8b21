// Mantine's preset gives CSS files its breakpoint mixins and rem() helper.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
