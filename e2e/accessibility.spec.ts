import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { CARGO_SIZES, fillCargoFilter, searchFlights } from './cargo-fixtures.ts';
import {
  answerPayment,
  demo,
  fillGoodsForm,
  openPostOfficeChooser,
  placeOrderThroughApi,
  sampleNewOrder,
  searchAndChooseProduct,
  signIn,
  startCrossBorderOrder,
  storeNewOrder,
} from './fixtures.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target),
    }));
}

const publicPages = [
  { name: 'sign-in', path: '/auth', ready: 'Sign in' },
  { name: 'register', path: '/auth/register', ready: 'Create a personal account' },
];

const signedInPages = [
  { name: 'order screen', path: '/c2c-order-payment', ready: 'Send a parcel' },
  { name: 'profile', path: '/my-profile', ready: 'My profile' },
  { name: 'change-password', path: '/change-password', ready: 'Change password' },
  { name: 'top-up wallet', path: '/top-up', ready: 'Top-up wallet' },
  { name: 'deals for you', path: '/promotion-voucher', ready: 'Deals for you' },
  { name: 'address book', path: '/address', ready: 'Address book' },
  { name: 'address form', path: '/address/address-form', ready: 'New address' },
  { name: 'address map search', path: '/address/search-address', ready: 'Find an address on the map' },
  { name: 'address picker', path: '/address/select/c2c/sender', ready: 'Choose the sender' },
  { name: 'order history', path: '/my-orders', ready: 'Order history' },
];

for (const width of [1280, 390]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const { name, path, ready } of publicPages) {
      test(`${name} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: ready, level: 1 })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    for (const { name, path, ready } of signedInPages) {
      test(`${name} has no serious or critical violations`, async ({ page }) => {
        await signIn(page, demo.personal.username);
        await page.goto(path);
        await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('sign-in form errors have no serious or critical violations', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter phone number or customer code')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the Cargo Direct popup has no serious or critical violations', async ({ page }) => {
  await signIn(page, demo.personal.username);
  await page.goto('/order-bill');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the Cargo Direct order bill with its flights and a chosen one has no serious or critical violations', async ({
  page,
}) => {
  await signIn(page, demo.businessWithContract.username);
  await page.goto('/order-bill');
  await fillCargoFilter(page, 'en', { commodity: 'General goods', weight: '80', lines: CARGO_SIZES });
  await searchFlights(page, 'en');
  await page
    .getByRole('button', { name: /^Select SP/ })
    .first()
    .click();
  await expect(page.getByTestId('fee-total')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the post office chooser has no serious or critical violations', async ({ page }) => {
  await signIn(page, demo.personal.username);
  await openPostOfficeChooser(page, 'sender');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the priced order screen and its deals dialog have no serious or critical violations', async ({ page }) => {
  await signIn(page, demo.personal.username);
  await page.goto('/c2c-order-payment');
  await page.getByRole('button', { name: /General goods/ }).click();
  await expect(page.getByTestId('method-P2P')).toBeChecked();
  await expect(page.getByTestId('sender-point')).toContainText(/^VN\d+ · /);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Choose or enter a code' }).click();
  await expect(page.getByRole('dialog')).toContainText('GIAM20K');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the Vietnam–Korea tab and its goods form have no serious or critical violations', async ({ page }) => {
  await startCrossBorderOrder(page, 'vi', { from: 'Phạm Thu Hà', to: 'Kim Ji-won' });
  await searchAndChooseProduct(page, 'Quần áo');
  await page.getByRole('button', { name: 'Thêm hàng hóa' }).click();
  await page.getByRole('button', { name: 'Tôi đồng ý' }).click();
  const form = await fillGoodsForm(page, {
    category: ['Quần', 'Quần áo'],
    name: 'Áo',
    price: '150.01',
    material: 'Lụa',
  });
  await expect(form.getByTestId('value-meter')).toContainText('Vượt $0,01');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('textbox', { name: 'Giá (USD)' }).fill('20');
  await form.getByRole('button', { name: 'Lưu mặt hàng' }).click();
  await expect(page.getByTestId('declared-item')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the address recheck popup and form errors have no serious or critical violations', async ({ page }) => {
  await signIn(page, demo.personal.username);
  await page.goto('/address/address-form');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Please enter full name')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const width of [1280, 390]) {
  test(`the order confirmation at ${width} px has no serious or critical violations`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await signIn(page, demo.personal.username);
    await storeNewOrder(page, { ...sampleNewOrder, transportRules: ['Quốc Tế'] });
    await page.goto('/order-bill/confirmation?paymentType=cash');
    await expect(page.getByRole('heading', { name: 'Order placed successfully', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a failed order confirmation has no serious or critical violations', async ({ page }) => {
  await signIn(page, demo.personal.username);
  await storeNewOrder(page, { ...sampleNewOrder, paymentMethod: 'VNBANK' });
  await answerPayment(page, 'FAILED');
  await page.goto('/order-bill/confirmation?paymentType=VNBANK&paymentSuccess=false');
  await expect(page.getByRole('heading', { name: 'Payment unsuccessful', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the VNPay sandbox page has no serious or critical violations', async ({ page }) => {
  await signIn(page, demo.personal.username);
  const { paymentUrl } = await placeOrderThroughApi(page.request, demo.personal.username, { paymentMethod: 'VNPAY' });
  await page.goto(paymentUrl as string);
  await expect(page.getByRole('heading', { level: 1, name: 'Cổng thanh toán thử nghiệm' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the top-up form has no serious or critical violations', async ({ page }) => {
  await signIn(page, demo.personal.username);
  await page.goto('/top-up');
  await page.getByRole('button', { name: 'Top up', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Top up your wallet' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const width of [1280, 390]) {
  test(`an order's detail at ${width} px has no serious or critical violations`, async ({ page, request }) => {
    const { order } = await placeOrderThroughApi(request, demo.personal.username, { paymentMethod: 'cash' });
    await page.setViewportSize({ width, height: 844 });
    await signIn(page, demo.personal.username);
    await page.goto(`/my-orders/${order.uuid}`);
    await expect(page.getByRole('img', { name: `QR code of order ${order.order_id}` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
