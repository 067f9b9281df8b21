import type { CardPaymentData } from '@skyparcel/domain/order-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardWindowReturnUrl, openCardWindow } from './card-window.ts';
import { gatewayReturnOf } from './gateway-return.ts';

const data: CardPaymentData = {
  scriptUrl: 'http://localhost:8080/sandbox/portone/v1/iamport.js',
  merchantId: 'imp00000000',
  pg: 'kcp',
  payMethod: 'card',
  merchantUid: 'SP261124000001',
  name: 'SkyParcel SP261124000001',
  amount: 52_000,
  currency: 'KRW',
  buyerName: '김민지',
  buyerTel: '01012345678',
  mRedirectUrl: 'http://localhost:8080/order-bill/confirmation?paymentType=KCP',
  noticeUrl: 'http://localhost:8080/api/v1/payment/portone/webhook',
};

afterEach(() => {
  vi.restoreAllMocks();
  delete window.IMP;
});

describe('PortOne card window', () => {
  it('loads the script the server named, initialises the merchant and asks for the payment in won', async () => {
    const init = vi.fn();
    const requestPay = vi.fn();
    const appended: string[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      const script = nodes[0] as HTMLScriptElement;
      appended.push(script.src);
      window.IMP = { init, request_pay: requestPay };
      script.onload?.(new Event('load'));
    });

    await openCardWindow(data);

    expect(appended).toEqual([data.scriptUrl]);
    expect(init).toHaveBeenCalledWith('imp00000000');
    expect(requestPay.mock.calls[0][0]).toEqual({
      pg: 'kcp',
      pay_method: 'card',
      merchant_uid: 'SP261124000001',
      name: 'SkyParcel SP261124000001',
      amount: 52_000,
      currency: 'KRW',
      buyer_name: '김민지',
      buyer_tel: '01012345678',
      m_redirect_url: data.mRedirectUrl,
      notice_url: data.noticeUrl,
    });
  });

  it('fails when the script does not load, so the customer is sent to the result page instead', async () => {
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      (nodes[0] as HTMLScriptElement).onerror?.(new Event('error'));
    });
    await expect(openCardWindow({ ...data, scriptUrl: 'http://localhost:8080/missing.js' })).rejects.toThrow();
  });

  it('turns a desktop callback into the same return the redirect brings', () => {
    const url = cardWindowReturnUrl(data.mRedirectUrl, {
      imp_uid: 'imps_1',
      merchant_uid: 'SP261124000001',
      success: false,
      error_code: 'F1001',
      error_msg: '카드 잔액 부족',
    });
    const params = new URL(url).searchParams;
    expect(params.get('paymentType')).toBe('KCP');
    expect(params.get('imp_success')).toBe('false');
    expect(params.get('error_msg')).toBe('카드 잔액 부족');
    expect(gatewayReturnOf(params)).toEqual({ gateway: 'portone', impUid: 'imps_1', merchantUid: 'SP261124000001' });
  });
});

describe('a gateway’s return in the query', () => {
  it('is VNPay’s whole signed query, PortOne’s two ids, or nothing', () => {
    const vnpay = new URLSearchParams('paymentType=VNBANK&vnp_TxnRef=SP1&vnp_SecureHash=ab');
    expect(gatewayReturnOf(vnpay)).toEqual({ gateway: 'vnpay', query: vnpay.toString() });
    expect(gatewayReturnOf(new URLSearchParams('paymentType=KCP&imp_uid=imps_1'))).toBeNull();
    expect(gatewayReturnOf(new URLSearchParams('paymentType=cash'))).toBeNull();
  });
});
