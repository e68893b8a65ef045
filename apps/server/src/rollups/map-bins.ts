import { cellToLatLng, greatCircleDistance, gridDistance, gridPathCells, latLngToCell } from 'h3-js';
import { MAP_H3_RESOLUTION } from '@mobiverte/contracts';
import { decodePolyline } from '../lib/polyline.ts';

/** What one trip adds to the maps: the cells it passed through, where it started and ended, its steps between neighbours. */
export type TripBins = {
  passed: bigint[];
  start: bigint;
  end: bigint;
  /** Each pair of neighbouring cells the trip crossed between, the smaller cell first, once. */
  transitions: [bigint, bigint][];
};

/** A gap between two positions longer than this many cells is not filled in (a jump in the recording). */
const MAX_GAP_CELLS = 100;

export const cellToBigint = (cell: string) => BigInt(`0x${cell}`);
export const bigintToCell = (cell: bigint | string) => BigInt(cell).toString(16);

const round6 = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/**
 * Cells' centres as `[longitude, latitude]` (to a millionth of a degree, 0.1 m) and the kilometres between two,
 * each cell's centre found once: a map's answer names each cell in several corridors and clusters.
 */
export function cellCentres() {
  const known = new Map<string, { lngLat: [number, number]; latLng: [number, number] }>();
  const of = (cell: string) => {
    let centre = known.get(cell);
    if (!centre) {
      const [lat, lng] = cellToLatLng(cell);
      centre = { lngLat: [round6(lng), round6(lat)], latLng: [lat, lng] };
      known.set(cell, centre);
    }
    return centre;
  };
  return {
    centre: (cell: string) => of(cell).lngLat,
    distanceKm: (from: string, to: string) => greatCircleDistance(of(from).latLng, of(to).latLng, 'km'),
  };
}

/**
 * The cells of a trip's path at `MAP_H3_RESOLUTION`, in order: each position's cell, and the cells on the grid
 * line between two positions that are not neighbours (sparse recordings, straight stretches), so that a trip
 * passes through every cell between its start and its end. Null for a path that does not decode or is empty.
 */
export function binTrip(geometry: string): TripBins | null {
  const positions = decodePolyline(geometry);
  if (!positions || positions.length === 0) return null;
  const path: string[] = [];
  for (const [lng, lat] of positions) {
    const cell = latLngToCell(lat, lng, MAP_H3_RESOLUTION);
    const previous = path.at(-1);
    if (cell === previous) continue;
    if (previous !== undefined) path.push(...gapCells(previous, cell));
    path.push(cell);
  }
  const passed = [...new Set(path)].map(cellToBigint);
  const transitions = new Map<string, [bigint, bigint]>();
  for (let index = 1; index < path.length; index++) {
    const [a, b] = [cellToBigint(path[index - 1]!), cellToBigint(path[index]!)];
    const pair: [bigint, bigint] = a < b ? [a, b] : [b, a];
    transitions.set(`${pair[0]}|${pair[1]}`, pair);
  }
  return {
    passed,
    start: cellToBigint(path[0]!),
    end: cellToBigint(path.at(-1)!),
    transitions: [...transitions.values()],
  };
}

/** The cells strictly between two cells on the grid's line, when they are not neighbours and not too far apart. */
function gapCells(from: string, to: string): string[] {
  try {
    const distance = gridDistance(from, to);
    if (distance <= 1 || distance > MAX_GAP_CELLS) return [];
    return gridPathCells(from, to).slice(1, -1);
  } catch {
    // across a pentagon or faces of the grid the line has no answer: the trip jumps, as recorded
    return [];
  }
}

/**
 * A participant as the maps' bins hold them: a 32-bit hash of the id (the four words of the UUID combined). Two
 * participants with the same hash count as one, which can only lower a count, never raise it.
 */
export function participantHash(participantId: string): number {
  const hex = participantId.replace(/-/g, '');
  let hash = 0;
  for (let word = 0; word < 4; word++) hash ^= Number.parseInt(hex.slice(word * 8, word * 8 + 8), 16);
  return hash | 0;
}

/**
 * The tracks whose start and end cells each hold at least `minParticipants` distinct participants among these
 * tracks (`getSessionsTracks` with `threshold`): a track that starts or ends where few people do is left out.
 */
export function keepTracksAboveThreshold<T extends { geometry: string; participantId: string }>(
  tracks: readonly T[],
  minParticipants: number,
): T[] {
  const binned = tracks.map((track) => ({ track, bins: binTrip(track.geometry) }));
  const people = new Map<bigint, Set<string>>();
  for (const { track, bins } of binned) {
    if (!bins) continue;
    for (const cell of [bins.start, bins.end]) {
      const set = people.get(cell) ?? new Set();
      set.add(track.participantId);
      people.set(cell, set);
    }
  }
  const crowded = (cell: bigint) => (people.get(cell)?.size ?? 0) >= minParticipants;
  return binned.filter(({ bins }) => bins && crowded(bins.start) && crowded(bins.end)).map(({ track }) => track);
}
