import {
  greenpointsForPrice,
  MAX_REDEEM_STEPS,
  type ProductCodeType,
  productCodeFlagsFor,
  productCodeTypeOf,
} from '@mobiverte/contracts';
import { ApiError, getErrorMessageKey } from '@/lib/api-error';
import { validateOptionalWholeNumber, validateRequired } from '@/lib/validation';
import type { ProductBody } from '../api/update-product';
import type { Product } from '../api/get-products';

export const TRANSACTION_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type TransactionPeriod = (typeof TRANSACTION_PERIODS)[number];

export const NO_CODE = 'none';
/** How the participant receives what they bought: one choice (the API refuses two, `product_code_types_conflict`). */
export type CodeType = ProductCodeType | typeof NO_CODE;
/** The choices as the form lists them, three a row: no code or not a code, one code for all, a code each. */
export const CODE_TYPE_CHOICES: readonly CodeType[] = [
  NO_CODE,
  'isCoupon',
  'isDelivery',
  'isCharacter',
  'isBarCode',
  'isQrCode',
  'isUniqueCharacter',
  'isUniqueBarcode',
  'isUniqueQrcode',
];
export const DISPLAY_FLAGS = ['isFeatured', 'isNew', 'isOnSale', 'isDiscovery'] as const;
type DisplayFlag = (typeof DISPLAY_FLAGS)[number];

export type ImageRef = Product['images'][number];

export type ProductFormValues = {
  tenantId: string | null;
  titleFr: string;
  titleEn: string;
  bodyTextFr: string;
  bodyTextEn: string;
  sku: string;
  productUrl: string;
  price: number | string;
  stock: number | string;
  initialStock: number | string;
  availability: Product['availability'];
  displayingOrder: number | string;
  steps: string[];
  stepsEn: string[];
  barCode: string;
  qrCodeUrl: string;
  maxTransactionsEnabled: boolean;
  maxTransactionsValue: number | string;
  maxTransactionsPeriod: TransactionPeriod;
  /** `YYYY-MM-DD`, the last day the product may be bought; empty: no end. */
  expirationDate: string | null;
  images: ImageRef[];
  categoryIds: string[];
  codeType: CodeType;
} & Record<DisplayFlag, boolean>;

const displayFlagsOf = (product?: Product) =>
  Object.fromEntries(DISPLAY_FLAGS.map((flag) => [flag, product?.[flag] ?? false])) as Record<DisplayFlag, boolean>;

/** The form's values for a new product, or for editing an existing one. */
export function toProductFormValues(product?: Product): ProductFormValues {
  return {
    tenantId: product?.tenantId ?? null,
    titleFr: product?.titleFr ?? '',
    titleEn: product?.titleEn ?? '',
    bodyTextFr: product?.bodyTextFr ?? '',
    bodyTextEn: product?.bodyTextEn ?? '',
    sku: product?.sku ?? '',
    productUrl: product?.productUrl ?? '',
    price: product?.price ?? '',
    stock: product?.stock ?? '',
    initialStock: product?.initialStock ?? '',
    availability: product?.availability ?? 'available',
    displayingOrder: product?.displayingOrder ?? 0,
    steps: product?.steps ?? [],
    stepsEn: product?.stepsEn ?? [],
    barCode: product?.barCode ?? '',
    qrCodeUrl: product?.qrCodeUrl ?? '',
    maxTransactionsEnabled: Boolean(product?.maxTransactionsPerPeriod),
    maxTransactionsValue: product?.maxTransactionsPerPeriod?.value ?? '',
    maxTransactionsPeriod: product?.maxTransactionsPerPeriod?.period ?? 'month',
    expirationDate: product?.expirationDate ? product.expirationDate.slice(0, 10) : null,
    images: product?.images ?? [],
    categoryIds: product?.categories.map((category) => category.id) ?? [],
    codeType: (product && productCodeTypeOf(product)) ?? NO_CODE,
    ...displayFlagsOf(product),
  };
}

const toNumber = (value: number | string) =>
  typeof value === 'number' ? value : Number(String(value).replace(',', '.'));

/** The greenpoints shown beside the price while typing: 100 × price, never typed. */
export function previewGreenpoints(price: number | string): number {
  return price === '' ? 0 : greenpointsForPrice(toNumber(price));
}

