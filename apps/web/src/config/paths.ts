/** Every route of the dashboard, in one place for links, redirects and the router. */
export const paths = {
  root: '/',
  auth: {
    organisationLogin: '/organisation/login',
    cityLogin: '/city/login',
    forgotPassword: '/organisation/forgot-password',
    resetPassword: '/organisation/reset-password',
    register: '/register/:entity',
    registerOrganisation: '/register/organisation',
    confirmEmail: '/confirm-email',
    confirmInvitation: '/register/confirm',
  },
  organisation: { dashboard: '/organisation/dashboard' },
  city: { dashboard: '/city/dashboard' },
  tenant: { dashboard: '/tenant/dashboard' },
  carpoolEvents: {
    list: '/carpool-events',
    detail: '/carpool-events/:eventId',
    detailOf: (eventId: string) => `/carpool-events/${encodeURIComponent(eventId)}`,
  },
  profile: '/profile',
  branches: {
    list: '/branches',
    detail: '/branches/:branchId',
    detailOf: (branchId: string) => `/branches/${encodeURIComponent(branchId)}`,
  },
  settings: '/settings',
  faq: '/FAQ',
  kbs: '/KBS',
  share: '/partage',
  shareOf: (inviteCode: string) => `/partage?code=${encodeURIComponent(inviteCode)}`,
} as const;

/** The profile page exists: the email confirmation page offers to go to it. */
export const PROFILE_PAGE_AVAILABLE = true;
