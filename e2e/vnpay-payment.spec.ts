import { expect, test } from '@playwright/test';
import { demo, fillWeightAndSize, searchAndChooseProduct, signIn, useLanguage } from './fixtures.ts';

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

  test('a payment cancelled at VNPay in Korean: the page says so, and trying again brings the whole order back', async ({
    browser,
  }) => {
    const korean = await browser.newContext({ locale: 'ko-KR' });
    const page = await korean.newPage();
    await useLanguage(page, 'ko');
    await signIn(page, demo.personal.username);
    await page.goto('/c2c-order-payment');
    await page.getByRole('textbox', { name: '상품 검색' }).fill('의류');
    await page.getByRole('option', { name: '의류' }).click();
    await page.getByRole('textbox', { name: '무게' }).fill('1.5');
    await page.getByRole('textbox', { name: '길이' }).fill('30');
    await page.getByRole('textbox', { name: '너비' }).fill('20');
    await page.getByRole('textbox', { name: '높이' }).fill('10');
    await page.getByTestId('pay-VNBANK').click();
    const total = (await page.getByTestId('fee-total').textContent()) ?? '';
    await page.getByRole('checkbox', { name: /배송 약관/ }).check();
    await page.getByRole('button', { name: '주문하기' }).click();

    await expect(page.getByRole('heading', { level: 1, name: '테스트 결제 창' })).toBeVisible();
    await page.getByRole('button', { name: '결제 취소 (24)' }).click();

    await expect(page).toHaveURL(/\/order-bill\/confirmation\?.*vnp_ResponseCode=24/);
    await expect(page.getByRole('heading', { level: 1, name: '결제에 실패했습니다' })).toBeVisible();
    // Which failure, and what follows: cancelled by the customer, nothing charged (issue 34 item 5).
    await expect(page.getByTestId('confirmation-subtitle')).toHaveText(
      '은행에서 결제를 취소하셨으므로 청구된 금액이 없습니다.',
    );
    await expect(page.getByText('이 주문은 취소되었으며 청구된 금액은 없습니다.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: '다시 시도' }).click();

    // Everything entered is back (issue 34 item 1): product, weight, sides, payment method, price.
    await expect(page).toHaveURL(/\/c2c-order-payment$/);
    await expect(page.getByRole('button', { name: /의류/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('textbox', { name: '무게' })).toHaveValue('1.5');
    await expect(page.getByRole('textbox', { name: '길이' })).toHaveValue('30');
    await expect(page.getByRole('textbox', { name: '너비' })).toHaveValue('20');
    await expect(page.getByRole('textbox', { name: '높이' })).toHaveValue('10');
    await expect(page.getByTestId('pay-VNBANK')).toBeChecked();
    await expect(page.getByTestId('fee-total')).toHaveText(total);
    await korean.close();
  });
});
