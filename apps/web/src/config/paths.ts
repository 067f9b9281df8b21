/*
 * The reset link's page and fragment key are the domain's (auth-contracts, which the server's
 * mail uses); they are written out here because that module carries the validation library and
 * this one is on every first page. paths.test.ts keeps the two the same.
 */
const PASSWORD_RESET_PAGE_PATH = '/auth/reset-password';
const PASSWORD_RESET_TOKEN_PARAM = 'token';

export type OrderType = 'c2c' | 'cargo';
export type AddressRole = 'sender' | 'receiver';

/** Every page URL as data, so links and redirects never spell paths by hand. */
/** A path with the query's non-empty values, or the bare path when there are none. */
function withQuery(path: string, query: Partial<Record<string, string>>): string {
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value) as [string, string][]);
  return search.size > 0 ? `${path}?${search}` : path;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    login: { path: '/auth', getHref: () => '/auth' },
    register: { path: '/auth/register', getHref: () => '/auth/register' },
    forgotPassword: { path: '/auth/forgot-password', getHref: () => '/auth/forgot-password' },
    /** Opened from the reset mail; the token rides in the fragment, so no server log sees it. */
    resetPassword: {
      path: PASSWORD_RESET_PAGE_PATH,
      getHref: (token: string) =>
        `${PASSWORD_RESET_PAGE_PATH}#${PASSWORD_RESET_TOKEN_PARAM}=${encodeURIComponent(token)}`,
    },
  },
  c2cOrder: {
    path: '/c2c-order-payment',
    /** `voucher`: a deal the customer chose to use; the screen checks and applies it (the deals page). */
    getHref: (voucher?: string) =>
      voucher ? `/c2c-order-payment?${new URLSearchParams({ voucher })}` : '/c2c-order-payment',
  },
  deals: { path: '/promotion-voucher', getHref: () => '/promotion-voucher' },
  cargoOrder: { path: '/order-bill', getHref: () => '/order-bill' },
  orderConfirmation: {
    path: '/order-bill/confirmation',
    /** Query paymentType and paymentSuccess; a bank return also carries vnp_ResponseCode (spec 2 section 2). */
    getHref: (query?: Record<string, string>) =>
      query && Object.keys(query).length > 0
        ? `/order-bill/confirmation?${new URLSearchParams(query)}`
        : '/order-bill/confirmation',
  },
  account: {
    profile: { path: '/my-profile', getHref: () => '/my-profile' },
    changePassword: { path: '/change-password', getHref: () => '/change-password' },
    orders: {
      path: '/my-orders',
      /** `type`: the status tab (spec 2 section 2: selecting a tab navigates to /my-orders?type={tab}). */
      getHref: (type?: string, page = 1) => {
        const query = new URLSearchParams();
        if (type) query.set('type', type);
        if (page > 1) query.set('page', String(page));
        return query.size > 0 ? `/my-orders?${query}` : '/my-orders';
      },
    },
    /** Many orders from a sheet (issue 37); a static segment, so it ranks before an order's id. */
    orderImport: { path: '/my-orders/import', getHref: () => '/my-orders/import' },
    orderDetail: { path: '/my-orders/:id', getHref: (uuid: string) => `/my-orders/${encodeURIComponent(uuid)}` },
    topUp: { path: '/top-up', getHref: () => '/top-up' },
    apiKeys: { path: '/api-keys', getHref: () => '/api-keys' },
  },
  /** The carrier's own screens (issue 39), for staff accounts only. */
  ops: {
    desk: {
      path: '/ops',
      /** `code`: the order scanned last, kept in the address so a reload shows it again. */
      getHref: (code?: string) => (code ? `/ops?${new URLSearchParams({ code })}` : '/ops'),
    },
    overview: { path: '/ops/overview', getHref: () => '/ops/overview' },
    settings: { path: '/ops/settings', getHref: () => '/ops/settings' },
    staff: { path: '/ops/staff', getHref: () => '/ops/staff' },
    audit: {
      path: '/ops/audit',
      /** The viewer's filters (order, staff member, action, days), each left out when empty. */
      getHref: (filters: Partial<Record<string, string>> = {}) => withQuery('/ops/audit', filters),
    },
    flights: {
      path: '/ops/flights',
      /** `date`: the Vietnamese day shown (YYYY-MM-DD, today without it); `flight`: the manifest open. */
      getHref: (query: { date?: string; flight?: string } = {}) => withQuery('/ops/flights', query),
    },
  },
  addresses: {
    list: { path: '/address', getHref: () => '/address' },
    create: {
      path: '/address/address-form',
      /** `returnTo` brings the customer back to where the form was opened from (spec 2 section 4). */
      getHref: (returnTo?: string) =>
        returnTo ? `/address/address-form?${new URLSearchParams({ returnTo })}` : '/address/address-form',
    },
    edit: {
      path: '/address/address-form/:id',
      getHref: (id: string, returnTo?: string) =>
        `/address/address-form/${encodeURIComponent(id)}${returnTo ? `?${new URLSearchParams({ returnTo })}` : ''}`,
    },
    search: { path: '/address/search-address', getHref: () => '/address/search-address' },
    select: {
      path: '/address/select/:orderType/:addressType',
      getHref: (orderType: OrderType, addressType: AddressRole, page = 1) =>
        `/address/select/${orderType}/${addressType}${page > 1 ? `?page=${page}` : ''}`,
    },
  },
  choosePostOffice: { path: '/choose-post-office', getHref: () => '/choose-post-office' },
  /** Open to everyone, signed in or not: one order's journey by its code, names masked. */
  tracking: {
    path: '/tracking/:code?',
    getHref: (code?: string) => (code ? `/tracking/${encodeURIComponent(code)}` : '/tracking'),
  },
  /** Open to everyone, signed in or not: what a parcel would cost, before an account. */
  priceCalculator: { path: '/price-calculator', getHref: () => '/price-calculator' },
  /** Open to everyone, signed in or not: the open-data licences ask for visible credits. */
  dataSources: { path: '/data-sources', getHref: () => '/data-sources' },
} as const;

/** Where a signed-in customer lands by default (spec 1 section 2). */
export const DEFAULT_SIGNED_IN_PATH = paths.c2cOrder.getHref();

/** Where signing in lands when no page asked for it: staff at the hub desk, customers at the order screen. */
export const signedInLanding = (staffRole: string | null | undefined): string =>
  staffRole ? paths.ops.desk.getHref() : DEFAULT_SIGNED_IN_PATH;
