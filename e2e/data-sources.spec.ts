import { expect, type Page, test } from '@playwright/test';
import { demo, signIn, useLanguage } from './fixtures.ts';

// The credits the licences ask for, word for word (KOGL's stays Korean in every language).
const KOGL_CREDIT = '출처: 통계청 통계지리정보서비스(SGIS), 2018년 센서스용 행정구역경계';
const GEONAMES_CREDIT = 'Post codes: GeoNames (www.geonames.org), CC BY 4.0';
const OSM_CREDIT = '© OpenStreetMap contributors';
const BANKS_CREDIT = 'Copyright (c) xuannghia <xuannghia.dev@gmail.com> (https://xuannghia.dev)';

async function expectCredits(page: Page) {
  for (const credit of [KOGL_CREDIT, GEONAMES_CREDIT, OSM_CREDIT, BANKS_CREDIT]) {
    await expect(page.getByText(credit, { exact: true })).toBeVisible();
  }
  // One card per data set, each under its own h2.
  await expect(page.getByRole('article')).toHaveCount(7);
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(7);
}

// Axe (every impact in the page's content) and sideways scrolling: e2e/page-walks.spec.ts, signed in and out.

test('signed out, the sign-in footer leads to the credits, in Korean', async ({ page }) => {
  await useLanguage(page, 'ko');
  await page.goto('/auth');
  await page.getByRole('contentinfo').getByRole('link', { name: '데이터 출처' }).click();

  await expect(page).toHaveURL(/\/data-sources$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('데이터 출처');
  await expect(page).toHaveTitle('데이터 출처 | SkyParcel');
  await expectCredits(page);
  await expect(page.getByRole('link', { name: '공공누리 제1유형 (KOGL)' })).toHaveAttribute(
    'href',
    'https://www.kogl.or.kr/info/license.do',
  );
  // The footer marks where the visitor is.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '데이터 출처' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the sign-up page links to the credits too', async ({ page }) => {
  await page.goto('/auth/register');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Data sources' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data sources');
});

test('signed in, the shell footer leads to the credits inside the signed-in shell', async ({ page }) => {
  await signIn(page, demo.personal.username);
  await page.goto('/c2c-order-payment');
  await expect(page.getByRole('heading', { name: 'Send a parcel', level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Data sources' }).click();

  await expect(page).toHaveURL(/\/data-sources$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data sources');
  await expectCredits(page);
  await expect(page.getByRole('button', { name: `Account menu: ${demo.personal.displayName}` })).toBeVisible();
});

test('Korean text inside a Vietnamese page is marked as Korean', async ({ page }) => {
  await useLanguage(page, 'vi');
  await page.goto('/data-sources');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nguồn dữ liệu');
  await expect(page.getByText(KOGL_CREDIT, { exact: true })).toHaveAttribute('lang', 'ko');
});

test('by keyboard: the skip link, then the first source link', async ({ page }) => {
  await page.goto('/data-sources');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data sources');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'thanglequoc/vietnamese-provinces-database' }).first()).toBeFocused();
});
