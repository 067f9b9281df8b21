import { expect, test } from '@playwright/test';
import { answerPayment, demo, sampleNewOrder, signIn, storeNewOrder, useLanguage } from './fixtures.ts';

test.describe('order confirmation', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'vi');
    await signIn(page, demo.personal.username);
  });

  test('a cash order succeeds: title, code to copy, total and where to go next', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await storeNewOrder(page, sampleNewOrder);
    await page.goto('/order-bill/confirmation?paymentType=cash');

    await expect(page.getByRole('heading', { level: 1, name: 'Đặt đơn thành công' })).toBeVisible();
    // 90 minutes read as a person says them (issue 10).
    await expect(page.getByText('Dự kiến giao hàng trong vòng 1 giờ 30 phút.')).toBeVisible();
    await expect(page.getByText('SP2611210042')).toBeVisible();
    await expect(page.getByText('Tiền mặt')).toBeVisible();
    await expect(page.getByTestId('confirmation-total')).toHaveText('45.000 đ');
    // No sidebar on the order flow's pages (spec 2 section 2).
    await expect(page.getByRole('navigation', { name: 'Tài khoản' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Sao chép' }).click();
    await expect(page.getByRole('button', { name: 'Đã sao chép' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('SP2611210042');

    await expect(page.getByRole('link', { name: 'Chi tiết đơn hàng' })).toHaveAttribute(
      'href',
      `/my-orders/${sampleNewOrder.uuid}`,
    );
    await expect(page.getByRole('link', { name: 'Thử lại' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Đặt đơn mới' }).click();
    await expect(page).toHaveURL(/\/c2c-order-payment$/);
  });

  test('a cargo order shows its total and goes back to Cargo Direct', async ({ page }) => {
    await storeNewOrder(page, {
      ...sampleNewOrder,
      platform: 'cargo',
      deliveryType: 'D2P',
      transportRules: [],
      bookingShipperTime: '2026-11-22T02:30:00Z',
      toPrice: 45000,
      toCurrency: 'VND',
      paymentMethod: 'VNBANK',
    });
    await page.goto('/order-bill/confirmation?paymentType=VNBANK&paymentSuccess=TRUE');

    await expect(page.getByRole('heading', { level: 1, name: 'Đặt đơn thành công' })).toBeVisible();
    await expect(page.getByText('Dự kiến giao hàng trước 09:30 22/11/2026.')).toBeVisible();
    await expect(page.getByText('Thẻ ATM / tài khoản ngân hàng')).toBeVisible();
    await expect(page.getByTestId('confirmation-total')).toHaveText('45.000 đ');
    // Paid in dong: no conversion beside it.
    await expect(page.getByTestId('confirmation-conversion')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'In vận đơn' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Đặt đơn mới' })).toHaveAttribute('href', '/order-bill');
  });

  test('in Korean, an order paid in won shows what was paid, the Korean way, and the dong only as a conversion', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'ko'));
    await answerPayment(page, 'PAID', 'card');
    await storeNewOrder(page, {
      ...sampleNewOrder,
      amount: 71500,
      currency: 'KRW',
      toPrice: 1301300,
      toCurrency: 'VND',
      paymentMethod: 'card',
    });
    await page.goto('/order-bill/confirmation?paymentType=card&imp_success=true');

    await expect(page.getByRole('heading', { level: 1, name: '주문이 완료되었습니다' })).toBeVisible();
    await expect(page.getByTestId('confirmation-total')).toHaveText('₩71,500');
    await expect(page.getByTestId('confirmation-conversion')).toHaveText('주문 시 환율로 약 ₫1,301,300');
  });

  test('a failed bank payment says so and offers to try again', async ({ page }) => {
    await storeNewOrder(page, { ...sampleNewOrder, paymentMethod: 'VNBANK' });
    await answerPayment(page, 'FAILED');
    await page.goto('/order-bill/confirmation?paymentType=VNBANK&paymentSuccess=false');

    await expect(page.getByRole('heading', { level: 1, name: 'Thanh toán không thành công' })).toBeVisible();
    // The bank's code 51 is said as it is, with what to do (issue 34 item 5).
    await expect(page.getByTestId('confirmation-subtitle')).toHaveText(
      'Ngân hàng từ chối thanh toán vì tài khoản không đủ số dư. Hãy nạp thêm tiền hoặc chọn phương thức thanh toán khác.',
    );
    await expect(page.getByText('Đơn hàng này đã được hủy và bạn không bị trừ tiền.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chi tiết đơn hàng' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Tạo đơn mới' })).toHaveAttribute('href', '/c2c-order-payment');
    await expect(page.getByRole('link', { name: 'Thử lại' })).toHaveAttribute('href', '/c2c-order-payment');
  });

  test('a query string that says paid cannot show an order the server has not seen paid', async ({ page }) => {
    await storeNewOrder(page, { ...sampleNewOrder, paymentMethod: 'VNBANK' });
    await answerPayment(page, 'FAILED');
    await page.goto('/order-bill/confirmation?vnp_ResponseCode=00&paymentSuccess=true');
    await expect(page.getByRole('heading', { level: 1, name: 'Thanh toán không thành công' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'Trạng thái thanh toán hiển thị là thông tin hệ thống của chúng tôi đã ghi nhận.',
    );
  });

  test('waits for the bank, then shows the payment once the server has it', async ({ page }) => {
    await storeNewOrder(page, { ...sampleNewOrder, paymentMethod: 'VNBANK' });
    await answerPayment(page, 'PENDING');
    await page.goto('/order-bill/confirmation?paymentType=VNBANK');
    await expect(page.getByRole('heading', { level: 1, name: 'Đang chờ ngân hàng' })).toBeVisible();
    await answerPayment(page, 'PAID');
    await expect(page.getByRole('heading', { level: 1, name: 'Đặt đơn thành công' })).toBeVisible();
  });

  test('says when the payment cannot be checked, and checks again on request', async ({ page }) => {
    await storeNewOrder(page, { ...sampleNewOrder, paymentMethod: 'VNBANK' });
    await page.unroute('**/api/v1/order/*/payment');
    await page.route('**/api/v1/order/*/payment', (route) => route.abort());
    await page.goto('/order-bill/confirmation?paymentType=VNBANK');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Chưa kiểm tra được thanh toán.', exact: false }),
    ).toBeVisible();
    await answerPayment(page, 'PAID');
    await page.getByRole('button', { name: 'Kiểm tra lại' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Đặt đơn thành công' })).toBeVisible();
  });

  test('without a new order it goes home, which is the order screen', async ({ page }) => {
    await page.goto('/order-bill/confirmation?paymentType=cash');
    await expect(page).toHaveURL(/\/c2c-order-payment$/);
  });

  test('an unreadable new order also goes home', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('newOrder', '{not json'));
    await page.goto('/order-bill/confirmation?paymentType=cash');
    await expect(page).toHaveURL(/\/c2c-order-payment$/);
  });

  test('the print-waybill icon shows for other transport rules, not for inter city', async ({ page }) => {
    await answerPayment(page, 'PENDING', 'cash');
    await page.goto('/auth');
    const open = async (transportRules: string[]) => {
      await page.evaluate(
        (value) => sessionStorage.setItem('newOrder', value),
        JSON.stringify({ ...sampleNewOrder, deliveryType: 'P2P', transportRules }),
      );
      await page.goto('/order-bill/confirmation?paymentType=cash');
      await expect(page.getByRole('heading', { level: 1, name: 'Đặt đơn thành công' })).toBeVisible();
    };
    await open(['Quốc Tế']);
    await expect(page.getByRole('button', { name: 'In vận đơn' })).toBeVisible();
    await expect(page.getByText('Cảm ơn bạn đã gửi hàng cùng SkyParcel.')).toBeVisible();

    await open(['Liên Thành Phố']);
    await expect(page.getByRole('button', { name: 'In vận đơn' })).toHaveCount(0);
  });
});
