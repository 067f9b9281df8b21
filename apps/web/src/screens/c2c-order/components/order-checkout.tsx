import { Alert, Box, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { VatInvoiceFields } from '../../../features/orders/components/vat-invoice-fields.tsx';
import { PaymentMethods } from '../../../features/payments/components/payment-methods.tsx';
import { DeliveryMethodList, TierPicker } from '../../../features/pricing/components/delivery-methods.tsx';
import { TimeSlotPicker } from '../../../features/pricing/components/time-slot-picker.tsx';
import { formatMoney } from '../../../lib/format-money.ts';
import { formatDeliveryTime } from '../../../lib/format-vietnam-time.ts';
import {
  forcesP2P,
  selectDeliveryType,
  setNote,
  setPaymentMethod,
  setTermsAgreed,
  setTier,
  setTimeSlot,
  setVat,
} from '../draft.ts';
import type { useOrderScreen } from '../hooks/use-order-screen.ts';
import { FeeSummary } from './fee-summary.tsx';
import { PlaceOrderButton } from './place-order-button.tsx';
import { TransactionDetail } from './transaction-detail.tsx';

type Screen = ReturnType<typeof useOrderScreen>;

/** The delivery summary (tier, price, time HH:mm DD/MM) at the top of the checkout column. */
function MethodSummary({ screen }: { screen: Screen }) {
  const { t } = useTranslation();
  const { method } = screen.pricing;
  const tier = t(`c2cOrder.tiers.${screen.draft.details.tier}`);
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="method-summary">
      <Stack gap={0}>
        <Text fw={700}>{method ? `${tier} · ${t(`c2cOrder.handovers.${method.deliveryType}`)}` : tier}</Text>
        <Text size="sm" c="dimmed">
          {method
            ? t('c2cOrder.estimate', { time: formatDeliveryTime(method.estDateTime) })
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

/** The right column: tier and delivery method, fees, payment, VAT, terms and the place-order button. */
export function OrderCheckout({ screen }: { screen: Screen }) {
  const { t } = useTranslation();
  const { draft, update, pricing, fees, placing } = screen;
  const { details } = draft;
  const errors = placing.fieldErrors;
  return (
    <Stack gap="lg">
      <FormSection title={t('c2cOrder.sections.delivery')} isCompact>
        <MethodSummary screen={screen} />
        <TierPicker tier={details.tier} onChange={(tier) => update(setTier, tier)} />
        <DeliveryMethodList
          methods={pricing.methods}
          selected={details.deliveryType}
          onSelect={(deliveryType) => update(selectDeliveryType, deliveryType)}
          onlyP2P={forcesP2P(draft)}
          isLoading={pricing.isLoading}
          isUpdating={pricing.isUpdating}
          error={pricing.routeError}
          onRetry={pricing.retry}
          hint={pricing.hint}
        />
        {details.tier === 'SUPER' && pricing.method ? (
          <TimeSlotPicker
            method={pricing.method}
            value={details.timeSlot}
            onChange={(slot) => update(setTimeSlot, slot)}
            error={errors.timeSlot}
          />
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
            pointTopup={pricing.paymentConfig.pointTopup}
            total={fees.total}
            value={details.paymentMethod}
            onChange={(code) => update(setPaymentMethod, code)}
            error={errors.paymentMethod}
          />
        ) : null}
        <VatInvoiceFields value={details.vat} onChange={(vat) => update(setVat, vat)} />
        <Checkbox
          checked={details.termsAgreed}
          onChange={(event) => update(setTermsAgreed, event.currentTarget.checked)}
          label={t('c2cOrder.terms')}
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
