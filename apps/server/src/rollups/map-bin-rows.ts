import { MAP_PARTICIPANTS_CAP, periodStart, TRANSPORT_MODES, type TransportMode } from '@mobiverte/contracts';
import { binTrip, participantHash, type TripBins } from './map-bins.ts';

/** Every local hour (`hour` 24) and every mode (`mode` `all`): the rows that answer a map without those filters. */
export const ALL_HOURS = 24;
export const ALL_MODES = 'all';
export const CELL_KINDS = { passed: 0, start: 1, end: 2 } as const;

/**
 * The positions of `map_corridors.mode_trips`: a corridor's `all` rows carry their trips per mode in this order, so
 * that a map without filters reads one row per corridor and period (not one more per mode). `TRANSPORT_MODES`'
 * order, which must therefore only grow at its end: a position, once written, is that mode's for good (shorter
 * stored arrays read as 0). A test holds it to migration 0042's list, which filled the rows stored before.
 */
export const CORRIDOR_MODE_SLOTS: readonly TransportMode[] = TRANSPORT_MODES;

/** A trip as the maps fold it: +1 when the statistics count it, −1 for a version they no longer count. */
export type MapTripChange = {
  sign: 1 | -1;
  participantId: string;
  cityId: string;
  organisationId: string | null;
  activityType: string;
  localDay: string;
  /** The local hour (0–23) of its start, in the city's time zone. */
  hour: number;
  geometry: string;
};

type BinKey = {
  scopeType: 'city' | 'organisation';
  scopeId: string;
  hour: number;
  mode: string;
  periodType: 'day' | 'month';
  periodStart: string;
};
export type CellKey = BinKey & { kind: number; cell: bigint };
export type CorridorKey = BinKey & { fromCell: bigint; toCell: bigint };
/** `modeTrips`: a corridor's `all` row's trips per mode (`CORRIDOR_MODE_SLOTS`); empty for every other row. */
export type BinRow<K> = K & { trips: number; participants: Set<number>; modeTrips: number[] };
export type BinRemoval<K> = K & { participantId: string; participant: number };

export const cellKeyOf = (key: CellKey) =>
  `${key.scopeType}|${key.scopeId}|${key.periodType}|${key.periodStart}|${key.hour}|${key.mode}|c${key.kind}|${key.cell}`;
export const corridorKeyOf = (key: CorridorKey) =>
  `${key.scopeType}|${key.scopeId}|${key.periodType}|${key.periodStart}|${key.hour}|${key.mode}|r|${key.fromCell}|${key.toCell}`;

type Visit = (type: 'cell' | 'corridor', text: string, key: () => CellKey | CorridorKey) => void;

/**
 * Visits the keys a trip's bins fall under: its scopes (city, organisation) × day and month × the hour and mode
 * variants (its hour and mode, every hour and its mode, every hour and every mode), with each key's text (as `cellKeyOf` and `corridorKeyOf` write it) and a builder of the key itself.
 */
export function visitBinKeys(
  change: Omit<MapTripChange, 'sign' | 'geometry' | 'participantId'>,
  bins: TripBins,
  visit: Visit,
) {
  const periods: [BinKey['periodType'], string][] = [
    ['day', change.localDay],
    ['month', periodStart('month', change.localDay)],
  ];
  const kinds: [number, bigint[]][] = [
    [CELL_KINDS.passed, bins.passed],
    [CELL_KINDS.start, [bins.start]],
    [CELL_KINDS.end, [bins.end]],
  ];
  for (const [scopeType, scopeId] of [
    ['city', change.cityId],
    ['organisation', change.organisationId],
  ] as const) {
    if (!scopeId) continue;
    for (const [periodType, start] of periods) {
      const base = `${scopeType}|${scopeId}|${periodType}|${start}|`;
      const variants: [number, string][] = [
        [change.hour, change.activityType],
        [ALL_HOURS, change.activityType],
        [ALL_HOURS, ALL_MODES],
      ];
      for (const [hour, mode] of variants) {
        const prefix = `${base}${hour}|${mode}|`;
        for (const [kind, cells] of kinds) {
          for (const cell of cells) {
            visit('cell', `${prefix}c${kind}|${cell}`, () => ({
              scopeType,
              scopeId,
              periodType,
              periodStart: start,
              hour,
              mode,
              kind,
              cell,
            }));
          }
        }
        for (const [fromCell, toCell] of bins.transitions) {
          visit('corridor', `${prefix}r|${fromCell}|${toCell}`, () => ({
            scopeType,
            scopeId,
            periodType,
            periodStart: start,
            hour,
            mode,
            fromCell,
            toCell,
          }));
        }
      }
    }
  }
}

const slotOf = (mode: string) => {
  const slot = (CORRIDOR_MODE_SLOTS as readonly string[]).indexOf(mode);
  if (slot < 0) throw new Error(`Mode ${mode} has no position in CORRIDOR_MODE_SLOTS`);
  return slot;
};

/**
 * What a batch of trip changes does to the maps' rows: per key, the trips added or taken away and the
 * participants added (each row's set capped as the table keeps it), and the participants a −1 may take out of a
 * row (the fold checks whether another of their trips still counts there before taking them out).
 */
export function buildMapBinRows(changes: readonly MapTripChange[]) {
  const cells = new Map<string, BinRow<CellKey>>();
  const corridors = new Map<string, BinRow<CorridorKey>>();
  const cellRemovals = new Map<string, BinRemoval<CellKey>>();
  const corridorRemovals = new Map<string, BinRemoval<CorridorKey>>();
  for (const change of changes) {
    const bins = binTrip(change.geometry);
    if (!bins) continue;
    const participant = participantHash(change.participantId);
    const slot = slotOf(change.activityType);
    visitBinKeys(change, bins, (type, text, key) => {
      const rows = (type === 'cell' ? cells : corridors) as Map<string, BinRow<CellKey | CorridorKey>>;
      let row = rows.get(text);
      if (!row) {
        const built = key();
        const slots = type === 'corridor' && built.mode === ALL_MODES ? CORRIDOR_MODE_SLOTS.length : 0;
        rows.set(text, (row = { ...built, trips: 0, participants: new Set(), modeTrips: new Array(slots).fill(0) }));
      }
      row.trips += change.sign;
      if (row.modeTrips.length > 0) row.modeTrips[slot]! += change.sign;
      if (change.sign > 0) {
        if (row.participants.size < MAP_PARTICIPANTS_CAP) row.participants.add(participant);
      } else {
        const removals = (type === 'cell' ? cellRemovals : corridorRemovals) as Map<
          string,
          BinRemoval<CellKey | CorridorKey>
        >;
        removals.set(`${text}|${participant}`, { ...key(), participantId: change.participantId, participant });
      }
    });
  }
  return { cells: [...cells.values()], corridors: [...corridors.values()], cellRemovals, corridorRemovals };
}
