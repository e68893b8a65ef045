/**
 * Decodes a Google encoded polyline (precision 5) into GeoJSON positions `[longitude, latitude]`.
 * Answers null for a string that is not a valid polyline (a character out of range, a value cut short).
 */
export function decodePolyline(encoded: string, precision = 5): [number, number][] | null {
  const factor = 10 ** precision;
  const positions: [number, number][] = [];
  let index = 0;
  let latitude = 0;
  let longitude = 0;
  const readValue = (): number | null => {
    let result = 0;
    let shift = 0;
    for (;;) {
      if (index >= encoded.length) return null;
      const byte = encoded.charCodeAt(index++) - 63;
      if (byte < 0 || byte > 63 || shift > 30) return null;
      result |= (byte & 0x1f) << shift;
      shift += 5;
      if (byte < 0x20) break;
    }
    return result & 1 ? ~(result >>> 1) : result >>> 1;
  };
  while (index < encoded.length) {
    const latitudeDelta = readValue();
    const longitudeDelta = readValue();
    if (latitudeDelta === null || longitudeDelta === null) return null;
    latitude += latitudeDelta;
    longitude += longitudeDelta;
    positions.push([longitude / factor, latitude / factor]);
  }
  return positions;
}
