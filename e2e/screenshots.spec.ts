import { expect, type Page, test } from '@playwright/test';
import {
  CARGO_SIZES,
  fillCargoFilter,
  firstCargoFlight,
  placeCargoOrderThroughApi,
  searchFlights,
} from './cargo-fixtures.ts';
import {
  answerPayment,
  demo,
  fillGoodsForm,
  fillKoreanClothesParcel,
  fillWeightAndSize,
  openPostOfficeChooser,
  operationsApi,
  placeOrderThroughApi,
  sampleNewOrder,
  searchAndChooseProduct,
  signIn,
  startCrossBorderOrder,
  storeNewOrder,
  useLanguage,
} from './fixtures.ts';
import { screenshotPdf } from './pdf-viewer.ts';

/*
 * Full-page screenshots for a human look at layout, wrapping and contrast (they assert
 * only that each page is ready). Vietnamese, because its diacritics and longer words
 * stress the layout; Korean ones too, for its longer labels (Korean glyphs render only where
 * a CJK font is installed, e.g. Debian's fonts-noto-cjk).
 */
const widths = [1280, 390] as const;
const dir = 'test-results/screenshots';

/**
 * `isStreaming`: the page keeps a live stream open (an order's detail), so the network is never idle.
 * `isDialog`: a dialog floats over the page: the viewport shows it as the customer sees it.
 */
