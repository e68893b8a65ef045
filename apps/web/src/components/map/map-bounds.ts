import type { Position } from 'geojson';

export type Bounds = [[number, number], [number, number]];

function collectPositions(geometry: unknown, into: Position[]): void {
  if (!geometry || typeof geometry !== 'object') return;
  const { type, coordinates, geometries } = geometry as {
    type?: string;
    coordinates?: unknown;
    geometries?: unknown[];
  };
  if (type === 'GeometryCollection') {
    for (const child of geometries ?? []) collectPositions(child, into);
    return;
  }
  const walk = (value: unknown) => {
    if (!Array.isArray(value)) return;
    if (typeof value[0] === 'number' && typeof value[1] === 'number') into.push(value as Position);
    else for (const item of value) walk(item);
  };
  walk(coordinates);
}

/** The bounding box of every position of the features, or null when they have none. */
export function boundsOf(collections: readonly { features: readonly unknown[] }[]): Bounds | null {
  const positions: Position[] = [];
  for (const collection of collections)
    for (const feature of collection.features)
      collectPositions((feature as { geometry?: unknown }).geometry, positions);
  if (positions.length === 0) return null;
  const lngs = positions.map((position) => position[0]!);
  const lats = positions.map((position) => position[1]!);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}
