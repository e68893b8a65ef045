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
