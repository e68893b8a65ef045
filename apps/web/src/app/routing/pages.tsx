import type { Me } from '@mobiverte/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy } from 'react';
import { paths } from '@/config/paths';
import { preloadDashboardCharts } from '@/features/dashboard/charts/lazy-charts';
import { preloadAlertsCard } from '@/features/dashboard/insights/lazy-insights';
import { prefetchCityDashboard, prefetchOrganisationDashboard } from '@/features/dashboard/prefetch-dashboard';
import { ensureNamespaces } from '@/lib/i18n';
import type { SidebarIcon } from '../navigation/sidebar-items';
import { CITY_ONLY, forPermission, forRoles, GUEST, PUBLIC, type RouteAccess } from './access-rules';

/** Where a page's sidebar item sits: `nav.<key>` is its label, `order` its place, `when` narrows who sees it. */
export interface SidebarEntry {
  key: string;
  icon: SidebarIcon;
  order: number;
  /** Beyond the page's access rule (add-ons, or a page the role opens but does not list). */
  when?: (me: Me) => boolean;
}

export type PagePrefetch = (queryClient: QueryClient, me: Me, url: URL) => void;

/**
 * A page of the dashboard, declared once: the router, the access guard, the document title
 * (`pages.<page>.title` / `.description`) and the sidebar are derived from this table.
 */
export interface PageDefinition {
  page: string;
  /** Another page whose title and description this one shares (two addresses of one page). */
  titleOf?: string;
  path: string;
  layout: 'public' | 'app';
  access: RouteAccess;
  load: () => Promise<ComponentType>;
  /**
   * The answers the page opens with, asked for by its route as soon as the account is known, beside the page's
   * code (the query options its feature exports: a few kB that the first load carries).
   */
  prefetch?: PagePrefetch;
  /**
   * The catalogue's namespaces the page uses beyond the frame's (`FRAME_NAMESPACES`), loaded in the active
   * language with its code; `page-namespaces.test.ts` compares them with the keys its modules name.
   */
  namespaces: readonly string[];
  /**
   * The page shows only Mantine components whose stylesheets come with the app (`app/mantine-styles.ts`): it
   * does not load `app/mantine-page-styles.ts` (the sign-in page, kept light).
   */
  frameStylesOnly?: true;
  /** A wider card on public pages (registration). */
  wide?: boolean;
  /** The page's own sidebar item. */
  sidebar?: SidebarEntry;
  /** The sidebar items this page lights when it has none of its own, first one present wins (detail pages). */
  lights?: readonly string[];
}

const ORGANISATION_OR_CITY = forRoles(['organisation', 'city']);
const TENANT_ONLY = forRoles(['tenant']);
const CARPOOL = forPermission('carpool-events.read', { carpoolOnly: true });
const CARPOOL_WRITE = forPermission('carpool-events.write', { carpoolOnly: true });
const BRANCHES = forPermission('branches.read');
const STORES = forPermission('stores.read');
const ORDERS = forPermission('orders.read');
const PRODUCTS = forPermission('products.read');
const CHALLENGES = forPermission('challenges.read');
const NEWS = forPermission('news.read');
const EMAILS = forPermission('emails.read');
const NOTIFICATIONS = forPermission('notifications.read');
const CATEGORIES = forPermission('categories.manage', { loginPath: paths.auth.cityLogin });

const isRole = (role: Me['role']) => (me: Me) => me.role === role;
const sellsProducts = (me: Me) => me.role === 'tenant' || me.addons.product;

/** The organisation dashboard's map tab (issue 19): its code, maplibre and its texts load when the tab opens. */
const OrganisationMapPanel = lazy(() =>
  Promise.all([import('@/features/maps/pages/organisation-map-panel'), ensureNamespaces(['maps'])]).then(
    ([module]) => ({ default: module.OrganisationMapPanel }),
  ),
);

const loadOrganisationLogin = () =>
  import('@/features/auth/pages/login-page').then(({ LoginPage }) => () => <LoginPage variant="organisation" />);

