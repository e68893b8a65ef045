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

/**
 * How the participant receives what they bought: one choice among the spec's flags, or none. A series of unique
 * codes comes first so that a stored product with several flags reads as the one it hands out.
 */
export const PRODUCT_CODE_TYPES = [
  'isUniqueQrcode',
  'isUniqueBarcode',
  'isUniqueCharacter',
  'isQrCode',
  'isBarCode',
  'isCharacter',
  'isCoupon',
  'isDelivery',
] as const;
export type ProductCodeType = (typeof PRODUCT_CODE_TYPES)[number];
export type ProductCodeFlags = Record<ProductCodeType, boolean>;

/** The flags that are set, in the order of `PRODUCT_CODE_TYPES`; more than one breaks the rule. */
export function productCodeTypesOf(flags: Partial<ProductCodeFlags>): ProductCodeType[] {
  return PRODUCT_CODE_TYPES.filter((type) => flags[type] === true);
}

/** A product has at most one code type (or none). */
export function hasOneCodeTypeAtMost(flags: Partial<ProductCodeFlags>): boolean {
  return productCodeTypesOf(flags).length <= 1;
}

/** The product's code type, `null` for none. */
export function productCodeTypeOf(flags: Partial<ProductCodeFlags>): ProductCodeType | null {
  return productCodeTypesOf(flags)[0] ?? null;
}

/** Every flag, exactly one of them set when a type is chosen: what the API receives from one choice. */
export function productCodeFlagsFor(codeType: ProductCodeType | null): ProductCodeFlags {
  return Object.fromEntries(PRODUCT_CODE_TYPES.map((type) => [type, type === codeType])) as ProductCodeFlags;
}
