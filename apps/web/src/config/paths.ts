/** Every path of the dashboard, for links and redirects; the page table (app/routing/pages.tsx) routes them. */
export const paths = {
  root: '/',
  auth: {
    login: '/login',
    organisationLogin: '/organisation/login',
    cityLogin: '/city/login',
    forgotPassword: '/organisation/forgot-password',
    resetPassword: '/organisation/reset-password',
    register: '/register/:entity',
    registerOrganisation: '/register/organisation',
    confirmEmail: '/confirm-email',
    confirmInvitation: '/register/confirm',
    registerTenant: '/register/tenant',
    confirmTenant: '/register/confirm-tenant',
    confirmTenantOf: (pendingTenantId: string) =>
      `/register/confirm-tenant?pendingTenantId=${encodeURIComponent(pendingTenantId)}`,
  },
  organisation: { dashboard: '/organisation/dashboard' },
  /** Platform operators (not linked from any menu: they know the address). */
  platform: { onboarding: '/platform/onboarding' },
  city: { dashboard: '/city/dashboard' },
  tenant: { dashboard: '/tenant/dashboard', profile: '/tenant/profile', kbs: '/tenant/tenantKBS' },
  orders: {
    list: '/tenant/dashboard/orders',
    detail: '/orders/:orderId',
    detailOf: (orderId: string) => `/orders/${encodeURIComponent(orderId)}`,
  },
  stores: {
    list: '/tenant/dashboard/stores',
    add: '/tenant/profile-add',
    profile: '/tenant/profile/:storeId',
    profileOf: (storeId: string) => `/tenant/profile/${encodeURIComponent(storeId)}`,
  },
  products: {
    list: '/tenant/dashboard/products',
    add: '/products/add',
    edit: '/products/edit/:productId',
    editOf: (productId: string) => `/products/edit/${encodeURIComponent(productId)}`,
    codes: '/products/edit/:productId/barCodes',
    codesOf: (productId: string) => `/products/edit/${encodeURIComponent(productId)}/barCodes`,
  },
  categories: {
    list: '/categories',
    detail: '/categories/:categoryId',
    detailOf: (categoryId: string) => `/categories/${encodeURIComponent(categoryId)}`,
  },
  happyHours: { list: '/happy_hours' },
  news: { list: '/news', create: '/news/new', detail: '/news/:newsId' },
  emails: { list: '/emails', create: '/emails/new', detail: '/emails/:emailId' },
  notifications: {
    list: '/notifications',
    create: '/notifications/new',
    detail: '/notifications/:notificationId',
  },
  badges: { list: '/badges' },
  mailerlite: '/mailerlite',
  carpoolEvents: {
    list: '/carpool-events',
    detail: '/carpool-events/:eventId',
    detailOf: (eventId: string) => `/carpool-events/${encodeURIComponent(eventId)}`,
  },
  users: {
    list: '/users',
    detail: '/users/:userId',
    detailOf: (userId: string) => `/users/${encodeURIComponent(userId)}`,
  },
  challenges: {
    list: '/challenges',
    create: '/challenges/create',
    send: '/challenges/create-for-another-organisation',
    edit: '/challenges/update/:challengeId',
    editOf: (challengeId: string) => `/challenges/update/${encodeURIComponent(challengeId)}`,
    info: '/challenges/info/:challengeId',
    infoOf: (challengeId: string) => `/challenges/info/${encodeURIComponent(challengeId)}`,
    dashboard: '/challenges/dashboard',
    templates: '/challenge-templates',
  },
  profile: '/profile',
  branches: {
    list: '/branches',
    detail: '/branches/:branchId',
    detailOf: (branchId: string) => `/branches/${encodeURIComponent(branchId)}`,
  },
  settings: '/settings',
  manage: '/manage',
  organisations: {
    list: '/organisations',
    detail: '/organisations/:organisationId',
    detailOf: (organisationId: string) => `/organisations/${encodeURIComponent(organisationId)}`,
  },
  tripReviews: '/trip-reviews',
  usersSessions: '/users-sessions',
  faq: '/FAQ',
  kbs: '/KBS',
  share: '/partage',
  shareOf: (inviteCode: string) => `/partage?code=${encodeURIComponent(inviteCode)}`,
  join: {
    signUp: '/inscription',
    signUpWith: (inviteCode: string) => `/inscription?code=${encodeURIComponent(inviteCode)}`,
    /** Where the emailed confirmation link lands (the server's `PARTICIPANT_CONFIRMED_PATH`). */
    confirmed: '/inscription/confirmee',
  },
} as const;

/** The profile page exists: the email confirmation page offers to go to it. */
export const PROFILE_PAGE_AVAILABLE = true;
