import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import {
  CARGO_SIZES,
  fillCargoFilter,
  firstCargoFlight,
  placeCargoOrderThroughApi,
  searchFlights,
} from './cargo-fixtures.ts';
import {
  aCrossBorderAccount,
  answerPayment,
  chooseOption,
  demo,
  fillGoodsForm,
  fillKoreanClothesParcel,
  type Language,
  operationsApi,
  placeOrderThroughApi,
  sampleNewOrder,
} from './fixtures.ts';
import { screenshotPdf } from './pdf-viewer.ts';
import { productName } from './texts.ts';
import { DESKTOP, PHONE, SCREENSHOT_DIR, type Screen, sessionOf, Walk } from './walk.ts';

/*
 * Every page of the portal, walked once per screen (a phone at 390 px, also checked at 360, and a
 * desktop at 1280 px, also checked at 768) and language, with the checks of walk.ts on each: the
 * heading, no unexpected error, toast or untranslated key, no sideways scrolling, axe, and a
 * screenshot in test-results/screenshots for a human look. Signed out first, then as the demo
 * customer (order screen, order flow, account, address book), a new customer with a Seoul
 * address (Vietnam–Korea), the company with a Cargo Direct contract, and the one without.
 * Run one walk: npx playwright test e2e/page-walks.spec.ts -g "390 px in ko"
 */

const SCREENS: Screen[] = [PHONE, DESKTOP];
const LANGUAGES: Language[] = ['vi', 'en', 'ko'];
const BROWSER_LOCALE: Record<Language, string> = { vi: 'vi-VN', en: 'en-US', ko: 'ko-KR' };

/** The sandboxes are the payment providers' pages, not the app's: their words are theirs. */
const SANDBOX_TITLES = {
  vnpay: { vi: 'Cổng thanh toán thử nghiệm', en: 'Test payment gateway', ko: '테스트 결제 창' },
  // PortOne's window speaks Korean or English, as IMP.request_pay asks.
  portone: { en: 'Test Korean card window (PortOne)', ko: '테스트 카드 결제창 (PortOne)' },
} as const;

type Order = { uuid: string; order_id: string };

/** What the walks look at, made once through the API: orders in the states the pages show. */
type Fixtures = {
  /** A cash order the hub has weighed heavier, put on a flight and charged a no-show fee: a long journey. */
  travelled: Order;
  /** A cash order just placed: public tracking shows its first step. */
  placed: Order;
  /** A cash order at the hub, waiting for its security check: the hub desk's fullest view. */
  atHub: Order;
  /** A Cargo Direct booking of the company, for its cancel policy. */
  cargo: Order;
  crossBorder: { username: string; password: string };
};

let fixtures: Fixtures;

test.beforeAll(async ({ request }) => {
  const { order: travelled } = await placeOrderThroughApi(request, demo.personal.username, { paymentMethod: 'cash' });
  const ops = await operationsApi(request);
  await ops.scan(travelled.order_id, 'RECEIVED', 'Bưu cục Bến Nghé');
  await ops.scan(travelled.order_id, 'RECEIVED_HUB', 'Hub Tân Sơn Nhất');
  await ops.securityCheck(travelled.order_id, { weight: 3.2, dimension: '30x25x20' });
  for (const kind of ['FLIGHT_ASSIGNED', 'STATIONED_IN', 'HANDOVER_RACK_ASSIGNED'])
    await ops.scan(travelled.order_id, kind);
  await ops.noShow(travelled.order_id);
  const { order: placed } = await placeOrderThroughApi(request, demo.personal.username, { paymentMethod: 'cash' });
  const { order: atHub } = await placeOrderThroughApi(request, demo.personal.username, { paymentMethod: 'cash' });
  await ops.scan(atHub.order_id, 'RECEIVED', 'Bưu cục Bến Nghé');
  await ops.scan(atHub.order_id, 'RECEIVED_HUB', 'Hub Tân Sơn Nhất');
  const cargo = await placeCargoOrderThroughApi(request, await firstCargoFlight(request), 50);
  fixtures = { travelled, placed, atHub, cargo, crossBorder: await aCrossBorderAccount(request) };
});

