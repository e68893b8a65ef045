/** The profile page exists: the email confirmation page offers to go to it. */
export const PROFILE_PAGE_AVAILABLE = true;
/** Where the sidebar offers organisations the carpooling app (`VITE_CARPOOL_PROMO_URL` at build time); no offer without it. */
export const CARPOOL_PROMO_URL: string | null = import.meta.env.VITE_CARPOOL_PROMO_URL || null;
