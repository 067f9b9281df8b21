import { expect, type Page, test } from '@playwright/test';
import { formatMoney } from '@skyparcel/domain/money-format';
import { chooseOption, useLanguage } from './fixtures.ts';

/*
 * The price calculator, signed out (issue 34): a visitor finds it where they land, asks a price,
 * and sees what the order screen would charge ordinary goods; a refused or failed call keeps the inputs.
 */

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillSize(page: Page, [weight, length, width, height]: string[], labels: string[]) {
  for (const [index, value] of [weight, length, width, height].entries()) {
    await field(page, labels[index] as string).fill(value as string);
  }
}

test.describe('price calculator', () => {
  test('in Vietnamese: from the sign-in page, the missing inputs are named, and the prices are the engine’s', async ({
    page,
    request,
  }) => {
    await useLanguage(page, 'vi');
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Tính giá cước không cần đăng nhập' }).click();
    await expect(page).toHaveURL(/\/price-calculator$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tính giá cước' })).toBeVisible();

    await page.getByRole('button', { name: 'Tính giá' }).click();
    await expect(page.getByText('Vui lòng chọn nơi gửi')).toBeVisible();
    await expect(page.getByText('Vui lòng chọn nơi nhận')).toBeVisible();
    await expect(page.getByText('Vui lòng nhập khối lượng')).toBeVisible();

    await chooseOption(page, 'Gửi từ', 'Hồ Chí Minh');
    await chooseOption(page, 'Gửi đến', 'Hà Nội');
    await fillSize(page, ['2,5', '30', '20', '10'], ['Khối lượng', 'Dài', 'Rộng', 'Cao']);

    // A failed call says so and keeps what was typed; Try again asks once more.
    let failures = 1;
    await page.route('**/api/v1/price-estimate', (route) =>
      failures-- > 0
        ? route.fulfill({ status: 503, json: { code: 'INTERNAL_ERROR', message: 'down' } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Tính giá' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'down' })).toBeVisible();
    await expect(field(page, 'Khối lượng')).toHaveValue('2,5');
    await page.getByRole('button', { name: 'Thử lại' }).click();

    const expected = await request.post('/api/v1/price-estimate', {
      headers: { 'accept-language': 'vi' },
      data: {
        origin: { country: '0', province: '79' },
        destination: { country: '0', province: '01' },
        package_type: 'PARCEL',
        weight: 2.5,
        dimension: '30x20x10',
      },
    });
    const { methods } = (await expected.json()).data;
    const result = page.getByRole('region', { name: 'Giá Tiêu chuẩn theo cách giao nhận' });
    for (const [name, type] of [
      ['Tận nơi đến tận nơi', 'D2D'],
      ['Bưu cục đến bưu cục', 'P2P'],
    ]) {
      const price = methods.find((method: { delivery_type: string }) => method.delivery_type === type).price;
      await expect(result.getByRole('listitem').filter({ hasText: name })).toContainText(
        formatMoney(price, 'VND', 'vi'),
      );
    }
    await expect(result).toContainText('Khối lượng tính cước: 2,5 kg');
    await expect(result.getByTestId('tier-offer-PREMIUM')).toContainText('Cao cấp');
    await result.getByRole('link', { name: 'Đăng nhập để đặt đơn' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('in Korean: Korea to Vietnam in won; a change of input takes the old answer away', async ({ page }) => {
    await useLanguage(page, 'ko');
    await page.goto('/price-calculator');
    await chooseOption(page, '보내는 곳', '서울특별시');
    // Vietnam's provinces in Hangul for a Korean reader (issue 34 item 17).
    await chooseOption(page, '받는 곳', '하노이');
    await fillSize(page, ['3', '40', '30', '20'], ['무게', '길이', '너비', '높이']);
    await page.getByRole('button', { name: '계산하기' }).click();
    const result = page.getByRole('region', { name: '인수·인도 방식별 일반 요금' });
    await expect(result.getByRole('listitem').first()).toContainText('₩');
    await expect(result).toContainText('관세와 통관 수수료는 포함되지 않습니다');

    await field(page, '무게').fill('4');
    await expect(result).toBeHidden();
    await expect(field(page, '무게')).toHaveValue('4');
  });
});
