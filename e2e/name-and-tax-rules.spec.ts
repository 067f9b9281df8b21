import { expect, type Page, test } from '@playwright/test';
import { demo, registerFreshAccount, signIn, useLanguage } from './fixtures.ts';

/*
 * One name rule with a visible counter, and one tax number rule with its checksum, as a
 * Vietnamese customer meets them (issue 10).
 */
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('the address form counts the contact name and never cuts it', () => {
  test('shows the count, keeps what was typed past the limit, and refuses it with the field error', async ({
    page,
  }) => {
    const account = await registerFreshAccount(page.request);
    await useLanguage(page, 'vi');
    await signIn(page, account.username, account.password);
    await page.goto('/address/address-form');
    await expect(page.getByRole('heading', { level: 1, name: 'Thêm địa chỉ mới' })).toBeVisible();

    const name = textbox(page, 'Họ và tên');
    await expect(page.getByText('0/45', { exact: true })).toBeVisible();
    await name.fill('Phạm Văn Đức');
    await expect(page.getByText('12/45', { exact: true })).toBeVisible();
    await expect(name).toHaveAccessibleDescription(/12 trên tối đa 45 ký tự/);

    // 46 characters: the field keeps all of them, the count turns to 46/45 and saving says why.
    const tooLong = 'Phạm Văn Đức Phạm Văn Đức Phạm Văn Đức Lê Hạnh';
    await name.fill(tooLong);
    await expect(name).toHaveValue(tooLong);
    await expect(page.getByText('46/45', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();
    await expect(name).toHaveAccessibleDescription(/Họ và tên quá dài/);
    await expect(page.getByText('Họ và tên quá dài')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Kiểm tra lại địa chỉ' })).toBeHidden();

    await name.fill('Phạm Văn Đức 😀');
    await expect(page.getByText('Họ và tên không được chứa biểu tượng cảm xúc (emoji)')).toBeVisible();
    await name.fill('Phạm Văn Đức');
    await expect(page.getByText('Họ và tên quá dài')).toBeHidden();
    await expect(page.getByText('Họ và tên không được chứa biểu tượng cảm xúc (emoji)')).toBeHidden();
  });
});

test.describe('the VAT invoice of a business account', () => {
  test('starts from the company profile and checks the tax number’s check digit', async ({ page }) => {
    await useLanguage(page, 'vi');
    await signIn(page, demo.businessWithContract.username);
    await page.goto('/c2c-order-payment');
    await page.getByRole('switch', { name: 'Tôi cần xuất hóa đơn VAT điện tử' }).check();

    const form = page.getByRole('dialog', { name: 'Thông tin xuất hóa đơn VAT' });
    await expect(form.getByText('Đã điền sẵn từ hồ sơ công ty của bạn.', { exact: false })).toBeVisible();
    await expect(textbox(page, 'Tên công ty')).toHaveValue('Công ty TNHH Sao Việt Logistics');
    await expect(textbox(page, 'Mã số thuế')).toHaveValue('0312345673');
    await expect(textbox(page, 'Email')).toHaveValue('ops@saoviet.example.vn');
    await expect(textbox(page, 'Địa chỉ công ty')).toHaveValue('');

    // One digit off: the form refuses it at the field with the checksum message.
    await textbox(page, 'Mã số thuế').fill('0312345678');
    await textbox(page, 'Địa chỉ công ty').fill('45 Lê Lợi, Sài Gòn, Hồ Chí Minh');
    await form.getByRole('button', { name: 'Lưu' }).click();
    const checksum =
      'Mã số thuế này không tồn tại: chữ số kiểm tra không khớp. Vui lòng kiểm tra lại xem có gõ nhầm không.';
    await expect(textbox(page, 'Mã số thuế')).toHaveAccessibleDescription(checksum);
    await expect(form.getByText(checksum)).toBeVisible();

    await textbox(page, 'Mã số thuế').fill('0312345673-001');
    await form.getByRole('button', { name: 'Lưu' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Mã số thuế: 0312345673-001')).toBeVisible();
  });
});
