import { Loader, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { ExtraServices } from '../../../features/catalog/components/extra-services.tsx';
import { ProductClassification } from '../../../features/catalog/components/product-classification.tsx';
import { askToAcceptRules } from '../../../features/declarations/ask-to-accept-rules.ts';
import { PromoBox } from '../../../features/vouchers/components/promo-box.tsx';
import { VOUCHER_APPLIED_MESSAGE_KEY } from '../../../features/vouchers/voucher-display.ts';
import {
  acceptRules,
  type C2cDraft,
  forcesP2P,
  isSetForPostOffices,
  type RulesKind,
  removeGoodsItem,
  saveGoodsItem,
  selectProduct,
  setInseparable,
  setPackageType,
  setVoucher,
  setWeightSize,
  toggleExtra,
} from '../draft.ts';
import type { useOrderScreen } from '../hooks/use-order-screen.ts';
import { needsDeclaredGoods, offersExtrasFor } from '../order-rules.ts';
import { AddressBlock } from './address-block.tsx';
import { WeightSizeFields } from './weight-size-fields.tsx';

type Screen = ReturnType<typeof useOrderScreen>;

// Cross-border only: kept out of the order screen's first load (an order inside Vietnam never needs them).
// Opened from the promo box or a deal link: fetched then.
const VoucherModal = lazy(() =>
  import('../../../features/vouchers/components/voucher-modal.tsx').then((module) => ({
    default: module.VoucherModal,
  })),
);
const DeclaredGoods = lazy(() =>
  import('../../../features/declarations/components/declared-goods.tsx').then((module) => ({
    default: module.DeclaredGoods,
  })),
);

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
  const confirmRules = useRulesOnce(screen);
  const choosePackageType = async (next: C2cDraft['details']['packageType']) => {
    // Across the border, a first switch to documents shows the document rules (spec 1 section 4).
    if (next === 'DOCUMENT' && screen.isGlobal && !(await confirmRules('document'))) return;
    update(setPackageType, next);
  };
  return (
    <Stack gap="lg">
      <FormSection title={t('c2cOrder.sections.addresses')}>
        <AddressBlock draft={draft} isLoading={screen.isLoadingAddresses} />
        {fieldErrors.addresses ? <FieldError message={fieldErrors.addresses} /> : null}
        {fieldErrors.pccc ? <FieldError message={fieldErrors.pccc} /> : null}
      </FormSection>
      <FormSection title={t('c2cOrder.sections.product')}>
        <ProductClassification
          packageType={details.packageType}
          onPackageTypeChange={(next) => void choosePackageType(next)}
          canSwitchPackageType={details.tier !== 'SUPER'}
          products={screen.products}
          selectedProductId={details.product?.id ?? null}
          onSelect={(product) => update(selectProduct, product)}
          isPremium={details.tier === 'PREMIUM'}
          isSetForPostOffices={(product) => isSetForPostOffices(product.code, screen.isGlobal)}
          isLoading={screen.productTypes.isPending}
          error={screen.productTypes.isError ? screen.productTypes.error.message : null}
          onRetry={() => void screen.productTypes.refetch()}
        />
        {fieldErrors.product ? <FieldError message={fieldErrors.product} /> : null}
      </FormSection>
      {needsDeclaredGoods(draft) ? (
        <FormSection title={t('declarations.sectionTitle')}>
          <Suspense fallback={<Loader size="sm" aria-label={t('declarations.loadingForm')} />}>
            <DeclaredGoods
              items={details.goods}
              direction={screen.routeKind === 'INBOUND' ? 'INBOUND' : 'OUTBOUND'}
              confirmRules={() => confirmRules(screen.routeKind === 'INBOUND' ? 'parcelInbound' : 'parcel')}
              onSave={(item, index) => update(saveGoodsItem, item, index)}
              onRemove={(index) => update(removeGoodsItem, index)}
              error={fieldErrors.goods}
            />
          </Suspense>
        </FormSection>
      ) : null}
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
        {offersExtrasFor(draft) ? (
          <ExtraServices
            services={screen.extras.data}
            chosen={details.extraCodes}
            onToggle={(code, isOn) => update(toggleExtra, code, isOn)}
            isLoading={screen.extras.isPending}
            isWaitingForPrice={pricing.method === null}
            error={screen.extras.isError ? screen.extras.error.message : null}
            onRetry={() => void screen.extras.refetch()}
          />
        ) : null}
      </FormSection>
      {/* Vouchers are written in dong: an order from Korea, in won, takes none. */}
      {screen.routeKind === 'INBOUND' ? null : (
        <PromoBox
          selectedVoucher={details.voucher}
          onOpen={voucherModal.open}
          onClear={() => update(setVoucher, null)}
        />
      )}
      {isVoucherOpen ? (
        <Suspense fallback={null}>
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
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** Each kind of cross-border rules is shown until accepted once in the draft (spec 1 section 4). */
function useRulesOnce(screen: Screen) {
  const { t } = useTranslation();
  const { draft, update } = screen;
  return async (kind: RulesKind) => {
    if (draft.details.acceptedRules.includes(kind)) return true;
    const isAccepted = await askToAcceptRules(t, kind);
    if (isAccepted) update(acceptRules, kind);
    return isAccepted;
  };
}

function withoutVoucher(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('voucher');
  return next;
}

function FieldError({ message }: { message: string }) {
  // Focusable, so a refused "Place order" can bring the customer to it (focusFirstFieldError).
  return (
    <Text size="sm" c="red.8" role="alert" tabIndex={-1} data-field-error>
      {message}
    </Text>
  );
}
