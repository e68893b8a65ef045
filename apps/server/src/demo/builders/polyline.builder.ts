export type LatLng = readonly [lat: number, lng: number];

/**
 * Google's encoded polyline format at precision 5: each coordinate is rounded to 1e-5 degree, stored as the
 * difference from the previous point, zig-zag encoded (sign in the lowest bit) and written in 5-bit chunks,
 * lowest first, each offset by 63 and flagged with 0x20 while more chunks follow.
 */
export function encodePolyline(points: readonly LatLng[]): string {
  let encoded = '';
  let previousLat = 0;
  let previousLng = 0;
  for (const [lat, lng] of points) {
    const latE5 = roundE5(lat);
    const lngE5 = roundE5(lng);
    encoded += encodeSigned(latE5 - previousLat) + encodeSigned(lngE5 - previousLng);
    previousLat = latE5;
    previousLng = lngE5;
  }
  return encoded;
}

/** Rounds half away from zero, as the reference implementation does. */
function roundE5(degrees: number): number {
  return Math.sign(degrees) * Math.round(Math.abs(degrees) * 1e5);
}

function encodeSigned(value: number): string {
  let rest = value < 0 ? ~(value << 1) : value << 1;
  let chunks = '';
  while (rest >= 0x20) {
    chunks += String.fromCharCode((0x20 | (rest & 0x1f)) + 63);
    rest >>>= 5;
  }
  return chunks + String.fromCharCode(rest + 63);
}
