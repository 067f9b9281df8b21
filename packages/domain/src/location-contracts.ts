/** Answers of the location and maps calls, shared by the server that builds them and the web that reads them. */

export type NamedUnit = { value: string; label: string };

/** One level of a location picker (GET /v1/locations); countries carry no point. */
export type LocationOption = NamedUnit & { lat?: number; lng?: number };

/** A location id resolved to its named units and point (GET /v2/get_location and the maps calls). */
export type ResolvedLocation = {
  locId: string;
  country: NamedUnit;
  province: NamedUnit;
  district: NamedUnit | null;
  village: NamedUnit;
  lat: number;
  lng: number;
  /** Village, district, province, country: the way addresses are written in both countries' forms. */
  formattedAddress: string;
};

/** A maps result as the spec names it: name, formatted address, geometry, place id, types. */
export type MapPlace = {
  placeId: string;
  name: string;
  formattedAddress: string;
  geometry: { location: { lat: number; lng: number } };
  types: string[];
};
