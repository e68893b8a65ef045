import { z } from 'zod';
import { MERCHANT_ID_PATTERN } from './merchant-id.ts';

/** A trimmed optional text: blank, absent or null all become null (the field is cleared). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** An optional http(s) address; blank becomes null. */
export const optionalUrl = () =>
  z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullish()
    .or(z.literal('').transform(() => null));

/** An optional merchant code (`MV-7K3Q9P`), upper-cased; blank becomes null. */
export const optionalMerchantId = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(MERCHANT_ID_PATTERN, 'A merchant code looks like MV-7K3Q9P')
    .nullish()
    .or(z.literal('').transform(() => null));
