/**
 * Reads a Google encoded polyline, passing each position to `position` as the encoded integers (latitude and
 * longitude in 10^-precision degree). Answers the number of positions, or null for a string that is not a valid
 * polyline (a character out of range, a value cut short): the positions before the fault have been passed.
 */
export function readPolyline(encoded: string, position: (latitude: number, longitude: number) => void): number | null {
  const length = encoded.length;
  let index = 0;
  let count = 0;
  let latitude = 0;
  let longitude = 0;
  while (index < length) {
    for (let coordinate = 0; coordinate < 2; coordinate++) {
      let result = 0;
      let shift = 0;
      let byte: number;
      do {
        if (index >= length) return null;
        byte = encoded.charCodeAt(index++) - 63;
        if (byte < 0 || byte > 63 || shift > 30) return null;
        result |= (byte & 0x1f) << shift;
        shift += 5;
      } while (byte >= 0x20);
      const delta = result & 1 ? ~(result >>> 1) : result >>> 1;
      if (coordinate === 0) latitude += delta;
      else longitude += delta;
    }
    position(latitude, longitude);
    count++;
  }
  return count;
}

/**
 * Decodes a Google encoded polyline (precision 5) into GeoJSON positions `[longitude, latitude]`.
 * Answers null for a string that is not a valid polyline.
 */
export function decodePolyline(encoded: string, precision = 5): [number, number][] | null {
  const factor = 10 ** precision;
  const positions: [number, number][] = [];
  const count = readPolyline(encoded, (latitude, longitude) => {
    positions.push([longitude / factor, latitude / factor]);
  });
  return count === null ? null : positions;
}

/**
 * Google's encoded polyline format at precision 5: each coordinate is rounded to 1e-5 degree, stored as the
 * difference from the previous point, zig-zag encoded (sign in the lowest bit) and written in 5-bit chunks,
 * lowest first, each offset by 63 and flagged with 0x20 while more chunks follow.
 */
export function encodePolyline(points: readonly (readonly [lat: number, lng: number])[]): string {
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
