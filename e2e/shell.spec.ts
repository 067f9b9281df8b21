import { expect, test } from '@playwright/test';
import { demo, signIn, useLanguage } from './fixtures.ts';

test.describe('language', () => {
  test('the chosen language is kept across reloads', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: '한국어' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('로그인');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('로그인');
    await expect(page.getByRole('button', { name: '언어: 한국어' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ko');

    await page.getByRole('button', { name: '언어: 한국어' }).click();
    await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đăng nhập');
  });

  test('the legacy code kr is read as Korean and stored as ko', async ({ page }) => {
    await useLanguage(page, 'kr');
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('로그인');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    // The prerendered page shows Korean from its HTML; the app stores the code once it runs, after the first paint.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).toBe('ko');
  });

  test('the call-centre link follows the language', async ({ page }) => {
    await signIn(page, demo.personal.username);
    await page.goto('/my-profile');
    const sidebar = page.getByRole('navigation', { name: 'Account' });
    await expect(sidebar.getByRole('link', { name: 'Call centre 1900272727' })).toHaveAttribute(
      'href',
      'tel:1900272727',
    );

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: '한국어' }).click();
    const koreanSidebar = page.getByRole('navigation', { name: '계정' });
    await expect(koreanSidebar.getByRole('link', { name: '고객센터 1533 1119' })).toHaveAttribute(
      'href',
      'tel:15331119',
    );
  });
});

test.describe('navigation', () => {
  test('unknown paths redirect to the order screen', async ({ page }) => {
    await signIn(page, demo.personal.username);
    await page.goto('/this/page/does-not-exist');
    await expect(page).toHaveURL(/\/c2c-order-payment$/);
    await expect(page.getByRole('heading', { name: 'Send a parcel', level: 1 })).toBeVisible();
  });

  test('the root path opens the order screen', async ({ page }) => {
    await signIn(page, demo.personal.username);
    await page.goto('/');
    await expect(page).toHaveURL(/\/c2c-order-payment$/);
  });

  test('a new visit starts at the top; Back returns to where the customer was', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await signIn(page, demo.personal.username);
    await page.goto('/c2c-order-payment');
    const search = page.getByRole('textbox', { name: 'Search products' });
    await expect(search).toBeVisible();
    // The header lifts off the page (its shadow) once scrolled past 75 px, and settles back at the top.
    const header = page.locator('header');
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.goto('/c2c-order-payment');
    await expect(search).toBeVisible();
    // React Router restores a saved place once the page's data is in: wait for that moment to pass.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 700));
    await page.getByRole('button', { name: `Account menu: ${demo.personal.displayName}` }).click();
    await page.getByRole('menuitem', { name: 'Order history' }).click();
    await expect(page).toHaveURL(/\/my-orders$/);
    await page.goBack();
    await expect(search).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  });

  test('the user menu offers the account destinations', async ({ page }) => {
    await signIn(page, demo.personal.username);
    await page.goto('/c2c-order-payment');
    await page.getByRole('button', { name: `Account menu: ${demo.personal.displayName}` }).click();
    for (const item of ['Profile', 'Place order', 'Order history', 'Address book', 'Top-up wallet', 'Log out']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/my-profile$/);
  });

  test('in Vietnamese, the account menu opens by keyboard at its first use and gives the focus back when closed', async ({
    page,
  }) => {
    await useLanguage(page, 'vi');
    await signIn(page, demo.personal.username);
    await page.goto('/my-profile');
    await expect(page.getByRole('heading', { name: 'Hồ sơ của tôi', level: 1 })).toBeVisible();
    // The menu's code is fetched when first wanted: the button is there before it, and Enter opens it.
    const button = page.getByRole('button', { name: `Menu tài khoản: ${demo.personal.displayName}` });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Lịch sử đơn hàng' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Lịch sử đơn hàng' }).click();
    await expect(page).toHaveURL(/\/my-orders$/);
  });

  test('the sidebar shows on account pages but not on the order screen', async ({ page }) => {
    await signIn(page, demo.personal.username);
    await page.goto('/change-password');
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
    await page.goto('/c2c-order-payment');
    await expect(page.getByRole('heading', { name: 'Send a parcel', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account' })).toHaveCount(0);
  });

  test('at 390 px the header collapses into a menu drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, demo.personal.username);
    await page.goto('/my-profile');
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cargo Direct' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Express parcel' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page.getByRole('dialog')).toBeHidden();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('Cargo Direct access', () => {
  test('a personal account gets a blocking popup with no confirm action', async ({ page }) => {
    await signIn(page, demo.personal.username);
    await page.goto('/c2c-order-payment');
    await page.getByRole('banner').getByRole('link', { name: 'Cargo Direct' }).click();

    const dialog = page.getByRole('dialog', { name: 'Cargo Direct is for contract customers' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveCount(1);
    await expect(dialog.getByRole('button')).toHaveText('Back to express parcel service');

    // Blocking: neither Escape nor a click outside dismisses it.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 400);
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Back to express parcel service' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/c2c-order-payment$/);
  });

  test('opening /order-bill directly as a personal account renders only the popup', async ({ page }) => {
    await signIn(page, demo.personal.username);
    await page.goto('/order-bill');
    await expect(page.getByRole('dialog', { name: 'Cargo Direct is for contract customers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cargo Direct booking' })).toHaveCount(0);
  });

  test('a business account without a contract is told to contact customer service', async ({ page }) => {
    await signIn(page, demo.businessWithoutContract.username);
    await page.goto('/order-bill');
    const dialog = page.getByRole('dialog', { name: 'A Cargo Direct contract is needed' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Customer service: 1900272727');
    await expect(dialog.getByRole('link', { name: 'Call 1900272727' })).toHaveAttribute('href', 'tel:1900272727');
    await expect(page.getByRole('heading', { name: 'Cargo Direct booking' })).toHaveCount(0);
  });

  test('a business account with a contract opens Cargo Direct booking', async ({ page }) => {
    await signIn(page, demo.businessWithContract.username);
    await page.goto('/c2c-order-payment');
    await page.getByRole('banner').getByRole('link', { name: 'Cargo Direct' }).click();
    await expect(page).toHaveURL(/\/order-bill$/);
    await expect(page.getByRole('heading', { name: 'Cargo Direct booking' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
