import { describe, expect, it } from 'vitest';
import { cancellationOf, cargoCancelDeadline, hoursBeforeFlight, refundOnCancel } from './cancellation.ts';
import { canFollow, statusOfStep, TRACKING_STEP_NAMES, type TrackingStep } from './tracking-rules.ts';

const NOW = new Date('2026-11-27T03:00:00Z');
const c2c = (latestStep: TrackingStep | undefined, status = 'IN_PROGRESS' as const) =>
  cancellationOf({ platform: 'c2c', status, latestStep, cancelBefore: null }, NOW);

describe('who may cancel an order, and until when', () => {
  it('lets a customer cancel only before the parcel is handed over (the old tracking rule, kept)', () => {
    const cancellable = TRACKING_STEP_NAMES.filter((step) => c2c(step).cancellable);
    expect(cancellable.every((step) => statusOfStep(step) === 'IN_PROGRESS')).toBe(true);
    expect(cancellable).toContain('CREATED');
    expect(c2c('RECEIVED')).toEqual({ cancellable: false, refusal: 'HANDED_OVER' });
    expect(canFollow('CANCELLED', 'CREATED')).toBe(false);
  });

  it('refuses a cancelled, finished or done order as closed, whatever its journey says', () => {
    expect(
      cancellationOf({ platform: 'c2c', status: 'CANCELLED', latestStep: 'CANCELLED', cancelBefore: null }, NOW),
    ).toEqual({ cancellable: false, refusal: 'CLOSED' });
    for (const status of ['FINISHED', 'DONE'] as const) {
      expect(cancellationOf({ platform: 'c2c', status, latestStep: 'CREATED', cancelBefore: null }, NOW).refusal).toBe(
        'CLOSED',
      );
    }
  });

  it('refuses an order whose journey has not started as not cancellable', () => {
    expect(c2c(undefined)).toEqual({ cancellable: false, refusal: 'HANDED_OVER' });
  });

  it('lets a Cargo Direct order go until its deadline, not at it', () => {
    const cargo = (cancelBefore: Date | null) =>
      cancellationOf({ platform: 'cargo', status: 'IN_PROGRESS', latestStep: 'CREATED', cancelBefore }, NOW);
    expect(cargo(new Date(NOW.getTime() + 1))).toEqual({ cancellable: true, refusal: null });
    expect(cargo(NOW)).toEqual({ cancellable: false, refusal: 'DEADLINE_PASSED' });
    expect(cargo(null)).toEqual({ cancellable: false, refusal: 'DEADLINE_PASSED' });
  });

  it("puts a Cargo Direct order's deadline the policy's hours before its flight, and reads them back", () => {
    const departure = new Date('2026-11-30T01:00:00Z');
    const deadline = cargoCancelDeadline(departure, 8);
    expect(deadline.toISOString()).toBe('2026-11-29T17:00:00.000Z');
    expect(hoursBeforeFlight(departure, deadline)).toBe(8);
  });
});

describe('refundOnCancel', () => {
  const paid = { method: 'VNBANK', status: 'PAID', amount: 80_000, refundedAmount: 0, currency: 'VND' } as const;

  it('gives a gateway payment back through its gateway, and a wallet payment into the wallet, whole', () => {
    expect(refundOnCancel(paid)).toEqual({ amount: 80_000, currency: 'VND', destination: 'gateway' });
    expect(refundOnCancel({ ...paid, method: 'card', currency: 'KRW', amount: 71_500 })).toEqual({
      amount: 71_500,
      currency: 'KRW',
      destination: 'gateway',
    });
    expect(refundOnCancel({ ...paid, method: 'topup' })).toMatchObject({ destination: 'wallet' });
  });

  it('gives back only what was kept after earlier refunds', () => {
    expect(refundOnCancel({ ...paid, status: 'PARTIALLY_REFUNDED', refundedAmount: 30_000 })).toMatchObject({
      amount: 50_000,
    });
  });

  it('gives nothing back for cash, or a payment that kept nothing', () => {
    expect(refundOnCancel(null)).toBeNull();
    expect(refundOnCancel({ ...paid, method: 'cash', status: 'PENDING' })).toBeNull();
    for (const status of ['PENDING', 'FAILED', 'EXPIRED', 'REFUNDED'] as const) {
      expect(refundOnCancel({ ...paid, status })).toBeNull();
    }
  });
});
