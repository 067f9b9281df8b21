import { ADDRESS_PAGE_SIZE_MAX } from '@skyparcel/domain/address-rules';
import type { DeliveryMethod } from '@skyparcel/domain/pricing-contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePickConfig } from '../../../features/addresses/api/get-pick-config.ts';
import { addressListQueryOptions } from '../../../features/addresses/api/list-addresses.ts';
import { useServingPostOffices } from '../../../features/post-offices/api/get-serving-post-offices.ts';
import type { DraftAddress } from '../../../lib/order-draft.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { applyDefaultAddresses, autoDeliveryType, type C2cDraft, selectDeliveryType, setPoint } from '../draft.ts';

export type Update = <A extends unknown[]>(transition: (current: C2cDraft, ...args: A) => C2cDraft, ...args: A) => void;

/** Fills the empty sides with the default sender and receiver once the address book is in. */
export function useDefaultAddresses(draft: C2cDraft, update: Update) {
  const needsDefaults = !draft.senderAddress || !draft.receiverAddress;
  const language = useLanguage();
  const book = useQuery({
    // The order screen lists the whole book (spec 1 section 9: page size 5000 for c2c).
    ...addressListQueryOptions({ page: 1, limit: ADDRESS_PAGE_SIZE_MAX, searchText: '' }, language),
    enabled: needsDefaults,
  });
  const pickConfig = usePickConfig(needsDefaults);
  useEffect(() => {
    if (!book.data || !pickConfig.data) return;
    const provinces = pickConfig.data.map((entry) => entry.province);
    update(applyDefaultAddresses, book.data.items, provinces);
  }, [book.data, pickConfig.data, update]);
  return { isLoading: needsDefaults && (book.isPending || pickConfig.isPending) };
}

/**
 * Picks P2P or the first offered method when methods load (spec 1 section 4); a method the
 * server says cannot be chosen (its `unavailable` reason) is not offered.
 */
export function useAutoDeliveryType(draft: C2cDraft, methods: DeliveryMethod[] | undefined, update: Update) {
  useEffect(() => {
    if (!methods) return;
    const next = autoDeliveryType(
      draft,
      methods.filter((method) => method.unavailable === null).map((method) => method.deliveryType),
    );
    if (next !== draft.details.deliveryType) update(selectDeliveryType, next);
  }, [methods, draft, update]);
}

/**
 * The nearest office that serves the address fills a post-office side left empty (spec 1 section 4
 * "Post-office auto-selection"; only offices of the address's province within the service radius,
 * the rule order creation enforces). When none serves it, the side stays empty and says so.
 */
export function useAutoPostOffice(role: 'sender' | 'receiver', draft: C2cDraft, update: Update) {
  const deliveryType = draft.details.deliveryType;
  const isPostOfficeSide = role === 'sender' ? deliveryType?.startsWith('P') : deliveryType?.endsWith('P');
  const address: DraftAddress | undefined = draft[`${role}Address`];
  const hasPoint = Boolean(draft[`${role}Point`]);
  const addressId = isPostOfficeSide && !hasPoint && address ? address.id : null;
  const offices = useServingPostOffices(addressId);
  useEffect(() => {
    const nearest = offices.data?.postOffices[0];
    if (!addressId || !nearest) return;
    const { id, address: officeAddress, latitude, longitude, code } = nearest;
    update(setPoint, role, { id, address: officeAddress, latitude, longitude, code });
  }, [offices.data, addressId, role, update]);
  return { isLoading: addressId !== null && offices.isPending };
}
