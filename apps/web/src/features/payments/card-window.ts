import type { CardPaymentData } from '@skyparcel/domain/order-contracts';

/*
 * PortOne's card window (spec 1 section 4: the Korean methods open the card payment widget
 * initialised with a merchant id). Its script comes from the server's hand-off and has passed the
 * allowed-origins check; its result is only passed on to the confirmation page, which asks the
 * server what was paid.
 */

/** What PortOne's callback reports when the window returns without a redirect (desktop). */
export type CardWindowResult = {
  imp_uid?: string;
  merchant_uid?: string;
  success?: boolean;
  imp_success?: boolean;
  error_code?: string;
  error_msg?: string;
};

type Imp = {
  init(merchantId: string): void;
  request_pay(params: Record<string, unknown>, callback: (result: CardWindowResult) => void): void;
};

declare global {
  interface Window {
    IMP?: Imp;
  }
}

let loading: { url: string; promise: Promise<Imp> } | null = null;

/** Loads the gateway's script once per URL and answers its IMP object. */
function loadImp(url: string): Promise<Imp> {
  if (loading?.url === url) return loading.promise;
  const promise = new Promise<Imp>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => (window.IMP ? resolve(window.IMP) : reject(new Error('the payment script has no IMP')));
    script.onerror = () => reject(new Error('the payment script did not load'));
    document.head.append(script);
  });
  loading = { url, promise };
  promise.catch(() => {
    loading = null;
  });
  return promise;
}

/**
 * The confirmation page's address for a result the window reported by callback: the same query
 * PortOne's redirect carries (imp_uid, merchant_uid, imp_success and the error), so both arrive alike.
 */
export function cardWindowReturnUrl(redirectUrl: string, result: CardWindowResult): string {
  const url = new URL(redirectUrl, window.location.origin);
  const entries = {
    imp_uid: result.imp_uid,
    merchant_uid: result.merchant_uid,
    imp_success: String(result.imp_success ?? result.success ?? false),
    error_code: result.error_code,
    error_msg: result.error_msg,
  };
  for (const [key, value] of Object.entries(entries)) if (value) url.searchParams.set(key, value);
  return url.toString();
}

/** Opens the window; it returns to `mRedirectUrl` itself, or through the callback on desktop. */
export async function openCardWindow(data: CardPaymentData): Promise<void> {
  const imp = await loadImp(data.scriptUrl);
  imp.init(data.merchantId);
  imp.request_pay(
    {
      pg: data.pg,
      pay_method: data.payMethod,
      merchant_uid: data.merchantUid,
      name: data.name,
      amount: data.amount,
      currency: data.currency,
      buyer_name: data.buyerName,
      buyer_tel: data.buyerTel,
      m_redirect_url: data.mRedirectUrl,
      notice_url: data.noticeUrl,
      ...(data.vbankDue ? { vbank_due: data.vbankDue } : {}),
    },
    (result) => window.location.assign(cardWindowReturnUrl(data.mRedirectUrl, result)),
  );
}
