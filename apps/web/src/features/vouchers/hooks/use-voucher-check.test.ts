import type { Voucher, VoucherCheck } from '@skyparcel/domain/voucher-contracts';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkVoucher } from '../api/vouchers.ts';
import { useVoucherCheck } from './use-voucher-check.ts';

vi.mock('../api/vouchers.ts', () => ({ checkVoucher: vi.fn() }));
const mockedCheck = vi.mocked(checkVoucher);

const voucher: Voucher = {
  id: 'v1',
  code: 'TET2026',
  title: 'Tết deal',
  tittle: 'Tết deal',
  kind: 'Voucher',
  discountType: 'percent',
  discountAmount: 10,
  maxDiscount: 50000,
  startAt: '2026-01-01T00:00:00.000Z',
  endAt: '2026-03-01T00:00:00.000Z',
  usageLimit: null,
  remainingUses: 1,
};
const good: VoucherCheck = { res: 'VOUCHER_GOOD_GOOD', status: 'valid', message: 'Applied', voucher };
const outdated: VoucherCheck = {
  res: 'VOUCHER_OUTDATED',
  status: 'outdated',
  message: 'This voucher has expired',
  voucher: null,
};

function setup(initialVoucher: Voucher | null = null) {
  const onApply = vi.fn();
  const view = renderHook(() => useVoucherCheck({ productId: 7, initialVoucher, onApply }));
  return { ...view, onApply };
}

describe('useVoucherCheck', () => {
  beforeEach(() => {
    mockedCheck.mockReset();
  });

  it('starts empty, or as applied with the selected voucher code', () => {
    expect(setup().result.current).toMatchObject({ code: '', status: 'empty', message: null });
    expect(setup(voucher).result.current).toMatchObject({ code: 'TET2026', status: 'success' });
  });

  it('does nothing for an empty or blank code', async () => {
    const { result, onApply } = setup();
    act(() => result.current.setCode('   '));
    await act(() => result.current.check());
    expect(mockedCheck).not.toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
    expect(result.current.status).toBe('empty');
  });

  it('checks the trimmed code for the product and applies a good voucher', async () => {
    mockedCheck.mockResolvedValue(good);
    const { result, onApply } = setup();
    act(() => result.current.setCode(' TET2026 '));
    await act(() => result.current.check());
    expect(mockedCheck).toHaveBeenCalledWith('TET2026', 7, expect.any(AbortSignal));
    expect(onApply).toHaveBeenCalledWith(voucher);
    expect(result.current.status).toBe('success');
  });

  it('shows the checking state while the answer is on its way', async () => {
    let answer: (value: VoucherCheck) => void = () => {};
    mockedCheck.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = setup();
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = result.current.check('TET2026');
    });
    expect(result.current.status).toBe('checking');
    await act(async () => {
      answer(good);
      await pending;
    });
    expect(result.current.status).toBe('success');
  });

  it("shows the server's message for a refused code and applies nothing", async () => {
    mockedCheck.mockResolvedValue(outdated);
    const { result, onApply } = setup();
    await act(() => result.current.check('OLD'));
    expect(result.current).toMatchObject({ status: 'error', message: 'This voucher has expired' });
    expect(onApply).not.toHaveBeenCalled();
  });

  it('leaves the message empty when the call itself fails, so the general error is shown', async () => {
    mockedCheck.mockRejectedValue(new Error('offline'));
    const { result } = setup();
    await act(() => result.current.check('TET2026'));
    expect(result.current).toMatchObject({ status: 'error', message: null });
  });

  it('resets to empty when the input is cleared', async () => {
    mockedCheck.mockResolvedValue(outdated);
    const { result } = setup();
    act(() => result.current.setCode('OLD'));
    await act(() => result.current.check());
    act(() => result.current.setCode(''));
    expect(result.current).toMatchObject({ code: '', status: 'empty', message: null });
  });

  it('aborts the previous check when a new one starts, and ignores its late answer', async () => {
    const answers: ((value: VoucherCheck) => void)[] = [];
    mockedCheck.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const { result, onApply } = setup();
    let first: Promise<void> = Promise.resolve();
    let second: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.check('OLD');
    });
    act(() => {
      second = result.current.check('TET2026');
    });
    const [firstSignal, secondSignal] = mockedCheck.mock.calls.map((call) => call[2]);
    expect(firstSignal?.aborted).toBe(true);
    expect(secondSignal?.aborted).toBe(false);
    await act(async () => {
      answers[1](good);
      await second;
      answers[0](outdated);
      await first;
    });
    expect(result.current.status).toBe('success');
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('aborts a pending check on unmount', () => {
    mockedCheck.mockReturnValue(new Promise(() => {}));
    const { result, unmount } = setup();
    act(() => {
      void result.current.check('TET2026');
    });
    unmount();
    expect(mockedCheck.mock.calls[0][2]?.aborted).toBe(true);
  });
});
