import { expect, type Page, test } from '@playwright/test';
import { chooseOption, registerFreshAccount, signIn, useLanguage } from './fixtures.ts';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/** A new account in Korean on the empty address form, with Korea, Seoul and Jongno-gu chosen. */
async function openKoreanForm(page: Page) {
  const account = await registerFreshAccount(page.request, 'Park Min-jun');
  await useLanguage(page, 'ko');
  await signIn(page, account.username, account.password);
  await page.goto('/address/address-form');
  await chooseOption(page, '국가', '대한민국');
  await chooseOption(page, '시/도', '서울특별시');
  await chooseOption(page, '시/군/구', '종로구');
  return account;
}

test.describe('Korean address with a post code', () => {
  // Each test signs a new account up and in and fills three cascading lists before it starts
  // (12–19 s on this machine when it is busy): twice the default leaves room for a loaded CI.
  test.describe.configure({ timeout: 60_000 });

  test('a Korean receiver is created by choosing a post code area: code, dong and pin are filled', async ({ page }) => {
    await openKoreanForm(page);
    await expect(field(page, '우편번호')).toHaveAttribute('readonly', '');
    await page.getByRole('button', { name: '우편번호 찾기' }).click();

    const search = page.getByRole('dialog', { name: '우편번호 찾기' });
    await expect(search.getByRole('switch', { name: '서울특별시 종로구에서만 찾기' })).toBeChecked();
    // Empty search: the first post codes of the chosen district, then the typed words narrow it.
    await expect(search.getByRole('list', { name: '찾은 우편번호' }).getByRole('button').first()).toContainText(
      '03000',
    );
    // All of Korea: tens of thousands of codes, counted with separators (issue 34 item 19).
    await search.getByRole('switch', { name: '서울특별시 종로구에서만 찾기' }).uncheck();
    await expect(search.getByText(/^검색 결과: \d{1,3}(,\d{3})+건$/)).toBeVisible();
    await search.getByRole('switch', { name: '서울특별시 종로구에서만 찾기' }).check();
    await search.getByRole('searchbox', { name: '우편번호 또는 지역 이름' }).fill('사직');
    const result = search.getByRole('button', { name: /03028/ });
    await expect(result).toContainText('서울특별시 종로구 사직동');
    await result.click();
    await expect(search).toBeHidden();

    await expect(field(page, '우편번호')).toHaveValue('03028');
    await expect(combo(page, '읍/면/동')).toHaveValue('사직동');
    await expect(page.locator('.leaflet-marker-icon')).toBeVisible();

    await field(page, '이름').fill('김지원');
    // Korea chosen: the phone's country code followed it (issue 34 item 16).
    await expect(combo(page, '국가 번호')).toHaveValue('+82');
    await field(page, '전화번호').fill('01023456789');
    await field(page, '도로명 주소').fill('사직로8길 4');
    await field(page, '개인통관고유부호').fill('P123456789012');
    await page.getByRole('radio', { name: '기본 받는 사람' }).check();
    // A Korean mobile under Vietnam's +84 is refused at the field, naming the country.
    await combo(page, '국가 번호').selectOption('+84');
    await page.getByRole('button', { name: '주소 저장' }).click();
    await expect(
      page.getByText('베트남 전화번호(+84)가 아닙니다. 번호를 확인하거나 국가 번호를 바꿔 주세요.'),
    ).toBeVisible();
    const recheck = page.getByRole('dialog', { name: '주소 확인' });
    await expect(recheck).toBeHidden();
    await combo(page, '국가 번호').selectOption('+82');

    const saved = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/v1/address'),
    );
    await page.getByRole('button', { name: '주소 저장' }).click();
    await expect(recheck).toContainText('사직로8길 4, 사직동, 종로구, 서울특별시, 대한민국');
    await expect(recheck).toContainText('+82 10 2345 6789');
    await expect(recheck).toContainText('03028');
    await recheck.getByRole('button', { name: '주소 저장' }).click();

    const response = await saved;
    expect(response.status()).toBe(201);
    expect((await response.json()).data).toMatchObject({
      post_code: '03028',
      loc_id: '1-11-11010-1101053',
      type: 'RECEIVER',
      is_default: true,
    });
    await expect(page).toHaveURL(/\/address$/);
    await expect(page.getByRole('article', { name: '김지원' })).toContainText('사직동');
    await expect(page.getByRole('article', { name: '김지원' })).toContainText('+82 10 2345 6789');
  });

  test('without a post code the form says so at the field and saves nothing', async ({ page }) => {
    await openKoreanForm(page);
    await field(page, '이름').fill('김지원');
    await field(page, '전화번호').fill('01023456789');
    await field(page, '도로명 주소').fill('사직로8길 4');
    await page.getByRole('button', { name: '주소 저장' }).click();
    await expect(page.getByText('우편번호를 입력해 주세요')).toBeVisible();
    await expect(page.getByRole('dialog', { name: '주소 확인' })).toBeHidden();
  });

  test('a search that finds nothing says so; a failed search offers Try again and keeps the words', async ({
    page,
  }) => {
    await openKoreanForm(page);
    await page.getByRole('button', { name: '우편번호 찾기' }).click();
    const search = page.getByRole('dialog', { name: '우편번호 찾기' });
    const box = search.getByRole('searchbox', { name: '우편번호 또는 지역 이름' });
    await box.fill('없는동네');
    await expect(search.getByRole('heading', { name: '우편번호를 찾지 못했습니다' })).toBeVisible();
    // A road name finds nothing offline, and the dialog says so and what to search instead (issue 34 item 20).
    await box.fill('사직로');
    await expect(search.getByText('“사직로” 같은 도로명으로는 검색할 수 없습니다.', { exact: false })).toBeVisible();

    await page.route('**/api/v1/order/address-korea**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          status: false,
          code: 'KOREAN_ADDRESS_SERVICE_ERROR',
          message: '주소 검색 서비스가 응답하지 않습니다. 잠시 후 다시 시도해 주세요.',
          data: null,
        }),
      }),
    );
    await box.fill('사직');
    const failure = search.getByRole('alert');
    await expect(failure).toContainText('우편번호를 검색하지 못했습니다');
    await expect(failure).toContainText('주소 검색 서비스가 응답하지 않습니다');
    await expect(box).toHaveValue('사직');

    await page.unroute('**/api/v1/order/address-korea**');
    await failure.getByRole('button', { name: '다시 시도' }).click();
    await expect(search.getByRole('button', { name: /03028/ })).toBeVisible();
  });

  test('the search works by keyboard and widens to all of Korea', async ({ page }) => {
    await openKoreanForm(page);
    await page.getByRole('button', { name: '우편번호 찾기' }).focus();
    await page.keyboard.press('Enter');
    const search = page.getByRole('dialog', { name: '우편번호 찾기' });
    const box = search.getByRole('searchbox', { name: '우편번호 또는 지역 이름' });
    await expect(box).toBeFocused();
    await page.keyboard.type('해운대');
    await expect(search.getByRole('heading', { name: '우편번호를 찾지 못했습니다' })).toBeVisible();
    await search.getByRole('switch', { name: '서울특별시 종로구에서만 찾기' }).press('Space');
    const first = search.getByRole('list', { name: '찾은 우편번호' }).getByRole('button').first();
    await expect(first).toContainText('부산광역시 해운대구');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(search).toBeHidden();
    await expect(combo(page, '시/도')).toHaveValue('부산광역시');
    await expect(combo(page, '시/군/구')).toHaveValue('해운대구');
    await expect(field(page, '우편번호')).toHaveValue(/^48\d{3}$/);
  });
});