export const PAGES: readonly PageDefinition[] = [
  {
    // every account signs in here; the organisation and city logins keep their own addresses
    page: 'login',
    frameStylesOnly: true,
    namespaces: ['auth'],
    titleOf: 'organisation_login',
    path: paths.auth.login,
    layout: 'public',
    access: GUEST,
    load: loadOrganisationLogin,
  },
  {
    page: 'organisation_login',
    frameStylesOnly: true,
    namespaces: ['auth'],
    path: paths.auth.organisationLogin,
    layout: 'public',
    access: GUEST,
    load: loadOrganisationLogin,
  },
  {
    page: 'city_login',
    frameStylesOnly: true,
    namespaces: ['auth'],
    path: paths.auth.cityLogin,
    layout: 'public',
    access: GUEST,
    load: () => import('@/features/auth/pages/login-page').then(({ LoginPage }) => () => <LoginPage variant="city" />),
  },
  {
    page: 'forgot_password',
    namespaces: ['auth'],
    path: paths.auth.forgotPassword,
    layout: 'public',
    access: GUEST,
    load: () => import('@/features/auth/pages/forgot-password-page').then((module) => module.ForgotPasswordPage),
  },
  {
    page: 'reset_password',
    namespaces: ['auth'],
    path: paths.auth.resetPassword,
    layout: 'public',
    access: PUBLIC,
    load: () => import('@/features/auth/pages/reset-password-page').then((module) => module.ResetPasswordPage),
  },
  {
    page: 'register_organisation',
    namespaces: ['auth', 'legal'],
    path: paths.auth.registerOrganisation,
    layout: 'public',
    access: GUEST,
    wide: true,
    load: () =>
      import('@/features/auth/pages/register-organisation-page').then((module) => module.RegisterOrganisationPage),
  },
  {
    page: 'register_tenant',
    namespaces: ['auth', 'legal', 'stores'],
    path: paths.auth.registerTenant,
    layout: 'public',
    access: GUEST,
    wide: true,
    load: () => import('@/features/stores/pages/register-tenant-page').then((module) => module.RegisterTenantPage),
  },
  {
    page: 'confirm_tenant',
    namespaces: ['stores'],
    path: paths.auth.confirmTenant,
    layout: 'public',
    access: PUBLIC,
    wide: true,
    load: () => import('@/features/stores/pages/confirm-tenant-page').then((module) => module.ConfirmTenantPage),
  },
  {
    page: 'confirm_email',
    namespaces: ['auth'],
    path: paths.auth.confirmEmail,
    layout: 'public',
    access: PUBLIC,
    load: () => import('@/features/auth/pages/confirm-email-page').then((module) => module.ConfirmEmailPage),
  },
  {
    page: 'confirm_invitation',
    namespaces: ['auth', 'invitations', 'legal'],
    path: paths.auth.confirmInvitation,
    layout: 'public',
    access: PUBLIC,
    load: () =>
      import('@/features/invitations/pages/confirm-invitation-page').then((module) => module.ConfirmInvitationPage),
  },
  {
    page: 'share_invitation',
    namespaces: ['invitations'],
    path: paths.share,
    layout: 'public',
    access: PUBLIC,
    wide: true,
    load: () =>
      import('@/features/invitations/pages/share-invitation-page').then((module) => module.ShareInvitationPage),
  },
  {
    // public rather than guest: the form opens no session, and a coordinator may look at what participants see
    page: 'participant_signup',
    namespaces: ['auth', 'join', 'legal'],
    path: paths.join.signUp,
    layout: 'public',
    access: PUBLIC,
    load: () => import('@/features/auth/pages/participant-signup-page').then((module) => module.ParticipantSignupPage),
  },
  {
    page: 'participant_confirmed',
    namespaces: ['join'],
    path: paths.join.confirmed,
    layout: 'public',
    access: PUBLIC,
    load: () =>
      import('@/features/auth/pages/participant-confirmed-page').then((module) => module.ParticipantConfirmedPage),
  },
  {
    // public: the operator's token is checked by the API; no sidebar item, operators know the address
    page: 'city_onboarding',
    namespaces: ['platform'],
    path: paths.platform.onboarding,
    layout: 'public',
    access: PUBLIC,
    wide: true,
    load: () => import('@/features/platform/pages/city-onboarding-page').then((module) => module.CityOnboardingPage),
  },
  {
    page: 'organisation_dashboard',
    namespaces: ['dashboard', 'definitions', 'period', 'table', 'transport_modes'],
    path: paths.organisation.dashboard,
    layout: 'app',
    access: forRoles(['organisation']),
    sidebar: { key: 'dashboard', icon: 'dashboard', order: 10 },
    load: () => {
      void preloadDashboardCharts();
      void preloadAlertsCard();
      return import('@/features/dashboard/pages/organisation-dashboard-page').then(
        ({ OrganisationDashboardPage }) =>
          () => <OrganisationDashboardPage mapPanel={OrganisationMapPanel} />,
      );
    },
    prefetch: prefetchOrganisationDashboard,
  },
  {
    page: 'city_dashboard',
    namespaces: ['dashboard', 'definitions', 'period', 'table', 'transport_modes'],
    path: paths.city.dashboard,
    layout: 'app',
    access: forPermission('city-stats.read', { loginPath: paths.auth.cityLogin }),
    sidebar: { key: 'dashboard', icon: 'dashboard', order: 10 },
    load: () => {
      void preloadDashboardCharts();
      void preloadAlertsCard();
      return import('@/features/dashboard/pages/city-dashboard-page').then((module) => module.CityDashboardPage);
    },
    prefetch: prefetchCityDashboard,
  },
  {
    page: 'tenant_dashboard',
    namespaces: ['definitions', 'merchant_dashboard', 'orders', 'period'],
    path: paths.tenant.dashboard,
    layout: 'app',
    access: forPermission('merchant-stats.read'),
    sidebar: { key: 'dashboard', icon: 'dashboard', order: 10, when: isRole('tenant') },
    lights: ['stores'],
    load: () =>
      import('@/features/merchant-dashboard/pages/merchant-dashboard-page').then(
        (module) => module.MerchantDashboardPage,
      ),
  },
  {
    page: 'challenges',
    namespaces: ['challenges', 'table'],
    path: paths.challenges.list,
    layout: 'app',
    access: CHALLENGES,
    sidebar: {
      key: 'challenges',
      icon: 'challenges',
      order: 30,
      when: (me) => me.role === 'organisation' || me.addons.product,
    },
    load: () => import('@/features/challenges/pages/challenges-page').then((module) => module.ChallengesPage),
  },
  {
    page: 'user_detail',
    namespaces: ['user_admin', 'admin', 'settings', 'transport_modes', 'table'],
    path: paths.users.detail,
    layout: 'app',
    access: forPermission('user-admin.read'),
    lights: ['users', 'dashboard'],
    load: () => import('@/features/user-admin/pages/user-detail-page').then((module) => module.UserDetailPage),
  },
  {
    page: 'challenge_create',
    namespaces: ['challenges', 'transport_modes'],
    path: paths.challenges.create,
    layout: 'app',
    access: CHALLENGES,
    lights: ['challenges'],
    load: () =>
      import('@/features/challenges/pages/challenge-create-page').then((module) => module.ChallengeCreatePage),
  },
  {
    page: 'challenge_send',
    namespaces: ['challenges', 'transport_modes'],
    path: paths.challenges.send,
    layout: 'app',
    access: forRoles(['organisation']),
    lights: ['challenges'],
    load: () => import('@/features/challenges/pages/challenge-send-page').then((module) => module.ChallengeSendPage),
  },
  {
    page: 'challenge_edit',
    namespaces: ['challenges', 'transport_modes'],
    path: paths.challenges.edit,
    layout: 'app',
    access: CHALLENGES,
    lights: ['challenges'],
    load: () => import('@/features/challenges/pages/challenge-edit-page').then((module) => module.ChallengeEditPage),
  },
  {
    page: 'challenge_info',
    namespaces: ['challenges', 'definitions', 'table', 'transport_modes'],
    path: paths.challenges.info,
    layout: 'app',
    access: CHALLENGES,
    lights: ['challenges'],
    load: () => import('@/features/challenges/pages/challenge-info-page').then((module) => module.ChallengeInfoPage),
  },
  {
    page: 'challenges_dashboard',
    namespaces: ['challenges', 'definitions', 'table'],
    path: paths.challenges.dashboard,
    layout: 'app',
    access: CHALLENGES,
    lights: ['challenges'],
    load: () =>
      import('@/features/challenges/pages/challenges-dashboard-page').then((module) => module.ChallengesDashboardPage),
  },
  {
    page: 'challenge_templates',
    namespaces: ['challenges', 'table', 'transport_modes'],
    path: paths.challenges.templates,
    layout: 'app',
    access: forPermission('challenge-templates.write', { loginPath: paths.auth.cityLogin }),
    lights: ['challenges'],
    load: () =>
      import('@/features/challenges/pages/challenge-templates-page').then((module) => module.ChallengeTemplatesPage),
  },
  {
    page: 'profile',
    namespaces: ['account', 'admin', 'profile', 'settings'],
    path: paths.profile,
    layout: 'app',
    access: ORGANISATION_OR_CITY,
    sidebar: { key: 'profile', icon: 'profile', order: 20 },
    load: () => import('@/features/profile/pages/profile-page').then((module) => module.ProfilePage),
  },
  {
    page: 'tenant_profile',
    namespaces: ['stores'],
    path: paths.tenant.profile,
    layout: 'app',
    access: TENANT_ONLY,
    sidebar: { key: 'profile', icon: 'profile', order: 20 },
    load: () => import('@/features/stores/pages/tenant-profile-page').then((module) => module.TenantProfilePage),
  },
  {
    page: 'branches',
    namespaces: ['branches', 'table'],
    path: paths.branches.list,
    layout: 'app',
    access: BRANCHES,
    sidebar: { key: 'branches', icon: 'branches', order: 85, when: isRole('organisation') },
    // the specification's city sidebar has no branches item
    lights: ['profile'],
    load: () => import('@/features/branches/pages/branches-page').then((module) => module.BranchesPage),
  },
  {
    page: 'branch',
    namespaces: ['branches'],
    path: paths.branches.detail,
    layout: 'app',
    access: BRANCHES,
    lights: ['branches', 'profile'],
    load: () => import('@/features/branches/pages/branch-page').then((module) => module.BranchPage),
  },
  {
    page: 'stores',
    namespaces: ['admin', 'stores', 'table'],
    path: paths.stores.list,
    layout: 'app',
    access: STORES,
    sidebar: { key: 'stores', icon: 'stores', order: 90, when: (me) => me.role === 'city' && me.addons.product },
    // a merchant's stores are part of its dashboard
    lights: ['dashboard'],
    load: () => import('@/features/stores/pages/stores-page').then((module) => module.StoresPage),
  },
  {
    page: 'tenant_profile_add',
    namespaces: ['stores'],
    path: paths.stores.add,
    layout: 'app',
    access: forPermission('tenants.manage', { loginPath: paths.auth.cityLogin }),
    lights: ['stores'],
    load: () => import('@/features/stores/pages/tenant-profile-add-page').then((module) => module.TenantProfileAddPage),
  },
  {
    page: 'store_profile',
    namespaces: ['stores'],
    path: paths.stores.profile,
    layout: 'app',
    access: STORES,
    lights: ['stores', 'profile'],
    load: () => import('@/features/stores/pages/store-profile-page').then((module) => module.StoreProfilePage),
  },
  {
    page: 'orders',
    namespaces: ['orders', 'period', 'table'],
    path: paths.orders.list,
    layout: 'app',
    access: ORDERS,
    sidebar: { key: 'orders', icon: 'orders', order: 100, when: sellsProducts },
    load: () => import('@/features/orders/pages/orders-page').then((module) => module.OrdersPage),
  },
  {
    page: 'order',
    namespaces: ['orders'],
    path: paths.orders.detail,
    layout: 'app',
    access: ORDERS,
    lights: ['orders'],
    load: () => import('@/features/orders/pages/order-page').then((module) => module.OrderPage),
  },
  {
    page: 'users',
    namespaces: ['users', 'table', 'transport_modes', 'legal', 'period'],
    path: paths.users.list,
    layout: 'app',
    access: forPermission('users.read'),
    sidebar: { key: 'users', icon: 'profile', order: 26, when: (me) => me.role === 'city' },
    // organisation admins reach their participants from the dashboard (the spec gives them no /users item)
    lights: ['dashboard'],
    load: () => import('@/features/users/pages/users-page').then((module) => module.UsersPage),
  },
  {
    page: 'users_sessions',
    namespaces: ['sessions_admin', 'table', 'transport_modes', 'trip_reviews'],
    path: paths.usersSessions,
    layout: 'app',
    access: forPermission('city-trips.read', { loginPath: paths.auth.cityLogin }),
    // The trips icon, already in the shell's chunk: the sidebar costs no new icon.
    sidebar: { key: 'users_sessions', icon: 'trip_reviews', order: 94 },
    load: () => import('@/features/city-trips/pages/city-trips-page').then((module) => module.CityTripsPage),
  },
  {
    page: 'trip_reviews',
    namespaces: ['trip_reviews', 'table', 'transport_modes'],
    path: paths.tripReviews,
    layout: 'app',
    access: forPermission('trip-reviews.read', { loginPath: paths.auth.cityLogin }),
    sidebar: { key: 'trip_reviews', icon: 'trip_reviews', order: 95 },
    load: () => import('@/features/trip-reviews/pages/trip-reviews-page').then((module) => module.TripReviewsPage),
  },
  {
    page: 'categories',
    namespaces: ['categories', 'table'],
    path: paths.categories.list,
    layout: 'app',
    access: CATEGORIES,
    sidebar: { key: 'categories', icon: 'categories', order: 110, when: (me) => me.addons.product },
    load: () => import('@/features/categories/pages/categories-page').then((module) => module.CategoriesPage),
  },
  {
    page: 'category',
    namespaces: ['categories'],
    path: paths.categories.detail,
    layout: 'app',
    access: CATEGORIES,
    lights: ['categories'],
    load: () => import('@/features/categories/pages/category-page').then((module) => module.CategoryPage),
  },
  {
    page: 'products',
    namespaces: ['products', 'table'],
    path: paths.products.list,
    layout: 'app',
    access: PRODUCTS,
    sidebar: { key: 'products', icon: 'products', order: 120, when: sellsProducts },
    load: () => import('@/features/products/pages/products-page').then((module) => module.ProductsPage),
  },
  {
    page: 'product_add',
    namespaces: ['products'],
    path: paths.products.add,
    layout: 'app',
    access: PRODUCTS,
    lights: ['products'],
    load: () => import('@/features/products/pages/product-create-page').then((module) => module.ProductCreatePage),
  },
  {
    page: 'product_edit',
    namespaces: ['products'],
    path: paths.products.edit,
    layout: 'app',
    access: PRODUCTS,
    lights: ['products'],
    load: () => import('@/features/products/pages/product-edit-page').then((module) => module.ProductEditPage),
  },
  {
    page: 'product_codes',
    namespaces: ['definitions', 'products', 'table'],
    path: paths.products.codes,
    layout: 'app',
    access: PRODUCTS,
    lights: ['products'],
    load: () => import('@/features/products/pages/product-codes-page').then((module) => module.ProductCodesPage),
  },
  {
    page: 'organisations',
    namespaces: ['organisations_admin', 'table'],
    path: paths.organisations.list,
    layout: 'app',
    access: forPermission('organisations.list', { loginPath: paths.auth.cityLogin }),
    sidebar: { key: 'organisations', icon: 'organisations', order: 25 },
    load: () => import('@/features/organisations/pages/organisations-page').then((module) => module.OrganisationsPage),
  },
  {
    page: 'organisation',
    namespaces: ['account', 'organisations_admin', 'table'],
    path: paths.organisations.detail,
    layout: 'app',
    access: forPermission('organisations.list', { loginPath: paths.auth.cityLogin }),
    lights: ['organisations'],
    load: () => import('@/features/organisations/pages/organisation-page').then((module) => module.OrganisationPage),
  },
  {
    page: 'settings',
    namespaces: ['access', 'city_settings', 'limits', 'settings', 'table'],
    path: paths.settings,
    layout: 'app',
    // a merchant manages its co-admins here too (its access settings)
    access: forRoles(['organisation', 'city', 'tenant']),
    sidebar: { key: 'settings', icon: 'settings', order: 140 },
    load: () => import('@/features/settings/pages/settings-page').then((module) => module.SettingsPage),
  },
  {
    page: 'manage',
    namespaces: ['city_settings', 'definitions', 'manage', 'table'],
    path: paths.manage,
    layout: 'app',
    access: forPermission('city-overview.read'),
    sidebar: { key: 'manage', icon: 'manage', order: 135 },
    load: () => import('@/features/manage/pages/manage-page').then((module) => module.ManagePage),
  },
  {
    page: 'faq',
    namespaces: ['definitions', 'help', 'legal'],
    path: paths.faq,
    layout: 'app',
    access: ORGANISATION_OR_CITY,
    sidebar: { key: 'faq', icon: 'faq', order: 160 },
    load: () => import('@/features/help/pages/faq-page').then((module) => module.FaqPage),
  },
  {
    page: 'kbs',
    namespaces: ['definitions', 'help'],
    path: paths.kbs,
    layout: 'app',
    access: CITY_ONLY,
    sidebar: { key: 'kbs', icon: 'kbs', order: 170 },
    load: () => import('@/features/help/pages/kbs-page').then((module) => module.KbsPage),
  },
  {
    page: 'tenant_kbs',
    namespaces: ['help'],
    path: paths.tenant.kbs,
    layout: 'app',
    access: TENANT_ONLY,
    sidebar: { key: 'kbs', icon: 'kbs', order: 170 },
    load: () => import('@/features/help/pages/tenant-kbs-page').then((module) => module.TenantKbsPage),
  },
  {
    page: 'carpool_events',
    namespaces: ['carpool_events', 'table'],
    path: paths.carpoolEvents.list,
    layout: 'app',
    access: CARPOOL,
    sidebar: {
      key: 'carpool_events',
      icon: 'carpool',
      order: 180,
      when: (me) => me.carpoolOnly || me.addons.carpoolEvents,
    },
    load: () =>
      import('@/features/carpool-events/pages/carpool-events-page').then((module) => module.CarpoolEventsPage),
  },
  {
    page: 'happy_hours',
    namespaces: ['happy_hours', 'transport_modes'],
    path: paths.happyHours.list,
    layout: 'app',
    access: CITY_ONLY,
    sidebar: {
      key: 'happy_hours',
      icon: 'happy_hours',
      order: 80,
      when: (me) => me.role === 'city' && me.addons.product,
    },
    load: () => import('@/features/happy-hours/pages/happy-hours-page').then((module) => module.HappyHoursPage),
  },
  {
    page: 'simulator',
    namespaces: ['simulator', 'period', 'transport_modes'],
    path: paths.simulator,
    layout: 'app',
    access: forPermission('simulator.run'),
    // The clock of the happy hours, already in the shell's chunk: the sidebar costs no new icon.
    sidebar: { key: 'simulator', icon: 'happy_hours', order: 82, when: (me) => me.addons.product },
    load: () => import('@/features/simulator/pages/simulator-page').then((module) => module.SimulatorPage),
  },
  {
    page: 'emails',
    namespaces: ['emails', 'table'],
    path: paths.emails.list,
    layout: 'app',
    access: EMAILS,
    sidebar: {
      key: 'emails',
      icon: 'emails',
      order: 50,
      when: (me) => me.role === 'organisation' || me.addons.product,
    },
    load: () => import('@/features/emails/pages/emails-page').then((module) => module.EmailsPage),
  },
  {
    page: 'emails_create',
    namespaces: ['emails', 'rich_text', 'audience'],
    path: paths.emails.create,
    layout: 'app',
    access: EMAILS,
    lights: ['emails'],
    load: () => import('@/features/emails/pages/email-editor-page').then((module) => module.EmailEditorPage),
  },
  {
    page: 'emails_detail',
    namespaces: ['emails', 'rich_text', 'audience'],
    path: paths.emails.detail,
    layout: 'app',
    access: EMAILS,
    lights: ['emails'],
    load: () => import('@/features/emails/pages/email-editor-page').then((module) => module.EmailEditorPage),
  },
  {
    page: 'news',
    namespaces: ['news', 'table'],
    path: paths.news.list,
    layout: 'app',
    access: NEWS,
    sidebar: { key: 'news', icon: 'news', order: 70, when: (me) => me.role === 'city' && me.addons.product },
    load: () => import('@/features/news/pages/news-page').then((module) => module.NewsPage),
  },
  {
    page: 'news_create',
    namespaces: ['news', 'rich_text'],
    path: paths.news.create,
    layout: 'app',
    access: NEWS,
    lights: ['news'],
    load: () => import('@/features/news/pages/news-editor-page').then((module) => module.NewsEditorPage),
  },
  {
    page: 'news_detail',
    namespaces: ['news', 'rich_text'],
    path: paths.news.detail,
    layout: 'app',
    access: NEWS,
    lights: ['news'],
    load: () => import('@/features/news/pages/news-editor-page').then((module) => module.NewsEditorPage),
  },
  {
    page: 'notifications',
    namespaces: ['notifications', 'table'],
    path: paths.notifications.list,
    layout: 'app',
    access: NOTIFICATIONS,
    // Spec §2: a city's with the product add-on; an organisation writes to its own participants (issue 18).
    sidebar: {
      key: 'notifications',
      icon: 'notifications',
      order: 40,
      when: (me) => me.role === 'organisation' || me.addons.product,
    },
    load: () => import('@/features/notifications/pages/notifications-page').then((module) => module.NotificationsPage),
  },
  {
    page: 'notifications_create',
    namespaces: ['notifications', 'audience', 'definitions'],
    path: paths.notifications.create,
    layout: 'app',
    access: NOTIFICATIONS,
    lights: ['notifications'],
    load: () =>
      import('@/features/notifications/pages/notification-editor-page').then((module) => module.NotificationEditorPage),
  },
  {
    page: 'notifications_templates',
    namespaces: ['notifications', 'table'],
    path: paths.notifications.templates,
    layout: 'app',
    access: NOTIFICATIONS,
    lights: ['notifications'],
    load: () =>
      import('@/features/notifications/pages/notification-templates-page').then(
        (module) => module.NotificationTemplatesPage,
      ),
  },
  {
    page: 'notifications_detail',
    namespaces: ['notifications', 'audience', 'definitions'],
    path: paths.notifications.detail,
    layout: 'app',
    access: NOTIFICATIONS,
    lights: ['notifications'],
    load: () =>
      import('@/features/notifications/pages/notification-editor-page').then((module) => module.NotificationEditorPage),
  },
  {
    page: 'badges',
    namespaces: ['badges', 'transport_modes', 'table'],
    path: paths.badges.list,
    layout: 'app',
    access: CITY_ONLY,
    sidebar: {
      key: 'badges',
      icon: 'badges',
      order: 60,
      when: (me) => me.role === 'city' && me.addons.product,
    },
    load: () => import('@/features/badges/pages/badges-page').then((module) => module.BadgesPage),
  },
  {
    page: 'mailerlite',
    namespaces: ['mailerlite', 'table'],
    path: paths.mailerlite,
    layout: 'app',
    access: forPermission('mailerlite.read', { loginPath: paths.auth.cityLogin }),
    sidebar: { key: 'mailerlite', icon: 'mailerlite', order: 130, when: (me) => me.addons.mailerlite },
    load: () => import('@/features/mailerlite/pages/mailerlite-page').then((module) => module.MailerLitePage),
  },
  {
    page: 'heat_map',
    namespaces: ['maps', 'period', 'transport_modes'],
    path: '/heat-map',
    layout: 'app',
    access: CITY_ONLY,
    sidebar: { key: 'heat_map', icon: 'heat_map', order: 150 },
    load: () => import('@/features/maps/pages/heat-map-page').then((module) => module.HeatMapPage),
  },
  {
    page: 'maps',
    namespaces: ['maps', 'period', 'transport_modes'],
    path: '/maps',
    layout: 'app',
    access: CITY_ONLY,
    // Icons already in the shell's chunk (routes, a grid of areas): the sidebar costs no new icon.
    sidebar: { key: 'maps', icon: 'trip_reviews', order: 152 },
    load: () => import('@/features/maps/pages/corridor-map-page').then((module) => module.CorridorMapPage),
  },
  {
    page: 'postal_code_map',
    namespaces: ['maps', 'period', 'table', 'transport_modes'],
    path: '/postalCodeMap',
    layout: 'app',
    access: CITY_ONLY,
    sidebar: { key: 'postal_code_map', icon: 'manage', order: 154 },
    load: () => import('@/features/maps/pages/postal-code-map-page').then((module) => module.PostalCodeMapPage),
  },
  {
    page: 'reports',
    namespaces: ['definitions', 'reports', 'period', 'table', 'transport_modes'],
    path: '/reports',
    layout: 'app',
    access: forPermission('reports.read'),
    sidebar: { key: 'reports', icon: 'manage', order: 145 },
    load: () => import('@/features/reports/pages/reports-page').then((module) => module.ReportsPage),
  },
  {
    page: 'emission_factors',
    namespaces: ['emission_factors', 'period', 'table', 'transport_modes'],
    path: '/emission-factors',
    layout: 'app',
    access: forPermission('emission-factors.read'),
    sidebar: { key: 'emission_factors', icon: 'settings', order: 146 },
    load: () =>
      import('@/features/emission-factors/pages/emission-factors-page').then((module) => module.EmissionFactorsPage),
  },
  {
    page: 'carpool_event',
    namespaces: ['carpool_events', 'table', 'definitions'],
    path: paths.carpoolEvents.detail,
    layout: 'app',
    access: CARPOOL,
    lights: ['carpool_events'],
    load: () => import('@/features/carpool-events/pages/carpool-event-page').then((module) => module.CarpoolEventPage),
  },
  {
    page: 'carpool_event_create',
    namespaces: ['carpool_events'],
    path: paths.carpoolEvents.create,
    layout: 'app',
    access: CARPOOL_WRITE,
    lights: ['carpool_events'],
    load: () =>
      import('@/features/carpool-events/pages/carpool-event-editor-page').then(
        (module) => module.CarpoolEventEditorPage,
      ),
  },
  {
    page: 'carpool_event_edit',
    namespaces: ['carpool_events'],
    path: paths.carpoolEvents.edit,
    layout: 'app',
    access: CARPOOL_WRITE,
    lights: ['carpool_events'],
    load: () =>
      import('@/features/carpool-events/pages/carpool-event-editor-page').then(
        (module) => module.CarpoolEventEditorPage,
      ),
  },
];

/** Pages of the specification not built yet: their sidebar items exist, hidden, until the page joins PAGES. */
export const PLANNED_PAGES: readonly (SidebarEntry & { path: string; access: RouteAccess })[] = [];
