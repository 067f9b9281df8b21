import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import bwipjs from 'bwip-js/node';
import { apiToken, DEMO_PASSWORD, demo, operationsApi, placeOrderThroughApi, signIn, useLanguage } from './fixtures.ts';
import { screenshotPdf } from './pdf-viewer.ts';
import { SCREENSHOT_DIR, seriousViolations } from './walk.ts';

/*
 * The hub desk (issue 39), as a clerk works it: a waybill's code typed as a keyboard-wedge scanner
 * types it (the characters, then Enter, wherever the focus is), one key per step, the parcel
 * weighed heavier with the recharge shown before it is confirmed, then moved to a later flight.
 * In Vietnamese at a desk, and in Korean on a phone with the refusals on the way.
 */

async function lookAt(page: Page, name: string, width: number) {
  await page.screenshot({ path: `${SCREENSHOT_DIR}/hub-desk-${name}-${width}.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
}

test('a clerk scans a parcel, records its steps by key, weighs it heavier and moves it to a later flight (vi, 1280 px)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { order } = await placeOrderThroughApi(request, demo.personal.username, { paymentMethod: 'cash' });
  await useLanguage(page, 'vi');
  await signIn(page, 'HUB0001');
  await page.goto('/ops');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quầy kho');
  await expect(page.getByText('Chưa quét kiện hàng nào')).toBeVisible();
  await page.getByLabel('Kho của bạn').fill('Kho Tân Sơn Nhất');

  // The scanner types while the focus is elsewhere on the page: the code still lands in the scan field.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.type(`${order.order_id}\n`);
  await expect(page.getByRole('heading', { level: 2, name: `Đơn hàng ${order.order_id}` })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/ops\\?code=${order.order_id}$`));

  // Only what may follow a new order: a driver, or the sender handing it over; the key records it.
  const steps = page.getByRole('region', { name: 'Ghi nhận bước tiếp theo' });
  await expect(steps.getByRole('button')).toHaveText(['Đang tìm tài xế lấy hàng1', 'Đã nhận hàng từ người gửi2']);
  await page.keyboard.press('2');
  await expect(page.getByText('Đã ghi nhận: Đã nhận hàng từ người gửi')).toBeVisible();
  await expect(steps.getByRole('button', { name: 'Đã đến kho' })).toBeVisible();

  // The network drops for a moment: the step waits in the desk's queue, which says so, and goes once it is back.
  await page.context().setOffline(true);
  await page.keyboard.press('2');
  await expect(page.getByText('Mất kết nối: “Đã đến kho” đang chờ và sẽ được gửi khi có kết nối lại')).toBeVisible();
  const waiting = page.getByRole('status').filter({ hasText: 'Đang chờ kết nối: 1' });
  await expect(waiting).toContainText(`${order.order_id}: Đã đến kho, quét lúc`);
  await expect(steps).toContainText('Một bước của kiện này đang chờ gửi');
  await lookAt(page, 'offline-vi', 1280);
  await page.context().setOffline(false);
  await expect(waiting).toHaveCount(0);
  const journey = page.getByRole('region', { name: 'Hành trình' });
  await expect(journey).toContainText('Đã đến kho');
  await expect(journey).toContainText('Tại Kho Tân Sơn Nhất');

  // Weighed heavier: the new price and the recharge before anything is recorded.
  const check = page.getByRole('region', { name: 'Soi chiếu an ninh' });
  await check.getByLabel('Khối lượng (kg)').fill('4,5');
  await check.getByLabel('Dài (cm)').fill('30');
  await check.getByLabel('Rộng (cm)').fill('30');
  await check.getByLabel('Cao (cm)').fill('30');
  await check.getByRole('button', { name: 'Xem giá mới' }).click();
  await expect(check.getByText(/^Khách hàng sẽ được yêu cầu trả thêm [\d.]+\s?đ\.$/)).toBeVisible();
  await expect(journey).not.toContainText('Sẵn sàng bay');
  await check.getByRole('button', { name: 'Xác nhận soi chiếu an ninh' }).click();
  await expect(page.getByText('Đã ghi nhận soi chiếu an ninh')).toBeVisible();
  await expect(journey).toContainText('Sẵn sàng bay');
  await expect(page.getByText('Đo tại kho')).toBeVisible();
  await lookAt(page, 'weighed-vi', 1280);

  // Its own flight is full or late: a later one of the route.
  const move = page.getByRole('region', { name: 'Chuyển sang chuyến bay khác' });
  await move.getByRole('button', { name: 'Chuyển kiện hàng' }).click();
  await expect(move.getByText('Chọn chuyến bay')).toBeVisible();
  await move.getByRole('combobox', { name: 'Chuyến bay sau' }).click();
  const firstLater = page.getByRole('option').first();
  const later = ((await firstLater.textContent()) ?? '').split(' · ')[0];
  await firstLater.click();
  await move.getByRole('button', { name: 'Chuyển kiện hàng' }).click();
  await expect(page.getByText(`Đã chuyển sang chuyến bay ${later}`)).toBeVisible();
  await expect(journey).toContainText(`Chuyến bay ${later}`);
  await expect(steps.getByRole('button').first()).toHaveText(/Đã hạ cánh tại điểm đến/);

  // The customer reads the recharge the clerk confirmed.
  const token = await apiToken(request, demo.personal.username);
  const detail = await request.get(`/api/v1/order/detail/${order.uuid}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await detail.json()).data.adjustments).toMatchObject([{ kind: 'SECURITY_CHECK', direction: 'RECHARGE' }]);

  // The manifest of the parcel's flight, from the desk, printed for the airline.
  await page.getByRole('link', { name: `Bảng kê chuyến ${later}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Bảng kê chuyến bay ${later}` })).toBeVisible();
  await expect(page.getByRole('link', { name: order.order_id })).toBeVisible();
  await lookAt(page, 'manifest-vi', 1280);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'In bảng kê (PDF)' }).click();
  const manifest = await downloading;
  expect(manifest.suggestedFilename()).toBe(`manifest-${later}.pdf`);
  await page.getByRole('button', { name: 'Tất cả chuyến bay trong ngày' }).click();
  await expect(page.getByRole('article', { name: later })).toBeVisible();
  await lookAt(page, 'flights-vi', 1280);
  const pdf = readFileSync(await manifest.path());
  expect(await screenshotPdf(page, pdf, 1000, `${SCREENSHOT_DIR}/hub-desk-manifest-pdf.png`)).toBe(1);

  // The overview (the PDF viewer took the page) counts the recharge not paid yet among the day's figures.
  await page.goto('/ops/overview');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tổng quan kho');
  await expect(page.getByRole('region', { name: 'Khoản thu thêm chưa trả' })).toContainText(/[1-9]/);
  await expect(page.getByRole('region', { name: 'Đơn tạo hôm nay' })).toContainText(/Đang (xử lý|gửi): [1-9]/);
  await lookAt(page, 'overview-vi', 1280);
});

test('a customer is turned away, a clerk signs in to the desk, and bad codes and measurements are refused (ko, 390 px)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'ko');
  await signIn(page, demo.personal.username);
  await page.goto('/ops');
  await expect(page.getByText('SkyParcel 직원 전용 페이지입니다')).toBeVisible();

  // A staff member who signs in lands on the desk.
  await page.evaluate(() => localStorage.removeItem('auth'));
  await page.goto('/auth');
  await page.getByLabel('전화번호 또는 고객 코드').fill('HUB0001');
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/ops$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('허브 데스크');

  const scan = page.getByLabel('주문 번호');
  await scan.fill('12345');
  await scan.press('Enter');
  await expect(page.getByText('주문 번호는 영문 2자와 숫자 6~20자리입니다. 예: SP1234567890.')).toBeVisible();
  await scan.fill('ZZ00000000');
  await scan.press('Enter');
  await expect(page.getByText('이 번호의 주문이 없습니다')).toBeVisible();

  const { order } = await placeOrderThroughApi(request, demo.personal.username, { paymentMethod: 'cash' });
  const ops = await operationsApi(request);
  await ops.scan(order.order_id, 'RECEIVED');
  await ops.scan(order.order_id, 'RECEIVED_HUB');
  // A camera the browser was not allowed to use says so and what to do instead.
  await page.evaluate(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await page.getByRole('button', { name: '카메라로 스캔' }).click();
  const camera = page.getByRole('dialog', { name: '운송장 스캔' });
  await expect(camera.getByRole('alert')).toContainText('카메라 사용이 허용되지 않았습니다');
  await lookAt(page, 'camera-denied-ko', 390);
  await camera.getByRole('button', { name: '대화 상자 닫기' }).click();
  // The phone's camera films the waybill's barcode: the order opens as if scanned.
  await filmBarcode(page, order.order_id);
  await page.getByRole('button', { name: '카메라로 스캔' }).click();
  await expect(page).toHaveURL(new RegExp(`/ops\\?code=${order.order_id}$`));
  await expect(page.getByRole('heading', { level: 2, name: `주문 ${order.order_id}` })).toBeVisible();
  await expect(scan).toHaveValue(order.order_id);
  const check = page.getByRole('region', { name: '보안 검색' });
  await check.getByRole('button', { name: '새 요금 보기' }).click();
  await expect(check.getByText('무게를 입력해 주세요')).toBeVisible();
  await check.getByLabel('무게 (kg)').fill('2');
  for (const side of ['길이 (cm)', '너비 (cm)', '높이 (cm)']) await check.getByLabel(side).fill('200');
  await check.getByRole('button', { name: '새 요금 보기' }).click();
  await expect(check.getByText('세 변의 합은 200cm를 넘을 수 없습니다')).toBeVisible();
  // The numbers stay as typed, so the clerk corrects one side only.
  await expect(check.getByLabel('무게 (kg)')).toHaveValue('2');
  for (const side of ['길이 (cm)', '너비 (cm)', '높이 (cm)']) await check.getByLabel(side).fill('20');
  await check.getByRole('button', { name: '새 요금 보기' }).click();
  await expect(check.getByText('검색 후 달라지는 점')).toBeVisible();
  await lookAt(page, 'preview-ko', 390);
  await check.getByRole('button', { name: '보안 검색 확정' }).click();
  await expect(page.getByText('보안 검색을 기록했습니다')).toBeVisible();
  await expect(page.getByRole('region', { name: '배송 경로' })).toContainText('탑재 준비 완료');

  // A step queued while the network was down, which another desk recorded meanwhile: refused once sent, and said so.
  const { order: second } = await placeOrderThroughApi(request, demo.personal.username, { paymentMethod: 'cash' });
  await ops.scan(second.order_id, 'RECEIVED');
  await scan.fill(second.order_id);
  await scan.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: `주문 ${second.order_id}` })).toBeFocused();
  await page.context().setOffline(true);
  await page.keyboard.press('2');
  await expect(page.getByRole('status').filter({ hasText: '연결 대기 중: 1건' })).toBeVisible();
  await ops.scan(second.order_id, 'RECEIVED_HUB');
  await page.context().setOffline(false);
  const refused = page.getByRole('alert').filter({ hasText: '연결 후 거부된 단계' });
  await expect(refused).toContainText(second.order_id);
  await lookAt(page, 'queue-refused-ko', 390);
  await refused.getByRole('button', { name: '확인했습니다' }).click();
  await expect(refused).toHaveCount(0);

  // The flights: today's, a day without any, and a manifest that cannot be found.
  await page.getByRole('tab', { name: '항공편' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('항공편');
  await expect(page.getByRole('article').first()).toBeVisible();
  // A clerk at Tân Sơn Nhất sees only the flights leaving it; the choice stays for the next visit.
  await page.getByRole('combobox', { name: '출발 공항' }).click();
  await page.getByRole('option', { name: 'SGN', exact: true }).click();
  for (const text of await page.getByRole('article').allInnerTexts()) expect(text).toContain('SGN →');
  await lookAt(page, 'flights-ko', 390);
  await page.goto('/ops/flights?date=2031-01-01');
  await expect(page.getByText('이 날 출발하는 항공편이 없습니다')).toBeVisible();
  await page.getByRole('button', { name: '다음 날' }).click();
  await expect(page).toHaveURL(/date=2031-01-02/);
  await page.goto('/ops/flights?flight=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('적하 목록을 불러오지 못했습니다')).toBeVisible();
});

/**
 * The phone's camera, played by a canvas: it films the waybill's Code 128 of this code, drawn as the
 * waybill draws it, so the desk's barcode reader reads real video frames.
 */
async function filmBarcode(page: Page, code: string) {
  const png = await bwipjs.toBuffer({ bcid: 'code128', text: code, scale: 3, height: 14, includetext: false });
  await page.evaluate((data) => {
    navigator.mediaDevices.getUserMedia = async () => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width + 120;
      canvas.height = image.height + 120;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      const draw = () => {
        context.fillStyle = '#fff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.drawImage(image, 60, 60);
      };
      draw();
      setInterval(draw, 100);
      return canvas.captureStream(10);
    };
  }, png.toString('base64'));
}

/** A running voucher made through the operations API by the demo admin, with a code of its own. */
async function aRunningVoucher(request: APIRequestContext) {
  const token = await apiToken(request, 'OPS0001');
  const code = `E2E${Date.now() % 1_000_000_000}`;
  const startsAt = new Date(Date.now() - 3_600_000);
  const response = await request.post('/api/ops/v1/vouchers', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      code,
      title: { vi: 'Giảm 15% cuối tuần', en: '15% off at the weekend', ko: '주말 15% 할인' },
      discount_type: 'percent',
      discount_amount: 15,
      max_discount: 30_000,
      starts_at: startsAt.toISOString(),
      ends_at: new Date(startsAt.getTime() + 7 * 86_400_000).toISOString(),
      usage_limit: 500,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return code;
}

test('an admin ends a voucher early and sets an exchange rate, each shown with who did it (vi, 1280 px)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const code = await aRunningVoucher(request);
  await useLanguage(page, 'vi');
  await signIn(page, 'OPS0001');
  await page.goto('/ops/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cài đặt');
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('15%, tối đa 30.000 đ');
  await expect(row).toContainText('0 trên 500');
  await expect(row).toContainText('Đang chạy');

  await row.getByRole('button', { name: `Kết thúc ${code} ngay` }).click();
  const dialog = page.getByRole('dialog', { name: `Kết thúc ${code} ngay?` });
  await expect(dialog).toContainText('0 đơn hàng đã dùng vẫn giữ ưu đãi');
  await dialog.getByRole('button', { name: 'Kết thúc mã giảm giá' }).click();
  await expect(page.getByText(`${code} đã kết thúc`)).toBeVisible();
  await expect(row).toContainText('Đã kết thúc');
  await expect(row).toContainText(/SkyParcel .* kết thúc sớm lúc/);
  await expect(row.getByRole('button')).toHaveCount(0);

  // A new voucher from the form: an empty one is refused at its fields, then one for May 2031 is created,
  // its window typed in Vietnamese time.
  const newCode = `TET${Date.now() % 1_000_000}`;
  await page.getByRole('button', { name: 'Tạo mã ưu đãi' }).click();
  const form = page.getByRole('dialog', { name: 'Mã ưu đãi mới' });
  await form.getByRole('button', { name: 'Tạo mã' }).click();
  await expect(form.getByText('Vui lòng nhập mã ưu đãi')).toBeVisible();
  await expect(form.getByText('Vui lòng nhập tiêu đề tiếng Việt')).toBeVisible();
  await form.getByRole('textbox', { name: 'Mã ưu đãi' }).fill(newCode);
  await form.getByLabel('Tiêu đề tiếng Việt').fill('Giảm 10% dịp Tết');
  await form.getByLabel('Tiêu đề tiếng Anh').fill('10% off for Tet');
  await form.getByLabel('Tiêu đề tiếng Hàn').fill('설 연휴 10% 할인');
  await form.getByRole('textbox', { name: 'Mức giảm', exact: true }).fill('10');
  await form.getByLabel('Giảm tối đa (không bắt buộc)').fill('25000');
  await form.getByRole('textbox', { name: 'Bắt đầu', exact: true }).fill('2031-05-01T08:00');
  await form.getByRole('textbox', { name: 'Kết thúc', exact: true }).fill('2031-05-31T23:00');
  await form.getByLabel('Tổng số lần dùng').fill('300');
  await lookAt(page, 'voucher-form-vi', 1280);
  await form.getByRole('button', { name: 'Tạo mã' }).click();
  await expect(page.getByText(`Đã tạo mã ${newCode}`)).toBeVisible();
  const created = page.getByRole('row').filter({ hasText: newCode });
  await expect(created).toContainText('10%, tối đa 25.000 đ');
  await expect(created).toContainText('08:00 01/05');
  await expect(created).toContainText('0 trên 300');

  // A rate from a day far ahead, so no price of the other tests moves.
  await page.getByRole('textbox', { name: 'Từ ngày', exact: true }).fill('2031-03-01');
  await page.getByLabel('Số đồng cho 1 USD').fill('27150,5');
  await page.getByRole('button', { name: 'Lưu tỷ giá' }).click();
  await expect(page.getByText('Đã lưu tỷ giá')).toBeVisible();
  const rate = page.getByRole('row').filter({ hasText: '01/03/2031' });
  await expect(rate).toContainText('27.150,5');
  await expect(rate).toContainText('SkyParcel');
  await lookAt(page, 'settings-vi', 1280);

  // The audit log: the rate on top, newest first, its number written the Vietnamese way; then the
  // voucher's end alone, found by its action, the filter kept in the address.
  await page.getByRole('tab', { name: 'Nhật ký thao tác' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nhật ký thao tác');
  const latest = page.getByRole('row').nth(1);
  await expect(latest).toContainText('Đặt tỷ giá');
  await expect(latest).toContainText('27.150,5');
  await expect(latest).toContainText('OPS0001');
  await page.getByRole('combobox', { name: 'Thao tác' }).click();
  await page.getByRole('option', { name: 'Kết thúc sớm mã ưu đãi' }).click();
  await page.getByRole('button', { name: 'Xem thay đổi' }).click();
  await expect(page).toHaveURL(/operation=end_voucher/);
  await expect(page.getByRole('row').filter({ hasText: 'Đặt tỷ giá' })).toHaveCount(0);
  const ended = page.getByRole('row').filter({ hasText: code });
  await expect(ended).toHaveCount(1);
  await expect(ended).toContainText('Kết thúc sớm mã ưu đãi');
  await lookAt(page, 'audit-vi', 1280);

  // New prices for inner-city Standard from April 2031 (far ahead, so no price of the other tests moves),
  // shown beside today's with who scheduled them.
  await page.getByRole('tab', { name: 'Cài đặt' }).click();
  await page.getByLabel('Giá mới áp dụng từ ngày').fill('2031-04-01');
  await page.getByRole('textbox', { name: 'Đến 0,5 kg' }).fill('19000');
  await page.getByRole('button', { name: 'Lên lịch giá mới' }).click();
  await expect(page.getByText('Đã lên lịch giá mới cho Nội thành · Tiêu chuẩn')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Từ 01\/04\/2031/ })).toContainText('SkyParcel');
  const halfKilo = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '0,5 kg', exact: true }) });
  await expect(halfKilo).toContainText('18.000');
  await expect(halfKilo).toContainText('19.000');
  await lookAt(page, 'tariff-vi', 1280);
});

test('a hub clerk reads the settings without changing them; a rate left empty is refused at its field (ko, 390 px)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const code = await aRunningVoucher(request);
  await useLanguage(page, 'ko');
  await signIn(page, 'HUB0001');
  await page.goto('/ops/settings');
  await expect(page.getByText('설정은 관리자만 바꿀 수 있으며, 조회는 가능합니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: '지금 종료' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '환율 저장' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '요금 변경 예약' })).toHaveCount(0);
  await expect(
    page.getByRole('row').filter({ has: page.getByRole('cell', { name: '0.5kg', exact: true }) }),
  ).toContainText('18,000');
  await lookAt(page, 'settings-hub-ko', 390);
  // The overview is any staff member's: its four figures stack on a phone.
  await page.getByRole('tab', { name: '현황' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('허브 현황');
  for (const figure of ['오늘 접수', '항공편 대기', '미납 추가 요금', '지연 화물']) {
    await expect(page.getByRole('region', { name: figure })).toBeVisible();
  }
  await lookAt(page, 'overview-ko', 390);
  // The audit log is an admin's: no tab for a clerk, and its address says so.
  await expect(page.getByRole('tab', { name: '작업 기록' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: '직원' })).toHaveCount(0);
  await page.goto('/ops/audit');
  await expect(page.getByText('관리자 전용')).toBeVisible();

  await signIn(page, 'OPS0001');
  await page.goto('/ops/settings');
  await page.getByRole('button', { name: '환율 저장' }).click();
  await expect(page.getByText('환율(동)을 입력해 주세요')).toBeVisible();
  // New prices cannot start on a past day: the server says so at the day, and the prices typed stay.
  await page.getByRole('textbox', { name: '0.5kg까지' }).fill('21000');
  await page.getByLabel('새 요금 적용일').fill('2020-01-01');
  await page.getByRole('button', { name: '요금 변경 예약' }).click();
  await expect(
    page.getByText('오늘 이후의 날짜를 선택하세요. 오늘 접수된 주문은 오늘 요금을 유지합니다'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: '0.5kg까지' })).toHaveValue('21,000 ₫');
  await lookAt(page, 'settings-admin-ko', 390);

  // A voucher code already used is refused at its field, and what was typed stays.
  await page.getByRole('button', { name: '쿠폰 만들기' }).click();
  const form = page.getByRole('dialog', { name: '새 쿠폰' });
  await form.getByRole('textbox', { name: '쿠폰 코드' }).fill(code);
  await form.getByLabel('베트남어 제목').fill('Giảm giá');
  await form.getByLabel('영어 제목').fill('Discount');
  await form.getByLabel('한국어 제목').fill('할인');
  await form.getByRole('combobox', { name: '할인 방식' }).click();
  await page.getByRole('option', { name: '배송비 정액 할인' }).click();
  await form.getByRole('textbox', { name: '할인 값', exact: true }).fill('15000');
  await form.getByRole('textbox', { name: '시작', exact: true }).fill('2031-06-01T00:00');
  await form.getByRole('textbox', { name: '종료', exact: true }).fill('2031-06-02T00:00');
  await form.getByRole('button', { name: '쿠폰 만들기' }).click();
  await expect(form.getByText('이 코드를 쓰는 다른 쿠폰이 있습니다. 다른 코드를 정하세요.')).toBeVisible();
  await expect(form.getByLabel('영어 제목')).toHaveValue('Discount');
  await lookAt(page, 'voucher-form-taken-ko', 390);
  await form.getByRole('button', { name: '취소' }).click();

  // An order code that is no order is refused and stays typed; a period with no change says so.
  await page.getByRole('tab', { name: '작업 기록' }).click();
  const orderField = page.getByRole('textbox', { name: '주문 번호' });
  await orderField.fill('sp261128999999');
  await orderField.press('Enter');
  await expect(page.getByRole('alert')).toContainText('이 조건으로는 볼 수 없습니다');
  await expect(orderField).toHaveValue('SP261128999999');
  await lookAt(page, 'audit-refused-ko', 390);
  await orderField.fill('');
  await page.getByLabel('시작일').fill('2031-01-01');
  await page.getByRole('button', { name: '변경 내역 보기' }).click();
  await expect(page.getByText('조건에 맞는 변경이 없습니다')).toBeVisible();
  await page.getByRole('button', { name: '필터 지우기' }).click();
  // On a phone each change is a card: the voucher created for this test among them.
  await expect(page.getByRole('article', { name: '쿠폰 생성' }).filter({ hasText: code })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(0);
  await lookAt(page, 'audit-ko', 390);
});

test('an admin adds a hub clerk, who signs in with the code, and makes a colleague an admin (vi, 1280 and 390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const code = `QA${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  await useLanguage(page, 'vi');
  await signIn(page, 'OPS0001');
  await page.goto('/ops/staff');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nhân viên');
  // One's own role is another admin's to change: a text, not a choice.
  const own = page.getByRole('row').filter({ hasText: 'OPS0001' });
  await expect(own).toContainText('Vai trò của bạn: do quản trị viên khác thay đổi');
  await expect(own.getByRole('combobox')).toHaveCount(0);

  // A code another account signs in with is refused at its field, and what was typed stays.
  await page.getByRole('button', { name: 'Thêm nhân viên' }).click();
  const form = page.getByRole('dialog', { name: 'Nhân viên mới' });
  await form.getByRole('textbox', { name: 'Mã đăng nhập' }).fill('hub0001');
  await form.getByRole('textbox', { name: 'Họ và tên' }).fill('Ngô Văn Kho');
  await form.getByLabel('Mật khẩu ban đầu').fill('Kho12345');
  await form.getByRole('button', { name: 'Thêm', exact: true }).click();
  await expect(form.getByText('Mã này đã được một tài khoản khác dùng để đăng nhập. Hãy chọn mã khác.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Họ và tên' })).toHaveValue('Ngô Văn Kho');
  await lookAt(page, 'staff-form-vi', 1280);
  await form.getByRole('textbox', { name: 'Mã đăng nhập' }).fill(code.toLowerCase());
  await form.getByRole('button', { name: 'Thêm', exact: true }).click();
  await expect(page.getByText(`${code} đã có thể đăng nhập`)).toBeVisible();
  const added = page.getByRole('row').filter({ hasText: code });
  await expect(added).toContainText('Ngô Văn Kho');
  await expect(added.getByRole('combobox', { name: 'Vai trò của Ngô Văn Kho' })).toHaveValue('Nhân viên kho');

  // Made an admin: the list says so, and the change is the audit's newest.
  await added.getByRole('combobox', { name: 'Vai trò của Ngô Văn Kho' }).click();
  await page.getByRole('option', { name: 'Quản trị viên' }).click();
  await expect(page.getByText('Ngô Văn Kho giờ là Quản trị viên')).toBeVisible();
  await expect(added.getByRole('combobox')).toHaveValue('Quản trị viên');
  await lookAt(page, 'staff-vi', 1280);
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, 'staff-vi', 390);

  // The new colleague signs in with the code given, and is offered the admins' pages.
  await signIn(page, code, 'Kho12345');
  await page.goto('/ops/staff');
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('Vai trò của bạn');
});
