import type { RouteMeta } from '@/lib/route-meta';

/** The route `handle` of a page: its title and description are `pages.<page>.title` / `.description`. */
export function pageMeta(page: string, extra: { wide?: boolean } = {}): RouteMeta & { wide?: boolean } {
  return { titleKey: `pages.${page}.title`, descriptionKey: `pages.${page}.description`, ...extra };
}
