import { expect, test } from '@playwright/test';
import { failFirstLoads, registerFreshAccount, signIn, useLanguage } from './fixtures.ts';

test.describe('deals for you', () => {
  test('are reached from the user menu in Vietnamese, and "Use now" applies one on the order screen', async ({
    page,
  }) => {
    const account = await registerFreshAccount(page.request, 'Phạm Thu Hà');
    await useLanguage(page, 'vi');
    await signIn(page, account.username, account.password);
    await page.goto('/c2c-order-payment');
    await page.getByRole('button', { name: /Menu tài khoản/ }).click();
    await page.getByRole('menuitem', { name: 'Ưu đãi dành cho bạn' }).click();

    await expect(page).toHaveURL(/\/promotion-voucher$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ưu đãi dành cho bạn' })).toBeVisible();
    const deal = page.getByRole('listitem', { name: 'GIAM20K' });
    await expect(deal).toContainText('20.000\u00a0đ');
    await expect(deal).toContainText('Còn 3 lượt dùng');
    await expect(page.getByRole('listitem', { name: 'WELCOME10' })).toContainText('Còn 1 lượt dùng');
    // Expired and not-yet-started vouchers are not offered.
    await expect(page.getByRole('listitem', { name: 'SUMMER2026' })).toHaveCount(0);

    await deal.getByRole('link', { name: 'Dùng ngay GIAM20K' }).click();

    await expect(page).toHaveURL(/\/c2c-order-payment$/);
    await expect(page.getByText('Áp dụng mã giảm giá thành công').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    const promo = page.getByRole('region', { name: 'Mã khuyến mãi' });
    await expect(promo).toContainText('GIAM20K');
    await expect(promo.getByRole('button', { name: 'Bỏ mã giảm giá' })).toBeVisible();
    // The code left the address once read: a reload does not offer it again.
    await page.reload();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('a failed load says so in Korean and tries again', async ({ page }) => {
    const account = await registerFreshAccount(page.request);
    await useLanguage(page, 'ko');
    await signIn(page, account.username, account.password);
    await failFirstLoads(page, '**/api/v1/vouchers');
    await page.goto('/promotion-voucher');

    await expect(page.getByRole('heading', { level: 1, name: '나를 위한 혜택' })).toBeVisible();
    const retry = page.getByRole('button', { name: '다시 시도' });
    await expect(retry).toBeVisible();
    await retry.click();
    await expect(page.getByRole('listitem', { name: 'WELCOME10' })).toContainText('1회 남음');
    await expect(page.getByRole('link', { name: /WELCOME10/ })).toBeVisible();
  });
});
