import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  apiToken,
  DEMO_PASSWORD,
  demo,
  failFirstLoads,
  operationsApi,
  placeOrderThroughApi,
  registerFreshAccount,
  signIn,
  useLanguage,
} from './fixtures.ts';
import { screenshotPdf } from './pdf-viewer.ts';
import { SCREENSHOT_DIR } from './walk.ts';

/** A new cash order of the demo customer, who then opens the order list in a language. */
async function openListWithNewOrder(page: Page, request: APIRequestContext, language: 'vi' | 'ko') {
  const placed = await placeOrderThroughApi(request, demo.personal.username, { paymentMethod: 'cash' });
  await useLanguage(page, language);
  await signIn(page, demo.personal.username);
  await page.goto('/my-orders');
  return placed;
}

/** The first sheet of a downloaded .xlsx, read with the same library the server writes it with. */
async function firstSheet(path: string): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  return workbook.worksheets[0];
}

/*
 * The order history and an order's detail (spec 2 section 2): a customer finds the order they
 * placed, filters by status, opens it and reads its journey, payment and fees; an unknown order,
 * an empty history and a failed load each say what happened.
 */

test.describe('order history', () => {
  test('in Vietnamese: the new order is in the list and its tab, and its detail tells its journey and payment', async ({
    page,
    request,
  }) => {
    // Placed in Korean, read in Vietnamese: its places are named in Vietnamese (issue 34 item 15).
    const { order } = await placeOrderThroughApi(request, demo.personal.username, {
      paymentMethod: 'cash',
      language: 'ko',
    });
    await useLanguage(page, 'vi');
    await signIn(page, demo.personal.username);
    await page.goto('/my-orders');
    await expect(page.getByRole('heading', { name: 'Lịch sử đơn hàng', level: 1 })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: order.order_id });
    await expect(card).toContainText('Việt Nam');
    await expect(card).not.toContainText('베트남');
    await expect(card).toContainText('Đang xử lý');
    await expect(card).toContainText('Đã tạo đơn hàng');

    await page.getByRole('tab', { name: 'Đã huỷ' }).click();
    await expect(page).toHaveURL(/\/my-orders\?type=CANCELLED$/);
    await expect(page.getByRole('tab', { name: 'Đã huỷ' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('article').filter({ hasText: order.order_id })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Đang gửi' }).click();
    await expect(page).toHaveURL(/\/my-orders\?type=SENDING$/);

    // By keyboard: the code is the card's link.
    await page.getByRole('link', { name: `Đơn ${order.order_id}, xem chi tiết` }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/my-orders/${order.uuid}$`));
    await expect(page.getByRole('heading', { name: `Đơn hàng ${order.order_id}`, level: 1 })).toBeVisible();
    const tracking = page.getByRole('region', { name: 'Hành trình đơn hàng' });
    await expect(tracking).toContainText('Đơn hàng đã được tạo và đang chờ bàn giao hàng.');
    const payment = page.getByRole('region', { name: 'Thanh toán', exact: true });
    await expect(payment).toContainText('Tiền mặt khi lấy hàng');
    await expect(payment).toContainText('Chưa thanh toán');
    await expect(payment.getByRole('img', { name: `Mã QR của đơn ${order.order_id}` })).toBeVisible();
    const total = new Intl.NumberFormat('vi-VN').format(order.amount);
    await expect(page.getByTestId('order-total')).toHaveText(`${total}\u00a0đ`);
    await expect(page.getByTestId('order-paid-total')).toHaveText('0\u00a0đ');

    await page.getByRole('link', { name: 'Lịch sử đơn hàng' }).last().click();
    await expect(page).toHaveURL(/\/my-orders$/);
  });

  test('in Korean: an order paid by card is cancelled from its detail and its money goes back', async ({
    page,
    request,
  }) => {
    const { order, paymentUrl } = await placeOrderThroughApi(request, demo.personal.username, {
      paymentMethod: 'VNBANK',
      language: 'ko',
    });
    await useLanguage(page, 'ko');
    await signIn(page, demo.personal.username);
    await page.goto(paymentUrl ?? '');
    // VNPay's page speaks Vietnamese or English (vnp_Locale), whatever the portal's language.
    await page.getByRole('button', { name: /^(Pay|결제하기)$/ }).click();
    await expect(page).toHaveURL(/\/order-bill\/confirmation/);

    await page.goto(`/my-orders/${order.uuid}`);
    const payment = page.getByRole('region', { name: '결제', exact: true });
    await expect(payment).toContainText('결제 완료');
    await page.getByRole('button', { name: '주문 취소' }).click();
    // Asked first: what comes back, where and when, and an optional reason (issue 34 item 9).
    // (Korean particles follow the code's and the amount's last sound: 를, 은.)
    const dialog = page.getByRole('dialog', { name: new RegExp(`^주문 ${order.order_id}[을를] 취소할까요\\?$`) });
    const refund = dialog.getByTestId('cancel-refund');
    await expect(refund).toContainText(`₫${order.amount.toLocaleString('en')}`);
    await expect(refund).toContainText(
      '결제하신 카드 또는 계좌로 환불됩니다. 은행에 따라 보통 7영업일 이내에 반영됩니다.',
    );
    // A refusal keeps the dialog and the reason typed.
    await page.route('**/api/v1/order/*/cancel', (route) =>
      route.fulfill({
        status: 503,
        json: { status: false, code: 'DATABASE_UNAVAILABLE', message: '잠시 후 다시 시도해 주세요', data: null },
      }),
    );
    await dialog.getByRole('textbox', { name: '취소 사유 (선택)' }).fill('날짜를 잘못 골랐어요');
    await dialog.getByRole('button', { name: '주문 취소하기' }).click();
    await expect(dialog.getByRole('alert')).toContainText('잠시 후 다시 시도해 주세요');
    await expect(dialog.getByRole('textbox', { name: '취소 사유 (선택)' })).toHaveValue('날짜를 잘못 골랐어요');
    await page.unrouteAll();
    await dialog.getByRole('button', { name: '주문 취소하기' }).click();
    await expect(page.getByText('주문이 취소되었습니다.').first()).toBeVisible();
    await expect(page.getByRole('region', { name: '배송 추적' })).toContainText(
      '고객님의 취소 사유: 날짜를 잘못 골랐어요',
    );
    await expect(payment).toContainText('환불 완료');
    // The Korean way of writing money (issue 34 item 2).
    await expect(page.getByTestId('order-paid-total')).toHaveText('₫0');
    await expect(page.getByRole('region', { name: '배송 추적' })).toContainText('고객님이 주문을 취소했습니다.');
    await expect(page.getByRole('button', { name: '주문 취소' })).toHaveCount(0);
  });

  test('in Vietnamese: a scan recorded by operations appears on the open detail without a reload', async ({
    page,
    request,
  }) => {
    const { order } = await placeOrderThroughApi(request, demo.personal.username, { paymentMethod: 'cash' });
    await useLanguage(page, 'vi');
    await signIn(page, demo.personal.username);
    // The scan is posted once the page follows the order's stream, so the event is what shows it.
    const streaming = page.waitForResponse((response) => response.url().endsWith(`/${order.uuid}/stream`));
    await page.goto(`/my-orders/${order.uuid}`);
    const tracking = page.getByRole('region', { name: 'Hành trình đơn hàng' });
    await expect(tracking).toContainText('Đã tạo đơn hàng');
    await expect(page.getByRole('button', { name: 'Huỷ đơn hàng' })).toBeEnabled();
    await streaming;

    const staff = await request.post('/api/v1/auth/login', { data: { username: 'OPS0001', password: DEMO_PASSWORD } });
    const staffToken = (await staff.json()).data.access_token;
    const scanned = await request.post(`/api/ops/v1/orders/${order.order_id}/events`, {
      headers: { authorization: `Bearer ${staffToken}` },
      data: { kind: 'RECEIVED', hub_name: 'Bưu cục Bến Nghé' },
    });
    expect(scanned.status(), await scanned.text()).toBe(201);

    await expect(tracking).toContainText('Chúng tôi đã nhận hàng từ người gửi.');
    await expect(tracking).toContainText('Tại Bưu cục Bến Nghé');
    await expect(page.getByText('Đang gửi', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Huỷ đơn hàng' })).toBeDisabled();
  });

  test('in Vietnamese: the hub weighs the parcel heavier, and the customer pays the difference after a failed try', async ({
    page,
    request,
  }) => {
    const { order } = await placeOrderThroughApi(request, demo.personal.username, { paymentMethod: 'cash' });
    const ops = await operationsApi(request);
    await ops.scan(order.order_id, 'RECEIVED');
    await ops.scan(order.order_id, 'RECEIVED_HUB');
    const checked = await ops.securityCheck(order.order_id, { weight: 4.5, dimension: '30x30x30' });
    const money = `${new Intl.NumberFormat('vi-VN').format(checked.adjustment.amount)}\u00a0đ`;

    await useLanguage(page, 'vi');
    await signIn(page, demo.personal.username);
    await page.goto(`/my-orders/${order.uuid}`);
    await expect(page.getByRole('region', { name: 'Hàng hoá' })).toContainText('Khối lượng khi soi chiếu');
    const adjustments = page.getByRole('region', { name: 'Điều chỉnh cước' });
    await expect(adjustments).toContainText('Tính lại cước sau soi chiếu an ninh');
    await expect(adjustments).toContainText(`Cần thanh toán thêm: ${money}`);
    // The order was paid in cash at pickup, yet the recharge is still owed: said beside the payment (item 7).
    await expect(page.getByTestId('order-still-to-pay')).toHaveText(money);

    // The first try is refused by the bank: the page says so and the recharge can be paid again.
    await adjustments.getByRole('button', { name: `Thanh toán ${money}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Thanh toán khoản điều chỉnh cước' });
    // It says why the price rose, and promises nothing about the parcel's movement.
    await expect(dialog).toContainText(`nên cước đã tăng. Vui lòng thanh toán phần chênh lệch ${money}.`);
    await dialog.getByLabel('Thẻ ATM / tài khoản ngân hàng').check();
    await dialog.getByRole('button', { name: `Thanh toán ${money}` }).click();
    await page.getByRole('button', { name: /không đủ số dư|insufficient/ }).click();
    await expect(page).toHaveURL(new RegExp(`/my-orders/${order.uuid}\\?`));
    await expect(page.getByTestId('gateway-return-result')).toHaveText(
      'Thanh toán không thành công. Bạn có thể thử lại.',
    );

    await adjustments.getByRole('button', { name: `Thanh toán ${money}` }).click();
    await dialog.getByLabel('Quét mã VNPAY-QR').check();
    await dialog.getByRole('button', { name: `Thanh toán ${money}` }).click();
    await page.getByRole('button', { name: /^(Thanh toán|Pay)$/ }).click();
    await expect(page.getByTestId('gateway-return-result')).toHaveText(`Đã nhận thanh toán: ${money}.`);
    await expect(adjustments).toContainText(`Đã thanh toán thêm: ${money}`);
    await expect(adjustments.getByRole('button')).toHaveCount(0);
    await expect(page.getByTestId('order-still-to-pay')).toHaveCount(0);
  });

  test('in Korean: the waybill downloads from the order’s detail as a one-page PDF', async ({ page, request }) => {
    const { order } = await placeOrderThroughApi(request, demo.personal.username, { paymentMethod: 'cash' });
    await useLanguage(page, 'ko');
    await signIn(page, demo.personal.username);
    await page.goto(`/my-orders/${order.uuid}`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '운송장 인쇄' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`waybill-${order.order_id}.pdf`);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await screenshotPdf(page, pdf, 600, test.info().outputPath('waybill.png'))).toBe(1);
  });

  test('in Korean: an order that is not the customer’s is not found, with the call centre to ask', async ({ page }) => {
    await useLanguage(page, 'ko');
    await signIn(page, demo.personal.username);
    await page.goto('/my-orders/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: '주문을 찾을 수 없습니다' })).toBeVisible();
    await expect(page.getByText('고객센터로 전화해 주세요')).toBeVisible();
    await expect(page.getByRole('link', { name: /고객센터/ }).last()).toHaveAttribute('href', /^tel:/);
  });

  test('a customer without orders is offered to order now', async ({ page, request }) => {
    const account = await registerFreshAccount(request);
    await useLanguage(page, 'vi');
    await signIn(page, account.username, account.password);
    await page.goto('/my-orders');
    await expect(page.getByRole('heading', { name: 'Bạn chưa có đơn hàng nào ở đây' })).toBeVisible();
    await page.getByRole('link', { name: 'Đặt hàng ngay' }).click();
    await expect(page).toHaveURL(/\/c2c-order-payment$/);
  });

  for (const { language, pastTitle, lastPage } of [
    { language: 'vi', pastTitle: 'Không có trang 99', lastPage: /^Đến trang \d+$/ },
    { language: 'ko', pastTitle: '99 페이지가 없습니다', lastPage: /^\d+ 페이지로 이동$/ },
  ] as const) {
    test(`in ${language}: a page past the last one says so and offers the last page, not an empty history`, async ({
      page,
      request,
    }) => {
      await placeOrderThroughApi(request, demo.personal.username, { paymentMethod: 'cash' });
      await useLanguage(page, language);
      await signIn(page, demo.personal.username);
      await page.goto('/my-orders?page=99');
      await expect(page.getByRole('heading', { name: pastTitle })).toBeVisible();
      await page.getByRole('button', { name: lastPage }).click();
      await expect(page).not.toHaveURL(/page=99/);
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: pastTitle })).toHaveCount(0);
    });
  }

  test('in Korean: a full page of orders shows all its cards, the newest among them, and the next page the rest', async ({
    page,
    request,
  }) => {
    const headers = { authorization: `Bearer ${await apiToken(request, demo.personal.username)}` };
    const firstPageOfList = async () => (await request.get('/api/v1/orders?type=ALL&page=1', { headers })).json();
    let listed = await firstPageOfList();
    while (listed.meta.pagination.total <= 25) {
      await placeOrderThroughApi(request, demo.personal.username, { paymentMethod: 'cash' });
      listed = await firstPageOfList();
    }
    const newest: string = listed.data[0].order_id;
    await useLanguage(page, 'ko');
    await signIn(page, demo.personal.username);
    await page.goto('/my-orders');
    // The first screenful comes with the page, the rest of the page's cards right after it.
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(25);
    await expect(cards.filter({ hasText: newest })).toHaveCount(1);
    await page.getByRole('button', { name: '2 페이지', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards.filter({ hasText: newest })).toHaveCount(0);
    await expect(cards.first()).toBeVisible();
  });

  test('in Vietnamese: a shop finds an order by code and period, clears the search, and exports the list', async ({
    page,
    request,
  }) => {
    const { order } = await openListWithNewOrder(page, request, 'vi');
    const search = page.getByRole('searchbox', { name: 'Tìm đơn hàng' });
    await search.fill(order.order_id.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`[?&]q=${order.order_id.toLowerCase()}`));
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText(order.order_id);
    await expect(page.getByRole('status').filter({ hasText: 'Tìm thấy 1 đơn hàng' })).toBeVisible();

    // Nothing matches: said so, and one button brings the whole list back.
    await search.fill('không-có-ai-như-vậy');
    await expect(page.getByRole('heading', { name: 'Không có đơn hàng phù hợp' })).toBeVisible();
    await page.getByRole('button', { name: 'Xoá tìm kiếm và khoảng thời gian' }).click();
    await expect(search).toHaveValue('');
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(page.getByRole('article').first()).toBeVisible();

    // A period from the presets, by keyboard-free clicks; then the code again, within it.
    await page.getByRole('button', { name: 'Ngày tạo đơn' }).click();
    await page.getByRole('button', { name: '7 ngày qua' }).click();
    await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    await search.fill(order.order_id);
    await expect(page.getByRole('article')).toHaveCount(1);
    // Back to a list searched before: the field says again what the list is filtered by.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${order.order_id}`));
    await page.getByRole('tab', { name: 'Đang gửi' }).click();
    await search.fill('không-có-ai-như-vậy');
    await expect(page.getByRole('heading', { name: 'Không có đơn hàng phù hợp' })).toBeVisible();
    await page.goBack();
    await expect(search).toHaveValue(order.order_id);
    await expect(page.getByRole('article')).toHaveCount(1);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SCREENSHOT_DIR}/order-list-search-vi-${width}.png`, fullPage: true });
    }

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Xuất Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^don-hang-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await firstSheet(await download.path());
    expect(sheet.getRow(1).getCell(1).value).toBe('Mã đơn');
    expect(sheet.getColumn(1).values.slice(2)).toEqual([order.order_id]);

    // An export that fails says so and keeps what the customer asked for.
    await page.route('**/api/v1/orders/export?*', (route) =>
      route.fulfill({ status: 503, json: { status: false, code: 'SERVICE_UNAVAILABLE', message: 'x', data: null } }),
    );
    await page.getByRole('button', { name: 'Xuất Excel' }).click();
    await expect(page.getByRole('alert')).toHaveText('Không thể xuất danh sách đơn hàng. Vui lòng thử lại.');
    await expect(search).toHaveValue(order.order_id);
  });

  test('in Korean: an order is found by its receiver’s phone typed with spaces, and exported with Korean headers', async ({
    page,
    request,
  }) => {
    const { order, accessToken } = await openListWithNewOrder(page, request, 'ko');
    const detail = await request.get(`/api/v1/order/detail/${order.uuid}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const { to_phone: phone, to_name: receiver } = (await detail.json()).data as { to_phone: string; to_name: string };
    // "+84 912 345 678" as people type it at home: "0912 345 678".
    const typed = `0${phone.replace(/^\+\d+ /, '')}`;
    await page.getByRole('searchbox', { name: '주문 검색' }).fill(typed);
    await expect(page.getByRole('article').filter({ hasText: order.order_id })).toBeVisible();
    for (const card of await page.getByRole('article').all()) await expect(card).toContainText(receiver);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '엑셀로 내보내기' }).click();
    const sheet = await firstSheet(await (await downloading).path());
    expect(sheet.name).toBe('주문');
    expect(sheet.getRow(1).getCell(1).value).toBe('주문 번호');
    expect(sheet.getColumn(1).values).toContain(order.order_id);
  });

  test('a list that fails to load says so, and Try again loads it', async ({ page }) => {
    await useLanguage(page, 'vi');
    await signIn(page, demo.personal.username);
    await failFirstLoads(page, '**/api/v1/orders?*');
    await page.goto('/my-orders');
    await expect(page.getByText('Không tải được danh sách đơn hàng.')).toBeVisible();
    await page.getByRole('button', { name: 'Thử lại' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});

test.describe('public tracking', () => {
  test('in Vietnamese, signed out: a code typed in shows the journey with the receiver masked', async ({
    page,
    request,
  }) => {
    const { order } = await placeOrderThroughApi(request, demo.personal.username, { paymentMethod: 'cash' });
    await useLanguage(page, 'vi');
    await page.goto('/tracking');
    await expect(page.getByRole('heading', { name: 'Tra cứu vận đơn', level: 1 })).toBeVisible();
    await page.getByLabel('Mã đơn hàng').fill('SP12');
    await page.getByRole('button', { name: 'Tra cứu' }).click();
    await expect(page.getByText('Mã đơn hàng gồm hai chữ cái và các chữ số')).toBeVisible();

    await page.getByLabel('Mã đơn hàng').fill(order.order_id.toLowerCase());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/tracking/${order.order_id}$`));
    const result = page.getByRole('region', { name: order.order_id });
    await expect(result).toContainText('Đang xử lý');
    await expect(result).toContainText('T*** T** M**');
    await expect(result).not.toContainText('Trần Thị Mai');
    await expect(result).toContainText('Đã tạo đơn hàng');
  });

  for (const { language, code, message } of [
    { language: 'vi', code: 'ABC-123', message: 'Mã đơn hàng gồm hai chữ cái và các chữ số, ví dụ SP261124000001.' },
    { language: 'ko', code: '12345', message: '주문 번호는 영문 두 자와 숫자로 이루어집니다(예: SP261124000001).' },
  ] as const) {
    test(`in ${language}: a code in the address that cannot be an order code says so at once`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto(`/tracking/${code}`);
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole('textbox').first()).toHaveValue(code);
    });
  }

  test('in Korean, from the sign-in page: several codes at once, each with its own answer', async ({
    page,
    request,
  }) => {
    const { order } = await placeOrderThroughApi(request, demo.personal.username, { paymentMethod: 'cash' });
    await useLanguage(page, 'ko');
    await page.goto('/auth');
    // Where a visitor lands, a tracking box for one code or several (issue 34).
    const box = page.getByRole('region', { name: '배송 조회' });
    await box.getByLabel('주문 번호').fill(`${order.order_id.toLowerCase()}, SP000000999999`);
    await box.getByRole('button', { name: '조회' }).click();
    await expect(page).toHaveURL(new RegExp(`/tracking/${order.order_id}(,|%2C)SP000000999999$`));
    await expect(page.getByRole('region', { name: order.order_id })).toContainText('처리 중');
    await expect(page.getByRole('heading', { name: 'SP000000999999 번호의 주문이 없습니다' })).toBeVisible();
    await expect(page.getByLabel('주문 번호')).toHaveValue(`${order.order_id}, SP000000999999`);
  });

  test('an unknown code says there is no such order', async ({ page }) => {
    await useLanguage(page, 'vi');
    await page.goto('/tracking/SP000000999999');
    await expect(page.getByRole('heading', { name: 'Không có đơn hàng với mã này' })).toBeVisible();
  });
});
