import { httpUrl, line, text } from '@mobiverte/contracts';
import { z } from 'zod';
import { MERCHANT_ID_PATTERN } from './merchant-id.ts';

/** A trimmed optional line of text: blank, absent or null all become null (the field is cleared). */
export const optionalText = (max: number) =>
  line()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** A trimmed optional multi-line text (a description): blank, absent or null all become null. */
export const optionalMultilineText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** An optional http(s) address (never `javascript:` or `data:`); blank becomes null. */
export const optionalUrl = () =>
  httpUrl()
    .nullish()
    .or(z.literal('').transform(() => null));

/** An optional merchant code (`MV-7K3Q9P`), upper-cased; blank becomes null. */
export const optionalMerchantId = () =>
  line()
    .trim()
    .toUpperCase()
    .regex(MERCHANT_ID_PATTERN, 'A merchant code looks like MV-7K3Q9P')
    .nullish()
    .or(z.literal('').transform(() => null));
