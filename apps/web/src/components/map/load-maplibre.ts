import type * as maplibregl from 'maplibre-gl';

type Maplibre = typeof maplibregl;

let loading: Promise<Maplibre> | null = null;

/**
 * maplibre-gl, its stylesheet and its worker, fetched the first time a map shows (never with the app's first
 * load). The worker's address comes from Vite (`?url`): maplibre would otherwise look for it beside the chunk
 * that imported it, under a name the build does not keep, and draw nothing.
 */
export function loadMaplibre(): Promise<Maplibre> {
  loading ??= Promise.all([
    import('maplibre-gl'),
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]).then(
    ([maplibre, worker]) => {
      maplibre.setWorkerUrl(worker.default);
      return maplibre;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
