import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { demo, registerFreshAccount, signIn, useLanguage } from './fixtures.ts';
import { SCREENSHOT_DIR } from './walk.ts';

/*
 * API keys (issue 36): a company makes a key for its shop's system, copies it, sees it work, and
 * revokes it; a person is told what keys are for. The page walks take its screenshots.
 */

test.describe('API keys', () => {
  test('a company makes a key in Vietnamese, uses it, and revokes it; mistakes keep what was typed', async ({
    page,
  }) => {
    await useLanguage(page, 'vi');
    await signIn(page, demo.businessWithoutContract.username);
    await page.goto('/api-keys');
    await expect(page.getByRole('heading', { level: 1, name: 'Khóa API' })).toBeVisible();

    // Nothing typed, nothing chosen: both fields say why, and no key is made.
    const label = page.getByRole('textbox', { name: 'Tên khóa' });
    await page.getByRole('checkbox', { name: /Xem đơn hàng/ }).uncheck();
    await page.getByRole('checkbox', { name: /Tạo và hủy đơn hàng/ }).uncheck();
    await page.getByRole('button', { name: 'Tạo khóa' }).click();
    await expect(page.getByText('Vui lòng nhập tên khóa')).toBeVisible();
    await expect(page.getByText('Vui lòng chọn ít nhất một quyền')).toBeVisible();

    // The server fails once: the toast says so and the form keeps the label and the scopes.
    const name = `Website ${Date.now().toString(36)}`;
    await label.fill(name);
    await page.getByRole('checkbox', { name: /Xem đơn hàng/ }).check();
    await page.route('**/api/v1/api-keys', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ status: false, code: 'SERVICE_UNAVAILABLE', message: 'Hệ thống đang bận.' }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Tạo khóa' }).click();
    await expect(page.getByText('Chưa tạo được khóa')).toBeVisible();
    await expect(label).toHaveValue(name);
    await expect(page.getByRole('checkbox', { name: /Xem đơn hàng/ })).toBeChecked();
    await page.unroute('**/api/v1/api-keys');

    await page.getByRole('button', { name: 'Tạo khóa' }).click();
    const secret = (await page.getByTestId('new-api-key').textContent()) ?? '';
    expect(secret).toMatch(/^skp_[0-9a-f]{12}_/);
    await expect(page.getByText(`Khóa mới “${name}” của bạn`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sao chép khóa' })).toBeVisible();

    // The key works for what it may do, and for nothing else.
    const asShop = (url: string) => page.request.get(url, { headers: { authorization: `Bearer ${secret}` } });
    expect((await asShop('/api/v1/orders')).status()).toBe(200);
    expect((await asShop('/api/v1/user/profile')).status()).toBe(403);

    // For a human look: the key shown once above the list, on a desktop and a phone.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SCREENSHOT_DIR}/api-keys-new-vi-${width}.png`, fullPage: true });
    }
    await page.getByRole('button', { name: 'Tôi đã sao chép' }).click();
    await expect(page.getByTestId('new-api-key')).toHaveCount(0);
    const row = page.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText(`${secret.slice(0, 16)}…`);
    await expect(row).toContainText('Xem đơn hàng');
    await expect(row).not.toContainText(secret.slice(17));
    await expect(row).toContainText('Đang dùng');

    await row.getByRole('button', { name: 'Thu hồi' }).click();
    const confirm = page.getByRole('dialog', { name: `Thu hồi khóa “${name}”?` });
    await confirm.getByRole('button', { name: 'Thu hồi' }).click();
    await expect(row).toContainText('Đã thu hồi');
    await expect(row.getByRole('button', { name: 'Thu hồi' })).toHaveCount(0);
    expect((await asShop('/api/v1/orders')).status()).toBe(401);
  });

  test('a person reads in Korean what keys are for, and is offered none', async ({ page }) => {
    await useLanguage(page, 'ko');
    const person = await registerFreshAccount(page.request);
    await signIn(page, person.username, person.password);
    await page.goto('/api-keys');
    await expect(page.getByRole('heading', { level: 1, name: 'API 키' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'API 키는 기업 계정 전용입니다' })).toBeVisible();
    await expect(page.getByRole('button', { name: '키 만들기' })).toHaveCount(0);
  });

  test('a company adds a webhook endpoint in Korean, sends a test event, sees it delivered and redelivers it', async ({
    page,
  }) => {
    // The shop's receiver, on this machine (private targets are allowed outside production).
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/skyparcel`;
    try {
      await useLanguage(page, 'ko');
      await signIn(page, demo.businessWithoutContract.username);
      await page.goto('/api-keys');
      await expect(page.getByRole('heading', { name: '웹훅: 새 엔드포인트' })).toBeVisible();

      // A URL that is not http(s) is refused at its field, in Korean, and nothing is added.
      const urlField = page.getByRole('textbox', { name: '엔드포인트 URL' });
      await urlField.fill('ftp://shop.example/hooks');
      await page.getByRole('button', { name: '엔드포인트 추가' }).click();
      await expect(page.getByText('https://로 시작하는 주소를 입력해 주세요')).toBeVisible();

      await urlField.fill(url);
      await page.getByRole('textbox', { name: '설명' }).fill('한빛 쇼핑몰 ERP');
      await page.getByRole('checkbox', { name: /주문 취소/ }).check();
      await page.getByRole('button', { name: '엔드포인트 추가' }).click();
      const secret = (await page.getByTestId('webhook-secret').textContent()) ?? '';
      expect(secret).toMatch(/^whsec_/);
      await page.getByRole('button', { name: '서명 키 복사' }).focus();
      await page.getByRole('button', { name: '복사했습니다' }).click();
      await expect(page.getByTestId('webhook-secret')).toHaveCount(0);

      const card = page.getByRole('listitem').filter({ hasText: url });
      await expect(card).toContainText('수신 중');
      await expect(card).toContainText('주문 취소');
      await card.getByRole('button', { name: '테스트 이벤트 보내기' }).click();
      const log = card.getByRole('list', { name: '전송 기록' });
      await expect(log.getByText('전달됨')).toBeVisible();
      await expect(log).toContainText('테스트 이벤트');
      await expect(log).toContainText('HTTP 204');
      expect(received).toHaveLength(1);
      const [first] = received as [(typeof received)[number]];
      const headers = {
        'webhook-id': String(first.headers['webhook-id']),
        'webhook-timestamp': String(first.headers['webhook-timestamp']),
        'webhook-signature': String(first.headers['webhook-signature']),
      };
      expect(new Webhook(secret).verify(first.body, headers)).toMatchObject({ type: 'webhook.test' });

      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SCREENSHOT_DIR}/webhooks-log-ko-${width}.png`, fullPage: true });
      }

      await log.getByRole('button', { name: '다시 보내기' }).click();
      await expect.poll(() => received.length).toBe(2);
      expect(received[1]?.headers['webhook-id']).toBe(headers['webhook-id']);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
