import type { ResolvedLocation } from '@skyparcel/domain/location-contracts';
import type { Database } from '../../db/database.ts';
import type { GeocodingProvider, Place } from '../../integrations/geocoding/geocoding-provider.ts';
import { findNearestLocation, geocodeWrittenAddress, searchVillages } from '../locations/find-places.ts';
import { getLocation } from '../locations/get-location.ts';

/** Offline place ids are `loc:` and a location id, so a picked place needs no lookup to find its ward. */
export const OFFLINE_PLACE_PREFIX = 'loc:';

function toPlace(location: ResolvedLocation): Place {
  return {
    placeId: `${OFFLINE_PLACE_PREFIX}${location.locId}`,
    name: location.village.label,
    formattedAddress: location.formattedAddress,
    lat: location.lat,
    lng: location.lng,
    types: ['administrative_area_level_3'],
  };
}

/**
 * Geocoding on our own division tables: no network, no key. Places are wards and dong
 * (place ids `loc:<location id>`); reverse geocoding picks the nearest ward or dong point.
 */
export function createOfflineGeocoder(db: Database): GeocodingProvider {
  return {
    name: 'offline',
    async autocomplete(input, language) {
      const locations = await searchVillages(db, input, language);
      return locations.map((location) => ({
        placeId: `${OFFLINE_PLACE_PREFIX}${location.locId}`,
        description: location.formattedAddress,
        mainText: location.village.label,
        secondaryText: location.formattedAddress.split(', ').slice(1).join(', '),
      }));
    },
    async placeDetails(placeId, language) {
      if (!placeId.startsWith(OFFLINE_PLACE_PREFIX)) return null;
      const location = await getLocation(db, placeId.slice(OFFLINE_PLACE_PREFIX.length), language).catch(() => null);
      return location ? toPlace(location) : null;
    },
    async geocode(address, language) {
      const location = await geocodeWrittenAddress(db, address, language);
      return location ? toPlace(location) : null;
    },
    async reverseGeocode(lat, lng, language) {
      const location = await findNearestLocation(db, lat, lng, language);
      return location ? toPlace(location) : null;
    },
  };
}