for (const screen of SCREENS) {
  for (const language of LANGUAGES) {
    test(`every page at ${screen.width} px in ${language}`, async ({ browser, request }) => {
      test.setTimeout(240_000);
      const walk = await openWalk(browser, screen, language);
      try {
        await test.step('signed out', () => walkSignedOut(walk));
        await test.step('the payment providers’ pages', () => walkPaymentPages(walk, request));
        await test.step('the order screen', () => walkOrderScreen(walk, request));
        await test.step('after ordering', () => walkAfterOrdering(walk, request));
        await test.step('the account', () => walkAccount(walk));
        await test.step('the address book', () => walkAddressBook(walk));
        await test.step('Vietnam–Korea', () => walkCrossBorder(walk, request));
        await test.step('Cargo Direct', () => walkCargoDirect(walk, request));
        await test.step('the hub desk', () => walkHubDesk(walk, request));
        if (language === 'vi') await test.step('the waybill', () => drawWaybill(walk, request));
      } finally {
        await walk.close();
      }
    });
  }
}

async function openWalk(browser: Browser, screen: Screen, language: Language) {
  return Walk.open(browser, screen, language, BROWSER_LOCALE[language]);
}

async function walkSignedOut(walk: Walk) {
  const { page, t, language } = walk;
  await walk.signIn(null, '/auth');
  await checkFormAndErrors(walk, FORMS.signIn);

  await walk.go('/auth/register');
  await checkFormAndErrors(walk, FORMS.register);

  await walk.go('/auth/forgot-password');
  await walk.check({ name: 'forgot-password', heading: t('auth.forgotPassword.title') });
  await walk.go('/auth/reset-password');
  await expect(page.getByText(t('auth.resetPassword.invalidTitle'))).toBeVisible();
  await walk.check({ name: 'reset-password-no-link', heading: t('auth.resetPassword.title') });
  await walk.go('/data-sources');
  // The credits page is held to every impact in its content, not only serious and critical.
  await walk.check({
    name: 'data-sources-signed-out',
    heading: t('dataSources.title'),
    axeEveryImpactIn: '#main-content',
  });

  await walk.go(`/tracking/${fixtures.placed.order_id}`);
  await expect(page.getByRole('region', { name: fixtures.placed.order_id })).toContainText(t('tracking.CREATED.title'));
  await walk.check({ name: 'public-tracking', heading: t('publicTracking.title') });

  await walk.go('/price-calculator');
  const calculator = t('priceCalculator.title');
  await walk.check({ name: 'price-calculator', heading: calculator });
  // The provinces as the page names them in this language (Ho Chi Minh City in English).
  const places = await page.request.get('/api/v1/price-estimate/places', { headers: { 'accept-language': language } });
  const { origins, destinations } = (await places.json()).data;
  const nameOf = (list: { country: string; province: string; name: string }[], province: string) =>
    list.find((place) => place.country === '0' && place.province === province)?.name ?? province;
  await chooseOption(page, t('priceCalculator.origin'), nameOf(origins, '79'));
  await chooseOption(page, t('priceCalculator.destination'), nameOf(destinations, '01'));
  await fillSizes(walk, '2', ['30', '20', '10']);
  await page.getByRole('button', { name: t('priceCalculator.submit') }).click();
  await expect(page.getByRole('region', { name: t('priceCalculator.resultTitle') })).toBeVisible();
  await walk.check({ name: 'price-calculator-priced', heading: calculator });
}

/** A field's label as the forms write it: the shared catalogue's name of the field, capitalised. */
function fieldLabel({ t }: Walk, field: string) {
  const name = t(`fields.${field}`);
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
}

/** "Please enter phone number or customer code", as the shared catalogue words a missing field. */
function required({ t }: Walk, field: string) {
  const words = t('validation.validation_required', { field: t(`fields.${field}`) });
  return new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
}

/** A form the walks send empty: its screenshot name, the text keys of its h1 and send button, its first required field. */
type Form = { name: string; title: string; submit: string; required: string };

const FORMS = {
  signIn: { name: 'sign-in', title: 'auth.signIn.title', submit: 'auth.signIn.submit', required: 'username' },
  register: { name: 'register', title: 'auth.register.title', submit: 'auth.register.submit', required: 'name' },
  changePassword: {
    name: 'change-password',
    title: 'account.password.title',
    submit: 'account.password.submit',
    required: 'oldPassword',
  },
  address: {
    name: 'address-form',
    title: 'addresses.form.createTitle',
    submit: 'addresses.form.submit',
    required: 'personName',
  },
} satisfies Record<string, Form>;

/**
 * Checks a form, then sends it as it stands (after `fill`, if given) and checks it again with the
 * errors sending provokes, its first required field's among them (`{name}-errors`).
 */
