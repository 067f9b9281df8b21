import { expect, test } from '@playwright/test';
import { chooseDemoSenderAndReceiver, demo, openPostOfficeChooser, signIn, useLanguage } from './fixtures.ts';

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
});
