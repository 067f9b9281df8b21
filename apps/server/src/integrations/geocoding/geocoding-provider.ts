import type { PlacePrediction } from '@skyparcel/domain/geocoding-contracts';
import type { Language } from '@skyparcel/domain/locale';

/** A place as maps services describe it (spec 2 section 3: name, formatted address, geometry, place_id, types). */
export type Place = {
  placeId: string;
  name: string;
  formattedAddress: string;
  lat: number;
  lng: number;
  types: string[];
};

export type Prediction = PlacePrediction;

/**
 * What the address screens ask of a maps service. Two implementations: the offline one on
 * our division tables (default) and Google Maps Platform when GOOGLE_MAPS_API_KEY is set.
 * Empty results are answers, not errors; a failing service throws MAPS_ERROR.
 */
export type GeocodingProvider = {
  readonly name: 'offline' | 'google';
  autocomplete(input: string, language: Language, sessionToken?: string): Promise<Prediction[]>;
  placeDetails(placeId: string, language: Language, sessionToken?: string): Promise<Place | null>;
  geocode(address: string, language: Language): Promise<Place | null>;
  reverseGeocode(lat: number, lng: number, language: Language): Promise<Place | null>;
};
