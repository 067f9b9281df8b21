import { notifications } from '@mantine/notifications';
import { isOverSidesSum, sidesSumOf } from '@skyparcel/domain/measure-reading';
import type { PriceRequestBody as PriceRequest } from '@skyparcel/domain/pricing-contracts';
import { weightIssue } from '@skyparcel/domain/shipment-limits';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useExtraPrices } from '../../../features/catalog/api/get-extra-prices.ts';
import { useProductTypes } from '../../../features/catalog/api/get-product-types.ts';
import { useDeliveryMethods } from '../../../features/pricing/api/calculate-price.ts';
import { isApiError } from '../../../lib/api-client-error.ts';
import { type C2cDraft, isGlobalDraft, routeKindOfDraft, selectDeliveryType, setVoucher } from '../draft.ts';
import { extrasBaseFee, feeSummary, hasSize, placeFieldErrors, shipmentModeOf, shipmentOf } from '../order-rules.ts';
import { useC2cDraft } from './use-c2c-draft.ts';
import { type Update, useAutoDeliveryType, useAutoPostOffice, useDefaultAddresses } from './use-order-defaults.ts';
import { usePlaceOrder } from './use-place-order.ts';

const DIMENSIONAL_CODES = new Set(['DIM_WEIGHT_OVER_LIMIT_DOCUMENT', 'DIM_WEIGHT_OVER_LIMIT_PARCEL']);

/**
 * The price is asked only once both addresses, the product, the weight and the size are in
 * (spec 1 section 4), and not for a weight or size the fields already refuse.
 */
function priceRequestOf(draft: C2cDraft): PriceRequest | null {
  const { details } = draft;
  const { weight, ...sides } = details.weightSize;
  const isComplete =
    draft.senderAddress && draft.receiverAddress && details.product && weight && hasSize(details.weightSize);
  if (!isComplete) return null;
  // The global tab prices only a route across the border (its hint asks for an address in Korea).
  if (draft.details.scope === 'GLOBAL' && routeKindOfDraft(draft) === 'DOMESTIC') return null;
  const isRefused =
    weightIssue(shipmentModeOf(draft), weight) !== null || isOverSidesSum(sidesSumOf(Object.values(sides)));
  return isRefused ? null : { ...shipmentOf(draft), voucher: details.voucher?.code ?? '' };
}

/**
 * A voucher the price call no longer accepts (another product, used up meanwhile) is dropped
 * with the reason, so the customer never orders expecting a discount they will not get.
 */
function useVoucherStillUsable(draft: C2cDraft, verdict: { code: string; res: string } | null, update: Update) {
  const { t } = useTranslation();
  const chosenCode = draft.details.voucher?.code;
  useEffect(() => {
    if (!verdict || verdict.res === 'VOUCHER_GOOD_GOOD' || verdict.code !== chosenCode) return;
    update(setVoucher, null);
    notifications.show({ color: 'yellow', title: t('c2cOrder.voucherDropped'), message: t(`errors.${verdict.res}`) });
  }, [verdict, chosenCode, update, t]);
}

/** Everything the order screen shows, derived from the draft and the server's answers. */
export function useOrderScreen() {
  const { t } = useTranslation();
  const { draft, update, replace } = useC2cDraft();
  const defaults = useDefaultAddresses(draft, update);
  const productTypes = useProductTypes();
  const pricing = useDeliveryMethods(priceRequestOf(draft));
  const methods = pricing.hasInputs && !pricing.isError ? pricing.data?.methods : undefined;
  useAutoDeliveryType(draft, methods, update);
  useAutoPostOffice('sender', draft, update);
  useAutoPostOffice('receiver', draft, update);
  // A failed lookup leaves nothing to choose: clear the method and the payment (spec 1 section 4).
  useEffect(() => {
    if (pricing.isError) update(selectDeliveryType, null);
  }, [pricing.isError, update]);

  useVoucherStillUsable(draft, pricing.isPlaceholderData ? null : (pricing.data?.voucher ?? null), update);

  const method = methods?.find((candidate) => candidate.deliveryType === draft.details.deliveryType) ?? null;
  const extras = useExtraPrices(extrasBaseFee(method));
  const placing = usePlaceOrder(draft, replace);
  const errorCode = isApiError(pricing.error) ? pricing.error.code : null;
  const isDimensional = errorCode !== null && DIMENSIONAL_CODES.has(errorCode);
  // The price call's field reasons show at their fields, not as a route error.
  const priceFieldErrors = isApiError(pricing.error) ? placeFieldErrors(pricing.error.fieldErrors) : {};
  const hasPriceFieldErrors = Object.keys(priceFieldErrors).length > 0;
  const routeKind = routeKindOfDraft(draft);
  const isGlobal = isGlobalDraft(draft);
  const products = productTypes.data?.find((group) => group.packageType === draft.details.packageType)?.products ?? [];
  return {
    draft,
    update,
    routeKind,
    isGlobal,
    /** The global tab with both addresses in Vietnam: it asks for an address in Korea. */
    needsKoreanAddress: draft.details.scope === 'GLOBAL' && routeKind === 'DOMESTIC',
    isLoadingAddresses: defaults.isLoading,
    // Only goods cleared for Korea cross the border (the server refuses the others).
    products: isGlobal ? products.filter((product) => product.isKorean) : products,
    productTypes,
    pricing: {
      methods,
      method,
      paymentConfig: methods ? pricing.data?.paymentConfig : undefined,
      isLoading: pricing.isPending || pricing.isSettling,
      isUpdating: pricing.isFetching || pricing.isSettling || pricing.isPlaceholderData,
      routeError: pricing.isError && !isDimensional && !hasPriceFieldErrors ? pricing.error.message : null,
      tierOffers: methods ? (pricing.data?.tiers ?? []) : [],
      dimensionalError: isDimensional ? (pricing.error?.message ?? null) : null,
      hint: pricing.hasInputs
        ? null
        : t(
            draft.details.scope === 'GLOBAL' && routeKindOfDraft(draft) === 'DOMESTIC'
              ? 'c2cOrder.globalHint'
              : 'c2cOrder.pricesHint',
          ),
      retry: () => void pricing.refetch(),
    },
    extras,
    fees: feeSummary(method, extras.data ?? [], draft),
    placing,
    mode: shipmentModeOf(draft),
    fieldErrors: { ...priceFieldErrors, ...placing.fieldErrors },
  };
}
