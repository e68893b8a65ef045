import { z } from 'zod';
import { PASSWORD_ERROR_CODES } from './password-policy.ts';
import { PERIOD_ERROR_CODES } from './periods.ts';

/**
 * Every code the API can answer with, and nothing else: the server's `AppError` only takes these, and the web
 * app shows the translated text for each (`errors.<code>`, a test checks every locale has it).
 */
export const ERROR_CODES = [
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'database_unreachable',
  'shutting_down',
  'duplicate_account',
  'participant_not_allowed',
  'session_expired',
  'account_already_exists',
  'email_already_exists',
  'wrong_email_or_password',
  'invalid_email',
  'not_allowed',
  'invalid_token',
  ...PASSWORD_ERROR_CODES,
  'email_not_verified',
  'terms_not_accepted',
  'account_deactivated',
  'branch_name_taken',
  'already_invited',
  'invitation_expired',
  'mail_failed',
  ...PERIOD_ERROR_CODES,
  'distance_not_whole_km',
  'invalid_distance_range',
  'page_out_of_range',
  'internal_error',
  'order_creation_failed',
  'insufficient_stock',
  'insufficient_greenpoints',
  'transactions_limit_reached',
  'product_not_available',
  'idempotency_key_required',
  'idempotency_key_reused',
  'order_and_tenant_required',
  'product_url_invalid',
  'product_code_types_conflict',
  'max_transactions_not_a_number',
  'invalid_order_transition',
  'order_cancelled',
  'export_filter_required',
  'claim_expired',
  'order_not_claimable',
  'merchant_id_taken',
  'category_name_taken',
  'image_invalid',
  'image_too_large',
  'tenant_already_confirmed',
  'code_already_handed_out',
  'tenant_has_orders',
  'url_too_long',
  'image_too_many_pixels',
  'trip_already_reviewed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    status: z.number().int(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
