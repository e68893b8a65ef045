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
    path: paths.auth.registerTenant,
    handle: pageMeta('register_tenant', { wide: true }),
    lazy: async () => ({
      Component: (await import('@/features/stores/pages/register-tenant-page')).RegisterTenantPage,
    }),
  },
  {
    path: paths.auth.confirmTenant,
    handle: pageMeta('confirm_tenant', { wide: true }),
    lazy: async () => ({ Component: (await import('@/features/stores/pages/confirm-tenant-page')).ConfirmTenantPage }),
  },
  {
    path: paths.auth.confirmEmail,
    handle: pageMeta('confirm_email'),
    lazy: async () => ({ Component: (await import('@/features/auth/pages/confirm-email-page')).ConfirmEmailPage }),
  },
  {
    path: paths.auth.confirmInvitation,
    handle: pageMeta('confirm_invitation'),
    lazy: async () => ({
      Component: (await import('@/features/invitations/pages/confirm-invitation-page')).ConfirmInvitationPage,
    }),
  },
  {
    path: paths.share,
    handle: pageMeta('share_invitation', { wide: true }),
    lazy: async () => ({
      Component: (await import('@/features/invitations/pages/share-invitation-page')).ShareInvitationPage,
    }),
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
      Component: (await import('@/features/merchant-dashboard/pages/merchant-dashboard-page')).MerchantDashboardPage,
    }),
  },
  {
    path: paths.stores.list,
    handle: pageMeta('stores'),
    lazy: async () => ({ Component: (await import('@/features/stores/pages/stores-page')).StoresPage }),
  },
  {
    path: paths.stores.add,
    handle: pageMeta('tenant_profile_add'),
    lazy: async () => ({
      Component: (await import('@/features/stores/pages/tenant-profile-add-page')).TenantProfileAddPage,
    }),
  },
  {
    path: paths.stores.profile,
    handle: pageMeta('store_profile'),
    lazy: async () => ({ Component: (await import('@/features/stores/pages/store-profile-page')).StoreProfilePage }),
  },
  {
    path: paths.tenant.profile,
    handle: pageMeta('tenant_profile'),
    lazy: async () => ({ Component: (await import('@/features/stores/pages/tenant-profile-page')).TenantProfilePage }),
  },
  {
    path: paths.categories.list,
    handle: pageMeta('categories'),
    lazy: async () => ({ Component: (await import('@/features/categories/pages/categories-page')).CategoriesPage }),
  },
  {
    path: paths.categories.detail,
    handle: pageMeta('category'),
    lazy: async () => ({ Component: (await import('@/features/categories/pages/category-page')).CategoryPage }),
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
  {
    path: paths.profile,
    handle: pageMeta('profile'),
    lazy: async () => ({ Component: (await import('@/features/profile/pages/profile-page')).ProfilePage }),
  },
  {
    path: paths.branches.list,
    handle: pageMeta('branches'),
    lazy: async () => ({ Component: (await import('@/features/branches/pages/branches-page')).BranchesPage }),
  },
  {
    path: paths.branches.detail,
    handle: pageMeta('branch'),
    lazy: async () => ({ Component: (await import('@/features/branches/pages/branch-page')).BranchPage }),
  },
  {
    path: paths.settings,
    handle: pageMeta('settings'),
    lazy: async () => ({ Component: (await import('@/features/settings/pages/settings-page')).SettingsPage }),
  },
  {
    path: paths.products.list,
    handle: pageMeta('products'),
    lazy: async () => ({ Component: (await import('@/features/products/pages/products-page')).ProductsPage }),
  },
  {
    path: paths.products.add,
    handle: pageMeta('product_add'),
    lazy: async () => ({
      Component: (await import('@/features/products/pages/product-create-page')).ProductCreatePage,
    }),
  },
  {
    path: paths.products.edit,
    handle: pageMeta('product_edit'),
    lazy: async () => ({ Component: (await import('@/features/products/pages/product-edit-page')).ProductEditPage }),
  },
  {
    path: paths.products.codes,
    handle: pageMeta('product_codes'),
    lazy: async () => ({
      Component: (await import('@/features/products/pages/product-codes-page')).ProductCodesPage,
    }),
  },
  {
    path: paths.faq,
    handle: pageMeta('faq'),
    lazy: async () => ({ Component: (await import('@/features/help/pages/faq-page')).FaqPage }),
  },
  {
    path: paths.orders.list,
    handle: pageMeta('orders'),
    lazy: async () => ({ Component: (await import('@/features/orders/pages/orders-page')).OrdersPage }),
  },
  {
    path: paths.orders.detail,
    handle: pageMeta('order'),
    lazy: async () => ({ Component: (await import('@/features/orders/pages/order-page')).OrderPage }),
  },
  {
    path: paths.tenant.kbs,
    handle: pageMeta('tenant_kbs'),
    lazy: async () => ({ Component: (await import('@/features/help/pages/tenant-kbs-page')).TenantKbsPage }),
  },
  {
    path: paths.kbs,
    handle: pageMeta('kbs'),
    lazy: async () => ({ Component: (await import('@/features/help/pages/kbs-page')).KbsPage }),
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
