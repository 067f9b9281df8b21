import type { Language } from '@skyparcel/domain/locale';
import { AppError } from '../../http/app-error.ts';
import type { GeocodingProvider, Place, Prediction } from './geocoding-provider.ts';

/** Statuses that mean "answered" (spec 2 section 8): no result is an empty answer. */
const ANSWERED = new Set(['OK', 'ZERO_RESULTS', 'NOT_FOUND']);
const TIMEOUT_MS = 5000;

type GoogleResult = {
  place_id: string;
  name?: string;
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } };
  types?: string[];
};

/**
 * Google Maps Platform (Places autocomplete and details, Geocoding), restricted to Vietnam
 * as the spec's client does. Any other status, a network failure or a timeout is MAPS_ERROR.
 */
export function createGoogleMapsProvider(options: { apiKey: string; baseUrl: string }): GeocodingProvider {
  async function call<T>(path: string, params: Record<string, string | undefined>): Promise<T & { status: string }> {
    const url = new URL(path, options.baseUrl);
    for (const [key, value] of Object.entries({ ...params, key: options.apiKey })) {
      if (value !== undefined) url.searchParams.set(key, value);
    }
    let body: T & { status: string };
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      body = (await response.json()) as T & { status: string };
    } catch (cause) {
      throw new AppError('MAPS_ERROR', { status: 500, data: null, cause });
    }
    if (!ANSWERED.has(body.status)) throw new AppError('MAPS_ERROR', { status: 500, data: null });
    return body;
  }
  const toPlace = (result: GoogleResult): Place => ({
    placeId: result.place_id,
    name: result.name ?? result.formatted_address.split(',')[0],
    formattedAddress: result.formatted_address,
    lat: result.geometry.location.lat,
    lng: result.geometry.location.lng,
    types: result.types ?? [],
  });
  const first = (results: GoogleResult[] | undefined) => (results?.length ? toPlace(results[0]) : null);

  return {
    name: 'google',
    async autocomplete(input, _language: Language, sessionToken) {
      const body = await call<{ predictions?: GooglePrediction[] }>('/maps/api/place/autocomplete/json', {
        input,
        components: 'country:vn',
        language: 'vi',
        sessiontoken: sessionToken,
      });
      return (body.predictions ?? []).map(toPrediction);
    },
    async placeDetails(placeId, language, sessionToken) {
      const body = await call<{ result?: GoogleResult }>('/maps/api/place/details/json', {
        place_id: placeId,
        fields: 'place_id,name,formatted_address,geometry,types',
        language,
        sessiontoken: sessionToken,
      });
      return body.result ? toPlace(body.result) : null;
    },
    async geocode(address, language) {
      const body = await call<{ results?: GoogleResult[] }>('/maps/api/geocode/json', {
        address,
        components: 'country:VN',
        language,
      });
      return first(body.results);
    },
    async reverseGeocode(lat, lng, language) {
      const body = await call<{ results?: GoogleResult[] }>('/maps/api/geocode/json', {
        latlng: `${lat},${lng}`,
        language,
      });
      return first(body.results);
    },
  };
}

type GooglePrediction = {
  place_id: string;
  description: string;
  structured_formatting?: { main_text: string; secondary_text?: string };
};

function toPrediction(prediction: GooglePrediction): Prediction {
  return {
    placeId: prediction.place_id,
    description: prediction.description,
    mainText: prediction.structured_formatting?.main_text ?? prediction.description,
    secondaryText: prediction.structured_formatting?.secondary_text ?? '',
  };
}
