import { Alert, Box, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Tier } from '@skyparcel/domain/pricing';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { TermsAgreement } from '../../../features/content/components/terms-agreement.tsx';
import { PaymentMethods } from '../../../features/payments/components/payment-methods.tsx';
import { DeliveryMethodList, TierPicker } from '../../../features/pricing/components/delivery-methods.tsx';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { useMoney } from '../../../lib/use-money.ts';
import {
  selectDeliveryType,
  setBankCode,
  setNote,
  setPaymentMethod,
  setTermsAgreed,
  setTier,
  setTimeSlot,
  setVat,
  superSetsAside,
} from '../draft.ts';
import type { useOrderScreen } from '../hooks/use-order-screen.ts';
import { FeeSummary } from './fee-summary.tsx';
import { OrderVatInvoice } from './order-vat-invoice.tsx';
import { PlaceOrderButton } from './place-order-button.tsx';
import { TransactionDetail } from './transaction-detail.tsx';

type Screen = ReturnType<typeof useOrderScreen>;

// Super only: fetched when that tier is chosen.
const TimeSlotPicker = lazy(() =>
  import('../../../features/pricing/components/time-slot-picker.tsx').then((module) => ({
    default: module.TimeSlotPicker,
  })),
);

/** The delivery summary (tier, price, time HH:mm DD/MM) at the top of the checkout column. */
function MethodSummary({ screen }: { screen: Screen }) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const time = useTimeFormat();
  const { method } = screen.pricing;
  const { tier: tierCode, timeSlot } = screen.draft.details;
  const tier = t(`c2cOrder.tiers.${tierCode}`);
  // Super: the chosen receiving slot is the arrival; before a choice, the first slot offered.
  const chosenSlot = tierCode === 'SUPER' ? timeSlot : null;
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="method-summary">
      <Stack gap={0}>
        <Text fw={700}>{method ? `${tier} · ${t(`c2cOrder.handovers.${method.deliveryType}`)}` : tier}</Text>
        <Text size="sm" c="dimmed">
          {chosenSlot
            ? t('c2cOrder.arrivesInSlot', {
                day: time.day(chosenSlot.date),
                from: time.clock(chosenSlot.start),
                to: time.clock(chosenSlot.end),
              })
            : method
              ? t('c2cOrder.estimate', { time: time.instant(method.estDateTime, 'dayTime') })
              : t('c2cOrder.noMethodYet')}
        </Text>
      </Stack>
      {method ? (
        <Text fw={800} c="navy.8" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(method.price - method.discount, method.currency)}
        </Text>
      ) : null}
    </Group>
  );
}

/**
 * Switching tier; Super carries documents only, so when it would set aside the parcel the
 * customer chose, the page asks first (switching back gives it back: draft.setTier).
 */
function useTierChoice(screen: Screen) {
  const { t } = useTranslation();
  const { draft, update } = screen;
  return (tier: Tier) => {
    if (tier !== 'SUPER' || !superSetsAside(draft)) {
      update(setTier, tier);
      return;
    }
    modals.openConfirmModal({
      title: t('c2cOrder.superAskTitle'),
      children: <Text size="sm">{t('c2cOrder.superAskBody')}</Text>,
      labels: { confirm: t('c2cOrder.superAskConfirm'), cancel: t('c2cOrder.superAskCancel') },
      onConfirm: () => update(setTier, 'SUPER'),
    });
  };
}

/** The right column: tier and delivery method, fees, payment, VAT, terms and the place-order button. */
export function OrderCheckout({ screen }: { screen: Screen }) {
  const { t } = useTranslation();
  const { draft, update, pricing, fees, placing } = screen;
  const { details } = draft;
  const errors = screen.fieldErrors;
  const chooseTier = useTierChoice(screen);
  return (
    <Stack gap="lg">
      <FormSection title={t('c2cOrder.sections.delivery')} isCompact>
        <MethodSummary screen={screen} />
        <TierPicker tier={details.tier} onChange={chooseTier} offers={pricing.tierOffers} currency={fees.currency} />
        <DeliveryMethodList
          methods={pricing.methods}
          selected={details.deliveryType}
          onSelect={(deliveryType) => update(selectDeliveryType, deliveryType)}
          isLoading={pricing.isLoading}
          isUpdating={pricing.isUpdating}
          error={pricing.routeError}
          onRetry={pricing.retry}
          hint={pricing.hint}
        />
        {details.tier === 'SUPER' && pricing.method ? (
          <Suspense fallback={null}>
            <TimeSlotPicker
              method={pricing.method}
              value={details.timeSlot}
              onChange={(slot) => update(setTimeSlot, slot)}
              error={errors.timeSlot}
            />
          </Suspense>
        ) : null}
        {errors.deliveryType && !pricing.routeError ? (
          <Text size="sm" c="red.8" role="alert">
            {errors.deliveryType}
          </Text>
        ) : null}
      </FormSection>
      <TransactionDetail draft={draft} onNoteChange={(note) => update(setNote, note)} />
      <FormSection title={t('c2cOrder.sections.checkout')} isCompact>
        <FeeSummary fees={fees} />
        {pricing.paymentConfig ? (
          <PaymentMethods
            options={pricing.paymentConfig.methods}
            groups={pricing.paymentConfig.groups}
            pointTopup={pricing.paymentConfig.pointTopup}
            total={fees.total}
            value={details.paymentMethod}
            onChange={(code) => update(setPaymentMethod, code)}
            bank={details.bankCode}
            onBankChange={(code) => update(setBankCode, code)}
            error={errors.paymentMethod}
          />
        ) : null}
        <OrderVatInvoice value={details.vat} onChange={(vat) => update(setVat, vat)} />
        <TermsAgreement
          checked={details.termsAgreed}
          onChange={(checked) => update(setTermsAgreed, checked)}
          error={errors.terms}
        />
        {placing.status === 'load_not_available' ? (
          <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('c2cOrder.loadNotAvailable')}
          </Alert>
        ) : null}
        <Box visibleFrom="md">
          <PlaceOrderButton screen={screen} />
        </Box>
      </FormSection>
    </Stack>
  );
}
