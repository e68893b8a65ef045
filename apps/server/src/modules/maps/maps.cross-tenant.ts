import type { RouteCase } from '../../test/cross-tenant-cases.ts';

const range = 'startDate=2026-01-01&endDate=2026-01-31';
const square = [
  [
    [-73.7, 45.5],
    [-73.6, 45.5],
    [-73.6, 45.6],
    [-73.7, 45.5],
  ],
];

/** The maps' routes in the cross-tenant test: another city's or organisation's maps and postal areas are out of reach. */
export const MAPS_CROSS_TENANT_CASES: Record<string, RouteCase> = {
  'GET /api/maps/config': { kind: 'own-list', request: () => ({ method: 'GET', url: '/api/maps/config' }) },
  'GET /api/maps/heat': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/maps/heat?cityId=${other.city.id}&${range}` }),
  },
  'GET /api/maps/corridors': {
    kind: 'record',
    request: (other) => ({
      method: 'GET',
      url: `/api/maps/corridors?organisationId=${other.organisation.id}&${range}`,
    }),
  },
  'GET /api/maps/carpool-meeting-points': {
    kind: 'record',
    request: (other) => ({
      method: 'GET',
      url: `/api/maps/carpool-meeting-points?organisationId=${other.organisation.id}&${range}`,
    }),
  },
  'GET /api/maps/postal-areas': {
    kind: 'record',
    request: (other) => ({ method: 'GET', url: `/api/maps/postal-areas?cityId=${other.city.id}&${range}` }),
  },
  'PUT /api/cities/:cityId/postal-areas': {
    kind: 'record',
    request: (other) => ({
      method: 'PUT',
      url: `/api/cities/${other.city.id}/postal-areas`,
      payload: {
        codeProperty: 'code',
        geojson: {
          type: 'FeatureCollection',
          features: [
            { type: 'Feature', properties: { code: 'H7T' }, geometry: { type: 'Polygon', coordinates: square } },
          ],
        },
      },
    }),
  },
};
