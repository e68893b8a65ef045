import { httpUrl, instant, line, MAX_REDEEM_STEPS, text } from '@mobiverte/contracts';
import { z } from 'zod';
import { CODE_STATUSES, CODE_TYPES, PRODUCT_AVAILABILITIES, PRODUCT_STATUSES } from '../../db/schema/index.ts';

export const MAX_PRODUCT_IMAGES = 10;
export const PRODUCT_SORTS = ['displayingOrder', 'title', 'price', 'stock', 'createdAt', 'status'] as const;
export const TRANSACTION_PERIODS = ['day', 'week', 'month', 'year'] as const;

export const productIdParams = z.object({ productId: z.uuid() });
export const productCodeParams = productIdParams.extend({ codeId: z.uuid() });

const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
};

export const productsQuerySchema = z.object({
  tenantId: z.uuid().optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  search: line().trim().max(120).optional(),
  categoryId: z.uuid().optional(),
  sort: z.enum(PRODUCT_SORTS).default('displayingOrder'),
  order: z.enum(['asc', 'desc']).default('asc'),
  ...pageQuery,
});
export type ProductsQuery = z.infer<typeof productsQuerySchema>;

const stepList = z
  .array(line().trim().min(1).max(500))
  .max(MAX_REDEEM_STEPS, { message: `At most ${MAX_REDEEM_STEPS} redeem steps` });

/** Price in currency units with at most 2 decimals (greenpoints are 100 × price, computed by the database). */
const price = z
  .number()
  .min(0)
  .max(99_999_999)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { message: 'At most 2 decimals' });

export const productBodySchema = z.object({
  titleFr: line().trim().min(1).max(200),
  titleEn: line().trim().min(1).max(200),
  bodyTextFr: text().max(10_000).default(''),
  bodyTextEn: text().max(10_000).default(''),
  sku: line().trim().max(120).nullish(),
  /** Checked by the service against the product URL host (`product_url_invalid`). */
  productUrl: line().trim().max(2000).nullish(),
  price,
  stock: z.number().int().min(0).max(1_000_000),
  initialStock: z.number().int().min(0).max(1_000_000),
  availability: z.enum(PRODUCT_AVAILABILITIES).default('available'),
  displayingOrder: z.number().int().min(0).max(100_000).default(0),
  isFeatured: z.boolean().default(false),
  isNew: z.boolean().default(false),
  isOnSale: z.boolean().default(false),
  isDiscovery: z.boolean().default(false),
  steps: stepList.default([]),
  stepsEn: stepList.default([]),
  /** One code type at most: two of these eight flags at once answer `product_code_types_conflict`. */
  isCoupon: z.boolean().default(false),
  isDelivery: z.boolean().default(false),
  isBarCode: z.boolean().default(false),
  isCharacter: z.boolean().default(false),
  isUniqueCharacter: z.boolean().default(false),
  isUniqueBarcode: z.boolean().default(false),
  isQrCode: z.boolean().default(false),
  isUniqueQrcode: z.boolean().default(false),
  barCode: line().trim().max(200).nullish(),
  qrCodeUrl: httpUrl()
    .nullish()
    .or(z.literal('').transform(() => null)),
  /** `value` is checked by the service, so that a value that is not a number answers its own error code. */
  maxTransactionsPerPeriod: z
    .object({ value: z.unknown(), period: z.enum(TRANSACTION_PERIODS) })
    .nullish()
    .describe('At most `value` (a whole number ≥ 1) purchases per participant and period'),
  expirationDate: instant().nullish(),
  imageIds: z.array(z.uuid()).max(MAX_PRODUCT_IMAGES).default([]),
  categoryIds: z.array(z.uuid()).max(20).default([]),
});
export type ProductInput = z.infer<typeof productBodySchema>;

export const createProductBodySchema = productBodySchema.extend({ tenantId: z.uuid().optional() });
export type CreateProductInput = z.infer<typeof createProductBodySchema>;

