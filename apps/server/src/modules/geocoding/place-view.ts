import type { MapPlace } from '@skyparcel/domain/location-contracts';
import type { Place } from '../../integrations/geocoding/geocoding-provider.ts';
import type { AddressView } from '../addresses/address-view.ts';

export const SAVED_ADDRESS_PREFIX = 'addr:';

/** Maps results as the spec names them: name, formatted address, geometry, place id, types. */
export function toPlaceView(place: Place): MapPlace {
  return {
    placeId: place.placeId,
    name: place.name,
    formattedAddress: place.formattedAddress,
    geometry: { location: { lat: place.lat, lng: place.lng } },
    types: place.types,
  };
}

export function savedAddressPlace(address: AddressView): Place {
  return {
    placeId: `${SAVED_ADDRESS_PREFIX}${address.id}`,
    name: address.personName,
    formattedAddress: address.fullAddress,
    lat: address.lat,
    lng: address.long,
    types: ['saved_address'],
  };
}
