import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/** Seeded demo accounts (the wire conventions (API.md)), all with the same password. */
export const DEMO_PASSWORD = 'Demo@12345';
export const demo = {
  personal: { username: '0901234567', displayName: 'Nguyễn Minh Anh' },
  businessWithContract: { username: 'B000001', displayName: 'Công ty TNHH Sao Việt Logistics' },
  businessWithoutContract: { username: 'B000002', displayName: 'Hanbit Trading Co., Ltd.' },
} as const;

export type Language = 'vi' | 'en' | 'ko';

type Session = { accessToken: string; expiresIn: number };

/**
 * Runs before any page script, so the app boots in the wanted language; the cookie the app keeps
 * beside it is set too, as for a returning visitor, so a prerendered page comes in that language.
 */
export async function useLanguage(page: Page, language: Language | 'kr') {
  await page.context().addCookies([{ name: 'locale', value: language, url: test.info().project.use.baseURL }]);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem('locale', value);
      sessionStorage.setItem('e2e-language-set', '1');
    }
  }, language);
}

async function loginThroughApi(request: APIRequestContext, username: string, password: string): Promise<Session> {
  const response = await request.post('/api/v1/auth/login', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  const body = await response.json();
  return { accessToken: body.data.access_token, expiresIn: body.data.expires_in };
}

/**
 * Signs in through the API and stores the session the way the app does. The page opens the
 * health check first, a same-origin address that boots no app: a page's cold start is the dearest
 * step of a browser test, and the test's own first page pays it anyway.
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  const session = await loginThroughApi(page.request, username, password);
  await page.goto('/api/health');
  await page.evaluate(({ accessToken, expiresIn }) => {
    localStorage.setItem('auth', JSON.stringify({ accessToken, expiresAt: Date.now() + expiresIn * 1000 }));
  }, session);
}

export type FreshAccount = { phone: string; username: string; name: string; password: string };

/** A new personal account per test, so the demo accounts never change; with an e-mail address when given. */
/** A fresh account's phone as the pages write it: "+84 901 234 567" (9 national digits, 3-3-3). */
export const shownPhone = (digits: string) => `+84 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;

export async function registerFreshAccount(
  request: APIRequestContext,
  name = 'Lê Thị Hoa',
  { email }: { email?: string } = {},
): Promise<FreshAccount> {
  // 90 and seven digits: always a Vietnamese mobile number.
  const digits = `90${Math.floor(Math.random() * 1e7)
    .toString()
    .padStart(7, '0')}`;
  const password = 'Start1234';
  const response = await request.post('/api/v1/auth/register', {
    data: { prefix_phone: '+84', phone: digits, name, password, email },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { phone: digits, username: `0${digits}`, name, password };
}

/** A customer's access token, for the API calls that set up a test's data. */
export async function apiToken(request: APIRequestContext, username: string, password = DEMO_PASSWORD) {
  return (await loginThroughApi(request, username, password)).accessToken;
}

/** An address in Hồ Chí Minh City as the address call takes it (snake_case): who and where, a type to add. */
export const SAIGON_ADDRESS = {
  prefix_phone: '+84',
  phone: '0912345678',
  country: '0',
  province: '79',
  village: '26740',
  address: '12 Nguyễn Huệ',
};

/** Saves an address in the customer's book through the API (snake_case form, as the wire takes it). */
export async function saveAddressThroughApi(request: APIRequestContext, token: string, form: Record<string, unknown>) {
  const response = await request.post('/api/v1/address', { data: form, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(201);
}

export async function storedAuth(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('auth'));
}

/** Picks the demo personal account's default sender and receiver for a c2c order, as a customer would. */
export async function chooseDemoSenderAndReceiver(page: Page) {
  await page.goto('/address/select/c2c/sender');
  await page.getByRole('article', { name: 'Nguyễn Minh Anh' }).getByRole('button').click();
  await page.goto('/address/select/c2c/receiver');
  await page.getByRole('article', { name: 'Trần Thị Mai' }).getByRole('button').click();
  await expect(page).toHaveURL(/\/c2c-order-payment$/);
}

/**
 * Opens the post office chooser from the order screen as a customer would: a special commodity
 * (general goods) travels post office to post office, so both office lines appear.
 */
export async function openPostOfficeChooser(page: Page, role: 'sender' | 'receiver') {
  await page.goto('/c2c-order-payment');
  await page.getByRole('button', { name: /Hàng thông thường|General goods|일반 화물/ }).click();
  await expect(page.getByTestId(`${role}-point`)).toContainText(/^VN\d+ · /);
  await page.getByTestId(`order-${role}`).getByRole('button').click();
  await expect(page).toHaveURL(/\/choose-post-office$/);
}

/** The record the order screen leaves in sessionStorage for the confirmation page (spec 3 section 3). */
export const sampleNewOrder = {
  orderId: 'SP2611210042',
  uuid: '5f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b',
  platform: 'c2c',
  deliveryType: 'D2D',
  transportRules: ['Nội Thành'],
  createdAt: '2026-11-21T03:00:00Z',
  bookingShipperTime: '2026-11-21T04:30:00Z',
  amount: 45000,
  currency: 'VND',
  paymentMethod: 'cash',
};

/** Stores the order before any page script runs, on every load of the test's page. */
export async function storeNewOrder(page: Page, order: { paymentMethod?: string | null; [field: string]: unknown }) {
  await page.addInitScript((value) => sessionStorage.setItem('newOrder', value), JSON.stringify(order));
  await answerPayment(page, order.paymentMethod === 'cash' ? 'PENDING' : 'PAID', order.paymentMethod ?? 'cash');
}

/**
 * The server's record of a sample order's payment (the sample orders exist only in the browser):
 * cash waits for pickup, a gateway payment is as the test says. A later call replaces it.
 */
export async function answerPayment(page: Page, status: string, method = 'VNBANK') {
  await page.unroute('**/api/v1/order/*/payment');
  await page.route('**/api/v1/order/*/payment', (route) =>
    route.fulfill({
      json: {
        status: true,
        data: {
          order_id: sampleNewOrder.uuid,
          order_code: sampleNewOrder.orderId,
          method,
          status,
          amount: sampleNewOrder.amount,
          refunded_amount: 0,
          currency: 'VND',
          expires_at: null,
          paid_at: status === 'PAID' ? '2026-11-21T03:01:00Z' : null,
          response_code: status === 'FAILED' ? '51' : null,
        },
      },
    }),
  );
}

/** The order screen's weight and three sides, as typed in Vietnamese. */
export async function fillWeightAndSize(page: Page, weight: string, sides: [string, string, string]) {
  await page.getByRole('textbox', { name: 'Khối lượng' }).fill(weight);
  await page.getByRole('textbox', { name: 'Dài' }).fill(sides[0]);
  await page.getByRole('textbox', { name: 'Rộng' }).fill(sides[1]);
  await page.getByRole('textbox', { name: 'Cao' }).fill(sides[2]);
}

/** Finds a product through the order screen's search and chooses it. */
export async function searchAndChooseProduct(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Tìm sản phẩm' }).fill(name);
  await page.getByRole('option', { name }).click();
}

/**
 * Picks an option of a labelled select. The list can close again while the form re-renders (a
 * cascading list reloading its choices under load): open it again until the option can be clicked.
 */
export async function chooseOption(page: Page, label: string, option: string) {
  const list = page.getByRole('combobox', { name: label, exact: true });
  const choice = page.getByRole('option', { name: option, exact: true });
  await expect(async () => {
    if (!(await choice.isVisible())) await list.click();
    await choice.click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Makes a call fail with 503 for its first load and the two retries the app's queries make, then
 * reach the server again: the screen's error state shows, and its Try again works.
 */
export async function failFirstLoads(page: Page, url: string) {
  let failures = 3;
  await page.route(url, (route) =>
    failures-- > 0
      ? route.fulfill({
          status: 503,
          json: { status: false, code: 'DATABASE_UNAVAILABLE', message: 'busy', data: null },
        })
      : route.continue(),
  );
}

/**
 * Places a door-to-door order through the API, as the order screen would: the account's default
 * sender and receiver, 0.5 kg of clothes, at the total the server quotes, paid as asked. Answers
 * the created order and the hand-off (meta.custom.payment_url for VNPay).
 */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  username: string,
  options: { paymentMethod: string; language?: Language },
) {
  const { accessToken } = await loginThroughApi(request, username, DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${accessToken}`, 'accept-language': options.language ?? 'vi' };
  const book = (await (await request.post('/api/v2/address', { headers, data: {} })).json()).data;
  const sender = book.find((address: { type: string }) => address.type === 'SENDER');
  const receiver = book.find((address: { type: string }) => address.type === 'RECEIVER');
  const groups = (await (await request.get('/api/v1/producttypes/language/en', { headers })).json()).data;
  const product = groups[0].products.find((candidate: { code: string }) => candidate.code === 'CLOTHES');
  const shipment = {
    sender_address_id: sender.id,
    receiver_address_id: receiver.id,
    product_id: product.id,
    weight: 0.5,
    dimension: '20x20x10',
  };
  const priced = (await (await request.post('/api/v1/order/calculate-price', { headers, data: shipment })).json()).data;
  const method = priced.methods.find(
    (candidate: { delivery_type: string; unavailable?: boolean }) =>
      candidate.delivery_type === 'D2D' && !candidate.unavailable,
  );
  const placed = await request.post('/api/v1/order', {
    headers,
    data: {
      ...shipment,
      delivery_type: method.delivery_type,
      amount: method.price + method.duty_fee,
      payment_method: options.paymentMethod,
      extra_prices: [],
      ben_agreed: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const body = await placed.json();
  return {
    order: body.data as { order_id: string; uuid: string; amount: number; [field: string]: unknown },
    paymentUrl: body.meta.custom.payment_url as string | null,
    accessToken,
  };
}

/** The operations API as the demo staff account (OPS0001): scans, the security check and the no-show fee. */
export async function operationsApi(request: APIRequestContext) {
  const { accessToken } = await loginThroughApi(request, 'OPS0001', DEMO_PASSWORD);
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(`/api/ops/v1/orders/${path}`, {
      headers: { authorization: `Bearer ${accessToken}` },
      data,
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()).data;
  };
  return {
    scan: (code: string, kind: string, hubName?: string) => post(`${code}/events`, { kind, hub_name: hubName }),
    securityCheck: (code: string, measure: { weight: number; dimension: string }) =>
      post(`${code}/security-check`, measure),
    noShow: (code: string) => post(`${code}/no-show`, {}),
  };
}

/** A fresh customer with a Hồ Chí Minh City address and a Seoul one (with its pccc unless told otherwise). */
export async function aCrossBorderAccount(
  request: APIRequestContext,
  { pccc = 'P123456789012' }: { pccc?: string | null } = {},
) {
  const account = await registerFreshAccount(request, 'Phạm Thu Hà');
  const token = await apiToken(request, account.username, account.password);
  const address = (form: Record<string, unknown>) => saveAddressThroughApi(request, token, form);
  await address({ ...SAIGON_ADDRESS, person_name: 'Phạm Thu Hà', type: 'NORMAL' });
  await address({
    person_name: 'Kim Ji-won',
    prefix_phone: '+82',
    phone: '01012345678',
    country: '1',
    province: '11',
    district: '11010',
    village: '1101053',
    address: '9 Sajik-ro 8-gil',
    post_code: '03028',
    pccc,
    type: 'NORMAL',
  });
  return account;
}

/** Chooses an order's sender and receiver through the address picker, by the names on their cards. */
export async function chooseOrderAddresses(page: Page, sender: string, receiver: string) {
  await page.goto('/address/select/c2c/sender');
  await page.getByRole('article', { name: sender }).getByRole('button').click();
  await page.goto('/address/select/c2c/receiver');
  await page.getByRole('article', { name: receiver }).getByRole('button').click();
  await expect(page).toHaveURL(/\/c2c-order-payment$/);
}

/**
 * Fills the goods information form in Vietnamese (the category found by a part of its name) and
 * ticks the declaration; answers the form, not yet saved.
 */
export async function fillGoodsForm(
  page: Page,
  item: { category: [search: string, option: string]; name: string; price: string; material: string },
) {
  const form = page.getByRole('form', { name: 'Thông tin hàng hóa' });
  await form.getByRole('combobox', { name: 'Danh mục' }).fill(item.category[0]);
  await page.getByRole('option', { name: item.category[1] }).click();
  await form.getByRole('textbox', { name: 'Tên sản phẩm' }).fill(item.name);
  await form.getByRole('textbox', { name: 'Giá (USD)' }).fill(item.price);
  await form.getByRole('textbox', { name: 'Chất liệu' }).fill(item.material);
  await form.getByRole('checkbox', { name: /Tôi cam đoan/ }).check();
  return form;
}

/** On the order screen in Korean: clothes, 1 kg, 20 × 20 × 10 cm (the parcel the Korean cross-border tests send). */
export async function fillKoreanClothesParcel(page: Page) {
  await page.getByRole('textbox', { name: '상품 검색' }).fill('의류');
  await page.getByRole('option', { name: '의류' }).click();
  await page.getByRole('textbox', { name: '무게' }).fill('1');
  await page.getByRole('textbox', { name: '길이' }).fill('20');
  await page.getByRole('textbox', { name: '너비' }).fill('20');
  await page.getByRole('textbox', { name: '높이' }).fill('10');
}

/**
 * A fresh customer with a Hồ Chí Minh City and a Seoul address, signed in, in a language, on the
 * order screen with the sender and receiver chosen (by the names on their cards).
 */
export async function startCrossBorderOrder(
  page: Page,
  language: Language,
  route: { from: string; to: string; pccc?: string | null },
) {
  const account = await aCrossBorderAccount(page.request, { pccc: route.pccc });
  await useLanguage(page, language);
  await signIn(page, account.username, account.password);
  await chooseOrderAddresses(page, route.from, route.to);
  return account;
}