async function checkFormAndErrors(walk: Walk, form: Form, fill?: () => Promise<void>) {
  const heading = walk.t(form.title);
  await walk.check({ name: form.name, heading });
  await fill?.();
  await walk.page.getByRole('button', { name: walk.t(form.submit), exact: true }).click();
  await expect(walk.page.getByText(required(walk, form.required))).toBeVisible();
  await walk.check({ name: `${form.name}-errors`, heading, expected: { fieldErrors: true } });
}

async function walkPaymentPages(walk: Walk, request: APIRequestContext) {
  const { language } = walk;
  const { paymentUrl } = await placeOrderThroughApi(request, demo.personal.username, {
    paymentMethod: 'VNBANK',
    language,
  });
  await walk.load(paymentUrl as string);
  await walk.check({ name: 'vnpay-sandbox', heading: SANDBOX_TITLES.vnpay[language] });

  // The card window as IMP.request_pay opens it for an order in won.
  const params = new URLSearchParams({
    imp: 'imp00000000',
    pg: 'kcp',
    pay_method: 'card',
    merchant_uid: 'SP261124000001',
    name: 'SkyParcel SP261124000001',
    amount: '52000',
    currency: 'KRW',
    language: language === 'ko' ? 'ko' : 'en',
    m_redirect_url: `${test.info().project.use.baseURL}/order-bill/confirmation?paymentType=KCP`,
  });
  await walk.load(`/sandbox/portone/pay?${params}`);
  await expect(walk.page.getByText('₩52,000')).toBeVisible();
  await walk.check({ name: 'portone-sandbox', heading: SANDBOX_TITLES.portone[language === 'ko' ? 'ko' : 'en'] });
}

