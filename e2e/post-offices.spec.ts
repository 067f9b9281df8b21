import { expect, test } from '@playwright/test';
import { chooseDemoSenderAndReceiver, demo, signIn, useLanguage } from './fixtures.ts';

test.describe('post office chooser', () => {
  test('without both addresses of the order it goes back to the order screen', async ({ page }) => {
    await signIn(page, demo.personal.username);
    await page.goto('/choose-post-office');
    await expect(page).toHaveURL(/\/c2c-order-payment$/);
  });

  test('after choosing sender and receiver, a drop-off office is chosen and stored', async ({ page }) => {
    await useLanguage(page, 'vi');
    await signIn(page, demo.personal.username);
    await chooseDemoSenderAndReceiver(page);
    await expect(page.getByTestId('draft-receiver')).toContainText('25 Phan Đình Phùng');

    await page.getByTestId('draft-sender').getByRole('link', { name: 'Chọn bưu cục' }).click();
    await expect(page).toHaveURL(/\/choose-post-office$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chọn bưu cục gửi hàng' })).toBeVisible();
    await expect(page.getByText('12 Nguyễn Huệ, Sài Gòn, Hồ Chí Minh, Việt Nam')).toBeVisible();
    // No sidebar on the order flow's pages (spec 2 section 2).
    await expect(page.getByRole('navigation', { name: 'Tài khoản' })).toHaveCount(0);

    const first = page.getByRole('article').first();
    await expect(first).toContainText('Mở cửa 07:30 – 19:00');
    await expect(first).toContainText(/Cách \d+(,\d)? (km|m)/);
    await expect(first.getByRole('link', { name: /^\d+$/ })).toHaveAttribute('href', /^tel:/);
    const code = (await first.getByText(/^VN\d+$/).textContent()) ?? '';
    await first.getByRole('button', { name: /^Chọn / }).click();

    await expect(page).toHaveURL(/\/c2c-order-payment$/);
    const draft = await page.evaluate(() => JSON.parse(sessionStorage.getItem('c2cOrderDraft') ?? '{}'));
    expect(draft.senderPoint.code).toBe(code);
    expect(typeof draft.senderPoint.latitude).toBe('number');
    await expect(page.getByTestId('draft-sender')).toContainText(`Bưu cục ${code}`);
  });
});
