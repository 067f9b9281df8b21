import { expect, test } from '@playwright/test';
import { demo, registerFreshAccount, signIn, useLanguage } from './fixtures.ts';
import { SCREENSHOT_DIR } from './walk.ts';

/*
 * API keys (issue 36): a company makes a key for its shop's system, copies it, sees it work, and
 * revokes it; a person is told what keys are for. The page walks take its screenshots.
 */

test.describe('API keys', () => {
  test('a company makes a key in Vietnamese, uses it, and revokes it; mistakes keep what was typed', async ({
    page,
  }) => {
    await useLanguage(page, 'vi');
    await signIn(page, demo.businessWithoutContract.username);
    await page.goto('/api-keys');
    await expect(page.getByRole('heading', { level: 1, name: 'Khóa API' })).toBeVisible();

    // Nothing typed, nothing chosen: both fields say why, and no key is made.
    const label = page.getByRole('textbox', { name: 'Tên khóa' });
    await page.getByRole('checkbox', { name: /Xem đơn hàng/ }).uncheck();
    await page.getByRole('checkbox', { name: /Tạo và hủy đơn hàng/ }).uncheck();
    await page.getByRole('button', { name: 'Tạo khóa' }).click();
    await expect(page.getByText('Vui lòng nhập tên khóa')).toBeVisible();
    await expect(page.getByText('Vui lòng chọn ít nhất một quyền')).toBeVisible();

    // The server fails once: the toast says so and the form keeps the label and the scopes.
    const name = `Website ${Date.now().toString(36)}`;
    await label.fill(name);
    await page.getByRole('checkbox', { name: /Xem đơn hàng/ }).check();
    await page.route('**/api/v1/api-keys', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ status: false, code: 'SERVICE_UNAVAILABLE', message: 'Hệ thống đang bận.' }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Tạo khóa' }).click();
    await expect(page.getByText('Chưa tạo được khóa')).toBeVisible();
    await expect(label).toHaveValue(name);
    await expect(page.getByRole('checkbox', { name: /Xem đơn hàng/ })).toBeChecked();
    await page.unroute('**/api/v1/api-keys');

    await page.getByRole('button', { name: 'Tạo khóa' }).click();
    const secret = (await page.getByTestId('new-api-key').textContent()) ?? '';
    expect(secret).toMatch(/^skp_[0-9a-f]{12}_/);
    await expect(page.getByText(`Khóa mới “${name}” của bạn`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sao chép khóa' })).toBeVisible();

    // The key works for what it may do, and for nothing else.
    const asShop = (url: string) => page.request.get(url, { headers: { authorization: `Bearer ${secret}` } });
    expect((await asShop('/api/v1/orders')).status()).toBe(200);
    expect((await asShop('/api/v1/user/profile')).status()).toBe(403);

    // For a human look: the key shown once above the list, on a desktop and a phone.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SCREENSHOT_DIR}/api-keys-new-vi-${width}.png`, fullPage: true });
    }
    await page.getByRole('button', { name: 'Tôi đã sao chép' }).click();
    await expect(page.getByTestId('new-api-key')).toHaveCount(0);
    const row = page.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText(`${secret.slice(0, 16)}…`);
    await expect(row).toContainText('Xem đơn hàng');
    await expect(row).not.toContainText(secret.slice(17));
    await expect(row).toContainText('Đang dùng');

    await row.getByRole('button', { name: 'Thu hồi' }).click();
    const confirm = page.getByRole('dialog', { name: `Thu hồi khóa “${name}”?` });
    await confirm.getByRole('button', { name: 'Thu hồi' }).click();
    await expect(row).toContainText('Đã thu hồi');
    await expect(row.getByRole('button', { name: 'Thu hồi' })).toHaveCount(0);
    expect((await asShop('/api/v1/orders')).status()).toBe(401);
  });

  test('a person reads in Korean what keys are for, and is offered none', async ({ page }) => {
    await useLanguage(page, 'ko');
    const person = await registerFreshAccount(page.request);
    await signIn(page, person.username, person.password);
    await page.goto('/api-keys');
    await expect(page.getByRole('heading', { level: 1, name: 'API 키' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'API 키는 기업 계정 전용입니다' })).toBeVisible();
    await expect(page.getByRole('button', { name: '키 만들기' })).toHaveCount(0);
  });
});
