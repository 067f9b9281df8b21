/** Every page URL as data, so links and redirects never spell paths by hand. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    login: { path: '/auth', getHref: () => '/auth' },
    register: { path: '/auth/register', getHref: () => '/auth/register' },
  },
  c2cOrder: { path: '/c2c-order-payment', getHref: () => '/c2c-order-payment' },
  cargoOrder: { path: '/order-bill', getHref: () => '/order-bill' },
  account: {
    profile: { path: '/my-profile', getHref: () => '/my-profile' },
    changePassword: { path: '/change-password', getHref: () => '/change-password' },
    orders: { path: '/my-orders', getHref: () => '/my-orders' },
    addresses: { path: '/address', getHref: () => '/address' },
    topUp: { path: '/top-up', getHref: () => '/top-up' },
  },
} as const;

/** Where a signed-in customer lands by default (spec 1 section 2). */
export const DEFAULT_SIGNED_IN_PATH = paths.c2cOrder.getHref();