const imageRefSchema = z.object({ id: z.string(), url: z.string(), thumbnailUrl: z.string() });

export const productSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  cityId: z.string(),
  titleFr: z.string(),
  titleEn: z.string(),
  bodyTextFr: z.string(),
  bodyTextEn: z.string(),
  sku: z.string().nullable(),
  productUrl: z.string().nullable(),
  price: z.number(),
  greenpoints: z.number().int(),
  stock: z.number().int(),
  initialStock: z.number().int(),
  availability: z.enum(PRODUCT_AVAILABILITIES),
  displayingOrder: z.number().int(),
  isFeatured: z.boolean(),
  isNew: z.boolean(),
  isOnSale: z.boolean(),
  isDiscovery: z.boolean(),
  isApproved: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
  steps: z.array(z.string()),
  stepsEn: z.array(z.string()),
  isCoupon: z.boolean(),
  isDelivery: z.boolean(),
  isBarCode: z.boolean(),
  isCharacter: z.boolean(),
  isUniqueCharacter: z.boolean(),
  isUniqueBarcode: z.boolean(),
  isQrCode: z.boolean(),
  isUniqueQrcode: z.boolean(),
  barCode: z.string().nullable(),
  qrCodeUrl: z.string().nullable(),
  maxTransactionsPerPeriod: z.object({ value: z.number().int(), period: z.enum(TRANSACTION_PERIODS) }).nullable(),
  expirationDate: z.string().nullable(),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  images: z.array(imageRefSchema),
  categories: z.array(z.object({ id: z.string(), nameFr: z.string(), nameEn: z.string() })),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.object({ data: z.array(productSchema), total: z.number().int() });

// Codes
export const codesQuerySchema = z.object({ status: z.enum(CODE_STATUSES).optional(), ...pageQuery });
export const addCodesBodySchema = z.object({
  /** Pasted lists: tabs and line ends around a code are trimmed by the service. */
  codes: z.array(text().max(500)).min(1).max(10_000),
  type: z.enum(CODE_TYPES).default('barCode'),
});
export const codePatchSchema = z.object({ status: z.enum(['active', 'valid', 'cancelled']) });

export const productCodeSchema = z.object({
  id: z.string(),
  productId: z.string(),
  barCode: z.string(),
  type: z.enum(CODE_TYPES),
  status: z.enum(CODE_STATUSES),
  orderId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductCode = z.infer<typeof productCodeSchema>;
export const productCodeListSchema = z.object({
  data: z.array(productCodeSchema),
  total: z.number().int(),
  /** Codes still available to hand out (active and not taken by an order). */
  available: z.number().int(),
  stock: z.number().int(),
});
export const codesWrittenSchema = z.object({ inserted: z.number().int(), skipped: z.number().int() });

// Images
export const imageIdParams = z.object({ imageId: z.uuid() });
export const uploadedImageSchema = imageRefSchema.extend({ width: z.number().int(), height: z.number().int() });

// Participant catalogue
export const catalogueQuerySchema = z.object({ categoryId: z.uuid().optional(), ...pageQuery });
export const catalogueProductSchema = productSchema.pick({
  id: true,
  tenantId: true,
  tenantName: true,
  titleFr: true,
  titleEn: true,
  bodyTextFr: true,
  bodyTextEn: true,
  sku: true,
  productUrl: true,
  price: true,
  greenpoints: true,
  stock: true,
  availability: true,
  displayingOrder: true,
  isFeatured: true,
  isNew: true,
  isOnSale: true,
  isDiscovery: true,
  steps: true,
  stepsEn: true,
  isCoupon: true,
  isDelivery: true,
  isBarCode: true,
  isCharacter: true,
  isUniqueCharacter: true,
  isUniqueBarcode: true,
  isQrCode: true,
  isUniqueQrcode: true,
  maxTransactionsPerPeriod: true,
  expirationDate: true,
  images: true,
  categories: true,
});
export const catalogueSchema = z.object({
  data: z.array(catalogueProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
