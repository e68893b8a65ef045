import {
  hoursOfWindow,
  mapRangeError,
  mapZoomForRadius,
  MAP_H3_RESOLUTION,
  MAP_PARTICIPANTS_CAP,
  parseHourWindow,
  suppressBins,
  type CorridorMap,
  type HeatMap,
  type MapCell,
  type MapConfig,
  type MapQuery,
  type TransportMode,
} from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { bigintToCell, cellCentres } from '../../rollups/map-bins.ts';
import { CELL_KINDS } from '../../rollups/map-bin-rows.ts';
import { readMapCells, readMapCorridors, readMapSnapshot, type MapBinQuery } from '../../stats-queries/map-bins.ts';
import type { StatsScope } from '../../stats-queries/stats-scope.ts';
import { findCityOwner, findOrganisationOwner } from '../stats/stats.repository.ts';
import { findCityMapSettings } from '../../stats-queries/map-settings.ts';

/**
 * Whose map a query asks for, after the policy: a city (its accounts) or one organisation (its own accounts, or
 * the accounts of its city). Another city's or organisation's id answers 404, as everywhere.
 */
export async function resolveMapScope(db: Db, actor: Actor, query: Pick<MapQuery, 'cityId' | 'organisationId'>) {
  let scope: StatsScope;
  if (query.organisationId !== undefined) {
    const organisation = await findOrganisationOwner(db, query.organisationId);
    if (!organisation) throw notFound();
    authorize(actor, 'maps.read', { cityId: organisation.cityId, organisationId: organisation.id });
    scope = { kind: 'organisation', cityId: organisation.cityId, organisationId: organisation.id };
  } else {
    const city = await findCityOwner(db, query.cityId!);
    if (!city) throw notFound();
    authorize(actor, 'maps.read', { cityId: city.id });
    scope = { kind: 'city', cityId: city.id, organisationsOnly: false };
  }
  const settings = (await findCityMapSettings(db, scope.cityId))!;
  return { scope, minParticipants: settings.minParticipants };
}

/** A map's dates: 400 `end_before_start`, or `map_range_too_long` past 366 days. */
export function assertMapRange(query: Pick<MapQuery, 'startDate' | 'endDate'>) {
  const rangeError = mapRangeError(query);
  if (rangeError) {
    throw badRequest(
      rangeError,
      rangeError === 'end_before_start' ? 'The end date is before the start date' : 'A map covers 366 days at most',
    );
  }
}

/** The stored bins a query reads. */
function binQueryOf(scope: StatsScope, query: MapQuery): MapBinQuery {
  assertMapRange(query);
  const hours = hoursOfWindow(query.hours ? parseHourWindow(query.hours) : null);
  return {
    scopeType: scope.kind === 'organisation' ? 'organisation' : 'city',
    scopeId: scope.kind === 'organisation' ? scope.organisationId : scope.cityId,
    range: { startDate: query.startDate, endDate: query.endDate },
    hours: hours.length === 24 ? null : hours,
    modes: query.modes && query.modes.length > 0 ? query.modes : null,
  };
}

const toMapCell =
  (centres: ReturnType<typeof cellCentres>) =>
  (bin: { cell: string; trips: number; participants: number }): MapCell => {
    const cell = bigintToCell(bin.cell);
    const [lng, lat] = centres.centre(cell);
    return { cell, lng, lat, trips: bin.trips, participants: bin.participants };
  };

/** The heat map: the cells the scope's sustainable trips passed through, those under the threshold left out. */
export async function getHeatMap(db: Db, actor: Actor, query: MapQuery): Promise<HeatMap> {
  const { scope, minParticipants } = await resolveMapScope(db, actor, query);
  const bins = await readMapSnapshot(db, binQueryOf(scope, query), (tx, stored) =>
    readMapCells(tx, stored, [CELL_KINDS.passed]),
  );
  const { shown, suppressed } = suppressBins(bins, minParticipants);
  const cells = shown.map(toMapCell(cellCentres())).sort((a, b) => b.trips - a.trips);
  return {
    resolution: MAP_H3_RESOLUTION,
    minParticipants,
    cells,
    suppressedCells: suppressed,
    maxTrips: cells[0]?.trips ?? 0,
    participantsCap: MAP_PARTICIPANTS_CAP,
  };
}

/** The corridors between neighbouring cells, and the start and end clusters, each above the threshold. */
export async function getCorridorMap(db: Db, actor: Actor, query: MapQuery): Promise<CorridorMap> {
  const { scope, minParticipants } = await resolveMapScope(db, actor, query);
  const [corridorBins, startBins, endBins] = await readMapSnapshot(db, binQueryOf(scope, query), async (tx, stored) => {
    const endpoints = await readMapCells(tx, stored, [CELL_KINDS.start, CELL_KINDS.end]);
    return [
      await readMapCorridors(tx, stored),
      endpoints.filter((bin) => bin.kind === CELL_KINDS.start),
      endpoints.filter((bin) => bin.kind === CELL_KINDS.end),
    ] as const;
  });
  const corridors = suppressBins(corridorBins, minParticipants);
  const starts = suppressBins(startBins, minParticipants);
  const ends = suppressBins(endBins, minParticipants);
  const centres = cellCentres();
  return {
    resolution: MAP_H3_RESOLUTION,
    minParticipants,
    corridors: corridors.shown
      .map((bin) => {
        const [from, to] = [bigintToCell(bin.fromCell), bigintToCell(bin.toCell)];
        const lengthKm = centres.distanceKm(from, to);
        const modes = Object.fromEntries(Object.entries(bin.modes).filter(([, trips]) => trips > 0)) as Partial<
          Record<TransportMode, number>
        >;
        const mainMode = (Object.entries(modes).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ??
          'walk') as TransportMode;
        return {
          from,
          to,
          path: [centres.centre(from), centres.centre(to)] as [[number, number], [number, number]],
          trips: bin.trips,
          participants: bin.participants,
          distanceKm: Math.round(lengthKm * bin.trips * 10) / 10,
          lengthKm: Math.round(lengthKm * 1000) / 1000,
          modes,
          mainMode,
        };
      })
      .sort((a, b) => b.trips - a.trips),
    starts: starts.shown.map(toMapCell(centres)).sort((a, b) => b.trips - a.trips),
    ends: ends.shown.map(toMapCell(centres)).sort((a, b) => b.trips - a.trips),
    suppressedCorridors: corridors.suppressed,
    suppressedEndpoints: starts.suppressed + ends.suppressed,
    participantsCap: MAP_PARTICIPANTS_CAP,
  };
}

/** The map pages' configuration for the actor's city: the basemap style, the threshold, where to look. */
export async function getMapConfig(db: Db, actor: Actor, styleUrl: string | null): Promise<MapConfig> {
  if (actor.kind !== 'dashboard') throw notFound();
  const settings = await findCityMapSettings(db, actor.cityId);
  if (!settings) throw notFound();
  authorize(actor, 'maps.read', { cityId: settings.cityId, organisationId: actor.organisationId });
  const latitude = settings.centreLatitude ?? 0;
  return {
    styleUrl,
    minParticipants: settings.minParticipants,
    center: { lng: settings.centreLongitude ?? 0, lat: latitude },
    zoom: settings.centreLatitude === null ? 3 : mapZoomForRadius(settings.radiusKm, latitude),
  };
}
