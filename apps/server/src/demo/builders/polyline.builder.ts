export type LatLng = readonly [lat: number, lng: number];

// The encoder lives beside the decoder; ingestion re-encodes the bounded geometry of trips that do not count.
export { encodePolyline } from '../../lib/polyline.ts';
