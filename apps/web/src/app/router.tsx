import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/feedback/page-loader';
import { paths } from '@/config/paths';
import { AppLayout } from './layouts/app-shell/app-layout';
import { PublicLayout } from './layouts/public/public-layout';
import { NotFoundRoute } from './routing/not-found-route';
import { pageMeta } from './routing/page-meta';
import { RouteError } from './routing/route-error';
import { RouteGuard } from './routing/route-guard';

const publicRoutes: RouteObject[] = [
  {
    path: paths.auth.organisationLogin,
    handle: pageMeta('organisation_login'),
    lazy: async () => {
      const { LoginPage } = await import('@/features/auth/pages/login-page');
      return { Component: () => <LoginPage variant="organisation" /> };
    },
  },
  {
    path: paths.auth.cityLogin,
    handle: pageMeta('city_login'),
    lazy: async () => {
      const { LoginPage } = await import('@/features/auth/pages/login-page');
      return { Component: () => <LoginPage variant="city" /> };
    },
  },
  {
    path: paths.auth.forgotPassword,
    handle: pageMeta('forgot_password'),
    lazy: async () => ({ Component: (await import('@/features/auth/pages/forgot-password-page')).ForgotPasswordPage }),
  },
  {
    path: paths.auth.resetPassword,
    handle: pageMeta('reset_password'),
    lazy: async () => ({ Component: (await import('@/features/auth/pages/reset-password-page')).ResetPasswordPage }),
  },
  {
    path: paths.auth.registerOrganisation,
    handle: pageMeta('register_organisation', { wide: true }),
    lazy: async () => ({
      Component: (await import('@/features/auth/pages/register-organisation-page')).RegisterOrganisationPage,
    }),
  },
  {
    path: paths.auth.confirmEmail,
    handle: pageMeta('confirm_email'),
    lazy: async () => ({ Component: (await import('@/features/auth/pages/confirm-email-page')).ConfirmEmailPage }),
  },
];

/** Pages of the signed-in dashboard; who may open each one is decided by routing/route-access.ts. */
const appRoutes: RouteObject[] = [
  {
    path: paths.organisation.dashboard,
    handle: pageMeta('organisation_dashboard'),
    lazy: async () => ({
      Component: (await import('@/features/dashboard/pages/organisation-dashboard-page')).OrganisationDashboardPage,
    }),
  },
  {
    path: paths.city.dashboard,
    handle: pageMeta('city_dashboard'),
    lazy: async () => ({
      Component: (await import('@/features/dashboard/pages/city-dashboard-page')).CityDashboardPage,
    }),
  },
  {
    path: paths.tenant.dashboard,
    handle: pageMeta('tenant_dashboard'),
    lazy: async () => ({
      Component: (await import('@/features/dashboard/pages/tenant-dashboard-page')).TenantDashboardPage,
    }),
  },
  {
    path: paths.carpoolEvents.list,
    handle: pageMeta('carpool_events'),
    lazy: async () => ({
      Component: (await import('@/features/carpool-events/pages/carpool-events-page')).CarpoolEventsPage,
    }),
  },
  {
    path: paths.carpoolEvents.detail,
    handle: pageMeta('carpool_event'),
    lazy: async () => ({
      Component: (await import('@/features/carpool-events/pages/carpool-event-page')).CarpoolEventPage,
    }),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    children: [
      { path: paths.root, element: <PageLoader /> },
      { element: <PublicLayout />, children: publicRoutes },
      { element: <AppLayout />, children: appRoutes },
      { path: '*', handle: pageMeta('not_found'), element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
