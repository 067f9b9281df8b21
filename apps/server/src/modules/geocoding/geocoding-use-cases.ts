import type {
  AutocompleteQuery,
  GeocodeQuery,
  PlaceLocation,
  PlacePrediction,
  PlaceQuery,
  ReverseGeocodeQuery,
} from '@skyparcel/domain/geocoding-contracts';
import type { MapPlace } from '@skyparcel/domain/location-contracts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import type { GeocodingProvider } from '../../integrations/geocoding/geocoding-provider.ts';
import { findSavedAddress, suggestSavedAddresses } from '../addresses/suggest-saved-addresses.ts';
import { findNearestLocation } from '../locations/find-places.ts';
import { getLocation } from '../locations/get-location.ts';
import { OFFLINE_PLACE_PREFIX } from './offline-geocoder.ts';
import { SAVED_ADDRESS_PREFIX, savedAddressPlace, toPlaceView } from './place-view.ts';

/** Saved addresses first (they are what people pick most), then the maps service's predictions. */
export async function autocomplete(
  call: CallContext<AutocompleteQuery>,
  provider: GeocodingProvider,
): Promise<PlacePrediction[]> {
  const { db, userId, language } = call;
  const { input, sessionToken } = call.input;
  const typed = input.trim();
  const [saved, predictions] = await Promise.all([
    suggestSavedAddresses(db, userId, input, language),
    typed.length >= 2 ? provider.autocomplete(typed, language, sessionToken) : [],
  ]);
  const savedPredictions = saved.map((address) => ({
    placeId: `${SAVED_ADDRESS_PREFIX}${address.id}`,
    description: address.fullAddress,
    mainText: address.personName,
    secondaryText: address.fullAddress,
  }));
  return [...savedPredictions, ...predictions];
}

/**
 * `GET /v1/maps/place-details`: a saved address or a maps place; null when the maps service knows
 * no such place. A saved address that is not the customer's (another's, or none) is 404, as every
 * other customer's resource is.
 */
export async function placeDetails(
  call: CallContext<PlaceQuery>,
  provider: GeocodingProvider,
): Promise<MapPlace | null> {
  const { db, userId, language, input } = call;
  if (input.placeId.startsWith(SAVED_ADDRESS_PREFIX)) {
    const address = await findSavedAddress(db, userId, input.placeId.slice(SAVED_ADDRESS_PREFIX.length), language);
    if (!address) throw new AppError('NOT_FOUND');
    return toPlaceView(savedAddressPlace(address));
  }
  const place = await provider.placeDetails(input.placeId, language, input.sessionToken);
  return place ? toPlaceView(place) : null;
}

/** `GET /v1/maps/geocode`: a written address to a place, or null. */
export async function geocode(call: CallContext<GeocodeQuery>, provider: GeocodingProvider): Promise<MapPlace | null> {
  const place = await provider.geocode(call.input.address, call.language);
  return place ? toPlaceView(place) : null;
}

/**
 * `GET /v1/maps/reverse-geocode`: a point to a place and to our own location (the ward or dong
 * around it), which the address form needs to fill its selects when the marker is dragged.
 */
export async function reverseGeocode(
  call: CallContext<ReverseGeocodeQuery>,
  provider: GeocodingProvider,
): Promise<PlaceLocation> {
  const { db, language, input } = call;
  const [place, location] = await Promise.all([
    provider.reverseGeocode(input.lat, input.lng, language),
    findNearestLocation(db, input.lat, input.lng, language),
  ]);
  return { place: place ? toPlaceView(place) : null, location };
}

/** `GET /v1/get_location_by_place_id`: a maps place turned into our location ids. */
export async function getLocationByPlaceId(
  call: CallContext<PlaceQuery>,
  provider: GeocodingProvider,
): Promise<PlaceLocation> {
  const place = await placeDetails(call, provider);
  if (!place) return { place: null, location: null };
  const { placeId } = call.input;
  const locId = placeId.startsWith(OFFLINE_PLACE_PREFIX) ? placeId.slice(OFFLINE_PLACE_PREFIX.length) : null;
  const { lat, lng } = place.geometry.location;
  const location = locId
    ? await getLocation(call.db, locId, call.language)
    : await findNearestLocation(call.db, lat, lng, call.language);
  return { place, location };
}
