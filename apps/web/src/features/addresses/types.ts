/** A point on the map. */
export type LatLng = { lat: number; lng: number };
