import { createBrowserRouter, matchPath, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/feedback/page-loader';
import { paths } from '@/config/paths';
import { sessionQueryOptions } from '@/lib/auth/session';
import { ensureNamespaces } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { PublicLayout } from './layouts/public/public-layout';
import { PageError } from './routing/page-error';
import { pageMeta } from './routing/page-meta';
import { PAGES, type PageDefinition } from './routing/pages';
import { RouteError } from './routing/route-error';
import { RouteGuard } from './routing/route-guard';

/** Best effort: a prefetch that fails leaves the page to ask for itself (and show why it could not). */
async function prefetchPage(prefetch: NonNullable<PageDefinition['prefetch']>, url: string): Promise<void> {
  try {
    const session = await queryClient.ensureQueryData(sessionQueryOptions);
    if (session.me) prefetch(queryClient, session.me, new URL(url));
  } catch {
    // the page's own queries ask again and report
  }
}

function toRoute(page: PageDefinition): RouteObject {
  const { prefetch } = page;
  return {
    path: page.path,
    handle: pageMeta(page.titleOf ?? page.page, page.wide ? { wide: true } : {}),
    // Runs beside `lazy` (a loader is known before the page's code): the page's answers start with its code.
    ...(prefetch && {
      loader: ({ request }: { request: Request }) => {
        void prefetchPage(prefetch, request.url);
        return null;
      },
    }),
    lazy: async () => {
      const [Component] = await Promise.all([
        page.load(),
        ensureNamespaces(page.namespaces),
        page.frameStylesOnly ? null : loadPageStyles(),
      ]);
      return { Component };
    },
  };
}

/** The pages of a layout, under an error boundary that keeps the layout (sidebar, top bar) when one crashes. */
function pagesOf(layout: PageDefinition['layout']): RouteObject[] {
  return [{ errorElement: <PageError />, children: PAGES.filter((page) => page.layout === layout).map(toRoute) }];
}

export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    children: [
      { path: paths.root, element: <PageLoader /> },
      { element: <PublicLayout />, children: pagesOf('public') },
      // The signed-in frame loads with its first page, not with the login page.
      {
        lazy: async () => ({ Component: (await loadAppLayout()).AppLayout }),
        children: pagesOf('app'),
      },
      {
        path: '*',
        handle: pageMeta('not_found'),
        lazy: async () => ({ Component: (await import('./routing/not-found-route')).NotFoundRoute }),
      },
    ],
  },
];

const loadAppLayout = () => import('./layouts/app-shell/app-layout');
const loadPageStyles = () => import('./mantine-page-styles');

/**
 * The first page's code and answers, asked for as the app starts, while the catalogues load and before the
 * router exists: its `lazy` and loader ask again later and find them loaded or in flight (a module is fetched
 * once), instead of the page's code waiting for the catalogues and its answers for the code.
 */
export function startFirstPage(location: Location): void {
  const page = PAGES.find((candidate) => matchPath(candidate.path, location.pathname));
  if (!page) return;
  const ignore = () => undefined; // a failure shows when the router asks for the same module
  page.load().catch(ignore);
  if (page.layout === 'app') loadAppLayout().catch(ignore);
  if (!page.frameStylesOnly) loadPageStyles().catch(ignore);
  if (page.prefetch) void prefetchPage(page.prefetch, location.href);
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
