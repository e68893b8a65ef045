import type { TransportMode } from '@mobiverte/contracts';
import { readPolyline } from '../../lib/polyline.ts';

/** What `POST /api/getSessionsTracks` answers (`sessionsTracksResponseSchema`), written straight as JSON bytes. */
export type TracksJson = { body: Buffer; features: number };

const ascii = (text: string) => Buffer.from(text, 'latin1');
const COLLECTION_START = ascii('{"data":{"type":"FeatureCollection","features":[');
const FEATURE_START = ascii('{"type":"Feature","geometry":{"type":"LineString","coordinates":[');
const NEXT_FEATURE_START = Buffer.concat([ascii(','), FEATURE_START]);
const featureEnds = new Map<string, Buffer>();
const featureEnd = (activityType: TransportMode) => {
  let end = featureEnds.get(activityType);
  if (!end)
    featureEnds.set(activityType, (end = ascii(`]},"properties":{"activityType":${JSON.stringify(activityType)}}}`)));
  return end;
};
const COMMA = 0x2c;
const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
/** Room for one position: `,[` `]` and two numbers of at most 18 bytes (a sign, 11 digits below 2^53, 6 decimals). */
const POSITION_BYTES = 48;

/** ASCII JSON text written into a growing buffer. */
class JsonBytes {
  private bytes: Buffer;
  length = 0;

  constructor(capacity: number) {
    this.bytes = Buffer.allocUnsafe(capacity);
  }

  reserve(extra: number) {
    if (this.length + extra <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.length + extra));
    this.bytes.copy(grown, 0, 0, this.length);
    this.bytes = grown;
  }

  text(text: Buffer) {
    this.reserve(text.length);
    this.bytes.set(text, this.length);
    this.length += text.length;
  }

  /** One byte; room for it was reserved. */
  byte(code: number) {
    this.bytes[this.length++] = code;
  }

  /**
   * An integer count of 10^-5 degree as the same number of degrees in JSON, without trailing zeros
   * (-12095000 → -120.95): the value `JSON.stringify(value / 1e5)` denotes, since both are the double nearest to
   * that decimal. Room for it was reserved.
   */
  degreesE5(value: number) {
    const bytes = this.bytes;
    let at = this.length;
    if (value < 0) {
      bytes[at++] = MINUS;
      value = -value;
    }
    let whole = Math.floor(value / 100_000);
    let fraction = value - whole * 100_000;
    const wholeStart = at;
    do {
      const rest = Math.floor(whole / 10);
      bytes[at++] = ZERO + whole - rest * 10;
      whole = rest;
    } while (whole > 0);
    for (let left = wholeStart, right = at - 1; left < right; left++, right--) {
      const swapped = bytes[left]!;
      bytes[left] = bytes[right]!;
      bytes[right] = swapped;
    }
    if (fraction > 0) {
      bytes[at++] = DOT;
      for (let unit = 10_000; fraction > 0; unit /= 10) {
        const digit = Math.floor(fraction / unit);
        bytes[at++] = ZERO + digit;
        fraction -= digit * unit;
      }
    }
    this.length = at;
  }

  toBuffer(): Buffer {
    return this.bytes.subarray(0, this.length);
  }
}

/**
 * The tracks' FeatureCollection as JSON bytes: 2,000 line strings are about 550 kB. The polylines are decoded
 * straight into the text, positions written from their integers of 10^-5 degree: no array per position, no
 * number-to-string conversion, no string for the response to encode again. For the 2,000 newest tracks of the
 * bench's city at 10 M trips: 2.0–2.3 ms, against 4.4–4.8 ms to decode them into arrays and `JSON.stringify`
 * the collection (the same bytes; a check with the zod response schema took longer than reading the tracks).
 * `tracks-json.test.ts` parses the output with the schema and compares it with `JSON.stringify` of the decoded
 * polylines. Polylines that are not valid or have fewer than two positions are left out.
 */
export function writeTracksJson(
  rows: { activityType: TransportMode; geometry: string }[],
  options: { truncated: boolean; limit: number },
): TracksJson {
  const json = new JsonBytes(128 + rows.reduce((bytes, row) => bytes + 120 + row.geometry.length * 6, 0));
  json.text(COLLECTION_START);
  let features = 0;
  let positions = 0;
  const writePosition = (latitude: number, longitude: number) => {
    json.reserve(POSITION_BYTES);
    if (positions++ > 0) json.byte(COMMA);
    json.byte(OPEN_BRACKET);
    json.degreesE5(longitude);
    json.byte(COMMA);
    json.degreesE5(latitude);
    json.byte(CLOSE_BRACKET);
  };
  for (const row of rows) {
    const start = json.length;
    json.text(features > 0 ? NEXT_FEATURE_START : FEATURE_START);
    positions = 0;
    const count = readPolyline(row.geometry, writePosition);
    if (count === null || count < 2) {
      json.length = start;
      continue;
    }
    json.text(featureEnd(row.activityType));
    features++;
  }
  json.text(ascii(`]},"truncated":${options.truncated},"limit":${options.limit}}`));
  return { body: json.toBuffer(), features };
}
