import { useMatches } from 'react-router';

/** What a route declares in its `handle`: translation keys of the page title and description. */
export interface RouteMeta {
  titleKey: string;
  descriptionKey?: string;
}

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteMeta).titleKey === 'string';
}

/** The meta of the deepest matched route that declares one. */
export function usePageMeta(): RouteMeta | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return null;
}
