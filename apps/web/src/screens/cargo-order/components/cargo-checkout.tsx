import { Alert, Button, Divider, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import type { Profile } from '@skyparcel/domain/account-contracts';
import { formatNumber } from '@skyparcel/domain/number-format';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { QueryErrorState } from '../../../components/ui/query-error-state.tsx';
import { TermsAgreement } from '../../../features/content/components/terms-agreement.tsx';
import { VatInvoiceFields } from '../../../features/orders/components/vat-invoice-fields.tsx';
import { vatInvoiceFromProfile } from '../../../features/orders/vat-from-profile.ts';
import { PaymentMethods } from '../../../features/payments/components/payment-methods.tsx';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { type CargoBill, setCheckout } from '../bill.ts';
import type { BillUpdate } from '../hooks/use-cargo-bill.ts';
import type { useCargoFee } from '../hooks/use-flights.ts';
import type { usePlaceCargoOrder } from '../hooks/use-place-cargo-order.ts';

type CheckoutProps = {
  bill: CargoBill;
  update: BillUpdate;
  fee: ReturnType<typeof useCargoFee>;
  placing: ReturnType<typeof usePlaceCargoOrder>;
  profile: Profile;
};

/** How the goods reach and leave the airports: by self only; by truck is coming (spec 2 section 2). */
export function DeliveryMethod() {
  const { t } = useTranslation();
  return (
    <FormSection title={t('cargo.bill.deliveryMethod')}>
      <Radio.Group value="self" aria-label={t('cargo.bill.deliveryMethod')}>
        <Stack gap="sm">
          <Radio value="self" label={t('cargo.bill.bySelf')} description={t('cargo.bill.bySelfHint')} />
          <Radio value="truck" label={t('cargo.bill.byTruck')} description={t('cargo.bill.comingSoon')} disabled />
        </Stack>
      </Radio.Group>
    </FormSection>
  );
}

/** The chosen flight in one line, with when to bring the goods and when to collect them. */
function ChosenFlight({ bill }: { bill: CargoBill }) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const { flight } = bill.details;
  if (!flight) {
    return (
      <Text size="sm" c="dark.4">
        {t('cargo.bill.noFlightChosen')}
      </Text>
    );
  }
  return (
    <Stack gap={2} data-testid="chosen-flight">
      <Text fw={700}>
        {flight.flightNumber} · {flight.departureAirport} → {flight.arrivalAirport}
      </Text>
      <Text size="sm" c="dark.4">
        {t('cargo.bill.takeoff', { time: time.instant(flight.startTime, 'dayTime') })}
      </Text>
      <Text size="sm" c="dark.4">
        {t('cargo.bill.collectBy', { time: time.instant(flight.collectionTime, 'dayTime') })}
      </Text>
      <Text size="sm" c="dark.4">
        {t('cargo.bill.pickUpFrom', { time: time.instant(flight.deliveryTime, 'dayTime') })}
      </Text>
    </Stack>
  );
}

/** Shipping fee as the server prices it on the chosen flight: chargeable weight × rate, and the total. */
function FeePanel({ fee }: { fee: CheckoutProps['fee'] }) {
  const { t, i18n } = useTranslation();
  const formatMoney = useMoney();
  if (!fee) return null;
  if (fee.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('c2cOrder.pricesLoading')}</Text>
      </Group>
    );
  }
  if (fee.isError) return <QueryErrorState title={t('cargo.bill.feeFailed')} query={fee} />;
  const { price, pricePerKg, chargeWeight, currency } = fee.data;
  const kg = formatNumber(chargeWeight, i18n.language, { maximumFractionDigits: 1 });
  return (
    <Stack gap={6} component="section" aria-label={t('c2cOrder.feesTitle')}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dark.4">
          {t('cargo.bill.feeLine', { weight: kg, rate: formatMoney(pricePerKg, currency) })}
        </Text>
        <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(price, currency)}
        </Text>
      </Group>
      <Text size="xs" c="dark.4">
        {t('cargo.bill.taxIncluded')}
      </Text>
      <Divider my={4} />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{t('c2cOrder.fees.total')}</Text>
        <Text fw={800} size="xl" c="navy.8" data-testid="fee-total" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(price, currency)}
        </Text>
      </Group>
    </Stack>
  );
}

/** The right column: flight, tax and fees, payment, VAT invoice, terms and the order button. */
export function CargoCheckout({ bill, update, fee, placing, profile }: CheckoutProps) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const { details } = bill;
  const errors = placing.fieldErrors;
  const paymentConfig = fee?.data?.paymentConfig;
  const price = fee?.data?.price ?? null;
  return (
    <FormSection title={t('cargo.bill.checkout')} isCompact>
      <ChosenFlight bill={bill} />
      {errors.flight ? (
        <Text size="sm" c="red.8" role="alert">
          {errors.flight}
        </Text>
      ) : null}
      <FeePanel fee={fee} />
      {paymentConfig && price !== null ? (
        <PaymentMethods
          options={paymentConfig.methods}
          pointTopup={paymentConfig.pointTopup}
          total={price}
          value={details.paymentMethod}
          onChange={(code) => update(setCheckout, { paymentMethod: code })}
          bank={details.bankCode}
          onBankChange={(code) => update(setCheckout, { bankCode: code })}
          error={errors.paymentMethod}
          cashAt="airport"
        />
      ) : errors.paymentMethod ? (
        <Text size="sm" c="red.8" role="alert">
          {errors.paymentMethod}
        </Text>
      ) : null}
      <VatInvoiceFields
        value={details.vat}
        onChange={(vat) => update(setCheckout, { vat })}
        suggested={vatInvoiceFromProfile(profile)}
      />
      <TermsAgreement
        checked={details.termsAgreed}
        onChange={(checked) => update(setCheckout, { termsAgreed: checked })}
        error={errors.terms}
      />
      {placing.status === 'failed' ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t('c2cOrder.orderFailed')}
        </Alert>
      ) : null}
      <Button size="lg" fullWidth loading={placing.isPlacing} onClick={() => void placing.placeOrder(price)}>
        {price === null
          ? t('cargo.bill.placeOrder')
          : t('cargo.bill.placeOrderFor', { total: formatMoney(price, 'VND') })}
      </Button>
    </FormSection>
  );
}
