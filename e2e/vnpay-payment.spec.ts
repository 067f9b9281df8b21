import { expect, test } from '@playwright/test';
import {
  demo,
  fillWeightAndSize,
  placeOrderThroughApi,
  searchAndChooseProduct,
  signIn,
  useLanguage,
} from './fixtures.ts';

/*
 * Paying through VNPay end to end against the real server and its sandbox (issue 13): the order
 * screen hands off to the signed payment page, the sandbox tells our IPN and sends the browser
 * back, and the confirmation page shows what the server recorded.
 */

test.describe('paying through VNPay (the sandbox)', () => {
  test('a domestic bank payment in Vietnamese: order screen, VNPay page, paid confirmation', async ({ page }) => {
    await useLanguage(page, 'vi');
    await signIn(page, demo.personal.username);
    await page.goto('/c2c-order-payment');
    await searchAndChooseProduct(page, 'Quần áo');
    await fillWeightAndSize(page, '1', ['20', '20', '10']);
    await expect(page.getByTestId('pay-VNBANK')).toContainText('Thẻ ATM / tài khoản ngân hàng');
    await page.getByTestId('pay-VNBANK').click();
    // The bank list is searched by its code; the chosen bank opens VNPay's page.
    await page.getByRole('combobox', { name: 'Ngân hàng' }).fill('VCB');
    await page.getByRole('option', { name: /Vietcombank \(VCB\)/ }).click();
    await expect(page.getByRole('combobox', { name: 'Ngân hàng' })).toHaveValue('Vietcombank (VCB)');
    const total = (await page.getByTestId('fee-total').textContent()) ?? '';
    await page.getByRole('checkbox', { name: 'Tôi đồng ý với điều khoản và điều kiện vận chuyển' }).check();
    await page.getByRole('button', { name: 'Đặt đơn' }).click();

    await expect(page).toHaveURL(/\/sandbox\/vnpay\/paymentv2\/vpcpay\.html\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cổng thanh toán thử nghiệm' })).toBeVisible();
    // The amount VNPay is asked for is the total the screen showed (its page writes it as 80.000 ₫).
    const digits = Number(total.replace(/\D/g, '')).toLocaleString('de-DE');
    await expect(page.locator('dd.amount')).toContainText(digits);
    await expect(page.getByText('VCB', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();

    await expect(page).toHaveURL(/\/order-bill\/confirmation\?.*vnp_ResponseCode=00/);
    await expect(page.getByRole('heading', { level: 1, name: 'Đặt đơn thành công' })).toBeVisible();
    await expect(page.getByText('Thẻ ATM / tài khoản ngân hàng')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chi tiết đơn hàng' })).toBeVisible();
  });

  test('an abandoned payment in Korean: the failure page, then try again', async ({ browser }) => {
    const korean = await browser.newContext({ locale: 'ko-KR' });
    const koPage = await korean.newPage();
    await useLanguage(koPage, 'ko');
    await signIn(koPage, demo.personal.username);
    const { order, paymentUrl } = await placeOrderThroughApi(koPage.request, demo.personal.username, {
      paymentMethod: 'VNBANK',
      language: 'ko',
    });
    expect(paymentUrl).toBeTruthy();
    await koPage.evaluate(
      (value) => sessionStorage.setItem('newOrder', value),
      JSON.stringify({ ...order, orderId: order.order_id, paymentMethod: 'VNBANK' }),
    );
    await koPage.goto(paymentUrl as string);
    await expect(koPage.getByRole('heading', { level: 1, name: '테스트 결제 창' })).toBeVisible();
    await koPage.getByRole('button', { name: '결제 취소 (24)' }).click();

    await expect(koPage).toHaveURL(/\/order-bill\/confirmation\?.*vnp_ResponseCode=24/);
    await expect(koPage.getByRole('heading', { level: 1, name: '결제에 실패했습니다' })).toBeVisible();
    await koPage.getByRole('link', { name: '다시 시도' }).click();
    await expect(koPage).toHaveURL(/\/c2c-order-payment$/);
    await korean.close();
  });
});
