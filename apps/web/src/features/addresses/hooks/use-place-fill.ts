import { notifications } from '@mantine/notifications';
import type { ResolvedLocation } from '@skyparcel/domain/location-contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MapPoint } from '../../../components/ui/location-map.tsx';
import type { ApiError } from '../../../lib/api-client-error.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { PlaceSuggestion } from '../api/autocomplete-places.ts';
import { addressQueryOptions } from '../api/get-address.ts';
import { useLocationByPlaceId } from '../api/get-location-by-place-id.ts';
import { useReverseGeocode } from '../api/reverse-geocode.ts';
import { type AddressFormValues, contactAndPlaceOf, placeValuesOf } from '../form-values.ts';

const SAVED_PREFIX = 'addr:';

/**
 * The map and the form speak to each other here: moving the pin fills the country,
 * province, (district) and ward under it and keeps the street; picking a place fills the
 * same and moves the pin; picking a saved address fills the whole form (spec 2 "Address
 * screens"). A maps failure is a toast: the customer's input always stays.
 */
export function usePlaceFill({ setValue, formState }: UseFormReturn<AddressFormValues>) {
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
      const address = await queryClient.fetchQuery(addressQueryOptions(id, language));
      setFields(contactAndPlaceOf(address));
    } catch (error) {
      onMapsError(error as ApiError);
    }
  };

  return {
    onPinMoved: (point: MapPoint) => {
      movePin(point);
      reverse.mutate(point);
    },
    onPlacePicked: ({ placeId }: Pick<PlaceSuggestion, 'placeId'>) => {
      if (placeId.startsWith(SAVED_PREFIX)) void pickSavedAddress(placeId.slice(SAVED_PREFIX.length));
      else byPlaceId.mutate(placeId);
    },
    fillLocation,
    movePin,
    isLocating: reverse.isPending || byPlaceId.isPending,
  };
}
