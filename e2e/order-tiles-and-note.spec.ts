import { expect, type Locator, test } from '@playwright/test';
import { demo, signIn, useLanguage } from './fixtures.ts';

/*
 * Issue 10 "Layout": every product category shows its own picture, and the note button keeps
 * its whole label once a note sits beside it.
 */

/** True when the button's label is cut (Mantine clips it rather than wrapping). */
function isLabelClipped(button: Locator) {
  return button.evaluate((element) => {
    const label = element.querySelector<HTMLElement>('.mantine-Button-label');
    return !label || label.scrollWidth > label.clientWidth;
  });
}

test.describe('order screen details', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'vi');
    await signIn(page, demo.personal.username);
  });

  test('product tiles draw their category’s icon, different for different categories', async ({ page }) => {
    await page.goto('/c2c-order-payment');
    const tiles = page.getByRole('group', { name: 'Danh sách sản phẩm' });
    const iconOf = (name: string) =>
      tiles.getByRole('button', { name, exact: true }).locator('[data-icon]').getAttribute('data-icon');
    expect(await iconOf('Hải sản')).toBe('fish');
    // A special product's tile is heard with its post-office mark (issue 34 item 14).
    expect(await iconOf('Hàng thông thường chỉ gửi từ bưu cục đến bưu cục, khối lượng và kích thước cố định')).toBe(
      'packages',
    );
    // No two tiles of the first page share a picture.
    const icons = await tiles.locator('[data-icon]').evaluateAll((nodes) => nodes.map((node) => node.dataset.icon));
    expect(icons.length).toBeGreaterThan(1);
    expect(new Set(icons).size).toBe(icons.length);
  });

  for (const width of [1280, 390]) {
    test(`the note button keeps its whole label beside a long note at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/c2c-order-payment');
      await page.getByRole('button', { name: 'Thêm ghi chú' }).click();
      const note = 'Gọi cho người nhận trước khi giao, hàng dễ vỡ nên xin nhẹ tay, để ở phòng bảo vệ nếu vắng nhà';
      await page.getByRole('textbox', { name: 'Ghi chú' }).fill(note);
      await page.getByRole('button', { name: 'Lưu ghi chú' }).click();

      await expect(page.getByTestId('order-note')).toHaveText(note);
      const edit = page.getByRole('button', { name: 'Sửa ghi chú' });
      await expect(edit).toBeVisible();
      expect(await isLabelClipped(edit)).toBe(false);
    });
  }
});
