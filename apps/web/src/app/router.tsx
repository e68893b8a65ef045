import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/feedback/page-loader';
import { paths } from '@/config/paths';
import { ensureNamespaces } from '@/lib/i18n';
import { PublicLayout } from './layouts/public/public-layout';
import { PageError } from './routing/page-error';
import { pageMeta } from './routing/page-meta';
import { PAGES, type PageDefinition } from './routing/pages';
import { RouteError } from './routing/route-error';
import { RouteGuard } from './routing/route-guard';

function toRoute(page: PageDefinition): RouteObject {
  return {
    path: page.path,
    handle: pageMeta(page.titleOf ?? page.page, page.wide ? { wide: true } : {}),
    lazy: async () => {
      const [Component] = await Promise.all([
        page.load(),
        ensureNamespaces(page.namespaces),
        page.frameStylesOnly ? null : import('./mantine-page-styles'),
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
        lazy: async () => ({ Component: (await import('./layouts/app-shell/app-layout')).AppLayout }),
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