/** The request body; the expiration date ends at the end of its day (UTC). */
export function toProductBody(values: ProductFormValues): ProductBody {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  const clean = (steps: string[]) => steps.map((step) => step.trim()).filter((step) => step !== '');
  return {
    titleFr: values.titleFr.trim(),
    titleEn: values.titleEn.trim(),
    bodyTextFr: values.bodyTextFr,
    bodyTextEn: values.bodyTextEn,
    sku: optional(values.sku),
    productUrl: optional(values.productUrl),
    price: toNumber(values.price),
    stock: toNumber(values.stock),
    initialStock: toNumber(values.initialStock),
    availability: values.availability,
    displayingOrder: values.displayingOrder === '' ? 0 : toNumber(values.displayingOrder),
    steps: clean(values.steps),
    stepsEn: clean(values.stepsEn),
    barCode: optional(values.barCode),
    qrCodeUrl: optional(values.qrCodeUrl),
    maxTransactionsPerPeriod: values.maxTransactionsEnabled
      ? { value: toNumber(values.maxTransactionsValue), period: values.maxTransactionsPeriod }
      : null,
    expirationDate: values.expirationDate ? `${values.expirationDate}T23:59:59.000Z` : null,
    imageIds: values.images.map((image) => image.id),
    categoryIds: values.categoryIds,
    ...productCodeFlagsFor(values.codeType === NO_CODE ? null : values.codeType),
    ...Object.fromEntries(DISPLAY_FLAGS.map((flag) => [flag, values[flag]])),
  };
}

const isWhole = (value: number | string) => value !== '' && Number.isInteger(toNumber(value)) && toNumber(value) >= 0;

function validatePrice(value: number | string): string | null {
  if (value === '') return 'fields.errors.required';
  const price = toNumber(value);
  if (!Number.isFinite(price) || price < 0) return 'products.errors.price_invalid';
  return Math.abs(Math.round(price * 100) - price * 100) < 1e-6 ? null : 'products.errors.price_decimals';
}

const validateWhole = (value: number | string) =>
  value === '' ? 'fields.errors.required' : isWhole(value) ? null : 'products.errors.whole_number';

const validateSteps = (steps: string[]) => (steps.length > MAX_REDEEM_STEPS ? 'products.errors.too_many_steps' : null);

/** Field validators in the form's shape; each returns a translation key or null. */
export const productFormValidation = {
  titleFr: validateRequired,
  titleEn: validateRequired,
  price: validatePrice,
  stock: validateWhole,
  initialStock: validateWhole,
  displayingOrder: validateOptionalWholeNumber,
  steps: validateSteps,
  stepsEn: validateSteps,
  maxTransactionsValue: (value: number | string, values: ProductFormValues) =>
    !values.maxTransactionsEnabled
      ? null
      : value === '' || !Number.isInteger(toNumber(value)) || toNumber(value) < 1
        ? 'errors.max_transactions_not_a_number'
        : null,
};

export interface ProductFormErrors {
  fields: Partial<Record<keyof ProductFormValues, string>>;
  form: string | null;
}

const FIELD_OF_CODE: Record<string, keyof ProductFormValues> = {
  product_url_invalid: 'productUrl',
  product_code_types_conflict: 'codeType',
  max_transactions_not_a_number: 'maxTransactionsValue',
};

/** A refusal of the server under its field when it names one, otherwise a toast. */
export function mapProductError(error: unknown): ProductFormErrors {
  if (error instanceof ApiError) {
    const field = FIELD_OF_CODE[error.code];
    if (field) return { fields: { [field]: `errors.${error.code}` }, form: null };
    if (error.code === 'validation_failed') {
      const fields: ProductFormErrors['fields'] = {};
      for (const { path } of error.details) {
        const name = path.replace(/^body[./]/, '').split('.')[0] as keyof ProductFormValues;
        const target = name === ('imageIds' as string) ? 'images' : name;
        fields[target as keyof ProductFormValues] = 'fields.errors.invalid';
      }
      if (Object.keys(fields).length > 0) return { fields, form: 'products.save.failure' };
    }
  }
  return { fields: {}, form: getErrorMessageKey(error) };
}
