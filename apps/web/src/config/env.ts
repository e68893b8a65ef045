/** Where the sidebar's carpooling promotion points (`VITE_CARPOOL_PROMO_URL` at build time). */
export const CARPOOL_PROMO_URL: string = import.meta.env.VITE_CARPOOL_PROMO_URL || '#';
