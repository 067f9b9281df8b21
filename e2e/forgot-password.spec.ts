import { type APIRequestContext, expect, test } from '@playwright/test';
import { registerFreshAccount, storedAuth, useLanguage } from './fixtures.ts';

/*
 * The forgotten-password path as a Vietnamese customer walks it. The test server has no SMTP
 * server, so the mail lands in the outbox, read the way the demo allows (docs/decisions/password-reset.md): GET /api/dev/mail-outbox from this machine.
 */

const NEW_PASSWORD = 'MatKhauMoi2026';

/** The reset link of the newest mail to this address, once the server has written it. */
async function resetLinkMailedTo(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mail-outbox?to=${encodeURIComponent(email)}`);
      const [mail] = (await response.json()).data as { subject: string; text: string }[];
      link = /https?:\/\/\S+\/auth\/reset-password#token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return mail?.subject;
    })
    .toBe('Đặt lại mật khẩu SkyParcel');
  return link;
}

test.describe('forgotten password', () => {
  test('a customer asks for a link, sets a new password with it and signs in', async ({ page }) => {
    const email = `quen-mat-khau-${Date.now()}@example.vn`;
    const account = await registerFreshAccount(page.request, 'Phạm Thu Trang', { email });
    await useLanguage(page, 'vi');

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Quên mật khẩu?', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Gửi liên kết đặt lại' }).click();
    await expect(page.getByText('Vui lòng nhập số điện thoại hoặc mã khách hàng')).toBeVisible();
    await page.getByLabel('Số điện thoại hoặc mã khách hàng').fill(account.username);
    await page.getByRole('button', { name: 'Gửi liên kết đặt lại' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Hãy kiểm tra email' });
    await expect(sent).toContainText(
      `Nếu có tài khoản đăng nhập bằng ${account.username} và có địa chỉ email, chúng tôi đã gửi đến đó liên kết đặt mật khẩu mới. Liên kết có hiệu lực trong 30 phút và chỉ dùng được một lần.`,
    );

    const link = await resetLinkMailedTo(page.request, email);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Đặt mật khẩu mới', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Mật khẩu mới', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Nhập lại mật khẩu mới' }).fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Lưu mật khẩu mới' }).click();
    await expect(page.getByText('Mật khẩu nhập lại không khớp')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nhập lại mật khẩu mới' }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Lưu mật khẩu mới' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Đã đổi mật khẩu' })).toContainText(
      'Bạn đã được đăng xuất trên mọi thiết bị. Hãy đăng nhập bằng mật khẩu mới.',
    );

    await page.getByRole('link', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByLabel('Số điện thoại hoặc mã khách hàng').fill(account.username);
    await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByRole('alert')).toHaveText('Số điện thoại, mã khách hàng hoặc mật khẩu không đúng.');
    await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(/\/c2c-order-payment$/);
    await expect(page.getByRole('banner')).toContainText('Phạm Thu Trang');

    // The link is spent: opened again, it says so and offers a new one.
    await page.goto(link);
    const used = page.getByRole('alert').filter({ hasText: 'Liên kết đã được sử dụng' });
    await expect(used).toContainText(
      'Liên kết đặt lại mật khẩu này đã được sử dụng. Hãy đăng nhập bằng mật khẩu mới hoặc yêu cầu liên kết mới.',
    );
    await expect(page.getByRole('textbox', { name: 'Mật khẩu mới', exact: true })).toHaveCount(0);
  });

  test('a link that was never sent, or lost its token, says it does not work', async ({ page }) => {
    await useLanguage(page, 'vi');
    for (const href of ['/auth/reset-password#token=khong-phai-lien-ket-that', '/auth/reset-password']) {
      await page.goto(href);
      const problem = page.getByRole('alert').filter({ hasText: 'Liên kết không dùng được' });
      await expect(problem).toContainText('Liên kết đặt lại mật khẩu không hợp lệ');
      await expect(page.getByRole('textbox', { name: 'Mật khẩu mới', exact: true })).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Yêu cầu liên kết mới' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    expect(await storedAuth(page)).toBeNull();
  });

  test('an unknown phone number gets the same answer as a real one', async ({ page }) => {
    await useLanguage(page, 'vi');
    await page.goto('/auth/forgot-password');
    await page.getByLabel('Số điện thoại hoặc mã khách hàng').fill('0999000123');
    await page.getByRole('button', { name: 'Gửi liên kết đặt lại' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Hãy kiểm tra email' })).toContainText(
      'Nếu có tài khoản đăng nhập bằng 0999000123 và có địa chỉ email',
    );
  });
});
