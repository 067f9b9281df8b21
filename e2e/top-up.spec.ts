import { expect, type Page, test } from '@playwright/test';
import {
  demo,
  failFirstLoads,
  fillWeightAndSize,
  placeOrderThroughApi,
  registerFreshAccount,
  searchAndChooseProduct,
  shownPhone,
  signIn,
  useLanguage,
} from './fixtures.ts';

/** `45.000 đ` as the app writes whole dong. */
const dong = (amount: number) => `${amount.toLocaleString('de-DE')}\u00a0đ`;

async function balanceShown(page: Page) {
  const text = (await page.getByTestId('wallet-balance').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test.describe('top-up wallet', () => {
  test('shows the balance and its ledger in Vietnamese, and an order paid from the wallet appears in it', async ({
    page,
  }) => {
    await useLanguage(page, 'vi');
    await signIn(page, demo.businessWithContract.username);
    await page.goto('/top-up');

    await expect(page.getByRole('heading', { level: 1, name: 'Ví nạp tiền' })).toBeVisible();
    await expect(page.getByText('B000001', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sao chép' })).toBeVisible();
    await expect(page.getByTestId('wallet-bonus')).toHaveText(dong(2_000_000));
    const before = await balanceShown(page);
    expect(before).toBeGreaterThan(0);

    const { order } = await placeOrderThroughApi(page.request, 'B000001', { paymentMethod: 'topup' });
    await page.reload();

    await expect(page.getByTestId('wallet-balance')).toHaveText(dong(before - order.amount));
    const payment = page.getByRole('listitem').filter({ hasText: `Đơn hàng ${order.order_id}` });
    await expect(payment).toContainText('Thanh toán đơn hàng');
    await expect(payment).toContainText(`-${dong(order.amount)}`);
    await expect(payment).toContainText(`Số dư ${dong(before - order.amount)}`);
    // The seeded welcome credit is older than this month on a long-lived server, so look over 90 days.
    await page.getByRole('button', { name: /Khoảng thời gian/ }).click();
    await page.getByRole('button', { name: '90 ngày qua' }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByRole('listitem').filter({ hasText: 'Cộng điểm thưởng' })).toContainText(
      `+${dong(2_000_000)}`,
    );
  });

  test('an order paid from the wallet on the order screen, in Vietnamese: confirmed at once, the balance less its total', async ({
    page,
  }) => {
    await useLanguage(page, 'vi');
    await signIn(page, demo.businessWithContract.username);
    await page.goto('/top-up');
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    const before = await balanceShown(page);

    await page.goto('/c2c-order-payment');
    await searchAndChooseProduct(page, 'Quần áo');
    await fillWeightAndSize(page, '1', ['20', '20', '10']);
    await expect(page.getByTestId('pay-topup')).toContainText('Ví nạp tiền');
    await page.getByTestId('pay-topup').click();
    const total = Number(((await page.getByTestId('fee-total').textContent()) ?? '').replace(/\D/g, ''));
    await page.getByRole('checkbox', { name: 'Tôi đồng ý với điều khoản và điều kiện vận chuyển' }).check();
    await page.getByRole('button', { name: 'Đặt đơn' }).click();

    await expect(page).toHaveURL(/\/order-bill\/confirmation/);
    await expect(page.getByRole('heading', { level: 1, name: 'Đặt đơn thành công' })).toBeVisible();
    await expect(page.getByText('Ví nạp tiền')).toBeVisible();
    // Paid as the page opened: no warning that the status shown is only what the system recorded.
    await expect(
      page.getByText('Trạng thái thanh toán hiển thị là thông tin hệ thống của chúng tôi đã ghi nhận.'),
    ).toHaveCount(0);
    await page.goto('/top-up');
    await expect(page.getByTestId('wallet-balance')).toHaveText(dong(before - total));
  });

  test('a new wallet is empty in Korean, and its code is the phone number', async ({ page }) => {
    const account = await registerFreshAccount(page.request, 'Kim Min-ji');
    await useLanguage(page, 'ko');
    await signIn(page, account.username, account.password);
    await page.goto('/top-up');

    await expect(page.getByRole('heading', { level: 1, name: '충전 지갑' })).toBeVisible();
    // Amounts the Korean way, and the bonus is money credited, named so (issue 34 items 2 and 8).
    await expect(page.getByTestId('wallet-balance')).toHaveText('₫0');
    await expect(page.getByText('보너스 적립금')).toBeVisible();
    await expect(page.getByTestId('wallet-bonus')).toHaveText('₫0');
    await expect(page.getByText(shownPhone(account.phone), { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: '이 기간에 거래 내역이 없습니다' })).toBeVisible();
  });

  test('a failed load says so and tries again; a period over 90 days is refused', async ({ page }) => {
    const account = await registerFreshAccount(page.request);
    await useLanguage(page, 'vi');
    await signIn(page, account.username, account.password);
    await failFirstLoads(page, '**/api/v1/topup/transaction**');
    await page.goto('/top-up');

    await expect(page.getByText('Không tải được danh sách giao dịch')).toBeVisible();
    await page.getByRole('button', { name: 'Thử lại' }).click();
    await expect(
      page.getByRole('heading', { name: 'Bạn không có giao dịch nào trong khoảng thời gian này' }),
    ).toBeVisible();

    const url = page.url();
    await page.getByRole('button', { name: /Khoảng thời gian/ }).click();
    for (let month = 0; month < 4; month++) await page.getByRole('button', { name: 'Tháng trước' }).click();
    await page.locator('table button:not([data-outside])').filter({ hasText: /^1$/ }).first().click();
    for (let month = 0; month < 4; month++) await page.getByRole('button', { name: 'Tháng sau' }).click();
    await page.locator('table button:not([data-outside]):not([disabled])').last().click();

    await expect(page.getByText('Vui lòng chọn khoảng thời gian tối đa 90 ngày')).toBeVisible();
    expect(page.url()).toBe(url);
  });

  test('a top-up through VNPay in Vietnamese: the sandbox page, then the new balance and its ledger line', async ({
    page,
  }) => {
    const account = await registerFreshAccount(page.request);
    await useLanguage(page, 'vi');
    await signIn(page, account.username, account.password);
    await page.goto('/top-up');
    await expect(page.getByTestId('wallet-balance')).toHaveText(dong(0));

    await page.getByRole('button', { name: 'Nạp tiền' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nạp tiền vào ví' });
    // Below the limit: said at the field, nothing starts.
    await dialog.getByRole('textbox', { name: 'Số tiền' }).fill('5000');
    await dialog.getByRole('button', { name: 'Tiếp tục thanh toán' }).click();
    await expect(dialog.getByText('Vui lòng chọn số tiền từ 10.000 đ đến 50.000.000 đ')).toBeVisible();
    await dialog.getByRole('button', { name: dong(200_000) }).click();
    await dialog.getByRole('radio', { name: 'Quét mã VNPAY-QR' }).check();
    await dialog.getByRole('button', { name: 'Tiếp tục thanh toán' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Cổng thanh toán thử nghiệm' })).toBeVisible();
    await expect(page.locator('dd.amount')).toContainText('200.000');
    await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();

    await expect(page).toHaveURL(/\/top-up\?.*vnp_ResponseCode=00/);
    await expect(page.getByTestId('gateway-return-result')).toHaveText(
      'Nạp tiền thành công: đã cộng 200.000 đ vào ví.',
    );
    await expect(page.getByTestId('wallet-balance')).toHaveText(dong(200_000));
    const line = page.getByRole('listitem').filter({ hasText: 'Nạp tiền' });
    await expect(line).toContainText(`+${dong(200_000)}`);
    // A top-up is named by its payment reference, not as an order (issue 34 item 8).
    await expect(line).toContainText(/Mã giao dịch NT\d{16}/);
    await expect(line).not.toContainText('Đơn hàng');
  });
});
