import type { Language } from '@skyparcel/domain/locale';
import type { Database } from '../../db/client.ts';
import type { GeocodingProvider } from '../../integrations/geocoding/geocoding-provider.ts';
import { findSavedAddress, suggestSavedAddresses } from '../addresses/suggest-saved-addresses.ts';
import { findNearestLocation } from '../locations/find-places.ts';
import { getLocation } from '../locations/get-location.ts';
import { SAVED_ADDRESS_PREFIX, savedAddressPlace, toPlaceView } from './place-view.ts';

export type GeocodingContext = { db: Database; provider: GeocodingProvider; userId: string; language: Language };

/** Saved addresses first (they are what people pick most), then the maps service's predictions. */
export async function autocomplete(context: GeocodingContext, input: string, sessionToken?: string) {
  const [saved, predictions] = await Promise.all([
    suggestSavedAddresses(context.db, context.userId, input, context.language),
    input.trim().length >= 2 ? context.provider.autocomplete(input.trim(), context.language, sessionToken) : [],
  ]);
  const savedPredictions = saved.map((address) => ({
    placeId: `${SAVED_ADDRESS_PREFIX}${address.id}`,
    description: address.fullAddress,
    mainText: address.personName,
    secondaryText: address.fullAddress,
  }));
  return [...savedPredictions, ...predictions];
}

export async function placeDetails(context: GeocodingContext, placeId: string, sessionToken?: string) {
  if (placeId.startsWith(SAVED_ADDRESS_PREFIX)) {
    const address = await findSavedAddress(
      context.db,
      context.userId,
      placeId.slice(SAVED_ADDRESS_PREFIX.length),
      context.language,
    );
    return address ? toPlaceView(savedAddressPlace(address)) : null;
  }
  const place = await context.provider.placeDetails(placeId, context.language, sessionToken);
  return place ? toPlaceView(place) : null;
}

export async function geocode(context: GeocodingContext, address: string) {
  const place = await context.provider.geocode(address, context.language);
  return place ? toPlaceView(place) : null;
}

/**
 * A point to a place and to our own location (the ward or dong around it), which the
 * address form needs to fill its selects when the marker is dragged.
 */
export async function reverseGeocode(context: GeocodingContext, lat: number, lng: number) {
  const [place, location] = await Promise.all([
    context.provider.reverseGeocode(lat, lng, context.language),
    findNearestLocation(context.db, lat, lng, context.language),
  ]);
  return { place: place ? toPlaceView(place) : null, location };
}

/** `GET /v1/get_location_by_place_id`: a maps place turned into our location ids. */
export async function getLocationByPlaceId(context: GeocodingContext, placeId: string, sessionToken?: string) {
  const place = await placeDetails(context, placeId, sessionToken);
  if (!place) return { place: null, location: null };
  const locId = placeId.startsWith('loc:') ? placeId.slice(4) : null;
  const { lat, lng } = place.geometry.location;
  const location = locId
    ? await getLocation(context.db, locId, context.language)
    : await findNearestLocation(context.db, lat, lng, context.language);
  return { place, location };
}
