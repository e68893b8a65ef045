import { readPostalAreas } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { replacePostalAreas } from '../../modules/maps/maps.repository.ts';
import { foldMapChanges } from '../../rollups/map-fold.ts';
import { buildPostalAreas } from '../builders/postal-areas.builder.ts';
import { addDays, toIsoDate } from '../builders/dates.builder.ts';
import type { DemoStep } from '../demo-context.ts';

/** The days of trips folded into the maps while the world is generated; the job folds the rest after the start. */
const FOLDED_DAYS = 28;

/** The property of the demo's postal areas that holds their code, as in Statistics Canada's boundary files. */
export const DEMO_POSTAL_CODE_PROPERTY = 'CFSAUID';

/**
 * The maps of the demo world: the trips every earlier step ingested, folded into the maps' cells and corridors
 * by the fold job's own function (the last four weeks now, the rest by the job after the start), and synthetic postal areas around each city, checked and stored as an
 * upload is, so that the postal-code map shows figures on a fresh clone.
 */
export const mapsStep: DemoStep = {
  name: 'maps',
  async run(ctx) {
    // The last weeks (the map pages' first view) are folded now, inside the generator's transaction (as savepoints);
    // the older trips stay queued for the fold job, which folds them in the minutes after the first start.
    await foldMapChanges(ctx.tx as unknown as Db, {
      batchSize: 5_000,
      since: toIsoDate(addDays(ctx.now, -FOLDED_DAYS)),
    });
    for (const city of ctx.world.cities) {
      const geojson = {
        type: 'FeatureCollection' as const,
        features: buildPostalAreas(city.regions.map((region) => region.template)).map((area) => ({
          type: 'Feature',
          properties: { [DEMO_POSTAL_CODE_PROPERTY]: area.code },
          geometry: area.geometry,
        })),
      };
      const read = readPostalAreas(geojson, DEMO_POSTAL_CODE_PROPERTY);
      if (!read.ok) throw new Error(`The demo's postal areas of ${city.name} are not valid: ${read.code}`);
      await replacePostalAreas(ctx.tx, city.id, {
        codeProperty: DEMO_POSTAL_CODE_PROPERTY,
        areas: read.areas,
        at: ctx.now,
      });
    }
  },
};
