import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  chooseDemoSenderAndReceiver,
  demo,
  openPostOfficeChooser,
  registerFreshAccount,
  signIn,
  useLanguage,
} from './fixtures.ts';

type Place = { province: string; village: string; street: string };
/** Tân Đông Hiệp, Hồ Chí Minh City: 10 km from Đồng Nai's office (VN75001), 21 km from the city's nearest. */
const NEAR_THE_BORDER: Place = { province: '79', village: '25945', street: '5 Đường Thử' };
/** Phường Vũng Tàu, part of Hồ Chí Minh City since 2025, some 60 km from the city's offices. */
const FAR_FROM_OFFICES: Place = { province: '79', village: '26506', street: '7 Thùy Vân' };
const HANOI: Place = { province: '01', village: '00004', street: '25 Phan Đình Phùng' };

/** A new customer whose default sender and receiver are these places, signed in on the page. */
async function customerSending(page: Page, from: Place, to: Place) {
  const account = await registerFreshAccount(page.request);
  const login = await page.request.post('/api/v1/auth/login', {
    data: { username: account.username, password: account.password },
  });
  const token: string = (await login.json()).data.access_token;
  await saveAddress(page.request, token, 'Người Gửi', 'SENDER', from);
  await saveAddress(page.request, token, 'Người Nhận', 'RECEIVER', to);
  await signIn(page, account.username, account.password);
}

async function saveAddress(request: APIRequestContext, token: string, name: string, type: string, place: Place) {
  const response = await request.post('/api/v1/address', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      person_name: name,
      prefix_phone: '+84',
      phone: '0912345678',
      country: '0',
      province: place.province,
      village: place.village,
      address: place.street,
      type,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('post office chooser', () => {
  test('without both addresses of the order it goes back to the order screen', async ({ page }) => {
    await signIn(page, demo.personal.username);
    await page.goto('/choose-post-office');
    await expect(page).toHaveURL(/\/c2c-order-payment$/);
  });

  test('from the order screen, a drop-off office is chosen, stored and shown', async ({ page }) => {
    await useLanguage(page, 'vi');
    await signIn(page, demo.personal.username);
    await chooseDemoSenderAndReceiver(page);
    await expect(page.getByTestId('order-receiver')).toContainText('25 Phan Đình Phùng');

    await openPostOfficeChooser(page, 'sender');
    await expect(page.getByRole('heading', { level: 1, name: 'Chọn bưu cục gửi hàng' })).toBeVisible();
    await expect(page.getByText('12 Nguyễn Huệ, Sài Gòn, Hồ Chí Minh, Việt Nam')).toBeVisible();
    // No sidebar on the order flow's pages (spec 2 section 2).
    await expect(page.getByRole('navigation', { name: 'Tài khoản' })).toHaveCount(0);

    const first = page.getByRole('article').first();
    await expect(first).toContainText('Mở cửa 07:30 – 19:00');
    await expect(first).toContainText(/Cách \d+(,\d)? (km|m)/);
    await expect(first.getByRole('link', { name: /^\d+$/ })).toHaveAttribute('href', /^tel:/);
    // The nearest office was chosen for the customer; they take another one.
    const third = page.getByRole('article').nth(2);
    const code = (await third.getByText(/^VN\d+$/).textContent()) ?? '';
    await third.getByRole('button', { name: /^Chọn / }).click();

    await expect(page).toHaveURL(/\/c2c-order-payment$/);
    const draft = await page.evaluate(() => JSON.parse(sessionStorage.getItem('c2cOrderDraft') ?? '{}'));
    expect(draft.senderPoint.code).toBe(code);
    expect(typeof draft.senderPoint.latitude).toBe('number');
    await expect(page.getByTestId('sender-point')).toContainText(`${code} · `);
  });

  test('offers only offices of the address’s own province, not a nearer one across the border', async ({ page }) => {
    await useLanguage(page, 'vi');
    await customerSending(page, NEAR_THE_BORDER, HANOI);
    await openPostOfficeChooser(page, 'sender');
    await expect(page.getByText('cùng tỉnh/thành phố và cách không quá 50 km')).toBeVisible();
    const offices = page.getByRole('article');
    await expect(offices.first()).toBeVisible();
    const codes = await offices.getByText(/^VN\d+$/).allTextContents();
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((code) => code.startsWith('VN79'))).toBe(true);
    await expect(page.getByText('VN75001')).toHaveCount(0);
  });

  test('says why when no office serves the address, on the order and in the chooser', async ({ page }) => {
    await useLanguage(page, 'vi');
    await customerSending(page, HANOI, FAR_FROM_OFFICES);
    await page.goto('/c2c-order-payment');
    // General goods travel post office to post office: with no office serving the receiver, the
    // price call says so on the method, and nothing is chosen for the customer.
    await page.getByRole('button', { name: 'Hàng thông thường' }).click();
    await expect(page.getByTestId('methods-refused')).toContainText(
      'Không áp dụng cho bưu gửi này: Bưu cục đến bưu cục. Không có bưu cục nào phục vụ địa chỉ người nhận (cùng tỉnh/thành phố, trong vòng 50 km).',
    );
    await expect(page.getByTestId('method-P2P')).toHaveCount(0);

    // A price answered before the rule applied (kept in an open tab) still leads to the chooser,
    // and the order line and the chooser say why there is no office.
    await page.route('**/api/v1/order/calculate-price', async (route) => {
      const answer = await (await route.fetch()).json();
      for (const method of answer.data.methods) method.unavailable = null;
      await route.fulfill({ json: answer });
    });
    await page.reload();
    await expect(page.getByTestId('sender-point')).toContainText(/^VN01\d+ · /);
    await expect(page.getByTestId('receiver-point')).toHaveText('Không có bưu cục nào phục vụ địa chỉ này: xem lý do');

    await page.getByTestId('order-receiver').getByRole('button').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chọn bưu cục nhận hàng' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Không có bưu cục nào phục vụ địa chỉ này' })).toBeVisible();
    await expect(
      page.getByText(
        'Bưu cục chỉ phục vụ địa chỉ cùng tỉnh/thành phố trong phạm vi 50 km, và Hồ Chí Minh chưa có bưu cục nào gần địa chỉ này như vậy.',
        { exact: false },
      ),
    ).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.getByRole('link', { name: 'Quay lại đơn hàng' }).click();
    await expect(page).toHaveURL(/\/c2c-order-payment$/);
  });
});
