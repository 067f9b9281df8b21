import { Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { ExtraServices } from '../../../features/catalog/components/extra-services.tsx';
import { ProductClassification } from '../../../features/catalog/components/product-classification.tsx';
import { PromoBox } from '../../../features/vouchers/components/promo-box.tsx';
import { VOUCHER_APPLIED_MESSAGE_KEY, VoucherModal } from '../../../features/vouchers/components/voucher-modal.tsx';
import {
  forcesP2P,
  selectProduct,
  setInseparable,
  setPackageType,
  setVoucher,
  setWeightSize,
  toggleExtra,
} from '../draft.ts';
import type { useOrderScreen } from '../hooks/use-order-screen.ts';
import { AddressBlock } from './address-block.tsx';
import { WeightSizeFields } from './weight-size-fields.tsx';

type Screen = ReturnType<typeof useOrderScreen>;

/** The left column: addresses, what is sent, weight and size with extras and note, the promo code. */
export function OrderMain({ screen }: { screen: Screen }) {
  const { t } = useTranslation();
  const { draft, update, pricing, fieldErrors } = screen;
  const { details } = draft;
  const isSetForProduct = forcesP2P(draft);
  // A deal chosen on the deals page arrives as ?voucher=CODE: the promo modal opens and checks it.
  const [search, setSearch] = useSearchParams();
  const [offeredCode, setOfferedCode] = useState(() => search.get('voucher')?.trim() || null);
  // Taken out of the address once read, so a reload or Back does not offer it again.
  useEffect(() => {
    if (search.has('voucher')) setSearch(withoutVoucher, { replace: true });
  }, [search, setSearch]);
  const [isVoucherOpen, voucherModal] = useDisclosure(offeredCode !== null);
  return (
    <Stack gap="lg">
      <FormSection title={t('c2cOrder.sections.addresses')}>
        <AddressBlock draft={draft} isLoading={screen.isLoadingAddresses} />
        {fieldErrors.addresses ? <FieldError message={fieldErrors.addresses} /> : null}
      </FormSection>
      <FormSection title={t('c2cOrder.sections.product')}>
        <ProductClassification
          packageType={details.packageType}
          onPackageTypeChange={(next) => update(setPackageType, next)}
          canSwitchPackageType={details.tier !== 'SUPER'}
          products={screen.products}
          selectedProductId={details.product?.id ?? null}
          onSelect={(product) => update(selectProduct, product)}
          isPremium={details.tier === 'PREMIUM'}
          isLoading={screen.productTypes.isPending}
          error={screen.productTypes.isError ? screen.productTypes.error.message : null}
          onRetry={() => void screen.productTypes.refetch()}
        />
        {fieldErrors.product ? <FieldError message={fieldErrors.product} /> : null}
      </FormSection>
      <FormSection title={t('c2cOrder.sections.weightSize')}>
        <WeightSizeFields
          value={details.weightSize}
          mode={screen.mode}
          onChange={(next) => update(setWeightSize, next)}
          errors={{
            weight: fieldErrors.weight,
            size: fieldErrors.size ?? pricing.dimensionalError ?? undefined,
          }}
          lockedReason={isSetForProduct ? t('c2cProducts.specialSize') : null}
          inseparable={
            details.packageType === 'PARCEL' && details.tier !== 'SUPER'
              ? { checked: details.isInseparable, onChange: (checked) => update(setInseparable, checked) }
              : null
          }
        />
        <ExtraServices
          services={screen.extras.data}
          chosen={details.extraCodes}
          onToggle={(code, isOn) => update(toggleExtra, code, isOn)}
          isLoading={screen.extras.isPending}
          isWaitingForPrice={pricing.method === null}
          error={screen.extras.isError ? screen.extras.error.message : null}
          onRetry={() => void screen.extras.refetch()}
        />
      </FormSection>
      <PromoBox selectedVoucher={details.voucher} onOpen={voucherModal.open} onClear={() => update(setVoucher, null)} />
      <VoucherModal
        opened={isVoucherOpen}
        onClose={() => {
          setOfferedCode(null);
          voucherModal.close();
        }}
        offeredCode={offeredCode}
        productId={details.product?.id ?? null}
        selectedVoucher={details.voucher}
        onApply={(voucher) => {
          update(setVoucher, voucher);
          notifications.show({ color: 'teal', message: t(VOUCHER_APPLIED_MESSAGE_KEY) });
        }}
      />
    </Stack>
  );
}

function withoutVoucher(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('voucher');
  return next;
}

function FieldError({ message }: { message: string }) {
  return (
    <Text size="sm" c="red.8" role="alert">
      {message}
    </Text>
  );
}
