import { expect, type Page, test } from '@playwright/test';
import { demo, registerFreshAccount, shownPhone, signIn, useLanguage } from './fixtures.ts';

function trackProfileUpdates(page: Page): string[] {
  const updates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/v1/user/profile')) updates.push(request.url());
  });
  return updates;
}

test.describe('profile', () => {
  test('a personal profile is edited in Vietnamese and the change is kept', async ({ page }) => {
    const account = await registerFreshAccount(page.request, 'Trần Văn Nam');
    await useLanguage(page, 'vi');
    await signIn(page, account.username, account.password);
    await page.goto('/my-profile');

    await expect(page.getByRole('heading', { name: 'Hồ sơ của tôi' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Số điện thoại' })).toHaveValue(shownPhone(account.phone));
    await expect(page.getByRole('textbox', { name: 'Số điện thoại' })).not.toBeEditable();
    const save = page.getByRole('button', { name: 'Lưu thay đổi' });
    await expect(save).toBeDisabled();

    const name = page.getByRole('textbox', { name: 'Họ và tên' });
    await name.fill('Trần Văn Bình');
    await page.getByRole('radio', { name: 'Nam', exact: true }).check();
    await expect(save).toBeEnabled();
    await save.click();

    await expect(page.getByText('Cập nhật hồ sơ thành công.')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Trần Văn Bình');
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Họ và tên' })).toHaveValue('Trần Văn Bình');
    await expect(page.getByRole('radio', { name: 'Nam', exact: true })).toBeChecked();
  });

  test('a name with a leading space shows the Vietnamese message and nothing is saved', async ({ page }) => {
    const account = await registerFreshAccount(page.request, 'Phạm Thu Hà');
    await useLanguage(page, 'vi');
    await signIn(page, account.username, account.password);
    const updates = trackProfileUpdates(page);
    await page.goto('/my-profile');

    const name = page.getByRole('textbox', { name: 'Họ và tên' });
    await name.fill(' Phạm Thu Hà');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();

    await expect(page.getByText('Họ và tên không được có khoảng trắng ở đầu hoặc cuối')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveValue(' Phạm Thu Hà');
    expect(updates).toHaveLength(0);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Họ và tên' })).toHaveValue('Phạm Thu Hà');
  });

  test('a business profile shows the customer code read-only', async ({ page }) => {
    await signIn(page, demo.businessWithContract.username);
    await page.goto('/my-profile');
    const code = page.getByRole('textbox', { name: 'Customer code' });
    await expect(code).toHaveValue('B000001');
    await expect(code).not.toBeEditable();
    await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue(
      demo.businessWithContract.displayName,
    );
    await expect(page.getByRole('textbox', { name: 'Tax number' })).toHaveValue('0312345673');
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });
});

test.describe('change password', () => {
  test('in Vietnamese: wrong old password, mismatch, then success and sign-in with the new one', async ({ page }) => {
    const account = await registerFreshAccount(page.request);
    await useLanguage(page, 'vi');
    await signIn(page, account.username, account.password);
    await page.goto('/change-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Đổi mật khẩu' })).toBeVisible();

    const oldPassword = page.getByRole('textbox', { name: 'Mật khẩu hiện tại' });
    const newPassword = page.getByRole('textbox', { name: 'Mật khẩu mới', exact: true });
    const reEnter = page.getByRole('textbox', { name: 'Nhập lại mật khẩu mới' });
    const submit = page.getByRole('button', { name: 'Đổi mật khẩu' });

    await oldPassword.fill('NotMine123');
    await newPassword.fill('Fresh5678');
    await reEnter.fill('Fresh5678');
    await submit.click();
    await expect(page.getByText('Đổi mật khẩu không thành công.')).toBeVisible();
    await expect(page.getByText('Mật khẩu hiện tại không đúng.')).toBeVisible();
    await expect(oldPassword).toHaveValue('NotMine123');
    await expect(newPassword).toHaveValue('Fresh5678');
    await expect(page).toHaveURL(/\/change-password$/);

    await oldPassword.fill(account.password);
    // An empty re-entry asks to type it again, in plain Vietnamese (issue 34 item 19).
    await reEnter.fill('');
    await submit.click();
    await expect(page.getByText('Vui lòng nhập lại mật khẩu mới', { exact: true })).toBeVisible();
    await reEnter.fill('Fresh0000');
    await submit.click();
    await expect(page.getByText('Mật khẩu nhập lại không khớp')).toBeVisible();

    await reEnter.fill('Fresh5678');
    await submit.click();
    await expect(page.getByText('Đổi mật khẩu thành công.')).toBeVisible();
    await expect(page).toHaveURL(/\/c2c-order-payment$/);

    const withOld = await page.request.post('/api/v1/auth/login', {
      data: { username: account.username, password: account.password },
    });
    expect(withOld.status()).toBe(401);

    await page.evaluate(() => localStorage.removeItem('auth'));
    await page.goto('/auth');
    await page.getByLabel('Số điện thoại hoặc mã khách hàng').fill(account.username);
    await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('Fresh5678');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gửi hàng');
    await expect(page.getByRole('banner')).toContainText(account.name);
  });

  test('the show/hide toggle reveals what was typed', async ({ page }) => {
    await signIn(page, demo.personal.username);
    await page.goto('/change-password');
    const oldPassword = page.getByRole('textbox', { name: 'Current password' });
    await oldPassword.fill('Visible123');
    await expect(oldPassword).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(oldPassword).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toBeVisible();
  });
});
