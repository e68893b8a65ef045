import { cellsToMultiPolygon, cellToLatLng, gridDisk, latLngToCell } from 'h3-js';
import type { PostalAreaGeometry } from '@mobiverte/contracts';
import type { RegionTemplate } from '../seed-data/cities.data.ts';
import { offsetPoint } from './routes.builder.ts';
import type { LatLng } from './polyline.builder.ts';

/** Resolution 7 cells (about 5 km² each) make the areas' outlines. */
const AREA_RESOLUTION = 7;
/** How far from a district's centre its areas reach at most, in cells of that resolution. */
const AREA_RINGS = 6;
/** A district's areas sit around its centre, this far out (km). */
const SEED_KM = 1.8;

const squaredKm = ([lat, lng]: LatLng, [otherLat, otherLng]: LatLng) => {
  const dx = (lng - otherLng) * Math.cos((lat * Math.PI) / 180) * 111.32;
  const dy = (lat - otherLat) * 111.32;
  return dx * dx + dy * dy;
};

/**
 * Synthetic postal areas for a demo city: one area per forward sortation area of its districts, seeded around
 * the district's centre, each made of the resolution-7 cells nearer its seed than any other (a Voronoi partition
 * drawn in hexagons), as GeoJSON MultiPolygons. Participants' postal codes start with these codes.
 */
export function buildPostalAreas(regions: readonly RegionTemplate[]): { code: string; geometry: PostalAreaGeometry }[] {
  const seeds = regions.flatMap((region) =>
    region.postalPrefixes.map((code, index) => ({
      code,
      point:
        region.postalPrefixes.length === 1
          ? ([region.centre[0], region.centre[1]] as LatLng)
          : offsetPoint(
              [region.centre[0], region.centre[1]],
              SEED_KM,
              (2 * Math.PI * index) / region.postalPrefixes.length,
            ),
    })),
  );
  const cells = new Set(
    seeds.flatMap((seed) => gridDisk(latLngToCell(seed.point[0], seed.point[1], AREA_RESOLUTION), AREA_RINGS)),
  );
  const byCode = new Map<string, string[]>();
  for (const cell of cells) {
    const centre = cellToLatLng(cell) as LatLng;
    let nearest = seeds[0]!;
    for (const seed of seeds) if (squaredKm(centre, seed.point) < squaredKm(centre, nearest.point)) nearest = seed;
    byCode.set(nearest.code, [...(byCode.get(nearest.code) ?? []), cell]);
  }
  return [...byCode].map(([code, areaCells]) => ({
    code,
    geometry: { type: 'MultiPolygon', coordinates: cellsToMultiPolygon(areaCells, true) },
  }));
}