async function walkOrderScreen(walk: Walk, request: APIRequestContext) {
  const { page, t, language } = walk;
  const heading = t('c2cOrder.pageTitle');
  await walk.signIn(await sessionOf(request, demo.personal.username), '/c2c-order-payment');
  // The default sender and receiver are chosen for the customer.
  await expect(page.getByTestId('order-sender')).toContainText('12 Nguyễn Huệ');
  await walk.check({ name: 'order-empty', heading });

  await page.getByRole('button', { name: t('c2cOrder.placeOrder'), exact: true }).click();
  await expect(page.getByText(t('validation.C2cNoValueWeight'))).toBeVisible();
  await walk.check({ name: 'order-errors', heading, expected: { fieldErrors: true, toast: true } });
  // A new visit starts without the refused attempt's errors.
  await walk.load('/c2c-order-payment');

  await chooseProduct(walk, productName(language, 'CLOTHES'));
  await fillSizes(walk, '2', ['30', '20', '10']);
  await expect(page.getByTestId('tier-offer-PREMIUM')).toBeVisible();
  await walk.check({ name: 'order-tiers', heading });
  await page.getByRole('textbox', { name: t('c2cProducts.weight'), exact: true }).fill('40');
  await expect(page.locator('.mantine-InputWrapper-error').filter({ hasText: /31[.,]5/ })).toBeVisible();
  await walk.check({ name: 'order-weight-limit', heading, expected: { fieldErrors: true } });

  await page.getByText(t('c2cOrder.tiers.PREMIUM'), { exact: true }).click();
  await page.getByRole('textbox', { name: t('c2cProducts.weight'), exact: true }).fill('2.5');
  await page.getByTestId('method-P2P').click();
  await expect(page.getByTestId('sender-point')).toContainText(/^VN\d+ · /);
  await page.getByRole('button', { name: t('c2cVoucher.chooseCode') }).click();
  await expect(page.getByRole('dialog')).toContainText('GIAM20K');
  await walk.check({ name: 'order-vouchers', heading, isDialog: true });
  await page.getByRole('textbox', { name: t('c2cVoucher.codeLabel') }).fill('GIAM20K');
  await page.getByRole('button', { name: t('c2cVoucher.apply'), exact: true }).click();
  await expect(page.getByTestId('fee-discount')).toBeVisible();
  await page.getByTestId('pay-cash').click();
  await walk.check({ name: 'order-priced', heading, expected: { toast: true } });

  await page.getByTestId('pay-VNBANK').click();
  const bank = page.getByRole('combobox', { name: t('payments.bankLabel') });
  await bank.fill('Vietcombank');
  const vietcombank = page.getByRole('option', { name: /Vietcombank \(VCB\)/ });
  await expect(vietcombank).toBeVisible();
  await walk.check({
    name: 'order-bank-picker-open',
    heading,
    expected: { toast: true },
    isDialog: true,
    isTransient: true,
  });
  await vietcombank.click();
  await walk.check({ name: 'order-bank-chosen', heading, expected: { toast: true } });

  // General goods travel post office to post office: marked so in the search and on their page of the
  // grid; the refused handovers are named with the reason, not offered, and both offices show.
  await chooseProduct(walk, productName(language, '0000'), { isMarked: true });
  await expect(page.getByTestId('set-for-post-offices-legend')).toBeVisible();
  await expect(page.getByTestId('methods-refused')).toContainText(t('c2cOrder.handovers.D2D'));
  await expect(page.getByTestId('method-D2D')).toHaveCount(0);
  await expect(page.getByTestId('receiver-point')).toContainText(/^VN\d+ · /);
  await walk.check({ name: 'order-special', heading, expected: { toast: true } });
  await page.getByTestId('order-sender').getByRole('button').click();
  await expect(page).toHaveURL(/\/choose-post-office$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await walk.check({ name: 'choose-post-office', heading: t('postOffices.senderTitle'), expected: { toast: true } });
}

/** Searches a product by name and chooses it; a special product's option is heard with its mark. */
async function chooseProduct({ page, t }: Walk, name: string, { isMarked = false } = {}) {
  await page.getByRole('textbox', { name: t('c2cProducts.searchLabel') }).fill(name);
  const optionName = isMarked ? `${name} ${t('c2cProducts.setForPostOfficesMark')}` : name;
  await page.getByRole('option', { name: optionName, exact: true }).click();
}

async function fillSizes({ page, t }: Walk, weight: string, [length, width, height]: [string, string, string]) {
  await page.getByRole('textbox', { name: t('c2cProducts.weight'), exact: true }).fill(weight);
  await page.getByRole('textbox', { name: t('c2cProducts.longs'), exact: true }).fill(length);
  await page.getByRole('textbox', { name: t('c2cProducts.width'), exact: true }).fill(width);
  await page.getByRole('textbox', { name: t('c2cProducts.height'), exact: true }).fill(height);
}

/** The confirmation of an order the browser holds (sampleNewOrder), its payment as the server would answer. */
async function confirm(walk: Walk, order: typeof sampleNewOrder, status: string, query: string) {
  const { page } = walk;
  await page.evaluate((value) => sessionStorage.setItem('newOrder', value), JSON.stringify(order));
  await answerPayment(page, status, order.paymentMethod);
  await walk.go(`/order-bill/confirmation?${query}`);
}

/** Each confirmation its own order: the page reads the order once, and its payment is asked for by the order's id. */
const sampleOrder = (id: number, changes: Partial<typeof sampleNewOrder>) => ({
  ...sampleNewOrder,
  orderId: `SP26112100${40 + id}`,
  uuid: sampleNewOrder.uuid.replace(/.$/, String(id)),
  ...changes,
});

async function walkAfterOrdering(walk: Walk, request: APIRequestContext) {
  const { page, t } = walk;
  await confirm(
    walk,
    sampleOrder(1, { transportRules: ['Quốc Tế'], deliveryType: 'D2P' }),
    'PENDING',
    'paymentType=cash',
  );
  await walk.check({ name: 'order-confirmation', heading: t('orderConfirmation.successTitle') });

  await walk.go('/my-orders');
  await expect(page.getByRole('article').filter({ hasText: fixtures.placed.order_id })).toBeVisible();
  await walk.check({ name: 'order-history', heading: t('orders.title') });

  await confirm(walk, sampleOrder(2, { paymentMethod: 'VNBANK' }), 'FAILED', 'paymentType=VNBANK&paymentSuccess=false');
  await walk.check({ name: 'order-confirmation-failed', heading: t('orderConfirmation.failedTitle') });

  const { travelled } = fixtures;
  await walk.go(`/my-orders/${travelled.uuid}`);
  await expect(page.getByRole('img', { name: t('orders.detail.qrLabel', { code: travelled.order_id }) })).toBeVisible();
  // The no-show fee has one name, in the fee summary as in the adjustments (issue 34 item 7).
  const noShow = t('orders.adjustments.kinds.NO_SHOW');
  await expect(page.getByRole('region', { name: t('orders.detail.summary') })).toContainText(noShow);
  await expect(page.getByRole('region', { name: t('orders.adjustments.title') })).toContainText(noShow);
  await walk.check({ name: 'order-detail', heading: t('orders.detail.title', { code: travelled.order_id }) });

  await confirm(walk, sampleOrder(3, { paymentMethod: 'VNBANK' }), 'PENDING', 'paymentType=VNBANK');
  await walk.check({ name: 'order-confirmation-pending', heading: t('orderConfirmation.pendingTitle') });
  await page.unroute('**/api/v1/order/*/payment');

  const { order } = await placeOrderThroughApi(request, demo.personal.username, { paymentMethod: 'cash' });
  await walk.go(`/my-orders/${order.uuid}`);
  await page.getByRole('button', { name: t('orders.detail.cancel') }).click();
  // Every order asks first, and says what comes back: nothing, for cash not yet paid (issue 34 item 9).
  const cancelDialog = page.getByRole('dialog', { name: t('orders.cancelDialog.title', { code: order.order_id }) });
  await expect(cancelDialog.getByTestId('cancel-refund')).toHaveText(t('orders.cancelDialog.refund.nothing'));
  await cancelDialog.getByRole('button', { name: t('orders.cancelDialog.confirm') }).click();
  await expect(page.getByText(t('orderStatuses.cancelled'), { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: t('orders.detail.cancel') })).toHaveCount(0);
  await expect(page.getByRole('region', { name: t('orders.detail.tracking') })).toContainText(
    t('cancelReasons.CUSTOMER'),
  );
  await walk.check({
    name: 'order-cancelled',
    heading: t('orders.detail.title', { code: order.order_id }),
    expected: { toast: true },
  });
}

async function walkAccount(walk: Walk) {
  const { page, t } = walk;
  await walk.go('/top-up');
  await expect(page.getByRole('heading', { name: t('wallet.topup_you_have_no_recent_transactions') })).toBeVisible();
  await walk.check({ name: 'top-up-empty', heading: t('wallet.title') });
  await page.getByRole('button', { name: t('wallet.topup.action'), exact: true }).click();
  const topUp = page.getByRole('dialog', { name: t('wallet.topup.title') });
  const fiveHundredThousand = topUp.getByRole('button', { name: /500[.,\s]000/ });
  await fiveHundredThousand.click();
  await expect(fiveHundredThousand).toHaveAttribute('aria-pressed', 'true');
  await expect(topUp.getByRole('textbox', { name: t('wallet.topup.amount') })).toHaveValue('500.000 đ');
  await walk.check({ name: 'top-up-form', heading: t('wallet.title'), isDialog: true });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await walk.go('/promotion-voucher');
  await expect(page.getByRole('listitem', { name: 'GIAM20K' })).toBeVisible();
  await walk.check({ name: 'deals', heading: t('deals.title') });

  await walk.go('/my-profile');
  await expect(page.getByRole('textbox', { name: fieldLabel(walk, 'name') })).toBeVisible();
  await walk.check({ name: 'profile', heading: t('account.profile.title') });

  await walk.go('/change-password');
  await checkFormAndErrors(walk, FORMS.changePassword);

  // The import page before a sheet: the template and its column guide, the upload field (issue 37).
  await walk.go('/my-orders/import');
  await page.getByRole('button', { name: t('orderImport.template.guide') }).click();
  await walk.check({ name: 'order-import', heading: t('orderImport.title') });

  // API keys are for business accounts: a person is told what they are for.
  await walk.go('/api-keys');
  await expect(page.getByRole('heading', { name: t('apiKeys.personalTitle') })).toBeVisible();
  await walk.check({ name: 'api-keys-personal', heading: t('nav.apiKeys') });

  await walk.go('/data-sources');
  // The credits page is held to every impact in its content, not only serious and critical.
  await walk.check({
    name: 'data-sources-signed-in',
    heading: t('dataSources.title'),
    axeEveryImpactIn: '#main-content',
  });

  // Cargo Direct is for contract customers: the demo customer gets its popup and nothing else.
  await walk.go('/order-bill');
  await expect(page.getByRole('dialog', { name: t('cargo.notice.personalTitle') })).toBeVisible();
  await walk.check({ name: 'cargo-popup-personal', heading: null, isDialog: true });
}

async function walkAddressBook(walk: Walk) {
  const { page, t, language } = walk;
  await walk.go('/address');
  await expect(page.getByRole('article', { name: 'Kim Ji-won' })).toBeVisible();
  await walk.check({ name: 'address-book', heading: t('addresses.list.title') });
  const editHref = await page.locator('a[href^="/address/address-form/"]').first().getAttribute('href');
  await walk.go(editHref as string);
  await expect(page.getByRole('textbox', { name: t('addresses.form.street') })).not.toHaveValue('');
  await walk.check({ name: 'address-form-edit', heading: t('addresses.form.updateTitle') });

  await walk.go('/address/address-form');
  // An old-style address is converted; saving without a name says what is missing.
  await checkFormAndErrors(walk, FORMS.address, async () => {
    await page
      .getByRole('textbox', { name: t('addresses.form.street') })
      .fill('123 Lý Thường Kiệt, Phường 15, Quận 10, TP. Hồ Chí Minh');
    await expect(page.getByText(t('addresses.legacy.title'))).toBeVisible();
  });

  await walk.go('/address/search-address');
  await walk.check({ name: 'address-search', heading: t('addresses.search.title') });
  if (language === 'ko') await walkKoreanPostCode(walk);
  await walk.go('/address/select/c2c/sender');
  await expect(
    page.getByRole('button', { name: t('addresses.select.chooseOf', { name: 'Kim Ji-won' }) }),
  ).toBeVisible();
  await walk.check({ name: 'address-select', heading: t('addresses.select.senderTitle') });
}

/** A Korean address: country, province and district, then the post code search, open and chosen. */
async function walkKoreanPostCode(walk: Walk) {
  const { page, t } = walk;
  await walk.go('/address/address-form');
  await walk.settle();
  for (const [label, option] of [
    ['국가', '대한민국'],
    ['시/도', '서울특별시'],
    ['시/군/구', '종로구'],
  ]) {
    await page.getByRole('combobox', { name: label, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.getByRole('button', { name: t('addresses.form.findPostCode') }).click();
  const search = page.getByRole('dialog', { name: t('addresses.form.findPostCode') });
  await search.getByRole('searchbox').fill('사직');
  await expect(search.getByRole('button', { name: /03028/ })).toBeVisible();
  await walk.check({ name: 'korean-post-code-search', heading: t('addresses.form.createTitle'), isDialog: true });
  await search.getByRole('button', { name: /03028/ }).click();
  await expect(page.getByRole('textbox', { name: '우편번호', exact: true })).toHaveValue('03028');
  await walk.check({ name: 'address-form-korea-filled', heading: t('addresses.form.createTitle') });
}

/** A customer with a Seoul address: the goods of a parcel to Korea, and prices in won from Korea. */
async function walkCrossBorder(walk: Walk, request: APIRequestContext) {
  const { page, t, language } = walk;
  if (language === 'en') return;
  const heading = t('c2cOrder.pageTitle');
  const { username, password } = fixtures.crossBorder;
  await walk.signIn(await sessionOf(request, username, password), '/address/select/c2c/sender');
  const [from, to] = language === 'vi' ? ['Phạm Thu Hà', 'Kim Ji-won'] : ['Kim Ji-won', 'Phạm Thu Hà'];
  await page.getByRole('article', { name: from }).getByRole('button').click();
  // As a customer would: back on the order screen with the sender before the receiver is picked (going on
  // at once raced the navigation the choice had started, and the receiver's choice was sometimes lost).
  await expect(page.getByTestId('order-sender')).toContainText(from);
  await walk.go('/address/select/c2c/receiver');
  await page.getByRole('article', { name: to }).getByRole('button').click();
  await expect(page).toHaveURL(/\/c2c-order-payment$/);
  if (language === 'ko') {
    await fillKoreanClothesParcel(page);
    await expect(page.getByTestId('fee-total-dong')).toBeVisible();
    await expect(page.getByRole('group', { name: '간편결제·휴대폰' })).toBeVisible();
    await walk.check({ name: 'global-inbound', heading });
    return;
  }
  await chooseProduct(walk, productName(language, 'CLOTHES'));
  await fillSizes(walk, '1', ['20', '20', '10']);
  await page.getByRole('button', { name: t('declarations.add') }).click();
  await expect(page.getByTestId('rules-parcel')).toBeVisible();
  await walk.check({ name: 'global-parcel-rules', heading, isDialog: true });
  await page.getByRole('button', { name: t('declarations.rules.parcel.accept') }).click();
  const form = await fillGoodsForm(page, {
    category: ['Quần', 'Quần áo'],
    name: 'Áo dài lụa thêu tay',
    price: '138.5',
    material: 'Lụa tơ tằm',
  });
  await expect(form.getByTestId('value-meter')).toContainText('Còn 11,50 $');
  await walk.check({ name: 'global-goods-form', heading, isDialog: true });
  await form.getByRole('textbox', { name: t('declarations.priceUsd') }).fill('150.01');
  await expect(form.getByTestId('value-meter')).toContainText('Vượt 0,01 $');
  await walk.check({ name: 'global-goods-form-over', heading, isDialog: true, expected: { fieldErrors: true } });
  await form.getByRole('textbox', { name: t('declarations.priceUsd') }).fill('138.5');
  await form.getByRole('button', { name: t('declarations.save') }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('fee-clearance')).toBeVisible();
  await expect(page.getByText(/SP\d+ SGN → (ICN|PUS)/).first()).toBeVisible();
  await walk.check({ name: 'global-order', heading });
}

async function walkCargoDirect(walk: Walk, request: APIRequestContext) {
  const { page, t, language } = walk;
  const heading = t('cargo.title');
  await walk.signIn(await sessionOf(request, demo.businessWithContract.username), '/order-bill');
  await fillCargoFilter(page, language, {
    commodity: productName(language, '0000'),
    weight: '120',
    lines: CARGO_SIZES,
  });
  await expect(page.getByTestId('shipment-summary')).toContainText('139');
  await walk.check({ name: 'cargo-filter', heading });

  // Each load level on the first day (the real flight four times over), to look at their badges.
  await page.route('**/api/v2/cargo/available-flights', async (route) => {
    const answer = await (await route.fetch()).json();
    const [day] = Object.keys(answer.data).sort();
    const flight = Object.values(answer.data as Record<string, Record<string, unknown>[]>).flat()[0];
    const levels = [
      ['enough', 1200, 1500],
      ['low', 60, 1500],
      ['full', 40, -1],
      ['exceeded', -300, 1500],
    ] as const;
    answer.data[day] = levels.map(([level, remainwt, capacity], index) => ({
      ...flight,
      // The first keeps the real flight, which the fee and the booking know.
      flight_id: index === 0 ? flight.flight_id : `0000000${index}${String(flight.flight_id).slice(8)}`,
      flight_number: `SP13${index + 1}`,
      load_level: level,
      remainwt,
      capacity,
    }));
    await route.fulfill({ json: answer });
  });
  await searchFlights(page, language);
  await page.getByRole('tab').first().click();
  await page
    .getByRole('button', { name: `${t('cargo.bill.select')} SP131` })
    .filter({ visible: true })
    .click();
  await expect(page.getByTestId('fee-total')).toBeVisible();
  await walk.check({ name: 'cargo-flights', heading });

  await page.route('**/api/v2/cargo/book-flight', (route) =>
    route.fulfill({
      json: {
        status: true,
        data: { is_available: false, message: t('errors.PLANE_OUT_OF_LOAD'), remainwt: -20, load_level: 'exceeded' },
      },
    }),
  );
  await page.getByTestId('pay-cash').click();
  await page.getByRole('checkbox', { name: walk.pattern('c2cOrder.termsAgree') }).check();
  await page.getByRole('button', { name: walk.pattern('cargo.bill.placeOrderFor') }).click();
  await expect(page.getByRole('dialog', { name: t('cargo.outOfLoad.title') })).toBeVisible();
  await walk.check({ name: 'cargo-out-of-load', heading, isDialog: true });
  await page.unrouteAll();

  await walk.go(`/my-orders/${fixtures.cargo.uuid}`);
  // The booking's air waybill and airports in every language (issue 34 item 10).
  const booking = page.getByRole('region', { name: t('orders.cargoBooking.title') });
  await expect(booking.getByText(/^\d{3}-\d{8}$/)).toBeVisible();
  // The airport by its province in the reader's language, not the open data's English name (issue 34 item 18).
  await expect(booking.getByTestId('cargo-drop-off')).toContainText(/\([A-Z]{3}\)/);
  await expect(booking.getByTestId('cargo-drop-off')).not.toContainText('International');
  await page.getByRole('button', { name: t('orders.detail.cancel') }).click();
  await expect(
    page.getByRole('dialog', { name: t('orders.cancelDialog.title', { code: fixtures.cargo.order_id }) }),
  ).toBeVisible();
  await walk.check({
    name: 'cargo-cancel-policy',
    heading: t('orders.detail.title', { code: fixtures.cargo.order_id }),
    isDialog: true,
  });
  await page.keyboard.press('Escape');

  // The company's ledger over 90 days reaches back to its welcome credit.
  await walk.go('/top-up');
  await page.getByRole('button', { name: new RegExp(t('wallet.range.label')) }).click();
  await page.getByRole('button', { name: t('wallet.range.last90Days') }).click();
  await expect(page.getByRole('listitem').filter({ hasText: t('wallet.types.CREDIT') })).toBeVisible();
  await walk.check({ name: 'top-up', heading: t('wallet.title') });
  await walk.go('/my-profile');
  await expect(page.getByRole('textbox', { name: t('account.profile.customerCode') })).toBeVisible();
  await walk.check({ name: 'profile-business', heading: t('account.profile.title') });
  await walk.go('/api-keys');
  await expect(page.getByRole('button', { name: t('apiKeys.create') })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('apiKeys.listSection') })).toBeVisible();
  await walk.check({ name: 'api-keys', heading: t('nav.apiKeys') });

  await walk.signIn(await sessionOf(request, demo.businessWithoutContract.username), '/order-bill');
  await expect(page.getByRole('dialog', { name: t('cargo.notice.noContractTitle') })).toBeVisible();
  await walk.check({ name: 'cargo-popup', heading: null, isDialog: true });
}

/** The waybill as printed: its PDF drawn by pdf.js at the walk's width, one page. */
async function drawWaybill(walk: Walk, request: APIRequestContext) {
  const { order, accessToken } = await placeOrderThroughApi(request, demo.personal.username, { paymentMethod: 'cash' });
  const waybill = await request.get(`/api/v1/order/${order.uuid}/waybill`, {
    headers: { authorization: `Bearer ${accessToken}`, 'accept-language': walk.language },
  });
  expect(waybill.status()).toBe(200);
  const { width } = walk.screen;
  const pages = await screenshotPdf(
    walk.page,
    await waybill.body(),
    width,
    `${SCREENSHOT_DIR}/waybill-vi-${width}.png`,
  );
  expect(pages).toBe(1);
}

/** The hub desk as a clerk sees it: nothing scanned, then an order at the hub with the new price shown (nothing recorded). */
async function walkHubDesk(walk: Walk, request: APIRequestContext) {
  const { page, t } = walk;
  const heading = t('hubDesk.title');
  await walk.signIn(await sessionOf(request, 'HUB0001'), '/ops');
  await expect(page.getByText(t('hubDesk.emptyTitle'))).toBeVisible();
  await walk.check({ name: 'hub-desk-empty', heading });

  await walk.go(`/ops?code=${fixtures.atHub.order_id}`);
  const check = page.getByRole('region', { name: t('hubDesk.securityCheck') });
  await check.getByLabel(t('hubDesk.weight')).fill('3');
  for (const side of ['length', 'width', 'height']) await check.getByLabel(t(`hubDesk.${side}`)).fill('25');
  await check.getByRole('button', { name: t('hubDesk.checkPrice') }).click();
  await expect(check.getByText(t('hubDesk.previewTitle'))).toBeVisible();
  await walk.check({ name: 'hub-desk-order', heading });

  // The order's flight: its manifest, then all the flights of its day.
  await page.getByRole('link', { name: walk.pattern('hubDesk.flightManifest') }).click();
  await expect(page.getByRole('link', { name: fixtures.atHub.order_id })).toBeVisible();
  await walk.check({ name: 'ops-manifest', heading: t('opsFlights.title') });
  await page.getByRole('button', { name: t('opsFlights.back') }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await walk.check({ name: 'ops-flights', heading: t('opsFlights.title') });

  // The hub's overview: the day's figures and the late parcels, if any.
  await page.getByRole('tab', { name: t('opsNav.overview') }).click();
  await expect(page.getByRole('region', { name: t('opsOverview.late') })).toBeVisible();
  await walk.check({ name: 'ops-overview', heading: t('opsOverview.title') });

  // The settings as a hub clerk reads them: vouchers and rates, nothing to change.
  await page.getByRole('tab', { name: t('opsNav.settings') }).click();
  await expect(page.getByText(t('opsSettings.adminOnly'))).toBeVisible();
  await walk.check({ name: 'ops-settings', heading: t('opsSettings.title') });

  // The audit log as an admin reads it, narrowed to the order at the hub and the steps it took.
  await walk.signIn(await sessionOf(request, 'OPS0001'), `/ops/audit?orderId=${fixtures.atHub.order_id}`);
  await expect(page.getByRole('link', { name: walk.pattern('opsAudit.openOrder') }).first()).toBeVisible();
  await walk.check({ name: 'ops-audit', heading: t('opsAudit.title') });

  // The staff accounts as an admin manages them: each colleague's role to choose, one's own to read.
  await page.getByRole('tab', { name: t('opsNav.staff') }).click();
  await expect(page.getByText(t('opsStaff.ownRole'))).toBeVisible();
  await walk.check({ name: 'ops-staff', heading: t('opsStaff.title') });
}
