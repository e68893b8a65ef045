/** Greenpoints are 100 × the price (spec section 9); the database computes the stored value the same way. */
export const GREENPOINTS_PER_CURRENCY_UNIT = 100;

export function greenpointsForPrice(price: number): number {
  return Number.isFinite(price) ? Math.round(price * GREENPOINTS_PER_CURRENCY_UNIT) : 0;
}

/** Redeem steps per language (spec section 9). */
export const MAX_REDEEM_STEPS = 5;
