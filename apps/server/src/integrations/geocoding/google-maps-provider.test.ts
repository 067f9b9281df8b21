// @module-tag database-free
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { type StandInServer, startStandInServer } from '../../test/stand-in-server.ts';
import { createGoogleMapsProvider } from './google-maps-provider.ts';

/** A stand-in for maps.googleapis.com on loopback, answering what each test sets. */
let mapsService: StandInServer;
beforeAll(async () => {
  mapsService = await startStandInServer();
});
afterAll(() => mapsService.close());
beforeEach(() => {
  mapsService.reset({ body: { status: 'ZERO_RESULTS', results: [], predictions: [] } });
});

const provider = () => createGoogleMapsProvider({ apiKey: 'test-key', baseUrl: mapsService.baseUrl });
const hanoi = {
  place_id: 'ChIJ-hanoi',
  name: 'Hồ Hoàn Kiếm',
  formatted_address: 'Hồ Hoàn Kiếm, Hàng Trống, Hoàn Kiếm, Hà Nội, Việt Nam',
  geometry: { location: { lat: 21.0287, lng: 105.8524 } },
  types: ['natural_feature'],
};

describe('Google Maps provider', () => {
  it('asks autocomplete for Vietnam in Vietnamese with the session token and key', async () => {
    mapsService.answer({
      body: {
        status: 'OK',
        predictions: [
          {
            place_id: 'ChIJ-1',
            description: 'Hồ Hoàn Kiếm, Hà Nội',
            structured_formatting: { main_text: 'Hồ Hoàn Kiếm', secondary_text: 'Hà Nội' },
          },
        ],
      },
    });
    const predictions = await provider().autocomplete('ho hoan kiem', 'en', 'session-1');
    expect(mapsService.lastUrl().pathname).toBe('/maps/api/place/autocomplete/json');
    expect(Object.fromEntries(mapsService.lastUrl().searchParams)).toEqual({
      input: 'ho hoan kiem',
      components: 'country:vn',
      language: 'vi',
      sessiontoken: 'session-1',
      key: 'test-key',
    });
    expect(predictions).toEqual([
      { placeId: 'ChIJ-1', description: 'Hồ Hoàn Kiếm, Hà Nội', mainText: 'Hồ Hoàn Kiếm', secondaryText: 'Hà Nội' },
    ]);
  });

  it('reads place details and the first geocoding result', async () => {
    mapsService.answer({ body: { status: 'OK', result: hanoi } });
    expect(await provider().placeDetails('ChIJ-hanoi', 'vi')).toMatchObject({ placeId: 'ChIJ-hanoi', lat: 21.0287 });
    mapsService.answer({ body: { status: 'OK', results: [hanoi, { ...hanoi, place_id: 'second' }] } });
    expect((await provider().reverseGeocode(21.0287, 105.8524, 'vi'))?.placeId).toBe('ChIJ-hanoi');
    expect(mapsService.lastUrl().searchParams.get('latlng')).toBe('21.0287,105.8524');
  });

  it.each(['ZERO_RESULTS', 'NOT_FOUND'])('treats %s as an empty answer', async (status) => {
    mapsService.answer({ body: { status } });
    expect(await provider().geocode('nowhere', 'vi')).toBeNull();
    expect(await provider().autocomplete('nowhere', 'vi')).toEqual([]);
  });

  it.each([
    ['a refused key', { status: 200, body: { status: 'REQUEST_DENIED' } }],
    ['over quota', { status: 200, body: { status: 'OVER_QUERY_LIMIT' } }],
    ['a broken answer', { status: 502, body: '<html>' }],
  ])('turns %s into MAPS_ERROR (500)', async (_, failure) => {
    mapsService.answer(failure);
    const error = await provider()
      .geocode('Hà Nội', 'vi')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'MAPS_ERROR', statusCode: 500 });
  });

  it('turns an unreachable service into MAPS_ERROR', async () => {
    const unreachable = createGoogleMapsProvider({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9' });
    await expect(unreachable.reverseGeocode(1, 1, 'vi')).rejects.toMatchObject({ code: 'MAPS_ERROR' });
  });
});
