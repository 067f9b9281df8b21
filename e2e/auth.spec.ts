import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, registerFreshAccount, signIn, storedAuth, useLanguage } from './fixtures.ts';

test.describe('sign-in', () => {
  for (const account of Object.values(demo)) {
    test(`${account.username} signs in and sees their name in the header`, async ({ page }) => {
      await page.goto('/auth');
      await page.getByLabel('Phone number or customer code').fill(account.username);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();

      await expect(page).toHaveURL(/\/c2c-order-payment$/);
      await expect(page.getByRole('banner')).toContainText(account.displayName);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send a parcel');
    });
  }

  test('a wrong password shows the localised error and keeps the user on /auth', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Phone number or customer code').fill('B000002');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password1');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByRole('alert')).toHaveText('The phone number, customer code or password is not correct.');
    await expect(page).toHaveURL(/\/auth$/);
    expect(await storedAuth(page)).toBeNull();
  });

  test('signs in in Vietnamese, with Vietnamese labels and errors', async ({ page }) => {
    await useLanguage(page, 'vi');
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();

    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByText('Vui lòng nhập số điện thoại hoặc mã khách hàng')).toBeVisible();

    await page.getByLabel('Số điện thoại hoặc mã khách hàng').fill(demo.personal.username);
    await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('sai-mat-khau1');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByRole('alert')).toHaveText('Số điện thoại, mã khách hàng hoặc mật khẩu không đúng.');

    await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gửi hàng');
    await expect(page.getByRole('banner')).toContainText(demo.personal.displayName);
  });

  test('an unauthenticated visit goes to /auth and back to the page after signing in', async ({ page }) => {
    await page.goto('/my-profile');
    await expect(page).toHaveURL(/\/auth$/);

    await page.getByLabel('Phone number or customer code').fill(demo.businessWithContract.username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  });
});

test.describe('session end', () => {
  test('a rejected token (401) clears the stored sign-in and lands on /auth', async ({ page }) => {
    await page.goto('/auth');
    await page.evaluate(() =>
      localStorage.setItem(
        'auth',
        JSON.stringify({ accessToken: 'bogus.token.value', expiresAt: Date.now() + 3_600_000 }),
      ),
    );
    await page.goto('/my-profile');

    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await storedAuth(page)).toBeNull();
  });

  test('an expired stored token is not used at all', async ({ page }) => {
    await page.goto('/auth');
    await page.evaluate(() =>
      localStorage.setItem('auth', JSON.stringify({ accessToken: 'old.token.value', expiresAt: Date.now() - 1000 })),
    );
    await page.goto('/c2c-order-payment');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('log out revokes the session and returns to /auth', async ({ page }) => {
    await signIn(page, demo.personal.username);
    await page.goto('/c2c-order-payment');
    const token = JSON.parse((await storedAuth(page)) ?? '{}').accessToken as string;

    await page.getByRole('button', { name: `Account menu: ${demo.personal.displayName}` }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();

    await expect(page).toHaveURL(/\/auth$/);
    expect(await storedAuth(page)).toBeNull();
    const afterLogout = await page.request.get('/api/v1/user/profile', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(afterLogout.status()).toBe(401);
  });
});

test.describe('sign-up', () => {
  test('a personal account can be created from the sign-in page', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Create a personal account' }).click();
    await expect(page).toHaveURL(/\/auth\/register$/);

    // A Korean mobile: 010 and eight digits, from 2000-0000 to 4999-9999, where every number is valid
    // (some blocks, 010-59… among them, are not, and failed this test now and then).
    const phone = `010${Math.floor(20_000_000 + Math.random() * 29_999_999)}`;
    await page.getByLabel('Country code').selectOption('+82');
    await page.getByLabel('Phone number').fill('0901234567');
    await page.getByLabel('Full name').fill('Park Min-jun');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret1234');
    await page.getByLabel('Re-enter password').fill('Secret9999');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    // A Vietnamese number under +82 is refused at the field (issue 34 item 16).
    await expect(page.getByText('This is not a Korean phone number (+82).', { exact: false })).toBeVisible();

    await page.getByLabel('Phone number').fill(phone);
    await page.getByLabel('Re-enter password').fill('Secret1234');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/c2c-order-payment$/);
    await expect(page.getByRole('banner')).toContainText('Park Min-jun');
  });

  test('a phone number that is already registered is refused under the field', async ({ page }) => {
    const existing = await registerFreshAccount(page.request);
    await page.goto('/auth/register');
    await page.getByLabel('Phone number').fill(existing.phone);
    await page.getByLabel('Full name').fill('Someone Else');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret1234');
    await page.getByLabel('Re-enter password').fill('Secret1234');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('An account with this phone number already exists.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/register$/);
  });
});
