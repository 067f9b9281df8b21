import { notifications } from '@mantine/notifications';
import type { PlacePrediction } from '@skyparcel/domain/geocoding-contracts';
import type { KoreanAddress, ResolvedLocation } from '@skyparcel/domain/location-contracts';
import { parseLocationId } from '@skyparcel/domain/location-id';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MapPoint } from '../../../components/ui/location-map.tsx';
import { addressQueryOptions } from '../../../features/addresses/api/get-address.ts';
import { type AddressFormValues, contactAndPlaceOf, placeValuesOf } from '../../../features/addresses/form-values.ts';
import { useLocationByPlaceId } from '../../../features/geocoding/api/get-location-by-place-id.ts';
import { useReverseGeocode } from '../../../features/geocoding/api/reverse-geocode.ts';
import type { ApiError } from '../../../lib/api-client-error.ts';
import { useLanguage } from '../../../lib/use-language.ts';

const SAVED_PREFIX = 'addr:';

/**
 * The map and the form speak to each other here: moving the pin fills the country,
 * province, (district) and ward under it and keeps the street; picking a place fills the
 * same and moves the pin; picking a saved address fills the whole form (spec 2 "Address
 * screens"). A maps failure is a toast: the customer's input always stays.
 */
export function usePlaceFill({ setValue, getValues, formState }: UseFormReturn<AddressFormValues>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const language = useLanguage();
  // After a first submit the form validates as fields change, so filled fields clear their errors.
  const setOptions = { shouldDirty: true, shouldValidate: formState.isSubmitted };
  const setFields = (values: Partial<AddressFormValues>) => {
    for (const [name, value] of Object.entries(values)) setValue(name as keyof AddressFormValues, value, setOptions);
  };
  const movePin = ({ lat, lng }: MapPoint) => setFields({ lat, long: lng });
  const fillLocation = (location: ResolvedLocation) => setFields(placeValuesOf(location));
  const onMapsError = (error: ApiError) =>
    notifications.show({ color: 'red', title: t('addresses.map.failed'), message: error.message });

  const reverse = useReverseGeocode({
    onSuccess: ({ location }) => {
      if (location) fillLocation(location);
      else notifications.show({ color: 'yellow', message: t('addresses.map.noPlaceHere') });
    },
    onError: onMapsError,
  });
  const byPlaceId = useLocationByPlaceId({
    onSuccess: ({ place, location }) => {
      if (location) fillLocation(location);
      const point = place?.geometry.location ?? location;
      if (point) movePin({ lat: point.lat, lng: point.lng });
    },
    onError: onMapsError,
  });

  const pickSavedAddress = async (id: string) => {
    try {
      const address = await queryClient.fetchQuery(addressQueryOptions(id, language, queryClient));
      setFields(contactAndPlaceOf(address));
    } catch (error) {
      onMapsError(error as ApiError);
    }
  };

  /** A Korean post code area (or road address) fills the post code, the selects and the pin. */
  const fillKoreanAddress = (address: KoreanAddress) => {
    const id = parseLocationId(address.locId);
    if (!id) return;
    setFields({ ...id, country: id.country as AddressFormValues['country'], postCode: address.postCode });
    movePin({ lat: address.lat, lng: address.lng });
    // A road address brings its street; what the customer already typed stays.
    if (address.street && !getValues('address')) setFields({ address: address.street });
  };

  return {
    fillKoreanAddress,
    onPinMoved: (point: MapPoint) => {
      movePin(point);
      reverse.mutate(point);
    },
    onPlacePicked: ({ placeId }: Pick<PlacePrediction, 'placeId'>) => {
      if (placeId.startsWith(SAVED_PREFIX)) void pickSavedAddress(placeId.slice(SAVED_PREFIX.length));
      else byPlaceId.mutate(placeId);
    },
    fillLocation,
    movePin,
    isLocating: reverse.isPending || byPlaceId.isPending,
  };
}
