import { useDebouncedCallback } from '@mantine/hooks';
import { splitAddress } from '@skyparcel/domain/legacy-address';
import type { ResolvedLocation } from '@skyparcel/domain/location-contracts';
import { HOME_COUNTRY } from '@skyparcel/domain/location-id';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AddressFormValues } from '../../../features/addresses/form-values.ts';
import {
  type LegacyConversion,
  useConvertLegacyAddress,
} from '../../../features/locations/api/convert-legacy-address.ts';

/** Asked once typing pauses (spec 2 section 9: 500 ms on inputs). */
const CONVERSION_DEBOUNCE_MS = 500;
/** An old address names at least ward, district and province. */
const MIN_LEGACY_PARTS = 3;

type Options = {
  form: UseFormReturn<AddressFormValues>;
  fillLocation: (location: ResolvedLocation) => void;
  movePin: (point: { lat: number; lng: number }) => void;
};

/**
 * Addresses written before the July 2025 reform ("Phường 15, Quận 10, TP. Hồ Chí Minh")
 * typed or pasted into the street field become the new ward and province; the street
 * keeps only the house and street, and a notice says what was converted.
 */
export function useLegacyConversion({ form, fillLocation, movePin }: Options) {
  const [conversion, setConversion] = useState<LegacyConversion | null>(null);
  const [chosenLocId, setChosenLocId] = useState<string | null>(null);
  const mutation = useConvertLegacyAddress();

  const apply = (location: ResolvedLocation) => {
    fillLocation(location);
    movePin({ lat: location.lat, lng: location.lng });
    setChosenLocId(location.locId);
  };

  const onStreetTyped = useDebouncedCallback((text: string) => {
    if (form.getValues('country') !== HOME_COUNTRY || splitAddress(text).length < MIN_LEGACY_PARTS) return;
    mutation.mutate(text, {
      onSuccess: (result) => {
        // An answer for text the customer has since changed is stale.
        if (!result || form.getValues('address') !== text) return;
        setConversion(result);
        apply(result.location);
        form.setValue('address', result.street, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      },
    });
  }, CONVERSION_DEBOUNCE_MS);

  return {
    conversion,
    chosenLocId,
    onStreetTyped,
    chooseLocation: apply,
    dismiss: () => setConversion(null),
  };
}
