import { expect, type Page, test } from '@playwright/test';
import {
  CARGO_SIZES,
  chooseDatePreset,
  fillCargoFilter,
  fillFlightThroughApi,
  firstCargoFlight,
  placeCargoOrderThroughApi,
  searchFlights,
} from './cargo-fixtures.ts';
import { demo, signIn, useLanguage } from './fixtures.ts';

/*
 * Cargo Direct's order bill (issue 16) as the demo company with a contract, against the real
 * server: the filter, the flights with their live load, booking, paying and the confirmation.
 */

/** The page's own flight search answer, to read what it was told. */
const flightSearchAnswer = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/v2/cargo/available-flights'));

test.describe('the Cargo Direct order bill', () => {
  test('in Vietnamese: a week searched, a flight chosen by its load, three sizes, paid through VNPay', async ({
    page,
  }) => {
    await useLanguage(page, 'vi');
    await signIn(page, demo.businessWithContract.username);
    await page.goto('/order-bill');
    await expect(page.getByRole('heading', { level: 1, name: 'Đặt chỗ Cargo Direct' })).toBeVisible();
    // The company's default shipper and consignee, and the first airport of each chosen for them.
    await expect(page.getByTestId('cargo-sender')).toContainText('Kho Sao Việt');
    // Airports by code and province in the reader's language, whole in the field; the open data's English
    // name is the option's second line (issue 34 item 18).
    const departure = page.getByRole('combobox', { name: 'Sân bay đi' });
    await expect(departure).toHaveValue('SGN · Hồ Chí Minh');
    await expect(page.getByRole('combobox', { name: 'Sân bay đến' })).toHaveValue('HPH · Hải Phòng');
    expect(await departure.evaluate((field: HTMLInputElement) => field.scrollWidth <= field.clientWidth)).toBe(true);
    await departure.click();
    await expect(page.getByRole('option', { name: /^SGN · Hồ Chí Minh/ })).toContainText('Tan Son Nhat');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Tìm chuyến bay' })).toBeDisabled();
    // No weight is suggested under the "from 45 kg" hint: the customer types the shipment's (issue 34 item 18).
    await expect(page.getByRole('textbox', { name: /^Tổng trọng lượng/ })).toHaveValue('');

    await fillCargoFilter(page, 'vi', { commodity: 'Quần áo', weight: '120', lines: CARGO_SIZES });
    await chooseDatePreset(page, 'vi', /^7 ngày tới$/);
    // Six packages; 0.3 + 2 × 0.16 + 3 × 0.072 m³ = 0.836 m³ ÷ 6000 → 139.4 kg charged.
    await expect(page.getByTestId('shipment-summary')).toContainText('6 kiện hàng');
    await expect(page.getByTestId('shipment-summary')).toContainText('tính cước 139,4 kg');
    const answer = flightSearchAnswer(page);
    await searchFlights(page, 'vi');
    const searched = await (await answer).json();
    // A week asked, five days shown at a time, and the rest of the week one click away.
    expect(Object.keys(searched.data)).toHaveLength(5);
    await expect(page.getByRole('tab')).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Xem các ngày tiếp theo' })).toBeVisible();

    // At 1280 px the five days sit in one row, and each heading of the table on one line (issue 34 item 18).
    const tabTops = await page
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().top));
    expect(new Set(tabTops).size).toBe(1);
    const headingLines = await page
      .getByTestId('flight-table')
      .locator('th')
      .evaluateAll((cells) =>
        // The last column's heading is for screen readers only.
        cells.slice(0, -1).map((cell) => {
          const text = document.createRange();
          text.selectNodeContents(cell);
          return new Set(Array.from(text.getClientRects(), (line) => Math.round(line.top))).size;
        }),
      );
    expect(headingLines).toEqual(headingLines.map(() => 1));

    // A flight of the third day shown, two days ahead at least: late in the Vietnamese evening tomorrow morning's
    // flight is already past its free cancellation (8 hours before departure), which the confirmation below shows.
    await page.getByRole('tab').nth(2).click();
    const row = page.getByTestId('flight-row').first();
    await expect(row).toContainText('SP131');
    await expect(row.getByTestId('load-level')).toHaveText('Còn đủ chỗ');
    await expect(row).toContainText('A321neo');
    await row.getByRole('button', { name: /^Chọn SP131/ }).click();
    await expect(row.getByRole('button', { name: /^Bỏ chọn SP131/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('chosen-flight')).toContainText('SP131 · SGN → HPH');
    const total = page.getByTestId('fee-total');
    await expect(total).toHaveText(/^[\d.]+\s?đ$/);

    await page.getByTestId('pay-VNBANK').click();
    await page.getByRole('combobox', { name: 'Ngân hàng' }).fill('VCB');
    await page.getByRole('option', { name: /Vietcombank \(VCB\)/ }).click();
    await page.getByRole('checkbox', { name: 'Tôi đồng ý với điều khoản và điều kiện vận chuyển' }).check();
    const shown = (await total.textContent()) ?? '';
    await page.getByRole('button', { name: /^Đặt chỗ · / }).click();

    await expect(page).toHaveURL(/\/sandbox\/vnpay\/paymentv2\/vpcpay\.html\?/);
    await expect(page.locator('dd.amount')).toContainText(Number(shown.replace(/\D/g, '')).toLocaleString('de-DE'));
    await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
    await expect(page).toHaveURL(/\/order-bill\/confirmation\?.*vnp_ResponseCode=00/);
    await expect(page.getByRole('heading', { level: 1, name: 'Đặt đơn thành công' })).toBeVisible();
    // The booking's air waybill number is confirmed with it (issue 34 item 10).
    await expect(page.getByText(/^\d{3}-\d{8}$/)).toBeVisible();
    // And what happens next: the flight, where and by when to bring the goods, until when it cancels free.
    const booking = page.getByRole('region', { name: 'Đặt chỗ Cargo Direct' });
    await expect(booking.getByTestId('cargo-flight')).toContainText(/^SP\d+ SGN → HPH, khởi hành /);
    await expect(booking.getByTestId('cargo-drop-off')).toContainText('Sân bay Hồ Chí Minh (SGN), trước ');
    await expect(booking.getByTestId('cargo-free-cancel')).toContainText('Đến ');
    // A new Cargo Direct order starts from the order bill again.
    await expect(page.getByRole('link', { name: 'Đặt đơn mới' })).toHaveAttribute('href', '/order-bill');
  });

  test('in Korean: a flight selected and unselected, then booked and paid by card in the sandbox', async ({ page }) => {
    await useLanguage(page, 'ko');
    await signIn(page, demo.businessWithContract.username);
    await page.goto('/order-bill');
    await expect(page.getByRole('combobox', { name: '출발 공항' })).toHaveValue('SGN · 호찌민');
    await fillCargoFilter(page, 'ko', { commodity: '일반 화물', weight: '60', lines: CARGO_SIZES });
    await searchFlights(page, 'ko');
    await expect(page.getByRole('tab')).toHaveCount(5);
    const row = page.getByTestId('flight-row').first();
    await expect(row.getByTestId('load-level')).toHaveText('여유 있음');
    await row.getByRole('button', { name: /^선택 SP131/ }).click();
    await expect(page.getByTestId('chosen-flight')).toContainText('SP131');
    // Choosing the chosen flight again lets it go.
    await row.getByRole('button', { name: /^선택 해제 SP131/ }).click();
    await expect(page.getByTestId('chosen-flight')).toHaveCount(0);
    await row.getByRole('button', { name: /^선택 SP131/ }).click();

    await page.getByTestId('pay-INTCARD').click();
    await page.getByRole('checkbox', { name: /배송 약관/ }).check();
    await page.getByRole('button', { name: / 예약하기$/ }).click();
    await expect(page).toHaveURL(/\/sandbox\/vnpay\/paymentv2\/vpcpay\.html\?/);
    // VNPay's page speaks Vietnamese or English only: a Korean customer is sent the English one.
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/order-bill\/confirmation\?.*vnp_ResponseCode=00/);
    await expect(page.getByRole('heading', { level: 1, name: '주문이 완료되었습니다' })).toBeVisible();
    await expect(page.getByRole('link', { name: '주문 상세' })).toBeVisible();
  });

  test('a flight that fills between the search and the order opens the out-of-capacity dialog', async ({ page }) => {
    await useLanguage(page, 'vi');
    await signIn(page, demo.businessWithContract.username);
    await page.goto('/order-bill');
    await fillCargoFilter(page, 'vi', { commodity: 'Hàng thông thường', weight: '100', lines: [[100, 60, 50, 1]] });
    const answer = flightSearchAnswer(page);
    await searchFlights(page, 'vi');
    const searched = await (await answer).json();
    // The window's last day, which the other tests leave alone.
    const days = Object.keys(searched.data).sort();
    const lastDay = days.at(-1) as string;
    const flight = searched.data[lastDay][0];
    await page.getByRole('tab').last().click();
    await page.getByRole('button', { name: `Chọn ${flight.flight_number}` }).click();
    // Cash is paid at the airport drop-off, not to a postman (issue 34 item 18).
    await expect(page.getByTestId('pay-cash')).toContainText('Tiền mặt khi gửi hàng tại sân bay');
    await expect(page.getByTestId('pay-cash')).toContainText('quầy hàng hoá của SkyParcel');
    await page.getByTestId('pay-cash').click();
    await page.getByRole('checkbox', { name: 'Tôi đồng ý với điều khoản và điều kiện vận chuyển' }).check();

    // Another booking leaves 50 kg, less than these 100 kg.
    await fillFlightThroughApi(page.request, { ...flight, charge_weight: searched.meta.charge_weight }, 50);
    await page.getByRole('button', { name: /^Đặt chỗ · / }).click();
    const dialog = page.getByRole('dialog', { name: 'Chuyến bay đã hết chỗ' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('out-of-load-reason')).not.toBeEmpty();
    await dialog.getByRole('button', { name: 'Tìm lại' }).click();
    await expect(dialog).toBeHidden();
    // Searched again: the flight says it has no room for this shipment and cannot be chosen.
    await page.getByRole('tab').last().click();
    const row = page.getByTestId('flight-row').filter({ hasText: flight.flight_number });
    await expect(row.getByTestId('load-level')).toHaveText('Không đủ chỗ');
    await expect(row.getByRole('button', { name: `Chọn ${flight.flight_number}` })).toBeDisabled();
    await expect(page.getByTestId('chosen-flight')).toHaveCount(0);
  });

  test('a Cargo Direct order is cancelled from its detail only after its policy is confirmed', async ({ page }) => {
    await useLanguage(page, 'vi');
    await signIn(page, demo.businessWithContract.username);
    const order = await placeCargoOrderThroughApi(page.request, await firstCargoFlight(page.request), 50);

    // Past its deadline the detail says so with the deadline, and the action cannot be used: the
    // server's answer stands in for a deadline that would take 8 hours to reach.
    await page.route('**/api/v1/order/detail/*', async (route) => {
      const answer = await (await route.fetch()).json();
      answer.data.cargo_allow_cancel = false;
      answer.data.cancellation = { ...answer.data.cancellation, cancellable: false, refusal: 'DEADLINE_PASSED' };
      await route.fulfill({ json: answer });
    });
    await page.goto(`/my-orders/${order.uuid}`);
    await expect(page.getByText(/^Đã quá hạn huỷ đơn \(.+\) nên không thể huỷ đơn tại đây/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Huỷ đơn hàng' })).toBeDisabled();
    await page.unrouteAll();

    await page.reload();
    // What happens next, before any cancel (issue 34 item 10): the air waybill in IATA's form, the
    // flight, where and by when to bring the goods, and until when it cancels free.
    const booking = page.getByRole('region', { name: 'Đặt chỗ Cargo Direct' });
    await expect(booking.getByText(/^\d{3}-\d{8}$/)).toBeVisible();
    await expect(booking.getByTestId('cargo-flight')).toContainText(', khởi hành ');
    await expect(booking.getByTestId('cargo-drop-off')).toHaveText(
      /^Sân bay .+ \([A-Z]{3}\), trước \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/,
    );
    await expect(booking.getByTestId('cargo-free-cancel')).toHaveText(/^Đến \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/);
    await page.getByRole('button', { name: 'Huỷ đơn hàng' }).click();
    const policy = page.getByRole('dialog', { name: `Huỷ đơn hàng ${order.order_id}?` });
    await expect(policy).toContainText('trước giờ bay 8 tiếng');
    // Keeping it closes the dialog and cancels nothing.
    await policy.getByRole('button', { name: 'Giữ đơn hàng' }).click();
    await expect(policy).toBeHidden();
    await expect(page.getByRole('button', { name: 'Huỷ đơn hàng' })).toBeEnabled();
    await page.getByRole('button', { name: 'Huỷ đơn hàng' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Huỷ đơn hàng' }).click();
    // The notice says it, and the order's own history then tells the customer they cancelled it.
    await expect(page.getByText('Đã huỷ đơn hàng.', { exact: true })).toBeVisible();
    await expect(page.getByText('Bạn đã huỷ đơn hàng.')).toBeVisible();
  });

  test('in English: what the filter refuses, and ordering without a flight', async ({ page }) => {
    await useLanguage(page, 'en');
    await signIn(page, demo.businessWithContract.username);
    await page.goto('/order-bill');
    // Under 45 kg chargeable: the server's reason, and no search.
    await fillCargoFilter(page, 'en', { commodity: 'General goods', weight: '20', lines: [[40, 30, 20, 1]] });
    await expect(page.getByTestId('shipment-summary')).toContainText('45 kg of chargeable weight or more');
    await expect(page.getByRole('button', { name: 'Search flights' })).toBeDisabled();
    // A piece over 140 × 65 × 70 cm is named at its line.
    await page.getByRole('textbox', { name: 'Length, line 1' }).fill('150');
    await expect(page.getByTestId('dimension-line-1')).toContainText('at most 140 × 65 × 70 cm (line 1)');
    await page.getByRole('textbox', { name: 'Length, line 1' }).fill('100');
    // A weight over the limit stays as typed and says why, rather than being quietly changed.
    await page.getByRole('textbox', { name: 'Total weight' }).fill('10000');
    await page.getByRole('textbox', { name: 'Total weight' }).blur();
    await expect(page.getByText('At most 9999 kg for this shipment')).toBeVisible();
    // Ten lines at most; lines after the first can be removed.
    for (let line = 2; line <= 10; line++) await page.getByRole('button', { name: 'Add a size' }).click();
    await expect(page.getByRole('button', { name: 'Add a size' })).toBeDisabled();
    await page.getByRole('button', { name: 'Remove line 10' }).click();
    await expect(page.getByRole('button', { name: 'Add a size' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Remove line 1' })).toHaveCount(0);

    // Ordering first says what is missing.
    await page.getByRole('button', { name: 'Book this flight' }).click();
    await expect(page.getByText('Please search and select a flight').first()).toBeVisible();
    await expect(page.getByText('Please agree to the shipping terms').first()).toBeVisible();
  });

  test('a window without flights says so, and a failed search offers to try again', async ({ page }) => {
    await useLanguage(page, 'en');
    await signIn(page, demo.businessWithContract.username);
    let calls = 0;
    await page.route('**/api/v2/cargo/available-flights', async (route) => {
      calls += 1;
      if (calls === 1)
        return route.fulfill({
          status: 503,
          json: { status: false, code: 'SERVICE_UNAVAILABLE', message: 'Try later', data: null },
        });
      const window = { '2026-12-01': [], '2026-12-02': [] };
      return route.fulfill({
        json: {
          status: true,
          data: window,
          meta: { from_date: '2026-12-01', to_date: '2026-12-02', charge_weight: 60 },
        },
      });
    });
    await page.goto('/order-bill');
    await fillCargoFilter(page, 'en', { commodity: 'General goods', weight: '60', lines: [[100, 60, 50, 1]] });
    await searchFlights(page, 'en');
    await expect(page.getByRole('alert').filter({ hasText: 'Try later' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No flights found')).toBeVisible();
    await expect(page.getByText('Try other dates, another airport or a lighter shipment.')).toBeVisible();
    // The filter kept what was typed.
    await expect(page.getByRole('textbox', { name: 'Total weight' })).toHaveValue('60 kg');
  });
});
