import {
  postalAreaOf,
  readPostalAreas,
  showsPostalAreaFigures,
  type MapQuery,
  type PostalAreaFigures,
  type PostalAreaMap,
  type PostalAreasInput,
} from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { listPostalCodeFigures } from '../../stats-queries/postal-code-figures.ts';
import { findCityOwner } from '../stats/stats.repository.ts';
import { findCityMapSettings } from '../../stats-queries/map-settings.ts';
import { listPostalAreas, replacePostalAreas } from './maps.repository.ts';
import { assertMapRange, resolveMapScope } from './maps.service.ts';

const MESSAGES = {
  postal_areas_not_polygons:
    'Every feature must be a Polygon or a MultiPolygon of closed rings of [longitude, latitude]',
  postal_areas_code_missing: 'Every feature needs the chosen property, a text or number of 1 to 20 characters',
  postal_areas_duplicate_code: 'Each postal code may be in the file once',
  postal_areas_over_limit: 'At most 5,000 areas',
} as const;

/**
 * A city admin uploads the city's postal areas: checked whole first (contracts' `readPostalAreas`), then stored
 * in one transaction in place of the earlier ones; on any error nothing changes. Answers how many were stored.
 */
export async function uploadPostalAreas(
  db: Db,
  actor: Actor,
  cityId: string,
  input: PostalAreasInput,
  now = new Date(),
) {
  const city = await findCityOwner(db, cityId);
  if (!city) throw notFound();
  authorize(actor, 'postal-areas.write', { cityId: city.id });
  const read = readPostalAreas(input.geojson, input.codeProperty);
  if (!read.ok) {
    throw badRequest(read.code, `${MESSAGES[read.code]} (feature ${read.feature + 1})`, [
      { path: `geojson.features.${read.feature}`, message: MESSAGES[read.code] },
    ]);
  }
  await db.transaction((tx) =>
    replacePostalAreas(tx, city.id, { codeProperty: input.codeProperty, areas: read.areas, at: now }),
  );
  return { areas: read.areas.length, codeProperty: input.codeProperty, uploadedAt: now.toISOString() };
}

/**
 * The postal-area map: the city's areas, each with the figures of the scope's participants whose home postal
 * code lies in it (the longest area code that starts their code), over the range. An area with fewer participants
 * than the threshold, or with active participants but fewer than the threshold, has no figures.
 */
export async function getPostalAreaMap(db: Db, actor: Actor, query: MapQuery): Promise<PostalAreaMap> {
  const { scope, minParticipants } = await resolveMapScope(db, actor, query);
  assertMapRange(query);
  const settings = (await findCityMapSettings(db, scope.cityId))!;
  const areas = await listPostalAreas(db, scope.cityId);
  const codes = areas.map((area) => area.code);
  const figures = new Map<string, PostalAreaFigures>();
  for (const row of await listPostalCodeFigures(db, scope, query)) {
    const code = postalAreaOf(row.postalCode, codes);
    if (code === null) continue;
    const area = figures.get(code) ?? {
      code,
      participants: 0,
      activeParticipants: 0,
      activeShare: 0,
      trips: 0,
      ghgAvoidedKg: 0,
    };
    area.participants += row.participants;
    area.activeParticipants += row.activeParticipants;
    area.trips += row.trips;
    area.ghgAvoidedKg += row.ghgMg / 1_000_000;
    figures.set(code, area);
  }
  let suppressedAreas = 0;
  const features = areas.map((area) => {
    const found = figures.get(area.code);
    const shown = found && showsPostalAreaFigures(found, minParticipants);
    if (!shown) suppressedAreas++;
    return {
      type: 'Feature' as const,
      geometry: area.geometry,
      properties: shown
        ? {
            ...found,
            activeShare: Math.round((found.activeParticipants / found.participants) * 1000) / 1000,
            ghgAvoidedKg: Math.round(found.ghgAvoidedKg * 10) / 10,
          }
        : { code: area.code },
    };
  });
  return {
    minParticipants,
    codeProperty: settings.codeProperty,
    uploadedAt: settings.uploadedAt?.toISOString() ?? null,
    areas: { type: 'FeatureCollection', features },
    suppressedAreas,
  };
}