async function shoot(page: Page, name: string, width: number, { isStreaming = false, isDialog = false } = {}) {
  if (isStreaming) await page.evaluate(() => document.fonts.ready);
  else await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: !isDialog });
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    // No transitions: a dialog is shot open, not while it fades in.
    test.use({ viewport: { width, height: width > 500 ? 800 : 844 }, reducedMotion: 'reduce' });

    test('sign-in', async ({ page }) => {
      await useLanguage(page, 'vi');
      await page.goto('/auth');
      await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
      await shoot(page, 'sign-in-vi', width);
    });

    test('register with errors', async ({ page }) => {
      await useLanguage(page, 'vi');
      await page.goto('/auth/register');
      await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
      await expect(page.getByText('Vui lòng nhập họ và tên')).toBeVisible();
      await shoot(page, 'register-vi', width);
    });

    test('data sources in Korean, signed out', async ({ page }) => {
      await useLanguage(page, 'ko');
      await page.goto('/data-sources');
      await expect(page.getByRole('heading', { name: '데이터 출처', level: 1 })).toBeVisible();
      await shoot(page, 'data-sources-ko', width);
    });

    test('order history and an order’s detail', async ({ page, request }) => {
      const { order } = await placeOrderThroughApi(request, demo.personal.username, { paymentMethod: 'cash' });
      await useLanguage(page, 'vi');
      await signIn(page, demo.personal.username);
      await page.goto('/my-orders');
      await expect(page.getByRole('article').filter({ hasText: order.order_id })).toBeVisible();
      await shoot(page, 'order-history-vi', width);
      await page.goto(`/my-orders/${order.uuid}`);
      await expect(page.getByRole('img', { name: `Mã QR của đơn ${order.order_id}` })).toBeVisible();
      await shoot(page, 'order-detail-vi', width, { isStreaming: true });
      await page.getByRole('button', { name: 'Huỷ đơn hàng' }).click();
      await expect(page.getByRole('region', { name: 'Hành trình đơn hàng' })).toContainText('Bạn đã huỷ đơn hàng.');
      await shoot(page, 'order-cancelled-vi', width);
    });

    test('public tracking, signed out', async ({ page, request }) => {
      const { order } = await placeOrderThroughApi(request, demo.personal.username, { paymentMethod: 'cash' });
      await useLanguage(page, 'vi');
      await page.goto(`/tracking/${order.order_id}`);
      await expect(page.getByRole('region', { name: order.order_id })).toContainText('Đã tạo đơn hàng');
      await shoot(page, 'public-tracking-vi', width);
    });

    test('an order’s detail in Korean, with a long journey and its fee adjustments', async ({ page, request }) => {
      const { order } = await placeOrderThroughApi(request, demo.personal.username, { paymentMethod: 'cash' });
      const ops = await operationsApi(request);
      await ops.scan(order.order_id, 'RECEIVED', 'Bưu cục Bến Nghé');
      await ops.scan(order.order_id, 'RECEIVED_HUB', 'Hub Tân Sơn Nhất');
      await ops.securityCheck(order.order_id, { weight: 3.2, dimension: '30x25x20' });
      for (const kind of ['FLIGHT_ASSIGNED', 'STATIONED_IN', 'HANDOVER_RACK_ASSIGNED'])
        await ops.scan(order.order_id, kind);
      await ops.noShow(order.order_id);
      await useLanguage(page, 'ko');
      await signIn(page, demo.personal.username);
      await page.goto(`/my-orders/${order.uuid}`);
      await expect(page.getByRole('img', { name: `주문 ${order.order_id}의 QR 코드` })).toBeVisible();
      await shoot(page, 'order-detail-ko', width, { isStreaming: true });
    });

    test('the waybill of an order, drawn from its PDF', async ({ page, request }) => {
      const { order, accessToken } = await placeOrderThroughApi(request, demo.personal.username, {
        paymentMethod: 'cash',
      });
      const waybill = await request.get(`/api/v1/order/${order.uuid}/waybill`, {
        headers: { authorization: `Bearer ${accessToken}`, 'accept-language': 'vi' },
      });
      expect(waybill.status()).toBe(200);
      const pages = await screenshotPdf(page, await waybill.body(), width, `${dir}/waybill-vi-${width}.png`);
      expect(pages).toBe(1);
    });

    test('top-up wallet over the last 90 days', async ({ page }) => {
      await useLanguage(page, 'vi');
      await signIn(page, demo.businessWithContract.username);
      await page.goto('/top-up');
      await page.getByRole('button', { name: /Khoảng thời gian/ }).click();
      await page.getByRole('button', { name: '90 ngày qua' }).click();
      await expect(page.getByRole('listitem').filter({ hasText: 'Cộng điểm thưởng' })).toBeVisible();
      await shoot(page, 'top-up-vi', width);
    });

    test('top-up form, in Korean', async ({ page }) => {
      await useLanguage(page, 'ko');
      await signIn(page, demo.personal.username);
      await page.goto('/top-up');
      await page.getByRole('button', { name: '충전하기' }).click();
      await page.getByRole('dialog', { name: '지갑 충전' }).getByRole('button', { name: '500.000\u00a0đ' }).click();
      await shoot(page, 'top-up-form-ko', width);
    });

    test('deals for you', async ({ page }) => {
      await useLanguage(page, 'vi');
      await signIn(page, demo.personal.username);
      await page.goto('/promotion-voucher');
      await expect(page.getByRole('listitem', { name: 'GIAM20K' })).toBeVisible();
      await shoot(page, 'deals-vi', width);
    });

    test('top-up wallet, empty, in Korean', async ({ page }) => {
      await useLanguage(page, 'ko');
      await signIn(page, demo.personal.username);
      await page.goto('/top-up');
      await expect(page.getByRole('heading', { name: '이 기간에 거래 내역이 없습니다' })).toBeVisible();
      await shoot(page, 'top-up-empty-ko', width);
    });

    test('data sources, signed in', async ({ page }) => {
      await useLanguage(page, 'vi');
      await signIn(page, demo.personal.username);
      await page.goto('/data-sources');
      await expect(page.getByRole('heading', { name: 'Nguồn dữ liệu', level: 1 })).toBeVisible();
      await shoot(page, 'data-sources-vi', width);
    });

    test('order screen, empty', async ({ page }) => {
      await useLanguage(page, 'en');
      await signIn(page, demo.businessWithContract.username);
      await page.goto('/c2c-order-payment');
      await expect(page.getByRole('heading', { name: 'Send a parcel' })).toBeVisible();
      await shoot(page, 'order-empty-en', width);
    });

    test('order screen, priced with a voucher', async ({ page }) => {
      await useLanguage(page, 'vi');
      await signIn(page, demo.personal.username);
      await page.goto('/c2c-order-payment');
      await page.getByText('Cao cấp', { exact: true }).click();
      await searchAndChooseProduct(page, 'Quần áo');
      await fillWeightAndSize(page, '2.5', ['30', '20', '10']);
      await page.getByTestId('method-P2P').click();
      await expect(page.getByTestId('sender-point')).toContainText(/^VN\d+ · /);
      await page.getByRole('button', { name: 'Chọn hoặc nhập mã' }).click();
      await expect(page.getByRole('dialog')).toContainText('GIAM20K');
      await shoot(page, 'order-vouchers-vi', width);
      await page.getByRole('textbox', { name: 'Mã giảm giá' }).fill('GIAM20K');
      await page.getByRole('button', { name: 'Áp dụng' }).click();
      await expect(page.getByTestId('fee-discount')).toBeVisible();
      await page.getByTestId('pay-cash').click();
      await shoot(page, 'order-priced-vi', width);
    });

    test('order screen, the bank picker of a domestic bank payment', async ({ page }) => {
      await useLanguage(page, 'vi');
      await signIn(page, demo.personal.username);
      await page.goto('/c2c-order-payment');
      await searchAndChooseProduct(page, 'Quần áo');
      await fillWeightAndSize(page, '1', ['20', '20', '10']);
      await page.getByTestId('pay-VNBANK').click();
      const bank = page.getByRole('combobox', { name: 'Ngân hàng' });
      await bank.fill('ngân hàng');
      await expect(page.getByRole('option').first()).toBeVisible();
      await bank.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/order-bank-picker-open-vi-${width}.png` });
      await page.getByRole('option', { name: /Vietcombank \(VCB\)/ }).click();
      await shoot(page, 'order-bank-chosen-vi', width);
    });

    test('order screen, General goods post office only', async ({ page }) => {
      await useLanguage(page, 'vi');
      await signIn(page, demo.personal.username);
      await page.goto('/c2c-order-payment');
      await page.getByRole('button', { name: /Hàng thông thường/ }).click();
      await expect(page.getByTestId('method-reason-D2D')).toBeVisible();
      await shoot(page, 'order-special-vi', width);
    });

    test('order screen in Korean, a weight over the limit and the tiers compared', async ({ page }) => {
      await useLanguage(page, 'ko');
      await signIn(page, demo.personal.username);
      await page.goto('/c2c-order-payment');
      await page.getByTestId('order-sender').waitFor();
      await page.getByRole('textbox', { name: '상품 검색' }).fill('의류');
      await page.getByRole('option', { name: '의류' }).click();
      await page.getByRole('textbox', { name: '무게' }).fill('2');
      await page.getByRole('textbox', { name: '길이' }).fill('30');
      await page.getByRole('textbox', { name: '너비' }).fill('20');
      await page.getByRole('textbox', { name: '높이' }).fill('10');
      await expect(page.getByTestId('tier-offer-PREMIUM')).toBeVisible();
      await shoot(page, 'order-tiers-ko', width);
      await page.getByRole('textbox', { name: '무게' }).fill('40');
      await expect(page.getByText('이 배송은 최대 31.5kg까지 가능합니다')).toBeVisible();
      await shoot(page, 'order-weight-limit-ko', width);
    });

    test('order screen, missing choices', async ({ page }) => {
      await useLanguage(page, 'vi');
      await signIn(page, demo.personal.username);
      await page.goto('/c2c-order-payment');
      await page.getByRole('button', { name: 'Đặt đơn' }).click();
      await expect(page.getByText('Vui lòng nhập khối lượng')).toBeVisible();
      await shoot(page, 'order-errors-vi', width);
    });

    test('profile', async ({ page }) => {
      await useLanguage(page, 'vi');
      await signIn(page, demo.personal.username);
      await page.goto('/my-profile');
      await expect(page.getByRole('textbox', { name: 'Họ và tên' })).toBeVisible();
      await shoot(page, 'profile-vi', width);
    });

    test('address form in Korean', async ({ page }) => {
      await useLanguage(page, 'ko');
      await signIn(page, demo.personal.username);
      await page.goto('/address/address-form');
      await expect(page.getByRole('heading', { name: '새 주소' })).toBeVisible();
      await shoot(page, 'address-form-ko', width);
    });

    test('Korean post code search, open and chosen', async ({ page }) => {
      await useLanguage(page, 'ko');
      await signIn(page, demo.personal.username);
      await page.goto('/address/address-form');
      // On phones the map loads above the form and moves it: choose once the page is still.
      await page.waitForLoadState('networkidle');
      for (const [label, option] of [
        ['국가', '대한민국'],
        ['시/도', '서울특별시'],
        ['시/군/구', '종로구'],
      ]) {
        await page.getByRole('combobox', { name: label, exact: true }).click();
        await page.getByRole('option', { name: option, exact: true }).click();
      }
      await page.getByRole('button', { name: '우편번호 찾기' }).click();
      const search = page.getByRole('dialog', { name: '우편번호 찾기' });
      await search.getByRole('searchbox').fill('사직');
      await expect(search.getByRole('button', { name: /03028/ })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The dialog covers the viewport: a viewport shot shows what the customer sees.
      await page.screenshot({ path: `${dir}/korean-post-code-search-ko-${width}.png` });
      await search.getByRole('button', { name: /03028/ }).click();
      await expect(page.getByRole('textbox', { name: '우편번호', exact: true })).toHaveValue('03028');
      await shoot(page, 'address-form-korea-filled-ko', width);
    });

    test('business profile', async ({ page }) => {
      await useLanguage(page, 'en');
      await signIn(page, demo.businessWithContract.username);
      await page.goto('/my-profile');
      await expect(page.getByRole('textbox', { name: 'Customer code' })).toBeVisible();
      await shoot(page, 'profile-business-en', width);
    });

    test('change password', async ({ page }) => {
      await useLanguage(page, 'vi');
      await signIn(page, demo.personal.username);
      await page.goto('/change-password');
      await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
      await expect(page.getByText('Vui lòng nhập mật khẩu hiện tại')).toBeVisible();
      await shoot(page, 'change-password-vi', width);
    });

    test('address book', async ({ page }) => {
      await useLanguage(page, 'vi');
      await signIn(page, demo.personal.username);
      await page.goto('/address');
      await expect(page.getByRole('article', { name: 'Kim Ji-won' })).toBeVisible();
      await shoot(page, 'address-book-vi', width);
    });

    test('address form with map', async ({ page }) => {
      await useLanguage(page, 'vi');
      await signIn(page, demo.personal.username);
      await page.goto('/address/address-form');
      await page
        .getByRole('textbox', { name: 'Số nhà, tên đường' })
        .fill('123 Lý Thường Kiệt, Phường 15, Quận 10, TP. Hồ Chí Minh');
      await expect(page.getByText('Đã chuyển từ địa chỉ cũ')).toBeVisible();
      await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();
      await expect(page.getByText('Vui lòng nhập họ và tên')).toBeVisible();
      await shoot(page, 'address-form-vi', width);
    });

    test('address picker', async ({ page }) => {
      await useLanguage(page, 'vi');
      await signIn(page, demo.personal.username);
      await page.goto('/address/select/c2c/sender');
      await expect(page.getByRole('button', { name: 'Chọn Kim Ji-won' })).toBeVisible();
      await shoot(page, 'address-select-vi', width);
    });

    test('post office chooser', async ({ page }) => {
      await useLanguage(page, 'vi');
      await signIn(page, demo.personal.username);
      await openPostOfficeChooser(page, 'sender');
      await expect(page.getByRole('article').first()).toBeVisible();
      await shoot(page, 'choose-post-office-vi', width);
    });

    test('order confirmation', async ({ page }) => {
      await useLanguage(page, 'vi');
      await signIn(page, demo.personal.username);
      await storeNewOrder(page, { ...sampleNewOrder, transportRules: ['Quốc Tế'], deliveryType: 'D2P' });
      await page.goto('/order-bill/confirmation?paymentType=cash');
      await expect(page.getByRole('heading', { name: 'Đặt đơn thành công' })).toBeVisible();
      await shoot(page, 'order-confirmation-vi', width);
    });

    test('order confirmation, payment failed', async ({ page }) => {
      await useLanguage(page, 'vi');
      await signIn(page, demo.personal.username);
      await storeNewOrder(page, { ...sampleNewOrder, paymentMethod: 'VNBANK' });
      await answerPayment(page, 'FAILED');
      await page.goto('/order-bill/confirmation?paymentType=VNBANK&paymentSuccess=false');
      await expect(page.getByRole('heading', { name: 'Thanh toán không thành công' })).toBeVisible();
      await shoot(page, 'order-confirmation-failed-vi', width);
    });

    test('order confirmation, waiting for the bank', async ({ page }) => {
      await useLanguage(page, 'vi');
      await signIn(page, demo.personal.username);
      await storeNewOrder(page, { ...sampleNewOrder, paymentMethod: 'VNBANK' });
      await answerPayment(page, 'PENDING');
      await page.goto('/order-bill/confirmation?paymentType=VNBANK');
      await expect(page.getByRole('heading', { name: 'Đang chờ ngân hàng' })).toBeVisible();
      await shoot(page, 'order-confirmation-pending-vi', width);
    });

    test('VNPay sandbox payment page', async ({ page }) => {
      await useLanguage(page, 'vi');
      await signIn(page, demo.personal.username);
      const { paymentUrl } = await placeOrderThroughApi(page.request, demo.personal.username, {
        paymentMethod: 'VNBANK',
      });
      await page.goto(paymentUrl as string);
      await expect(page.getByRole('heading', { name: 'Cổng thanh toán thử nghiệm' })).toBeVisible();
      await shoot(page, 'vnpay-sandbox-vi', width);
    });

    test('the Vietnam–Korea tab: declared goods, the goods form near the 150 USD limit, the rules', async ({
      page,
    }) => {
      await startCrossBorderOrder(page, 'vi', { from: 'Phạm Thu Hà', to: 'Kim Ji-won' });
      await searchAndChooseProduct(page, 'Quần áo');
      await fillWeightAndSize(page, '1', ['20', '20', '10']);
      await page.getByRole('button', { name: 'Thêm hàng hóa' }).click();
      await expect(page.getByTestId('rules-parcel')).toBeVisible();
      await shoot(page, 'global-parcel-rules-vi', width, { isDialog: true });
      await page.getByRole('button', { name: 'Tôi đồng ý' }).click();
      const form = await fillGoodsForm(page, {
        category: ['Quần', 'Quần áo'],
        name: 'Áo dài lụa thêu tay',
        price: '138.5',
        material: 'Lụa tơ tằm',
      });
      await expect(form.getByTestId('value-meter')).toContainText('Còn $11,50');
      await shoot(page, 'global-goods-form-vi', width, { isDialog: true });
      await form.getByRole('button', { name: 'Lưu mặt hàng' }).click();
      await expect(form).toBeHidden();
      await expect(page.getByTestId('fee-clearance')).toBeVisible();
      await expect(page.getByText(/Chuyến bay SP\d+ SGN → (ICN|PUS)/).first()).toBeVisible();
      await shoot(page, 'global-order-vi', width);
    });

    test('a parcel from Korea in Korean: prices in won, the Korean payment groups', async ({ page }) => {
      await startCrossBorderOrder(page, 'ko', { from: 'Kim Ji-won', to: 'Phạm Thu Hà' });
      await fillKoreanClothesParcel(page);
      await expect(page.getByTestId('fee-total-dong')).toBeVisible();
      await expect(page.getByRole('group', { name: '간편결제·휴대폰' })).toBeVisible();
      await shoot(page, 'global-inbound-ko', width);
    });

    test('PortOne sandbox card window, in Korean', async ({ page, baseURL }) => {
      // The window as IMP.request_pay opens it (Korea-inbound orders in won reach it from the order screen).
      const params = new URLSearchParams({
        imp: 'imp00000000',
        pg: 'kcp',
        pay_method: 'card',
        merchant_uid: 'SP261124000001',
        name: 'SkyParcel SP261124000001',
        amount: '52000',
        currency: 'KRW',
        language: 'ko',
        m_redirect_url: `${baseURL}/order-bill/confirmation?paymentType=KCP`,
      });
      await page.goto(`/sandbox/portone/pay?${params}`);
      await expect(page.getByRole('heading', { name: '테스트 카드 결제창 (PortOne)' })).toBeVisible();
      await expect(page.getByText('₩52,000')).toBeVisible();
      await shoot(page, 'portone-sandbox-ko', width);
    });

    test('cargo direct order bill: filter, every load level, the chosen flight and the out-of-capacity dialog', async ({
      page,
    }) => {
      await useLanguage(page, 'vi');
      await signIn(page, demo.businessWithContract.username);
      await page.goto('/order-bill');
      await fillCargoFilter(page, 'vi', { commodity: 'Quần áo', weight: '120', lines: CARGO_SIZES });
      await expect(page.getByTestId('shipment-summary')).toContainText('tính cước');
      await shoot(page, 'cargo-filter-vi', width);
      // Each load level on the first day (the real flight four times over), to look at their badges.
      await page.route('**/api/v2/cargo/available-flights', async (route) => {
        const answer = await (await route.fetch()).json();
        const [day] = Object.keys(answer.data).sort();
        const flight = Object.values(answer.data as Record<string, Record<string, unknown>[]>).flat()[0];
        const levels = [
          ['enough', 1200, 1500],
          ['low', 60, 1500],
          ['full', 40, -1],
          ['exceeded', -300, 1500],
        ] as const;
        answer.data[day] = levels.map(([level, remainwt, capacity], index) => ({
          ...flight,
          // The first keeps the real flight, which the fee and the booking know.
          flight_id: index === 0 ? flight.flight_id : `0000000${index}${String(flight.flight_id).slice(8)}`,
          flight_number: `SP13${index + 1}`,
          load_level: level,
          remainwt,
          capacity,
        }));
        await route.fulfill({ json: answer });
      });
      await searchFlights(page, 'vi');
      await page.getByRole('tab').first().click();
      await page.getByRole('button', { name: 'Chọn SP131' }).filter({ visible: true }).click();
      await expect(page.getByTestId('fee-total')).toBeVisible();
      await shoot(page, 'cargo-flights-vi', width);
      await page.route('**/api/v2/cargo/book-flight', (route) =>
        route.fulfill({
          json: {
            status: true,
            data: {
              is_available: false,
              message: 'Chuyến bay không còn đủ chỗ cho lô hàng này.',
              remainwt: -20,
              load_level: 'exceeded',
            },
          },
        }),
      );
      await page.getByTestId('pay-cash').click();
      await page.getByRole('checkbox', { name: /Tôi đồng ý/ }).check();
      await page.getByRole('button', { name: /^Đặt chỗ · / }).click();
      await expect(page.getByRole('dialog', { name: 'Chuyến bay đã hết chỗ' })).toBeVisible();
      await shoot(page, 'cargo-out-of-load-vi', width, { isDialog: true });
    });

    test('cargo direct cancel policy', async ({ page }) => {
      await useLanguage(page, 'vi');
      await signIn(page, demo.businessWithContract.username);
      const order = await placeCargoOrderThroughApi(page.request, await firstCargoFlight(page.request), 50);
      await page.goto(`/my-orders/${order.uuid}`);
      await page.getByRole('button', { name: 'Huỷ đơn hàng' }).click();
      await expect(page.getByRole('dialog', { name: 'Huỷ đặt chỗ Cargo Direct này?' })).toBeVisible();
      await shoot(page, 'cargo-cancel-policy-vi', width, { isDialog: true, isStreaming: true });
    });

    test('cargo direct flights in Korean', async ({ page }) => {
      await useLanguage(page, 'ko');
      await signIn(page, demo.businessWithContract.username);
      await page.goto('/order-bill');
      await fillCargoFilter(page, 'ko', { commodity: '일반 화물', weight: '60', lines: CARGO_SIZES });
      await searchFlights(page, 'ko');
      await expect(page.getByTestId('load-level').filter({ visible: true }).first()).toBeVisible();
      await shoot(page, 'cargo-flights-ko', width);
    });

    test('cargo direct popup', async ({ page }) => {
      await useLanguage(page, 'vi');
      await signIn(page, demo.businessWithoutContract.username);
      await page.goto('/order-bill');
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, 'cargo-popup-vi', width);
    });
  });
}
