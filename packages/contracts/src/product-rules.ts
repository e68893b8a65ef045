/** When a product can be bought: one rule for the spend, the dashboard's badges and the app's catalogue. */
export type ProductSaleState = {
  isApproved: boolean;
  status: string;
  availability: string;
  expirationDate: Date | string | null;
};

/** The product's end of sale has passed: it still shows on the dashboard, as expired, but cannot be bought. */
export function isProductExpired(product: Pick<ProductSaleState, 'expirationDate'>, now: Date = new Date()): boolean {
  return product.expirationDate !== null && new Date(product.expirationDate).getTime() <= now.getTime();
}

/** A participant may buy it now: approved, active, on sale and not expired (the stock is checked as it is taken). */
export function isProductPurchasable(product: ProductSaleState, now: Date = new Date()): boolean {
  return (
    product.isApproved &&
    product.status === 'active' &&
    product.availability !== 'not_available' &&
    !isProductExpired(product, now)
  );
}
