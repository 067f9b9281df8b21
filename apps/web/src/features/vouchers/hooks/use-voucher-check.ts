import type { Voucher } from '@skyparcel/domain/voucher-contracts';
import { useEffect, useRef, useState } from 'react';
import { checkVoucher } from '../api/vouchers.ts';

/** The voucher check's states (spec 1 section 4). */
export type VoucherCheckStatus = 'empty' | 'checking' | 'error' | 'success';

type Options = {
  productId: number | null;
  /** The voucher already on the order: the check starts as applied with its code. */
  initialVoucher: Voucher | null;
  /** A code to check as soon as the modal opens (a deal chosen on the deals page). */
  offeredCode?: string | null;
  onApply: (voucher: Voucher) => void;
};

/**
 * The code typed in the promo modal and the answer to checking it. Only the latest check
 * counts: starting one aborts the previous, so a slow answer cannot overwrite a newer one.
 * `message` is the server's sentence for a refused code; an error without one is a failed call.
 */
export function useVoucherCheck({ productId, initialVoucher, offeredCode, onApply }: Options) {
  const [code, setCodeState] = useState(offeredCode ?? initialVoucher?.code ?? '');
  const [status, setStatus] = useState<VoucherCheckStatus>(initialVoucher ? 'success' : 'empty');
  const [message, setMessage] = useState<string | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  const abortPending = () => {
    controllerRef.current?.abort();
    controllerRef.current = null;
  };

  // An answer arriving after the modal closed has nobody to tell.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const setCode = (next: string) => {
    setCodeState(next);
    if (next.trim()) return;
    abortPending();
    setStatus('empty');
    setMessage(null);
  };

  const check = async (raw: string = code) => {
    const trimmed = raw.trim();
    if (!trimmed) return;
    abortPending();
    const controller = new AbortController();
    controllerRef.current = controller;
    setStatus('checking');
    setMessage(null);
    try {
      const answer = await checkVoucher(trimmed, productId, controller.signal);
      if (controller.signal.aborted) return;
      if (answer.res === 'VOUCHER_GOOD_GOOD' && answer.voucher) {
        setStatus('success');
        onApply(answer.voucher);
      } else {
        setStatus('error');
        setMessage(answer.message || null);
      }
    } catch {
      if (controller.signal.aborted) return;
      setStatus('error');
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
    }
  };

  // A deal chosen elsewhere is checked once when the modal opens, as if typed and applied.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the offered code starts a check; `check` is new each render.
  useEffect(() => {
    if (offeredCode) void check(offeredCode);
  }, [offeredCode]);

  return { code, setCode, status, message, check };
}
